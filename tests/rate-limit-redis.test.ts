// Against the real Redis (REDIS_URL, CI's second pass): the ioredis requester speaks the Upstash REST
// shapes @upstash/ratelimit and @upstash/redis expect, two instances share one count, and an outage in
// the middle degrades to per-instance counting and recovers on its own. Without REDIS_URL this suite is
// reported as skipped; every behaviour it does not cover is also tested on the in-process backend.
import { createHash, randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Redis as UpstashRedis } from '@upstash/redis';
import { Redis as IORedis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config, parseConfig, resetConfigCache } from '@/lib/config';
import { createRateLimiter, resetRateLimiter, setRateLimiter } from '@/lib/rate-limit';
import { createIoredisConnection, createIoredisRequester } from '@/lib/rate-limit/ioredis-requester';
import { STORE_RETRY_AFTER_MS } from '@/lib/rate-limit/ratelimit-limiter';
import type { RateLimiter } from '@/lib/rate-limit/types';
import { startAppServer, type TestServer } from './helpers/app-server';
import { createTestKey, createTestOrg } from './helpers/fixtures';

const redisUrl = process.env.REDIS_URL!;
const prefix = () => `test:${randomBytes(6).toString('hex')}`;
const id = (name: string) => `${name}:${randomBytes(6).toString('hex')}`;

describe.runIf(process.env.REDIS_URL)('plain Redis through @upstash/ratelimit (REDIS_URL)', () => {
  const opened: RateLimiter[] = [];
  const track = (limiter: RateLimiter) => (opened.push(limiter), limiter);
  const redisLimiter = (keyPrefix: string, url = redisUrl) => track(createRateLimiter(parseConfig({ REDIS_URL: url }), { prefix: keyPrefix }));
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((l) => l.close()));
    vi.restoreAllMocks();
  });

  describe('the ioredis requester', () => {
    let client: IORedis;
    let redis: UpstashRedis;
    beforeAll(() => {
      client = createIoredisConnection(redisUrl, () => {});
      redis = new UpstashRedis(createIoredisRequester(client));
    });
    afterAll(() => client.disconnect());
    const key = () => id('test:requester');

    it('sends single commands and answers plain { result } values (numbers, strings, null)', async () => {
      const k = key();
      expect(await redis.set(k, 'hola', { px: 10_000 })).toBe('OK');
      expect(await redis.get(k)).toBe('hola');
      expect(await redis.incr(`${k}:n`)).toBe(1);
      expect(await redis.get(`${k}:missing`)).toBeNull();
      await redis.del(`${k}:n`);
    });

    it('runs batched pipelines and multi-exec transactions, with per-command errors', async () => {
      const k = key();
      const pipeline = redis.pipeline();
      pipeline.set(k, 'a', { px: 10_000 }).incr(`${k}:n`).get(k);
      expect(await pipeline.exec()).toEqual(['OK', 1, 'a']);
      const tx = redis.multi();
      tx.incr(`${k}:n`).incr(`${k}:n`).pexpire(`${k}:n`, 10_000);
      expect(await tx.exec()).toEqual([2, 3, 1]);
      const failing = redis.pipeline();
      failing.get(k).incr(k); // INCR on a non-number: that command alone fails
      const kept = await failing.exec({ keepErrors: true });
      expect(kept[0]).toEqual({ result: 'a', error: undefined });
      expect(kept[1].error).toMatch(/not an integer/);
    });

    it('turns the object ioredis makes of HGETALL back into the flat list the REST API sends', async () => {
      const k = key();
      await redis.hset(k, { city: 'Monterrey', state: 'NL' });
      await redis.pexpire(k, 10_000);
      expect(await redis.hgetall(k)).toEqual({ city: 'Monterrey', state: 'NL' });
      const requester = createIoredisRequester(client);
      expect((await requester.request({ body: ['hgetall', k] })).result).toEqual(['city', 'Monterrey', 'state', 'NL']);
    });

    it('passes error replies through as { error }, NOSCRIPT included, so EVALSHA can fall back to EVAL', async () => {
      const word = `ok-${randomBytes(4).toString('hex')}`;
      const script = `return '${word}'`;
      const sha = createHash('sha1').update(script).digest('hex');
      await expect(redis.evalsha(sha, [], [])).rejects.toThrow(/NOSCRIPT/);
      expect(await redis.eval(script, [], [])).toBe(word);
      expect(await redis.evalsha(sha, [], [])).toBe(word);
    });

    it("lets @upstash/ratelimit recover from an empty script cache (NOSCRIPT -> EVAL) on this Redis version", async () => {
      // SCRIPT FLUSH only empties the cache; every client of this Redis reloads scripts the same way.
      await client.script('FLUSH');
      const limiter = redisLimiter(prefix());
      expect(await limiter.limit(id('ip'), { limit: 2, windowMs: 60_000 })).toMatchObject({ allowed: true, remaining: 1, degraded: false });
    });
  });

  it('two limiter instances (two connections, as two app instances) share one count: 100 concurrent hits, limit 50', async () => {
    const shared = prefix();
    const [a, b] = [redisLimiter(shared), redisLimiter(shared)];
    const who = id('key');
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).limit(who, { limit: 50, windowMs: 3_600_000 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(50);
    expect(results.every((r) => !r.degraded)).toBe(true);
  });

  describe('two app servers on the same Redis', () => {
    let servers: TestServer[];
    const saved = { key: process.env.RATE_LIMIT_KEY_PER_HOUR, ip: process.env.RATE_LIMIT_IP_PER_MINUTE };
    beforeAll(async () => {
      servers = [await startAppServer(), await startAppServer()];
    });
    afterAll(async () => {
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
      resetConfigCache();
      const shared = prefix();
      // The two servers run in this process, so each gets its own limiter (own Redis connection) in turn.
      const instances = [createRateLimiter(config(), { prefix: shared }), createRateLimiter(config(), { prefix: shared })];
      const org = await createTestOrg();
      const { key } = await createTestKey(org.id);
      const seen: [number, string | null][] = [];
      for (const [server, limiter] of [[0, 0], [1, 1], [0, 0], [1, 1], [0, 0], [1, 1]] as const) {
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

    // Cut: Redis is gone for this instance; it keeps answering, at once, from its own counters.
    await cut();
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      expect(await limiter.limit(who, rule)).toMatchObject({ allowed: true, degraded: true });
      expect(performance.now() - started).toBeLessThan(100);
    }
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
