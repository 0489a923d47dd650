// The organization a key belongs to, for the admin command line (cli/commands/keys.ts), which names a key by
// its id alone and then acts for that key's organization like every other caller, and for the dashboard, which acts
// on the keys of both modes of one organization.
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys, organizations } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';

/**
 * The organization of a key of `liveOrganizationId` or of its test twin (the dashboard acts on the keys of both
 * modes, docs/modes.md); any other key is not found.
 */
export async function findApiKeyOrganizationInModes(db: DbOrTx, input: { id: string; liveOrganizationId: string }): Promise<string> {
  const [row] = await db
    .select({ organizationId: apiKeys.organizationId })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(
      and(
        eq(apiKeys.id, input.id),
        or(eq(organizations.id, input.liveOrganizationId), eq(organizations.liveOrganizationId, input.liveOrganizationId)),
      ),
    );
  if (!row) throw new DomainError('not_found', 'La clave de API no existe.');
  return row.organizationId;
}

export async function findApiKeyOrganization(db: DbOrTx, input: { id: string }): Promise<string> {
  const [row] = await db.select({ organizationId: apiKeys.organizationId }).from(apiKeys).where(eq(apiKeys.id, input.id));
  if (!row) throw new DomainError('not_found', 'La clave de API no existe.');
  return row.organizationId;
}
