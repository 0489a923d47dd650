// Resolves a Bearer key to its organization in one read, counting the request when the key is usable.
import { getSql } from '@/db/client';
import { ApiError } from '@/lib/http/api-error';
import { hashApiKey, isWellFormedApiKey } from './key-format';
import { recordApiKeyUsage } from './usage';

export type ApiKeyContext = {
  apiKeyId: string;
  organizationId: string;
  scopes: string[];
  /** the organization's own per-key hourly limit, when a platform admin set one */
  rateLimitPerHour: number | null;
};

/** Reads `Authorization: Bearer <key>` and returns the raw key, or throws the spec's 401. */
export function readBearerKey(header: string | null): string {
  if (header === null || header.trim() === '') throw new ApiError('missing_api_key');
  const value = header.trim();
  // "Bearer" with nothing after it names the right scheme but carries no usable key.
  if (/^Bearer$/i.test(value)) throw new ApiError('invalid_api_key');
  const match = /^Bearer[ ]+(\S+)$/i.exec(value);
  if (!match) throw new ApiError('invalid_auth_format');
  return match[1];
}

type Row = {
  id: string;
  organization_id: string;
  scopes: string[];
  revoked: boolean;
  expired: boolean;
  rate_limit_per_hour: number | null;
};

export async function authenticateApiKey(key: string): Promise<ApiKeyContext> {
  if (!isWellFormedApiKey(key)) throw new ApiError('invalid_api_key');
  const sql = getSql();
  // A read: the usage count is added in memory and written in batches (lib/api-keys/usage.ts).
  const rows = await sql<Row[]>`
    select k.id, k.organization_id, k.scopes, o.rate_limit_per_hour,
           k.revoked_at is not null as revoked,
           (k.expires_at is not null and k.expires_at <= now()) as expired
    from api_keys k join organizations o on o.id = k.organization_id
    where k.key_hash = ${hashApiKey(key)}`;
  const row = rows[0];
  if (!row || row.revoked) throw new ApiError('invalid_api_key');
  if (row.expired) throw new ApiError('api_key_expired');
  recordApiKeyUsage(row.id, row.organization_id);
  return {
    apiKeyId: row.id,
    organizationId: row.organization_id,
    scopes: row.scopes,
    rateLimitPerHour: row.rate_limit_per_hour,
  };
}
