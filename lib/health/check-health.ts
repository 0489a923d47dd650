import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

export type Health = { status: 'ok' | 'degraded'; database: 'ok' | 'unreachable'; latencyMs: number; time: string };

/**
 * How long the probe waits for `select 1`. Shorter than the pool's connect_timeout (db/client.ts), so
 * /api/health answers 503 within 2 s whether the database refuses connections, never answers them, or
 * answers too slowly to be of use.
 */
export const HEALTH_TIMEOUT_MS = 2_000;

export async function checkHealth(db: DbOrTx): Promise<Health> {
  const started = performance.now();
  let database: Health['database'] = 'ok';
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
      }),
    ]);
  } catch {
    database = 'unreachable';
  } finally {
    clearTimeout(timer);
  }
  return {
    status: database === 'ok' ? 'ok' : 'degraded',
    database,
    latencyMs: Math.round(performance.now() - started),
    time: new Date().toISOString(),
  };
}
