// Platform admin: an organization's own per-key hourly limit.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import type { SetRateLimit } from './schemas';

/** Sets (or clears, null) the limit; API keys pick it up on their next request (cache invalidation, docs/decisions.md). */
export async function setOrganizationRateLimit(db: DbOrTx, input: SetRateLimit) {
  const [row] = await db
    .update(organizations)
    .set({ rateLimitPerHour: input.perHour })
    .where(eq(organizations.id, input.organizationId))
    .returning({ id: organizations.id, rateLimitPerHour: organizations.rateLimitPerHour });
  if (!row) throw new DomainError('not_found', 'La organización no existe.');
  return row;
}
