// Readiness (GET /api/ready, docs/observability.md): may this process be sent traffic? Yes when the database
// answers, every migration this build expects is applied (drizzle-kit's journal, bundled with the build,
// against drizzle's own table of applied migrations) and, when one is configured, Redis or Upstash answers.
// Each probe gives up after READY_TIMEOUT_MS, so the answer comes within about 2 s whatever is down.
// Liveness (/api/health) checks none of this: a database outage must not get every instance restarted.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import journal from '@/db/migrations/meta/_journal.json';
import { pingRedis } from './ping-redis';

export const READY_TIMEOUT_MS = 2_000;

export type Readiness = {
  status: 'ready' | 'not_ready';
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
  const [row] = await db.execute<{ applied: string | null }>(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
  return Number(row.applied ?? 0);
}

export async function checkReady(db: DbOrTx, env: { redisUrl?: string; upstashUrl?: string; upstashToken?: string }): Promise<Readiness> {
  const started = performance.now();
  const [database, redis] = await Promise.all([
    withTimeout(lastApplied(db), READY_TIMEOUT_MS).then(
      (applied) => ({ ok: true as const, applied }),
      () => ({ ok: false as const, applied: 0 }),
    ),
    env.redisUrl || env.upstashUrl ? withTimeout(pingRedis(env), READY_TIMEOUT_MS).then(() => 'ok' as const, () => 'unreachable' as const) : ('not_configured' as const),
  ]);
  let migrations: Readiness['checks']['migrations'] = 'unknown';
  let pendingMigrations: string[] = [];
  if (database.ok) {
    pendingMigrations = journal.entries.filter((entry) => entry.when > database.applied).map((entry) => entry.tag);
    migrations = pendingMigrations.length === 0 ? 'ok' : 'pending';
  }
  const ready = database.ok && migrations === 'ok' && redis !== 'unreachable';
  return {
    status: ready ? 'ready' : 'not_ready',
    checks: { database: database.ok ? 'ok' : 'unreachable', migrations, redis },
    pendingMigrations,
    latencyMs: Math.round(performance.now() - started),
    time: new Date().toISOString(),
  };
}
