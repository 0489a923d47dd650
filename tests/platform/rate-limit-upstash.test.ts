// The Upstash path for real: @upstash/redis + @upstash/ratelimit (the code the service runs with
// UPSTASH_REDIS_REST_URL/TOKEN) speak Upstash's REST protocol to tests/helpers/upstash-rest-bridge.ts, which
// runs each command on a real Redis (REDIS_URL, or a redis-server started here). Real counting: over real
// HTTP through the route handlers, the 121st request of a minute from one address is refused.
import { randomBytes } from 'node:crypto';
import { Redis as UpstashRedis } from '@upstash/redis';
import { Redis as IORedis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config, parseConfig, resetConfigCache } from '@/lib/platform/config';
import { createRateLimiter, resetRateLimiter, setRateLimiter } from '@/lib/platform/rate-limit';
import type { RateLimiter } from '@/lib/platform/rate-limit/types';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { useRedis, type TestRedis } from '../helpers/redis-server';
import { startUpstashBridge, type UpstashBridge } from '../helpers/upstash-rest-bridge';

let redis: TestRedis;
let bridge: UpstashBridge;
let direct: IORedis;
beforeAll(async () => {
  redis = await useRedis();
  bridge = await startUpstashBridge({ redisUrl: redis.url, token: `token-${randomBytes(12).toString('hex')}` });
  direct = new IORedis(redis.url);
});
afterAll(async () => {
  direct?.disconnect();
  await bridge?.close();
  await redis?.stop();
});
const opened: RateLimiter[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((l) => l.close()));
  vi.restoreAllMocks();
});
const prefix = () => `test:${randomBytes(6).toString('hex')}`;
const id = (name: string) => `${name}:${randomBytes(6).toString('hex')}`;
const upstashEnv = () => ({ UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token });
// Checks counted here must not fall back to local counting because a loaded machine took over 1 s.
const PATIENT_MS = 30_000;
const upstashLimiter = (keyPrefix: string) => {
  const limiter = createRateLimiter(parseConfig(upstashEnv()), { prefix: keyPrefix, storeTimeoutMs: PATIENT_MS });
  opened.push(limiter);
  return limiter;
};
async function awayFromWindowEdge(windowMs: number, neededMs: number) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((r) => setTimeout(r, left + 50));
}

describe('the REST bridge speaks what @upstash/redis expects', () => {
  it('single commands, base64 responses, pipelines, transactions and per-command errors', async () => {
    const client = new UpstashRedis({ url: bridge.url, token: bridge.token, enableTelemetry: false });
    const k = id('test:bridge');
    expect(await client.set(k, 'Envíos á ñ', { px: 10_000 })).toBe('OK');
    expect(await client.get(k)).toBe('Envíos á ñ');
    expect(await client.incr(`${k}:n`)).toBe(1);
    expect(await client.get(`${k}:missing`)).toBeNull();
    const pipeline = client.pipeline();
    pipeline.incr(`${k}:n`).get(k);
    expect(await pipeline.exec()).toEqual([2, 'Envíos á ñ']);
    const tx = client.multi();
    tx.incr(`${k}:n`).pexpire(`${k}:n`, 10_000);
    expect(await tx.exec()).toEqual([3, 1]);
    await expect(client.incr(k)).rejects.toThrow(/not an integer/);
    expect(await direct.get(`${k}:n`)).toBe('3');
  });

  it('refuses a wrong token with 401, as Upstash does', async () => {
    const before = bridge.unauthorized;
    const client = new UpstashRedis({ url: bridge.url, token: 'not-the-token', enableTelemetry: false, retry: false });
    await expect(client.get('x')).rejects.toThrow(/Unauthorized/);
    expect(bridge.unauthorized).toBe(before + 1);
  });
});

describe('Upstash backend through the bridge', () => {
  it('takes back a hit with a negative increment of the same window', async () => {
    const who = id('signin');
    const limiter = upstashLimiter(prefix());
    const rule = { limit: 2, windowMs: 60_000 };
    await awayFromWindowEdge(rule.windowMs, 5_000);
    const first = await limiter.limit(who, rule);
    await limiter.refund(who, rule, first);
    expect(await limiter.limit(who, rule)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.limit(who, rule)).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await limiter.limit(who, rule);
    expect(refused.allowed).toBe(false);
    await limiter.refund(who, rule, refused);
    expect((await limiter.limit(who, rule)).allowed).toBe(false);
  });

  it('counts with @upstash/ratelimit’s own script (EVALSHA, then EVAL after NOSCRIPT) in <prefix>:<identifier>:<window>', async () => {
    const keyPrefix = prefix();
    const who = id('ip');
    const limiter = upstashLimiter(keyPrefix);
    expect(limiter.backend).toBe('upstash');
    await direct.script('FLUSH');
    const from = bridge.commands.length;
    const rule = { limit: 3, windowMs: 60_000 };
    const first = await limiter.limit(who, rule);
    const second = await limiter.limit(who, rule);
    expect([first, second].map((r) => [r.allowed, r.remaining, r.degraded])).toEqual([
      [true, 2, false],
      [true, 1, false],
    ]);
    const sent = bridge.commands.slice(from).map((c) => String(c[0]).toUpperCase());
    // After the flush the script is unknown: EVALSHA fails with NOSCRIPT, EVAL loads it, then EVALSHA works.
    expect(sent).toEqual(['EVALSHA', 'EVAL', 'EVALSHA']);
    expect(String(bridge.commands[from + 1][1])).toMatch(/^#!lua flags=allow-key-locking/);
    const bucket = second.resetAt / rule.windowMs - 1;
    expect(await direct.get(`${keyPrefix}:${who}:${bucket}`)).toBe('2');
  });

  it('two instances (two clients) share one count: 100 concurrent hits, limit 50, exactly 50 admitted', async () => {
    const shared = prefix();
    const [a, b] = [upstashLimiter(shared), upstashLimiter(shared)];
    await awayFromWindowEdge(60_000, 15_000);
    const who = id('key');
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).limit(who, { limit: 50, windowMs: 60_000 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(50);
    expect(results.every((r) => !r.degraded)).toBe(true);
  });

  describe('over real HTTP, per-IP limit 120 a minute', () => {
    let server: TestServer;
    const names = ['UPSTASH_REDIS_REST_URL', 'UPSTASH_REDIS_REST_TOKEN', 'RATE_LIMIT_IP_PER_MINUTE', 'TRUST_PROXY'] as const;
    const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
    beforeAll(async () => {
      server = await startAppServer();
    });
    afterAll(async () => {
      for (const n of names) {
        if (saved[n] === undefined) delete process.env[n];
        else process.env[n] = saved[n];
      }
      resetConfigCache();
      await resetRateLimiter();
      await server.close();
    });

    it('admits 120 requests from one address across two instances’ limiters and refuses the 121st with 429', {
      timeout: 120_000,
    }, async () => {
      Object.assign(process.env, upstashEnv(), { RATE_LIMIT_IP_PER_MINUTE: '120', TRUST_PROXY: '1' });
      resetConfigCache();
      const shared = prefix();
      // The server runs in this process: two limiters (two Upstash clients) take turns, as two instances would.
      const instances = [0, 1].map(() => createRateLimiter(config(), { prefix: shared, storeTimeoutMs: PATIENT_MS }));
      opened.push(...instances);
      expect(instances.map((l) => l.backend)).toEqual(['upstash', 'upstash']);
      const ip = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      await awayFromWindowEdge(60_000, 40_000);
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 121; i++) {
        setRateLimiter(instances[i % 2]);
        last = await fetch(`${server.url}/api/health`, { headers: { 'X-Forwarded-For': ip } });
        statuses.push(last.status);
        if (i < 120) await last.arrayBuffer();
      }
      setRateLimiter(undefined);
      expect(statuses.slice(0, 120).filter((s) => s === 429)).toEqual([]);
      expect(statuses[120]).toBe(429);
      expect(last!.headers.get('x-ratelimit-limit')).toBe('120');
      expect(last!.headers.get('x-ratelimit-remaining')).toBe('0');
      expect((await last!.json()).error).toMatch(/^Demasiadas solicitudes desde tu dirección IP: el límite es de 120 por minuto\./);
    });
  });
});
