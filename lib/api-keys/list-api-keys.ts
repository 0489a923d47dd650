// Every API key of one organization, newest first, in a JSON-safe shape (the dashboard's key list).
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys } from '@/db/schema';

export type ApiKeyState = 'active' | 'expired' | 'revoked';

export type ApiKeyRow = {
  id: string;
  name: string;
  displayPrefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  usageCount: number;
  expiresAt: string | null;
  revokedAt: string | null;
  state: ApiKeyState;
};

export async function listApiKeys(db: DbOrTx, input: { organizationId: string; now?: Date }): Promise<ApiKeyRow[]> {
  const now = input.now ?? new Date();
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, input.organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((k) => ({
    id: k.id,
    name: k.name,
    displayPrefix: k.displayPrefix,
    scopes: k.scopes,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    usageCount: k.usageCount,
    expiresAt: k.expiresAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    state: k.revokedAt ? 'revoked' : k.expiresAt && k.expiresAt <= now ? 'expired' : 'active',
  }));
}
