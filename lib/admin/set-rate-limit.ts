// Platform admin: an organization's own per-key hourly limit.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { confirmCacheInvalidation } from '@/lib/platform/cache/invalidated-cache';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { SetRateLimit } from './schemas';

/** Sets (or clears, null) the limit; API keys pick it up on their next request (cache invalidation, docs/decisions.md). */
export async function setOrganizationRateLimit(db: DbOrTx, input: SetRateLimit & { actor?: AuditActor }) {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rateLimitPerHour: organizations.rateLimitPerHour })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .for('update');
    if (!before) throw new DomainError('not_found', 'La organización no existe.');
    const [row] = await tx
      .update(organizations)
      .set({ rateLimitPerHour: input.perHour })
      .where(eq(organizations.id, input.organizationId))
      .returning({ id: organizations.id, rateLimitPerHour: organizations.rateLimitPerHour });
    if (input.actor && before.rateLimitPerHour !== row.rateLimitPerHour) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'settings.updated',
        target: { type: 'organization', id: input.organizationId },
        summary: { before: { rateLimitPerHour: before.rateLimitPerHour }, after: { rateLimitPerHour: row.rateLimitPerHour } },
      });
    }
    return row;
  });
  // Every process drops the organization's cached keys at commit (lib/platform/cache); answered once all of them have.
  await confirmCacheInvalidation();
  return saved;
}
