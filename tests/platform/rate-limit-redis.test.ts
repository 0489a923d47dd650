// Against a real Redis (REDIS_URL, or a redis-server started here: tests/helpers/redis-server.ts):
// rate-limiter-flexible's RateLimiterRedis counts in the keys the docs name, survives an emptied script
// cache, two instances share one count, and an outage in the middle degrades to per-instance counting and
// recovers on its own.
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Redis as IORedis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config, parseConfig, resetConfigCache } from '@/lib/platform/config';
import { createRateLimiter, resetRateLimiter, setRateLimiter } from '@/lib/platform/rate-limit';
import { STORE_RETRY_AFTER_MS } from '@/lib/platform/rate-limit/fail-open';
import type { RateLimiter } from '@/lib/platform/rate-limit/types';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestKey, createTestOrg } from '../helpers/fixtures';
import { useRedis, type TestRedis } from '../helpers/redis-server';

let redisServer: TestRedis;
let redisUrl: string;
let client: IORedis;
beforeAll(async () => {
  redisServer = await useRedis();
  redisUrl = redisServer.url;
  client = new IORedis(redisUrl);
});
afterAll(async () => {
  client?.disconnect();
  await redisServer?.stop();
});
const prefix = () => `test:${randomBytes(6).toString('hex')}`;
/** Fixed windows restart on the clock; a burst that must stay inside one window waits out the last seconds. */
async function awayFromWindowEdge(windowMs: number, neededMs: number) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((r) => setTimeout(r, left + 50));
}
const id = (name: string) => `${name}:${randomBytes(6).toString('hex')}`;

describe('plain Redis through rate-limiter-flexible (RateLimiterRedis + ioredis)', () => {
  const opened: RateLimiter[] = [];
  const track = (limiter: RateLimiter) => (opened.push(limiter), limiter);
  const redisLimiter = (keyPrefix: string, url = redisUrl, storeTimeoutMs?: number) =>
    track(createRateLimiter(parseConfig({ REDIS_URL: url }), { prefix: keyPrefix, storeTimeoutMs }));
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((l) => l.close()));
    vi.restoreAllMocks();
  });

  it('counts in <prefix>:<identifier>:<window number>, expiring within a window of its start', async () => {
    const keyPrefix = prefix();
    const who = id('ip');
    const limiter = redisLimiter(keyPrefix);
    const rule = { limit: 5, windowMs: 60_000 };
    await limiter.limit(who, rule);
    const result = await limiter.limit(who, rule);
    const bucket = result.resetAt / rule.windowMs - 1;
    const key = `${keyPrefix}:${who}:${bucket}`;
    expect(await client.get(key)).toBe('2');
    const ttl = await client.pttl(key);
    expect(ttl > 0 && ttl <= rule.windowMs).toBe(true);
    expect(result).toMatchObject({ allowed: true, remaining: 3, degraded: false });
  });

  it('recovers from an emptied script cache (NOSCRIPT -> EVAL) on this Redis version', async () => {
    // SCRIPT FLUSH only empties the cache; every client of this Redis reloads scripts the same way.
    const limiter = redisLimiter(prefix());
    expect(await limiter.limit(id('ip'), { limit: 2, windowMs: 60_000 })).toMatchObject({ remaining: 1, degraded: false });
    await client.script('FLUSH');
    expect(await limiter.limit(id('ip'), { limit: 2, windowMs: 60_000 })).toMatchObject({ allowed: true, remaining: 1, degraded: false });
  });

  it('two instances (two connections) share the per-IP limit exactly: of 121 hits in a minute, alternating, the 121st is refused', async () => {
    const shared = prefix();
    const [a, b] = [redisLimiter(shared), redisLimiter(shared)];
    await awayFromWindowEdge(60_000, 15_000);
    const who = id('ip');
    const results = [];
    for (let i = 0; i < 121; i++) results.push(await (i % 2 ? b : a).limit(who, { limit: 120, windowMs: 60_000 }));
    expect(results.slice(0, 120).every((r) => r.allowed && !r.degraded)).toBe(true);
    expect(results[119].remaining).toBe(0);
    expect(results[120]).toMatchObject({ allowed: false, remaining: 0, degraded: false });
  });

  it('two limiter instances (two connections, as two app instances) share one count: 100 concurrent hits, limit 50', async () => {
    const shared = prefix();
    const [a, b] = [redisLimiter(shared), redisLimiter(shared)];
    const who = id('key');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).limit(who, { limit: 50, windowMs: 3_600_000 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(50);
    expect(results.every((r) => !r.degraded)).toBe(true);
  });

  describe('two app servers on the same Redis', () => {
    let servers: TestServer[];
    const saved = { key: process.env.RATE_LIMIT_KEY_PER_HOUR, ip: process.env.RATE_LIMIT_IP_PER_MINUTE, redis: process.env.REDIS_URL };
    beforeAll(async () => {
      servers = [await startAppServer(), await startAppServer()];
    });
    afterAll(async () => {
      if (saved.redis === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved.redis;
      process.env.RATE_LIMIT_IP_PER_MINUTE = saved.ip;
      if (saved.key === undefined) delete process.env.RATE_LIMIT_KEY_PER_HOUR;
      else process.env.RATE_LIMIT_KEY_PER_HOUR = saved.key;
      resetConfigCache();
      await resetRateLimiter();
      await Promise.all(servers.map((s) => s.close()));
    });

    it('refuse a key on the second server once the first used up its limit, with one shared X-RateLimit-Remaining', async () => {
      process.env.RATE_LIMIT_KEY_PER_HOUR = '4';
      process.env.RATE_LIMIT_IP_PER_MINUTE = '1000';
      process.env.REDIS_URL = redisUrl;
      resetConfigCache();
      const shared = prefix();
      // The two servers run in this process, so each gets its own limiter (own Redis connection) in turn.
      const instances = [createRateLimiter(config(), { prefix: shared }), createRateLimiter(config(), { prefix: shared })];
      const org = await createTestOrg();
      const { key } = await createTestKey(org.id);
      const seen: [number, string | null][] = [];
      for (const [server, limiter] of [
        [0, 0],
        [1, 1],
        [0, 0],
        [1, 1],
        [0, 0],
        [1, 1],
      ] as const) {
        setRateLimiter(instances[limiter]);
        const res = await fetch(`${servers[server].url}/api/v1/account`, { headers: { Authorization: `Bearer ${key}` } });
        seen.push([res.status, res.headers.get('x-ratelimit-remaining')]);
      }
      setRateLimiter(undefined);
      await Promise.all(instances.map((l) => l.close()));
      expect(seen).toEqual([
        [200, '3'],
        [200, '2'],
        [200, '1'],
        [200, '0'],
        [429, '0'],
        [429, '0'],
      ]);
    });
  });

  it('an outage in the middle: per-instance counting while Redis is away, shared counting again when it is back', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const target = new URL(redisUrl);
    // A TCP relay to the real Redis that the test can cut and restore.
    const relayed = new Set<Socket>();
    const relay: Server = createServer((socket) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
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
    const viaRelay = new URL(redisUrl);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    // Two instances on one count: this one reaches Redis through the relay, the other directly.
    const shared = prefix();
    const limiter = redisLimiter(shared, viaRelay.toString());
    const direct = redisLimiter(shared);
    const who = id('ip');
    const rule = { limit: 100, windowMs: 3_600_000 };

    expect(await limiter.limit(who, rule)).toMatchObject({ remaining: 99, degraded: false });

    // Cut: Redis is gone for this instance; it keeps answering from its own counters.
    await cut();
    for (let i = 0; i < 3; i++) expect(await limiter.limit(who, rule)).toMatchObject({ allowed: true, degraded: true });
    // The other instance still has Redis, and the hits made during the cut never reached it.
    expect(await direct.limit(who, rule)).toMatchObject({ remaining: 98, degraded: false });

    // Back: after the retry pause (and ioredis' reconnection, at most 2 s later) the shared count is used again.
    await listenOn(port);
    const deadline = Date.now() + 3 * STORE_RETRY_AFTER_MS;
    let after = await limiter.limit(who, rule);
    while (after.degraded && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      after = await limiter.limit(who, rule);
    }
    expect(after).toMatchObject({ allowed: true, remaining: 97, degraded: false });
    await cut();
  }, 30_000);
});
