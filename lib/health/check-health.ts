import { getSql } from '@/db/client';

export type Health = { status: 'ok' | 'degraded'; database: 'ok' | 'unreachable'; latencyMs: number; time: string };

export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  let database: Health['database'] = 'ok';
  try {
    await Promise.race([
      getSql()`select 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
    ]);
  } catch {
    database = 'unreachable';
  }
  return {
    status: database === 'ok' ? 'ok' : 'degraded',
    database,
    latencyMs: Math.round(performance.now() - started),
    time: new Date().toISOString(),
  };
}
