// Readiness (GET /api/ready, docs/observability.md): may this process be sent traffic? Yes when the database
// answers and every migration this build expects is applied (drizzle-kit's journal, bundled with the build,
// against drizzle's own table of applied migrations): without them no request can be served. The rate-limit
// store in use (Redis or Upstash) is probed and reported, but its outage only makes the answer `degraded`
// (still 200): the limiter then counts per instance (lib/platform/rate-limit/fail-open.ts) and the API keeps answering,
// so an outage shared by every instance must not take them all out of the balancer (issue 32, finding 3).
// Each probe gives up after READY_TIMEOUT_MS, so the answer comes within about 2 s whatever is down.
// Liveness (/api/health) checks none of this: a database outage must not get every instance restarted.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import journal from '@/db/migrations/meta/_journal.json';
import type { Config } from '@/lib/platform/config';
import { describeRateLimitBackend } from '@/lib/platform/rate-limit';
import { pingRedis } from './ping-redis';

export const READY_TIMEOUT_MS = 2_000;

export type Readiness = {
  /** ready and degraded are served (200); not_ready is taken out of the balancer (503) */
  status: 'ready' | 'degraded' | 'not_ready';
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
    redis: 'ok' | 'unreachable' | 'not_configured';
  };
  /** migrations of this build the database has not applied (empty when up to date) */
  pendingMigrations: string[];
  latencyMs: number;
  time: string;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The `when` of the last applied migration (drizzle stores the journal's `when` as created_at); 0 for none. */
async function lastApplied(db: DbOrTx): Promise<number> {
  const [table] = await db.execute<{ exists: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table.exists) return 0;
  const [row] = await db.execute<{ applied: string | null }>(
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  );
  return Number(row.applied ?? 0);
}

type StoreConfig = Pick<Config, 'RATE_LIMIT_STORE' | 'REDIS_URL' | 'UPSTASH_REDIS_REST_URL' | 'UPSTASH_REDIS_REST_TOKEN'>;

/** The Redis or Upstash the rate limiter actually uses (none for the memory and postgres stores). */
function rateLimitRedis(cfg: StoreConfig): { redisUrl?: string; upstashUrl?: string; upstashToken?: string } | undefined {
  const { backend } = describeRateLimitBackend(cfg);
  if (backend === 'upstash') return { upstashUrl: cfg.UPSTASH_REDIS_REST_URL, upstashToken: cfg.UPSTASH_REDIS_REST_TOKEN };
  if (backend === 'redis') return { redisUrl: cfg.REDIS_URL };
  return undefined;
}

/** Whether the instance can serve, from its checks: a rate-limit store outage is tolerated (degraded). */
export function readinessStatus(checks: Readiness['checks']): Readiness['status'] {
  if (checks.database !== 'ok' || checks.migrations !== 'ok') return 'not_ready';
  return checks.redis === 'unreachable' ? 'degraded' : 'ready';
}

export async function checkReady(db: DbOrTx, cfg: StoreConfig): Promise<Readiness> {
  const started = performance.now();
  const store = rateLimitRedis(cfg);
  const [database, redis] = await Promise.all([
    withTimeout(lastApplied(db), READY_TIMEOUT_MS).then(
      (applied) => ({ ok: true as const, applied }),
      () => ({ ok: false as const, applied: 0 }),
    ),
    store
      ? withTimeout(pingRedis(store), READY_TIMEOUT_MS).then(
          () => 'ok' as const,
          () => 'unreachable' as const,
        )
      : ('not_configured' as const),
  ]);
  let migrations: Readiness['checks']['migrations'] = 'unknown';
  let pendingMigrations: string[] = [];
  if (database.ok) {
    pendingMigrations = journal.entries.filter((entry) => entry.when > database.applied).map((entry) => entry.tag);
    migrations = pendingMigrations.length === 0 ? 'ok' : 'pending';
  }
  const checks: Readiness['checks'] = { database: database.ok ? 'ok' : 'unreachable', migrations, redis };
  return {
    status: readinessStatus(checks),
    checks,
    pendingMigrations,
    latencyMs: Math.round(performance.now() - started),
    time: new Date().toISOString(),
  };
}
