// Keeping the request log 30 days (docs/request-log.md, docs/decisions.md): the table is partitioned by UTC
// day (db/migrations/0006_request_log.sql). Every server process, at start and then hourly, creates the
// partitions of yesterday to 7 days ahead and drops those of days entirely older than the retention: a row
// is kept at least 30 days and at most 31. Dropping a partition costs the same whatever it holds (no DELETE,
// no vacuum). `now` is a parameter so tests move time without waiting.
import type postgres from 'postgres';
import { getCounterSql } from '@/lib/platform/db';
import { onShutdown } from '@/lib/platform/lifecycle/shutdown';
import { log } from '@/lib/platform/log';

export const RETENTION_DAYS = 30;
export const DAYS_AHEAD = 7;
export const MAINTENANCE_INTERVAL_MS = 3_600_000;
const DAY_MS = 86_400_000;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export async function ensurePartitions(sql: postgres.Sql, days: { firstDay: string; lastDay: string }): Promise<number> {
  const [row] = await sql<
    { created: number }[]
  >`select ensure_request_log_partitions(${days.firstDay}::date, ${days.lastDay}::date) as created`;
  return row.created;
}

/** One pass of the job: partitions ahead created, partitions past the retention dropped. */
export async function maintainRequestLog(options: { now?: Date; sql?: postgres.Sql } = {}): Promise<{ created: number; dropped: number }> {
  const now = options.now ?? new Date();
  const sql = options.sql ?? getCounterSql();
  const created = await ensurePartitions(sql, {
    firstDay: utcDay(new Date(now.getTime() - DAY_MS)),
    lastDay: utcDay(new Date(now.getTime() + DAYS_AHEAD * DAY_MS)),
  });
  // Days strictly before this one end at least RETENTION_DAYS ago.
  const firstKeptDay = utcDay(new Date(now.getTime() - RETENTION_DAYS * DAY_MS));
  const [row] = await sql<{ dropped: number }[]>`select drop_request_log_partitions(${firstKeptDay}::date) as dropped`;
  return { created, dropped: row.dropped };
}

const TIMER = Symbol.for('envios.requestLogMaintenance');

/** Starts the hourly job in this process (instrumentation.ts); a failed pass is logged and tried next hour. */
export function startRequestLogMaintenance(): void {
  const store = globalThis as unknown as Record<symbol, NodeJS.Timeout | undefined>;
  if (store[TIMER]) return;
  const run = () =>
    maintainRequestLog().catch((error) => log.warn('request log: partition maintenance failed, retrying in an hour', { error }));
  void run();
  store[TIMER] = setInterval(run, MAINTENANCE_INTERVAL_MS);
  store[TIMER].unref?.();
  onShutdown(
    'request-log-maintenance',
    () => {
      clearInterval(store[TIMER]);
      store[TIMER] = undefined;
    },
    0,
  );
}
