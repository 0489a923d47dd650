// Every API key of one organization, newest first, in a JSON-safe shape (the dashboard's key list), with the
// links of a roll both ways: the key a key replaced and the key that replaces it (lib/api-keys/roll-api-key.ts).
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys } from '@/db/schema';

export type ApiKeyState = 'active' | 'expired' | 'revoked';

/** Another key of the same organization, as a roll links it. */
export type ApiKeyLink = { id: string; name: string; displayPrefix: string };

export type ApiKeyRow = {
  id: string;
  name: string;
  displayPrefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  /** the client address of the last use (an IPv6 address as its /64 network, lib/http/client-ip.ts) */
  lastUsedIp: string | null;
  usageCount: number;
  expiresAt: string | null;
  revokedAt: string | null;
  state: ApiKeyState;
  /** the key this one replaced by a roll */
  rolledFrom: ApiKeyLink | null;
  /** the key that replaced this one by a roll (this one works until `expiresAt`) */
  replacedBy: ApiKeyLink | null;
};

export async function listApiKeys(db: DbOrTx, input: { organizationId: string; now?: Date }): Promise<ApiKeyRow[]> {
  const now = input.now ?? new Date();
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, input.organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const link = (k: (typeof rows)[number] | undefined): ApiKeyLink | null =>
    k ? { id: k.id, name: k.name, displayPrefix: k.displayPrefix } : null;
  const byId = new Map(rows.map((k) => [k.id, k]));
  const successorOf = new Map(rows.filter((k) => k.rolledFromId).map((k) => [k.rolledFromId!, k]));
  return rows.map((k) => ({
    id: k.id,
    name: k.name,
    displayPrefix: k.displayPrefix,
    scopes: k.scopes,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: k.lastUsedIp,
    usageCount: k.usageCount,
    expiresAt: k.expiresAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    state: k.revokedAt ? 'revoked' : k.expiresAt && k.expiresAt <= now ? 'expired' : 'active',
    rolledFrom: link(k.rolledFromId ? byId.get(k.rolledFromId) : undefined),
    replacedBy: link(successorOf.get(k.id)),
  }));
}
