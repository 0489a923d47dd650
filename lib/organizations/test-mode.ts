// Test mode (docs/modes.md): a live organization's twin, an organization of its own with mode 'test' whose
// live_organization_id names the live one. Everything is scoped by organization id, so a test key (or the dashboard
// in test mode) reads and writes the twin alone. The twin is made on first need (a test key, the dashboard's switch),
// once, whoever asks at the same time: the unique index on live_organization_id decides, the loser reads the winner's.
import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, type Organization, type OrganizationMode } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';

/** A new twin's balance: $10,000.00 MXN of play money, a ledger credit like any other. */
export const TEST_BALANCE_CENTAVOS = 1_000_000;
export const TEST_BALANCE_DESCRIPTION = 'Saldo de prueba';

const notFound = () => new DomainError('not_found', 'La organización no existe.');

/** The twin of a live organization, or null while it has none. */
export async function findTestTwin(db: DbOrTx, liveOrganizationId: string): Promise<Organization | null> {
  const [twin] = await db.select().from(organizations).where(eq(organizations.liveOrganizationId, liveOrganizationId));
  return twin ?? null;
}

/**
 * The twin of `liveOrganizationId`, made now if it has none: same name, a test balance (TEST_BALANCE_CENTAVOS,
 * ledger entry "Saldo de prueba"), the default tariffs, no members (people act on it through the live organization's
 * memberships), no branding, rate limit or notice settings of its own. Refuses a test organization (a twin has no twin).
 */
export async function ensureTestTwin(db: DbOrTx, liveOrganizationId: string): Promise<Organization> {
  const existing = await findTestTwin(db, liveOrganizationId);
  if (existing) return existing;
  const made = await db.transaction(async (tx) => {
    const [live] = await tx
      .select({ name: organizations.name, mode: organizations.mode })
      .from(organizations)
      .where(eq(organizations.id, liveOrganizationId));
    if (!live) throw notFound();
    if (live.mode !== 'live')
      throw new DomainError('validation_error', 'Una organización en modo de prueba no tiene modo de prueba propio.');
    // Another request making the same twin: this insert waits for its commit, then does nothing.
    const [twin] = await tx
      .insert(organizations)
      .values({ name: live.name, mode: 'test', liveOrganizationId })
      .onConflictDoNothing({ target: organizations.liveOrganizationId })
      .returning();
    if (!twin) return null;
    const { balanceCentavos } = await applyBalanceChange(tx, {
      organizationId: twin.id,
      kind: 'manual_credit',
      amountCentavos: TEST_BALANCE_CENTAVOS,
      description: TEST_BALANCE_DESCRIPTION,
    });
    return { ...twin, balanceCentavos };
  });
  if (made) return made;
  const twin = await findTestTwin(db, liveOrganizationId);
  if (!twin) throw notFound();
  return twin;
}

export type OrganizationModes = { mode: OrganizationMode; liveOrganizationId: string; testOrganizationId: string | null };

/**
 * Where an organization stands between the modes: its own mode, its live organization (itself when live) and the
 * test twin (itself when test; null for a live organization without one yet).
 */
export async function organizationModes(db: DbOrTx, organizationId: string): Promise<OrganizationModes> {
  const rows = await db
    .select({ id: organizations.id, mode: organizations.mode, liveOrganizationId: organizations.liveOrganizationId })
    .from(organizations)
    .where(or(eq(organizations.id, organizationId), eq(organizations.liveOrganizationId, organizationId)));
  const self = rows.find((r) => r.id === organizationId);
  if (!self) throw notFound();
  if (self.mode === 'test') return { mode: 'test', liveOrganizationId: self.liveOrganizationId!, testOrganizationId: self.id };
  const twin = rows.find((r) => r.liveOrganizationId === organizationId);
  return { mode: 'live', liveOrganizationId: self.id, testOrganizationId: twin?.id ?? null };
}

/** The live organization of `organizationId`: itself when live, the one it is the twin of when test. */
export async function liveOrganizationOf(db: DbOrTx, organizationId: string): Promise<string> {
  return (await organizationModes(db, organizationId)).liveOrganizationId;
}

/**
 * "Agregar saldo de prueba": TEST_BALANCE_CENTAVOS more of play money on a test twin (ledger entry "Saldo de prueba",
 * audited like any credit). Refused for a live organization, whose balance only a platform admin credits.
 */
export async function addTestBalance(
  db: DbOrTx,
  input: { organizationId: string; actor?: AuditActor },
): Promise<{ balanceCentavos: number }> {
  return db.transaction(async (tx) => {
    const [org] = await tx.select({ mode: organizations.mode }).from(organizations).where(eq(organizations.id, input.organizationId));
    if (!org) throw notFound();
    if (org.mode !== 'test') throw new DomainError('forbidden', 'El saldo de prueba solo se agrega en modo de prueba.');
    const result = await applyBalanceChange(tx, {
      organizationId: input.organizationId,
      kind: 'manual_credit',
      amountCentavos: TEST_BALANCE_CENTAVOS,
      description: TEST_BALANCE_DESCRIPTION,
    });
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'balance.credited',
        target: { type: 'organization', id: input.organizationId },
        summary: {
          amountCentavos: TEST_BALANCE_CENTAVOS,
          balanceAfterCentavos: result.balanceCentavos,
          description: TEST_BALANCE_DESCRIPTION,
        },
      });
    }
    return result;
  });
}
