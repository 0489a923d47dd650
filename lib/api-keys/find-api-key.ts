// The organization a key belongs to, for the admin command line (cli/commands/keys.ts), which names a key by
// its id alone and then acts for that key's organization like every other caller.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';

export async function findApiKeyOrganization(db: DbOrTx, input: { id: string }): Promise<string> {
  const [row] = await db.select({ organizationId: apiKeys.organizationId }).from(apiKeys).where(eq(apiKeys.id, input.id));
  if (!row) throw new DomainError('not_found', 'La clave de API no existe.');
  return row.organizationId;
}
