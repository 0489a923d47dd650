// Resolves a Bearer key to its organization in one round trip, counting the request when the key is usable.
import { getCounterSql } from '@/db/client';
import { ApiError } from '@/lib/http/api-error';
import { hashApiKey, isWellFormedApiKey } from './key-format';

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
  const sql = getCounterSql();
  // Lookup, usage counter and hourly usage bucket in one statement; only a usable key is counted.
  const rows = await sql<Row[]>`
    with found as (
      select k.id, k.organization_id, k.scopes, o.rate_limit_per_hour,
             k.revoked_at is not null as revoked,
             (k.expires_at is not null and k.expires_at <= now()) as expired
      from api_keys k join organizations o on o.id = k.organization_id
      where k.key_hash = ${hashApiKey(key)}
    ), used as (
      update api_keys set usage_count = usage_count + 1, last_used_at = now()
      where id = (select id from found where not revoked and not expired)
      returning id, organization_id
    ), hourly as (
      insert into api_usage_hourly (api_key_id, organization_id, hour, count)
      select id, organization_id, date_trunc('hour', now()), 1 from used
      on conflict (api_key_id, hour) do update set count = api_usage_hourly.count + 1
    )
    select * from found`;
  const row = rows[0];
  if (!row || row.revoked) throw new ApiError('invalid_api_key');
  if (row.expired) throw new ApiError('api_key_expired');
  return {
    apiKeyId: row.id,
    organizationId: row.organization_id,
    scopes: row.scopes,
    rateLimitPerHour: row.rate_limit_per_hour,
  };
}
