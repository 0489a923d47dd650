// Revoking an API key: recorded in the audit log once, and every process's key cache told at commit.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { apiKeyCache } from './authenticate';

/** Revokes a key (idempotent: revoking twice keeps the first time). Scoped to an organization when given. */
export async function revokeApiKey(db: DbOrTx, input: { id: string; organizationId?: string; actor?: AuditActor }) {
  const where = input.organizationId
    ? and(eq(apiKeys.id, input.id), eq(apiKeys.organizationId, input.organizationId))
    : eq(apiKeys.id, input.id);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(where, isNull(apiKeys.revokedAt)))
      .returning();
    // Only an actual revocation is recorded: revoking twice changes nothing the second time.
    if (row && input.actor) {
      await recordAudit(tx, {
        organizationId: row.organizationId,
        actor: input.actor,
        action: 'api_key.revoked',
        target: { type: 'api_key', id: row.id },
        summary: { name: row.name, prefix: row.displayPrefix },
      });
    }
    return row;
  });
  // Every process hears of it from PostgreSQL at commit (lib/platform/cache); the revocation answers once all of them have.
  if (updated) await apiKeyCache.invalidate(updated.keyHash);
  if (updated) return updated;
  const [existing] = await db.select().from(apiKeys).where(where);
  if (!existing) throw new DomainError('not_found', 'La clave de API no existe.');
  return existing;
}
