// PostgreSQL (RATE_LIMIT_STORE=postgres): rate-limiter-flexible's RateLimiterPostgres counting in the
// `rate_limits` table (db/migrations/0019_rate_limits.sql; never created at run time), so instances
// without Redis share exact limits through the database they already share. One statement per hit:
// INSERT .. ON CONFLICT (key) DO UPDATE SET points = points + 1 .. RETURNING, atomic under concurrency.
import type postgres from 'postgres';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { getCounterSql, preparedStatementsEnabled } from '@/lib/platform/db';
import { COUNT_ONLY_POINTS, countHit, DEFAULT_DURATION_SECONDS, refundHit } from './fixed-window';
import type { StoreLimiter } from './types';

export const RATE_LIMIT_TABLE = 'rate_limits';

type PgQuery = { text: string; values?: unknown[] };

/**
 * The library sends node-postgres style `query({ text, values })` calls and reads `rows` / `rowCount`;
 * this passes them to a postgres.js pool, so no second driver and no second pool are needed.
 */
function queryClient(sql: postgres.Sql) {
  const prepare = preparedStatementsEnabled();
  return {
    async query({ text, values = [] }: PgQuery) {
      const rows = await sql.unsafe(text, values as postgres.ParameterOrJSON<never>[], { prepare });
      return { rows, rowCount: rows.count };
    },
  };
}

/**
 * `sql` defaults to the process' counter pool (db/client.ts getCounterSql: commits that do not wait for
 * the WAL flush; the table is UNLOGGED anyway). Tests pass pools of their own to act as two instances.
 */
export function createPostgresStore(options: { prefix: string; sql?: postgres.Sql }): StoreLimiter {
  let store: RateLimiterPostgres | undefined;
  // Created on the first check: reading DATABASE_URL and opening the pool wait until a request needs them.
  const storeFor = () =>
    (store ??= new RateLimiterPostgres({
      storeClient: queryClient(options.sql ?? getCounterSql()),
      storeType: 'client',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // Rows whose window ended over an hour ago are deleted every 5 minutes (one unref'd timer).
      clearExpiredByTimeout: true,
      keyPrefix: options.prefix,
      points: COUNT_ONLY_POINTS,
      duration: DEFAULT_DURATION_SECONDS,
    }));
  return {
    backend: 'postgres',
    limit: (identifier, rule) => countHit(storeFor(), identifier, rule),
    refund: (identifier, rule, hit) => refundHit(storeFor(), identifier, rule, hit),
    async close() {
      // The pool belongs to db/client.ts (or to the test that passed it); the cleanup timer is unref'd.
    },
  };
}
