// Every API key of one organization and of its test twin (docs/modes.md: the dashboard lists the keys of both modes,
// each with its mode), newest first, in a JSON-safe shape, with the links of a roll both ways: the key a key replaced
// and the key that replaces it (lib/api-keys/roll-api-key.ts; a roll stays in its organization, so in its mode).
import { desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiKeys, organizations, type OrganizationMode } from '@/db/schema';

export type ApiKeyState = 'active' | 'expired' | 'revoked';

/** Another key of the same organization, as a roll links it. */
export type ApiKeyLink = { id: string; name: string; displayPrefix: string };

export type ApiKeyRow = {
  id: string;
  name: string;
  displayPrefix: string;
  /** live, or test for a key of the test twin (flt_test_…) */
  mode: OrganizationMode;
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

/** `organizationId`: a live organization (its keys and its twin's), or a twin (its keys alone). */
export async function listApiKeys(db: DbOrTx, input: { organizationId: string; now?: Date }): Promise<ApiKeyRow[]> {
  const now = input.now ?? new Date();
  const rows = (
    await db
      .select({ key: apiKeys, mode: organizations.mode })
      .from(apiKeys)
      .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
      .where(or(eq(organizations.id, input.organizationId), eq(organizations.liveOrganizationId, input.organizationId)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
  ).map(({ key, mode }) => ({ ...key, mode }));
  const link = (k: (typeof rows)[number] | undefined): ApiKeyLink | null =>
    k ? { id: k.id, name: k.name, displayPrefix: k.displayPrefix } : null;
  const byId = new Map(rows.map((k) => [k.id, k]));
  const successorOf = new Map(rows.filter((k) => k.rolledFromId).map((k) => [k.rolledFromId!, k]));
  return rows.map((k) => ({
    id: k.id,
    name: k.name,
    displayPrefix: k.displayPrefix,
    mode: k.mode,
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
