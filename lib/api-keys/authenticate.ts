// Resolves a Bearer key to its organization, counting the request when the key is usable. The key's row is
// read once per process and then served from memory until it changes (lib/platform/cache: a revocation, a new
// expiry or scope set (a roll, an edit: lib/api-keys/roll-api-key.ts, update-api-key.ts), a new per-key limit
// reach every process at commit) or 10 s pass.
import type postgres from 'postgres';
import type { Db } from '@/db/client';
import { preparedStatementsEnabled } from '@/lib/platform/db';
import { InvalidatedCache } from '@/lib/platform/cache/invalidated-cache';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { OrganizationMode } from '@/model/organizations';
import { hashApiKey, isWellFormedApiKey, keyModeOf } from './key-format';
import { recordApiKeyUsage } from './usage';

export type ApiKeyContext = {
  apiKeyId: string;
  organizationId: string;
  /** the organization's mode: 'test' for a test twin's key (flt_test_…, docs/modes.md) */
  mode: OrganizationMode;
  scopes: string[];
  /** the organization's own per-key hourly limit, when a platform admin set one */
  rateLimitPerHour: number | null;
  /** the key's name and display prefix (read with the row, cached with it), for the audit log's "quién" */
  name: string;
  displayPrefix: string;
};

/** Reads `Authorization: Bearer <key>` and returns the raw key, or throws the spec's 401. */
export function readBearerKey(header: string | null): string {
  if (header === null || header.trim() === '') throw new DomainError('missing_api_key');
  const value = header.trim();
  // "Bearer" with nothing after it names the right scheme but carries no usable key.
  if (/^Bearer$/i.test(value)) throw new DomainError('invalid_api_key');
  const match = /^Bearer[ ]+(\S+)$/i.exec(value);
  if (!match) throw new DomainError('invalid_auth_format');
  return match[1];
}

type Row = {
  id: string;
  organization_id: string;
  mode: OrganizationMode;
  scopes: string[];
  name: string;
  display_prefix: string;
  revoked: boolean;
  /** epoch ms, or null when the key never expires */
  expires_at: number | null;
  rate_limit_per_hour: number | null;
};

/** Key rows by key hash. Unknown hashes are never stored, so a new key works at once. */
export const apiKeyCache = new InvalidatedCache<Row>({
  name: 'api-keys',
  ttlMs: 10_000,
  maxEntries: 10_000,
  // A key's own change drops it; an organization's new per-key limit drops them all (a rare admin act).
  invalidates: (kind, key) => (kind === 'api_key' ? key : kind === 'organization' ? 'all' : null),
});

/** The key lookup ($1: the key's hash); exported for the benchmark's EXPLAIN. */
export const KEY_LOOKUP_SQL = `
  select k.id, k.organization_id, o.mode, k.scopes, k.name, k.display_prefix, o.rate_limit_per_hour,
         k.revoked_at is not null as revoked,
         (extract(epoch from k.expires_at) * 1000)::float8 as expires_at
  from api_keys k join organizations o on o.id = k.organization_id
  where k.key_hash = $1`;

/** The hot path of every request: the statement as text on the database's postgres.js client (no query builder). */
async function readKey(db: Db, keyHash: string): Promise<Row | undefined> {
  const client = (db as Db & { $client: postgres.Sql }).$client;
  const rows = await client.unsafe<Row[]>(KEY_LOOKUP_SQL, [keyHash], { prepare: preparedStatementsEnabled() });
  return rows[0];
}

/** `ip`: the client address (lib/http/client-ip.ts), kept as the key's last-used address. */
/** A key whose secret was presented but that no longer works (revoked or expired). */
export type RefusedApiKey = { apiKeyId: string; organizationId: string };

export async function authenticateApiKey(
  db: Db,
  {
    key,
    ip = null,
    onRefusedKey,
  }: {
    key: string;
    ip?: string | null;
    /** told which revoked or expired key was presented (the request log shows the refusal to its organization) */
    onRefusedKey?: (key: RefusedApiKey) => void;
  },
): Promise<ApiKeyContext> {
  if (!isWellFormedApiKey(key)) throw new DomainError('invalid_api_key');
  const keyHash = hashApiKey(key);
  const row = await apiKeyCache.get(keyHash, () => readKey(db, keyHash));
  if (row && (row.revoked || (row.expires_at !== null && row.expires_at <= Date.now()))) {
    onRefusedKey?.({ apiKeyId: row.id, organizationId: row.organization_id });
  }
  // The marker a key shows is the mode it acts in: a key whose marker and organization disagree is refused.
  if (!row || row.revoked || keyModeOf(key) !== row.mode) throw new DomainError('invalid_api_key');
  if (row.expires_at !== null && row.expires_at <= Date.now()) throw new DomainError('api_key_expired');
  // The usage count, last use and last address are kept in memory and written in batches (lib/api-keys/usage.ts).
  recordApiKeyUsage(row.id, row.organization_id, ip);
  return {
    apiKeyId: row.id,
    organizationId: row.organization_id,
    mode: row.mode,
    scopes: row.scopes,
    rateLimitPerHour: row.rate_limit_per_hour,
    name: row.name,
    displayPrefix: row.display_prefix,
  };
}
