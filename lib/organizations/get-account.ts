import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys, organizations } from '@/db/schema';
import type { ApiKeyContext } from '@/lib/api-keys/authenticate';
import { toPesos } from '@/lib/billing/ledger';

/** What GET /api/v1/account returns: who the key belongs to and what it may do. */
export async function getAccount(db: DbOrTx, { auth }: { auth: ApiKeyContext }) {
  const [row] = await db
    .select({ org: organizations, key: { id: apiKeys.id, name: apiKeys.name, expiresAt: apiKeys.expiresAt } })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(eq(apiKeys.id, auth.apiKeyId));
  return {
    organization: { id: row.org.id, name: row.org.name, mode: row.org.mode, balance: toPesos(row.org.balanceCentavos), currency: 'MXN' },
    apiKey: { id: row.key.id, name: row.key.name, scopes: auth.scopes, expiresAt: row.key.expiresAt?.toISOString() ?? null },
  };
}
