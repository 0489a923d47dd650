// Carrier accounts (docs/carriers.md, "Accounts"): the credentials an organization, or the platform for every
// organization without its own, holds with a carrier. Saved only after the carrier accepted them with its cheap
// call (validateCredentials), stored sealed (credentials-box.ts), shown as a preview (public fields in clear,
// secrets as their last 4 characters), and resolved for quotes and orders by connectionFor: the organization's own
// enabled account, else the platform's. A test-mode organization (docs/modes.md) never gets a connection.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { DbOrTx } from '@/db/client';
import { carrierAccounts, organizations } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { config } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatZodError, zodFieldErrors } from '@/lib/platform/errors/zod-es';
import { CarrierError, type CarrierCapability, type CarrierConnection, type CarrierModule } from '@/lib/providers/carrier';
import { accountCarriers, carrierModule } from '@/lib/providers/registry';
import { removeAccount, writeAccount } from './account-rows';
import { credentialsPreview, openCredentials, sealCredentials } from './credentials-box';

// The margin over a carrier's cost is read with the accounts by quotes (lib/carriers/rate-shop.ts).
export { marginBasisPoints } from './carrier-margin';

/** Whose account: an organization's (its id) or the platform's (null). */
type Owner = { organizationId: string | null };

export const carrierNotFound = (carrier: string) => new DomainError('not_found', `La paquetería ${carrier} no existe.`);
const accountNotFound = () => new DomainError('not_found', 'No hay una cuenta de esta paquetería.');

/** A carrier an account can be held with (every registered one but the sandbox), or not_found. */
export function accountCarrier(carrier: string): CarrierModule {
  const module = carrierModule(carrier);
  if (!module || !accountCarriers().includes(module)) throw carrierNotFound(carrier);
  return module;
}

/** The owner's current accounts (retired ones are kept only for the orders bought with them: account-rows.ts). */
const ownedBy = (organizationId: string | null) =>
  and(
    organizationId === null ? isNull(carrierAccounts.organizationId) : eq(carrierAccounts.organizationId, organizationId),
    isNull(carrierAccounts.retiredAt),
  );

/** What a client of `module` needs, with these credentials. */
function connectionOf(module: CarrierModule, credentials: Record<string, string>): CarrierConnection {
  return { credentials, baseUrl: module.baseUrl(), timeoutMs: config().CARRIER_HTTP_TIMEOUT_MS };
}

/** The module's schema over the credentials sent, as the API's 400 naming `credentials.<field>`. */
function parseCredentials(module: CarrierModule, credentials: unknown): Record<string, string> {
  const parsed = module.credentialsSchema.safeParse(credentials);
  if (parsed.success) return parsed.data;
  const error = new ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: ['credentials', ...issue.path] })));
  throw new DomainError('validation_error', formatZodError(error, 'Las credenciales'), {
    fields: zodFieldErrors(error, { subject: 'Las credenciales', root: 'credentials' }),
  });
}

/** A test-mode organization ships with the sandbox alone (docs/modes.md): it holds no carrier account. */
async function refuseTestMode(db: DbOrTx, organizationId: string): Promise<void> {
  const [org] = await db.select({ mode: organizations.mode }).from(organizations).where(eq(organizations.id, organizationId));
  if (org?.mode === 'test') {
    throw new DomainError('conflict', 'En modo de prueba los envíos usan solo el sandbox: configura las paqueterías en vivo.');
  }
}

/** The carrier's cheap call: refused credentials are 422 carrier_credentials_invalid, an outage 503, nothing saved. */
async function validateWithCarrier(module: CarrierModule, credentials: Record<string, string>): Promise<void> {
  try {
    await module.client(connectionOf(module, credentials)).validateCredentials();
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    if (error.kind === 'unavailable') {
      throw new DomainError(
        'provider_unavailable',
        `${module.displayName} no responde en este momento; las credenciales no se guardaron. Intenta de nuevo en unos minutos.`,
      );
    }
    throw new DomainError(
      'carrier_credentials_invalid',
      `${module.displayName} rechazó las credenciales; no se guardaron. Revisa que correspondan a tu cuenta y al ambiente (pruebas o producción).`,
    );
  }
}

export type CarrierAccountView = {
  carrier: string;
  displayName: string;
  /** what the carrier can do (lib/providers/carrier.ts), for the product to show */
  capabilities: CarrierCapability[];
  /** `organization`: the organization's own account; `platform`: the one the platform provides */
  source: 'organization' | 'platform';
  enabled: boolean;
  /** public fields in clear, each secret as its last 4 characters; empty for the platform's account */
  preview: Record<string, string>;
  validatedAt: Date | null;
  updatedAt: Date;
};

type AccountRow = typeof carrierAccounts.$inferSelect;
const view = (row: AccountRow, source: CarrierAccountView['source'], forPlatform = source === 'platform'): CarrierAccountView => ({
  carrier: row.carrier,
  displayName: carrierModule(row.carrier)?.displayName ?? row.carrier,
  capabilities: [...(carrierModule(row.carrier)?.capabilities ?? [])],
  source,
  enabled: row.enabled,
  // The platform's account numbers are the platform's business: an organization only learns that it is there.
  preview: source === 'platform' && !forPlatform ? {} : row.credentialsPreview,
  validatedAt: row.validatedAt,
  updatedAt: row.updatedAt,
});

/**
 * Saves (creates or replaces) the account of `organizationId` (null: the platform's) with `carrier`, after the
 * carrier accepted the credentials. A replaced account is enabled again.
 */
export async function saveCarrierAccount(
  db: DbOrTx,
  input: Owner & { carrier: string; credentials: unknown; actor: AuditActor },
): Promise<CarrierAccountView> {
  const module = accountCarrier(input.carrier);
  const credentials = parseCredentials(module, input.credentials);
  if (input.organizationId !== null) await refuseTestMode(db, input.organizationId);
  await validateWithCarrier(module, credentials);
  const owner = { organizationId: input.organizationId, carrier: module.name };
  const values = {
    credentialsCiphertext: sealCredentials(credentials, owner),
    credentialsPreview: credentialsPreview(credentials, module.publicCredentialFields),
    enabled: true,
    validatedAt: new Date(),
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const { row, replaced } = await writeAccount(tx, { organizationId: input.organizationId, module, values });
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'carrier_account.saved',
      target: { type: 'carrier_account', id: row.id },
      // the field names and public values only: never a secret, not even its last characters
      summary: {
        carrier: module.name,
        platform: input.organizationId === null,
        // another carrier account than the one saved before: the old one is kept for the orders bought with it
        replaced,
        fields: Object.keys(credentials),
        public: Object.fromEntries(module.publicCredentialFields.filter((f) => f in credentials).map((f) => [f, credentials[f]])),
      },
    });
    return view(row, input.organizationId === null ? 'platform' : 'organization');
  });
}

/**
 * The accounts an organization sees: its own, and the platform's enabled ones for carriers it has none of
 * (null: the platform's own list, for its admins). In the registry's order.
 */
export async function listCarrierAccounts(db: DbOrTx, input: Owner): Promise<CarrierAccountView[]> {
  const rows = await db
    .select()
    .from(carrierAccounts)
    .where(
      and(
        isNull(carrierAccounts.retiredAt),
        input.organizationId === null
          ? isNull(carrierAccounts.organizationId)
          : or(
              eq(carrierAccounts.organizationId, input.organizationId),
              and(isNull(carrierAccounts.organizationId), eq(carrierAccounts.enabled, true)),
            ),
      ),
    );
  const order = accountCarriers().map((m) => m.name);
  return order.flatMap((carrier) => {
    const own = rows.find((r) => r.carrier === carrier && r.organizationId === input.organizationId);
    const platform = rows.find((r) => r.carrier === carrier && r.organizationId === null);
    if (own) return [view(own, input.organizationId === null ? 'platform' : 'organization')];
    return platform ? [view(platform, 'platform', false)] : [];
  });
}

/** Turns an account on or off without touching its credentials. */
export async function setCarrierAccountEnabled(
  db: DbOrTx,
  input: Owner & { carrier: string; enabled: boolean; actor: AuditActor },
): Promise<CarrierAccountView> {
  const module = accountCarrier(input.carrier);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(carrierAccounts)
      .set({ enabled: input.enabled, updatedAt: new Date() })
      .where(and(ownedBy(input.organizationId), eq(carrierAccounts.carrier, module.name)))
      .returning();
    if (!row) throw accountNotFound();
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: input.enabled ? 'carrier_account.enabled' : 'carrier_account.disabled',
      target: { type: 'carrier_account', id: row.id },
      summary: { carrier: module.name, platform: input.organizationId === null },
    });
    return view(row, input.organizationId === null ? 'platform' : 'organization');
  });
}

/**
 * Removes the account (its credentials are gone for good); refused (409) while orders bought with it are in course
 * (lib/carriers/account-rows.ts).
 */
export async function deleteCarrierAccount(db: DbOrTx, input: Owner & { carrier: string; actor: AuditActor }): Promise<void> {
  const module = accountCarrier(input.carrier);
  await db.transaction(async (tx) => {
    const row = await removeAccount(tx, { organizationId: input.organizationId, module });
    if (!row) throw accountNotFound();
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'carrier_account.deleted',
      target: { type: 'carrier_account', id: row.id },
      summary: { carrier: module.name, platform: input.organizationId === null, keptForOrders: row.retired },
    });
  });
}

/** A live organization's own account or the platform's; a test-mode twin (docs/modes.md) has none to use. */
const usableAccounts = (organizationId: string) =>
  and(
    eq(carrierAccounts.enabled, true),
    isNull(carrierAccounts.retiredAt),
    or(eq(carrierAccounts.organizationId, organizationId), isNull(carrierAccounts.organizationId)),
    sql`exists (select 1 from ${organizations} where ${organizations.id} = ${organizationId} and ${organizations.mode} = 'live')`,
  );

/**
 * How to reach `carrier` for `organizationId`: its own enabled account, else the platform's enabled one, with the
 * credentials opened; null when neither exists, the carrier is not registered, or the organization is in test mode.
 */
export async function connectionFor(
  db: DbOrTx,
  input: { organizationId: string; carrier: string },
): Promise<{ accountId: string; connection: CarrierConnection } | null> {
  const module = carrierModule(input.carrier);
  if (!module || !accountCarriers().includes(module)) return null;
  const [row] = await db
    .select({ id: carrierAccounts.id, organizationId: carrierAccounts.organizationId, ciphertext: carrierAccounts.credentialsCiphertext })
    .from(carrierAccounts)
    .where(and(eq(carrierAccounts.carrier, module.name), usableAccounts(input.organizationId)))
    // the organization's own first (nulls last)
    .orderBy(sql`${carrierAccounts.organizationId} nulls last`)
    .limit(1);
  if (!row) return null;
  const credentials = openCredentials(row.ciphertext, { organizationId: row.organizationId, carrier: module.name });
  return { accountId: row.id, connection: connectionOf(module, credentials) };
}

/** The carriers `organizationId` can quote and ship with (an enabled account of its own or the platform's), in the registry's order. */
export async function enabledCarriers(db: DbOrTx, organizationId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ carrier: carrierAccounts.carrier }).from(carrierAccounts).where(usableAccounts(organizationId));
  const usable = new Set(rows.map((r) => r.carrier));
  return accountCarriers()
    .map((m) => m.name)
    .filter((name) => usable.has(name));
}

/**
 * The connection of one account, whatever its state now (an order bought with it is cancelled, returned and tracked
 * through the same account even after it was turned off); null when the account was deleted or its carrier is gone.
 */
export async function connectionForAccount(db: DbOrTx, accountId: string): Promise<CarrierConnection | null> {
  const [row] = await db
    .select({
      organizationId: carrierAccounts.organizationId,
      carrier: carrierAccounts.carrier,
      ciphertext: carrierAccounts.credentialsCiphertext,
    })
    .from(carrierAccounts)
    .where(eq(carrierAccounts.id, accountId));
  const module = row && carrierModule(row.carrier);
  // a removed account's credentials are wiped (account-rows.ts)
  if (!row || !module || !row.ciphertext) return null;
  return connectionOf(module, openCredentials(row.ciphertext, { organizationId: row.organizationId, carrier: row.carrier }));
}
