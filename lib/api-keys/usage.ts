// API key usage counting, off the request path: every authenticated request adds one to an in-memory
// bucket (key, hour) at once, and the buckets are written as atomic increments in one statement every
// 200 ms. Requests of one key no longer queue on its row, and a read-only request stays read-only.
// A hard crash can lose the last 200 ms of counts (never money, orders or events); a failed write is
// retried with the next flush. The same batch writes the key's last use (time and client address), so
// `lastUsedAt` and `lastUsedIp` cost a request no write of its own. A batch PostgreSQL refuses for what it holds
// (db/errors.ts isRefusedData) is written bucket by bucket: the refused bucket is dropped with an error line
// naming its key, and never holds back the other keys' counts.
import { onBeforeClose } from '@/db/client';
import { getCounterSql } from '@/lib/platform/db';
import { isRefusedData, sqlState } from '@/db/errors';
import { onShutdown } from '@/lib/platform/lifecycle/shutdown';
import { log } from '@/lib/platform/log';
import { runOutsideRequest } from '@/lib/platform/log/context';
import { storableText, storableTextOrNull } from '@/lib/platform/text/storable';

export const USAGE_FLUSH_MS = 200;
const HOUR_MS = 3_600_000;

/** `hourMs` and `lastUsedAt`: epoch ms (no Date per request; the hour's text is made once per bucket, at the write) */
type Bucket = { apiKeyId: string; organizationId: string; hourMs: number; count: number; lastUsedAt: number; lastUsedIp: string | null };

const pending = new Map<string, Bucket>();
let timer: NodeJS.Timeout | undefined;
let flushing: Promise<void> | undefined;

/** Counts one request of a key; `ip` is the client address (lib/http/client-ip.ts), kept as the key's last. */
export function recordApiKeyUsage(
  apiKeyId: string,
  organizationId: string,
  ip: string | null = null,
  at: Date | number = Date.now(),
): void {
  const atMs = typeof at === 'number' ? at : at.getTime();
  const hourMs = Math.floor(atMs / HOUR_MS) * HOUR_MS;
  const id = `${apiKeyId}|${hourMs}`;
  const bucket = pending.get(id);
  if (bucket) {
    bucket.count += 1;
    if (atMs >= bucket.lastUsedAt) {
      bucket.lastUsedAt = atMs;
      bucket.lastUsedIp = ip;
    }
  } else {
    pending.set(id, { apiKeyId, organizationId, hourMs, count: 1, lastUsedAt: atMs, lastUsedIp: ip });
  }
  if (!timer) {
    // the flush is not the work of the request that happened to start the timer (nor are its log lines)
    timer = runOutsideRequest(() =>
      setTimeout(() => {
        timer = undefined;
        void flushApiKeyUsage();
      }, USAGE_FLUSH_MS),
    );
    timer.unref?.();
  }
}

function requeue(batch: Bucket[]): void {
  for (const b of batch) {
    const id = `${b.apiKeyId}|${b.hourMs}`;
    const current = pending.get(id);
    if (current) {
      current.count += b.count;
      if (b.lastUsedAt > current.lastUsedAt) {
        current.lastUsedAt = b.lastUsedAt;
        current.lastUsedIp = b.lastUsedIp;
      }
    } else pending.set(id, b);
  }
}

async function write(batch: Bucket[]): Promise<void> {
  const sql = getCounterSql();
  await sql`
    with v as (
      select * from unnest(
        ${batch.map((b) => b.apiKeyId)}::uuid[], ${batch.map((b) => b.organizationId)}::uuid[],
        ${batch.map((b) => new Date(b.hourMs).toISOString())}::timestamptz[], ${batch.map((b) => b.count)}::int[],
        ${batch.map((b) => new Date(b.lastUsedAt).toISOString())}::timestamptz[], ${batch.map((b) => storableTextOrNull(b.lastUsedIp))}::text[]
      ) as v(api_key_id, organization_id, hour, n, last_used_at, last_used_ip)
    ), keys as (
      -- The address goes with the latest use: this batch's, unless another process already wrote a later one.
      update api_keys a set usage_count = a.usage_count + s.n, last_used_at = greatest(a.last_used_at, s.last_used_at),
        last_used_ip = case when a.last_used_at is null or s.last_used_at >= a.last_used_at then s.last_used_ip else a.last_used_ip end
      from (
        select api_key_id, sum(n)::int as n, max(last_used_at) as last_used_at,
               (array_agg(last_used_ip order by last_used_at desc))[1] as last_used_ip
        from v group by api_key_id
      ) s
      where a.id = s.api_key_id
      returning a.id
    )
    insert into api_usage_hourly (api_key_id, organization_id, hour, count)
    select api_key_id, organization_id, hour, n from v where api_key_id in (select id from keys)
    on conflict (api_key_id, hour) do update set count = api_usage_hourly.count + excluded.count`;
}

/** Each bucket alone: a refused one is dropped and logged; returns those a retry may write (the database went away). */
async function writeApart(batch: Bucket[]): Promise<Bucket[]> {
  const left: Bucket[] = [];
  for (const bucket of batch) {
    try {
      await write([bucket]);
    } catch (error) {
      if (!isRefusedData(error)) left.push(bucket);
      else
        log.error('api key usage: count refused by the database, dropped', {
          apiKeyId: storableText(bucket.apiKeyId),
          count: bucket.count,
          sqlState: sqlState(error),
        });
    }
  }
  return left;
}

/** Writes every pending count now (tests, shutdown). Safe to call at any time; calls never overlap. */
export async function flushApiKeyUsage(): Promise<void> {
  while (flushing) await flushing;
  if (pending.size === 0) return;
  if (timer) {
    clearTimeout(timer);
    timer = undefined;
  }
  const batch = [...pending.values()];
  pending.clear();
  flushing = write(batch)
    .catch(async (error) => {
      const left = isRefusedData(error) ? await writeApart(batch) : batch;
      if (left.length === 0) return;
      requeue(left);
      log.warn('api key usage: write failed, retrying with the next flush', { error, buckets: left.length });
      if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          void flushApiKeyUsage();
        }, USAGE_FLUSH_MS * 5);
        timer.unref?.();
      }
    })
    .finally(() => {
      flushing = undefined;
    });
  await flushing;
}

onBeforeClose(flushApiKeyUsage);
// Module instances differ between Next.js bundles; the shutdown registry is process-wide (lib/platform/lifecycle).
onShutdown('api-key-usage', flushApiKeyUsage, 10);
