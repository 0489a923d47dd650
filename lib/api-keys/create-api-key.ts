import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys, organizations, type MembershipRole } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { enqueueApiKeyCreatedEmails } from '@/lib/email/operational/api-key-created';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { generateApiKey } from './key-format';
import { checkKeyName, checkKeyScopes } from './key-fields';
import { checkScopesGrantable } from './role-scopes';

export type CreateApiKeyInput = {
  organizationId: string;
  name: string;
  scopes: string[];
  expiresAt?: Date | null;
  createdByUserId?: string | null;
  /** who creates it, for the audit log (lib/audit); every dashboard, API and CLI caller passes one */
  actor?: AuditActor;
  /** the role of the dashboard member who makes it: the key gets only scopes this role grants (role-scopes.ts);
   *  none for the platform operator (the admin CLI) */
  grantedByRole?: MembershipRole;
};

/**
 * Creates a key; the returned `key` is the only time the full value exists outside the caller's hands. Its mode
 * marker (flt_live_, flt_test_: lib/api-keys/key-format.ts) is its organization's mode, so a test key is made by
 * naming the test twin (lib/organizations/test-mode.ts ensureTestTwin).
 */
export async function createApiKey(db: DbOrTx, input: CreateApiKeyInput) {
  // The rules of key-fields.ts here too, not only in the dashboard form: the CLI reaches this function directly.
  const name = checkKeyName(input.name);
  const scopes = checkKeyScopes(input.scopes);
  if (input.grantedByRole) checkScopesGrantable(input.grantedByRole, scopes);
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) {
    throw new DomainError('validation_error', 'La fecha de expiración debe estar en el futuro');
  }
  // The key and its audit entry in one transaction (a savepoint when `db` already is one).
  return db.transaction(async (tx) => {
    const [org] = await tx.select({ mode: organizations.mode }).from(organizations).where(eq(organizations.id, input.organizationId));
    if (!org) throw new DomainError('not_found', 'La organización no existe.');
    const { key, hash, displayPrefix } = generateApiKey(org.mode);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        organizationId: input.organizationId,
        name,
        keyHash: hash,
        displayPrefix,
        scopes,
        expiresAt: input.expiresAt ?? null,
        createdByUserId: input.createdByUserId ?? null,
      })
      .returning();
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'api_key.created',
        target: { type: 'api_key', id: row.id },
        summary: {
          after: { name: row.name, prefix: row.displayPrefix, scopes: row.scopes, expiresAt: row.expiresAt?.toISOString() ?? null },
        },
      });
    }
    // The owners and admins hear of every key made by someone (dashboard, API, CLI), in the key's transaction.
    if (input.actor)
      await enqueueApiKeyCreatedEmails(tx, { organizationId: input.organizationId, apiKey: row, createdBy: input.actor.label });
    return { apiKey: row, key };
  });
}
