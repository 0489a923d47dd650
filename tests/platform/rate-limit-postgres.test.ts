// RATE_LIMIT_STORE=postgres on the test's real PostgreSQL: rate-limiter-flexible's RateLimiterPostgres
// counting in the `rate_limits` table made by migration 0019. Two limiter instances, each on a pool of its
// own (as two machines without Redis), share exact limits; a store cut in the middle degrades one instance
// to its own counters and it comes back to the shared count on its own.
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/platform/config';
import { createRateLimiter } from '@/lib/platform/rate-limit';
import { STORE_RETRY_AFTER_MS } from '@/lib/platform/rate-limit/fail-open';
import type { RateLimiter } from '@/lib/platform/rate-limit/types';

const opened: RateLimiter[] = [];
const pools: postgres.Sql[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((l) => l.close()));
  await Promise.all(pools.splice(0).map((sql) => sql.end({ timeout: 1 })));
  vi.restoreAllMocks();
});
const prefix = () => `test:${randomBytes(6).toString('hex')}`;
const id = (name: string) => `${name}:${randomBytes(6).toString('hex')}`;
const pool = (url = process.env.DATABASE_URL!) => {
  const sql = postgres(url, { max: 2, connect_timeout: 2, onnotice: () => {} });
  pools.push(sql);
  return sql;
};
/** One app instance: its own limiter on its own connections. */
const instance = (keyPrefix: string, sql = pool(), patient = true) => {
  const limiter = createRateLimiter(parseConfig({ RATE_LIMIT_STORE: 'postgres' }), {
    prefix: keyPrefix,
    sql,
    storeTimeoutMs: patient ? 30_000 : undefined,
  });
  opened.push(limiter);
  return limiter;
};
async function awayFromWindowEdge(windowMs: number, neededMs: number) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((r) => setTimeout(r, left + 50));
}

describe('PostgreSQL store (RATE_LIMIT_STORE=postgres)', () => {
  it('counts in the unlogged rate_limits table of the migration, one row per key and window', async () => {
    const sql = pool();
    const [table] = await sql<{ relpersistence: string }[]>`select relpersistence from pg_class where relname = 'rate_limits'`;
    expect(table?.relpersistence).toBe('u');
    const keyPrefix = prefix();
    const who = id('ip');
    const limiter = instance(keyPrefix, sql);
    const rule = { limit: 5, windowMs: 60_000 };
    await limiter.limit(who, rule);
    const result = await limiter.limit(who, rule);
    expect(result).toMatchObject({ allowed: true, remaining: 3, degraded: false });
    const bucket = result.resetAt / rule.windowMs - 1;
    const rows = await sql<
      { key: string; points: number; expire: string }[]
    >`select key, points, expire from rate_limits where key like ${`${keyPrefix}:%`}`;
    expect(rows.map((r) => [r.key, r.points])).toEqual([[`${keyPrefix}:${who}:${bucket}`, 2]]);
    expect(Number(rows[0].expire)).toBeGreaterThanOrEqual(result.resetAt);
  });

  it('takes back a hit (the sign-in throttle’s refusals and right passwords): the row goes down by one, for every instance', async () => {
    const keyPrefix = prefix();
    const who = id('signin');
    const rule = { limit: 2, windowMs: 60_000 };
    await awayFromWindowEdge(rule.windowMs, 5_000);
    const [a, b] = [instance(keyPrefix), instance(keyPrefix)];
    const first = await a.limit(who, rule);
    await a.refund(who, rule, first);
    await b.limit(who, rule);
    const second = await a.limit(who, rule);
    expect(second).toMatchObject({ allowed: true, remaining: 0 });
    const third = await b.limit(who, rule);
    expect(third.allowed).toBe(false);
    await b.refund(who, rule, third);
    await a.refund(who, rule, second);
    expect(await b.limit(who, rule)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('two instances on two connections share the per-IP limit exactly: of 121 hits in a minute, alternating, the 121st is refused', async () => {
    const shared = prefix();
    const [a, b] = [instance(shared), instance(shared)];
    await awayFromWindowEdge(60_000, 20_000);
    const who = id('ip');
    const results = [];
    for (let i = 0; i < 121; i++) results.push(await (i % 2 ? b : a).limit(who, { limit: 120, windowMs: 60_000 }));
    expect(results.slice(0, 120).every((r) => r.allowed && !r.degraded)).toBe(true);
    expect(results.map((r) => r.remaining).slice(117)).toEqual([2, 1, 0, 0]);
    expect(results[120]).toMatchObject({ allowed: false, degraded: false });
  });

  it('two instances share one count under concurrency: 100 hits at once, limit 50, exactly 50 admitted', async () => {
    const shared = prefix();
    const [a, b] = [instance(shared), instance(shared)];
    await awayFromWindowEdge(60_000, 10_000);
    const who = id('key');
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).limit(who, { limit: 50, windowMs: 60_000 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(50);
    expect(results.every((r) => !r.degraded)).toBe(true);
    const [{ points }] = await pool()<
      { points: number }[]
    >`select sum(points)::int as points from rate_limits where key like ${`${shared}:%`}`;
    expect(points).toBe(100);
  });

  it('an outage in the middle: per-instance counting while the database is away, the shared count again when it is back', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const target = new URL(process.env.DATABASE_URL!);
    // A TCP relay to the real PostgreSQL that the test can cut and restore.
    const relayed = new Set<Socket>();
    const relay: Server = createServer((socket) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      relayed.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      const close = () => (socket.destroy(), upstream.destroy());
      socket.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    const cut = () =>
      new Promise((r) => {
        relay.close(r);
        relayed.forEach((s) => s.destroy());
      });
    const listenOn = (port: number) => new Promise<void>((r) => relay.listen(port, '127.0.0.1', r));
    await listenOn(0);
    const port = (relay.address() as { port: number }).port;
    const viaRelay = new URL(process.env.DATABASE_URL!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    const shared = prefix();
    // The default 1 s bound here: the cut must be noticed the way production notices it.
    const limiter = instance(shared, pool(viaRelay.toString()), false);
    const direct = instance(shared);
    const who = id('ip');
    const rule = { limit: 100, windowMs: 3_600_000 };

    expect(await limiter.limit(who, rule)).toMatchObject({ remaining: 99, degraded: false });
    await cut();
    for (let i = 0; i < 3; i++) expect(await limiter.limit(who, rule)).toMatchObject({ allowed: true, degraded: true });
    // The other instance still reaches the database; the hits made during the cut never reached it.
    expect(await direct.limit(who, rule)).toMatchObject({ remaining: 98, degraded: false });

    await listenOn(port);
    const deadline = Date.now() + 4 * STORE_RETRY_AFTER_MS;
    let after = await limiter.limit(who, rule);
    while (after.degraded && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      after = await limiter.limit(who, rule);
    }
    expect(after).toMatchObject({ allowed: true, remaining: 97, degraded: false });
    await cut();
  }, 40_000);
});
