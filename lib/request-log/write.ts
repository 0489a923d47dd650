// Writes a batch of request log rows in one INSERT (one round trip whatever the batch size), on the pool
// whose commits do not wait for the disk (db/client.ts getCounterSql): a crash can lose the last second of
// log rows, never anything else. The key's name is read in the same statement, off the request's path.
// A row whose day has no partition yet (a process that was stopped over the days created ahead) creates the
// missing partitions and the batch is tried once more. Every text column goes through the storable-text rule
// (lib/platform/text/storable.ts): a request's body may hold a NUL, which PostgreSQL refuses in text.
import type postgres from 'postgres';
import { getCounterSql } from '@/lib/platform/db';
import { storableText, storableTextOrNull as orNull } from '@/lib/platform/text/storable';
import type { RequestLogEntry } from './entry';
import { ensurePartitions } from './retention';

const day = (d: Date) => d.toISOString().slice(0, 10);

function insert(sql: postgres.Sql, rows: RequestLogEntry[]) {
  const col = <T>(pick: (r: RequestLogEntry) => T) => rows.map(pick);
  return sql`
    insert into request_logs (created_at, request_id, organization_id, api_key_id, api_key_name, method, path_template,
      path, query, status, error_code, duration_ms, ip, user_agent, request_body, response_body)
    select v.created_at, v.request_id, v.organization_id, v.api_key_id, k.name, v.method, v.path_template,
      v.path, v.query, v.status, v.error_code, v.duration_ms, v.ip, v.user_agent, v.request_body, v.response_body
    from unnest(
      ${col((r) => r.createdAt.toISOString())}::timestamptz[], ${col((r) => storableText(r.requestId))}::text[],
      ${col((r) => r.organizationId)}::uuid[], ${col((r) => r.apiKeyId)}::uuid[], ${col((r) => storableText(r.method))}::text[],
      ${col((r) => orNull(r.pathTemplate))}::text[], ${col((r) => storableText(r.path))}::text[], ${col((r) => orNull(r.query))}::text[],
      ${col((r) => r.status)}::smallint[], ${col((r) => orNull(r.errorCode))}::text[], ${col((r) => r.durationMs)}::int[],
      ${col((r) => orNull(r.ip))}::text[], ${col((r) => orNull(r.userAgent))}::text[], ${col((r) => orNull(r.requestBody))}::text[],
      ${col((r) => orNull(r.responseBody))}::text[]
    ) as v(created_at, request_id, organization_id, api_key_id, method, path_template, path, query, status, error_code,
      duration_ms, ip, user_agent, request_body, response_body)
    left join api_keys k on k.id = v.api_key_id`;
}

const isMissingPartition = (error: unknown) =>
  (error as { code?: string }).code === '23514' && /no partition/i.test(String((error as Error).message));

export async function insertRequestLogs(rows: RequestLogEntry[], sql: postgres.Sql = getCounterSql()): Promise<void> {
  if (rows.length === 0) return;
  try {
    await insert(sql, rows);
  } catch (error) {
    if (!isMissingPartition(error)) throw error;
    const days = rows.map((r) => day(r.createdAt)).sort();
    await ensurePartitions(sql, { firstDay: days[0], lastDay: days[days.length - 1] });
    await insert(sql, rows);
  }
}
