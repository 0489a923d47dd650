// Edit a key's name and scopes (the secret, organization and expiry stay). A scope change reaches every
// server process at commit (the api_keys trigger of db/migrations/0003 notifies lib/platform/cache), so a removed
// scope answers 403 on the very next request. A revoked key cannot be edited (409 `conflict`).
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys, type ApiKey, type MembershipRole } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { apiKeyCache } from './authenticate';
import { checkKeyName, checkKeyScopes } from './key-fields';
import { checkScopesGrantable } from './role-scopes';

export type UpdateApiKeyInput = {
  organizationId: string;
  id: string;
  name?: string;
  scopes?: readonly string[];
  /** who edits it, for the audit log (lib/audit) */
  actor?: AuditActor;
  /** the role of the dashboard member who edits it: the scopes it adds must be ones this role grants
   *  (role-scopes.ts; removing one is always allowed); none for the platform operator (the admin CLI) */
  grantedByRole?: MembershipRole;
};

export async function updateApiKey(db: DbOrTx, input: UpdateApiKeyInput): Promise<ApiKey> {
  if (input.name === undefined && input.scopes === undefined) {
    throw new DomainError('validation_error', 'Indica un nombre o permisos nuevos para la clave.');
  }
  const changes: Partial<Pick<ApiKey, 'name' | 'scopes'>> = {};
  if (input.name !== undefined) changes.name = checkKeyName(input.name);
  if (input.scopes !== undefined) changes.scopes = checkKeyScopes(input.scopes);
  const mine = and(eq(apiKeys.id, input.id), eq(apiKeys.organizationId, input.organizationId));
  const updated = await db.transaction(async (tx) => {
    // Locked, so the audit entry's "before" is the row this edit replaced.
    const [before] = await tx
      .select()
      .from(apiKeys)
      .where(and(mine, isNull(apiKeys.revokedAt)))
      .for('update');
    if (!before) return undefined;
    if (input.grantedByRole && changes.scopes) {
      checkScopesGrantable(
        input.grantedByRole,
        changes.scopes.filter((s) => !before.scopes.includes(s)),
      );
    }
    const [row] = await tx.update(apiKeys).set(changes).where(eq(apiKeys.id, before.id)).returning();
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'api_key.updated',
        target: { type: 'api_key', id: row.id },
        summary: {
          prefix: row.displayPrefix,
          before: { name: before.name, scopes: before.scopes },
          after: { name: row.name, scopes: row.scopes },
        },
      });
    }
    return row;
  });
  if (updated) {
    // answered once every process has dropped the old scopes (lib/platform/cache)
    await apiKeyCache.invalidate(updated.keyHash);
    return updated;
  }
  const [existing] = await db.select({ name: apiKeys.name }).from(apiKeys).where(mine);
  if (!existing) throw new DomainError('not_found', 'La clave de API no existe.');
  throw new DomainError('conflict', `La clave «${existing.name}» está revocada: no se puede editar.`);
}
