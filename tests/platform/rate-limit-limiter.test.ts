// The limiter itself, below HTTP: the same contract on every store (memory; a real Redis: REDIS_URL or a
// redis-server started here; the test's real PostgreSQL; Upstash's REST protocol through the bridge over
// that Redis); store selection from the configuration; what happens when the store is down or hangs; how
// the client address is read.
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig, resetConfigCache } from '@/lib/platform/config';
import { clientIp, normalizeAddress, UNKNOWN_CLIENT } from '@/lib/http/client-ip';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address.mjs';
import { createRateLimiter, describeRateLimitBackend, getRateLimiter, resetRateLimiter } from '@/lib/platform/rate-limit';
import { createMemoryLimiter } from '@/lib/platform/rate-limit/memory-limiter';
import type { RateLimiter } from '@/lib/platform/rate-limit/types';
import { useRedis, type TestRedis } from '../helpers/redis-server';
import { startUpstashBridge, type UpstashBridge } from '../helpers/upstash-rest-bridge';

const opened: RateLimiter[] = [];
const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((l) => l.close()));
  sockets.splice(0).forEach((s) => s.destroy());
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  vi.restoreAllMocks();
});
const track = (limiter: RateLimiter) => (opened.push(limiter), limiter);
const prefix = () => `test:${randomBytes(6).toString('hex')}`;
const id = (name: string) => `${name}:${randomBytes(6).toString('hex')}`;

async function awayFromWindowEdge(windowMs: number, neededMs = 3000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((r) => setTimeout(r, left + 50));
}

/** What every backend must do, identically. */
function limiterContract(make: () => RateLimiter) {
  it('admits exactly `limit` hits per window per identifier, counting down `remaining`', async () => {
    const limiter = track(make());
    await awayFromWindowEdge(60_000);
    const rule = { limit: 5, windowMs: 60_000 };
    const who = id('ip');
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await limiter.limit(who, rule));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 4],
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    const windowEnd = (Math.floor(Date.now() / 60_000) + 1) * 60_000;
    expect(results.every((r) => r.limit === 5 && r.resetAt === windowEnd && !r.degraded)).toBe(true);
    expect((await limiter.limit(id('ip'), rule)).remaining).toBe(4);
  });

  it('admits exactly 50 of 100 concurrent hits against a limit of 50', async () => {
    const limiter = track(make());
    await awayFromWindowEdge(60_000);
    const who = id('key');
    const results = await Promise.all(Array.from({ length: 100 }, () => limiter.limit(who, { limit: 50, windowMs: 60_000 })));
    const admitted = results.filter((r) => r.allowed);
    expect(admitted).toHaveLength(50);
    expect(admitted.map((r) => r.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('starts counting again when the window ends', async () => {
    const limiter = track(make());
    await awayFromWindowEdge(1000, 300);
    const rule = { limit: 2, windowMs: 1000 };
    const who = id('ip');
    await limiter.limit(who, rule);
    await limiter.limit(who, rule);
    const refused = await limiter.limit(who, rule);
    expect(refused.allowed).toBe(false);
    await new Promise((r) => setTimeout(r, refused.resetAt - Date.now() + 20));
    expect(await limiter.limit(who, rule)).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('keeps one count per identifier and window whatever the limit (an organization limit change keeps the count)', async () => {
    const limiter = track(make());
    await awayFromWindowEdge(3_600_000);
    const who = id('key');
    for (let i = 0; i < 3; i++) await limiter.limit(who, { limit: 3, windowMs: 3_600_000 });
    expect((await limiter.limit(who, { limit: 3, windowMs: 3_600_000 })).allowed).toBe(false);
    // Raised to 5: the four hits already made count, so one more is admitted.
    expect(await limiter.limit(who, { limit: 5, windowMs: 3_600_000 })).toMatchObject({ allowed: true, remaining: 0, limit: 5 });
    expect((await limiter.limit(who, { limit: 5, windowMs: 3_600_000 })).allowed).toBe(false);
  });
}

describe('in-process backend', () => {
  limiterContract(() => createMemoryLimiter({ prefix: prefix() }));

  it('is what a configuration without Upstash or Redis selects', () => {
    expect(createRateLimiter(parseConfig({}), { prefix: prefix() }).backend).toBe('memory');
  });
});

describe('shared stores', () => {
  // The contract is about counting: on a loaded machine 100 concurrent checks may take longer than the
  // 1 s after which a check would be answered locally, so these limiters wait longer (not a timing claim).
  const PATIENT_MS = 30_000;
  let redis: TestRedis;
  let bridge: UpstashBridge;
  beforeAll(async () => {
    redis = await useRedis();
    bridge = await startUpstashBridge({ redisUrl: redis.url, token: `token-${randomBytes(8).toString('hex')}` });
  });
  afterAll(async () => {
    await bridge?.close();
    await redis?.stop();
  });

  describe('Redis (RateLimiterRedis over ioredis)', () => {
    limiterContract(() => createRateLimiter(parseConfig({ REDIS_URL: redis.url }), { prefix: prefix(), storeTimeoutMs: PATIENT_MS }));
  });

  describe('PostgreSQL (RateLimiterPostgres, table rate_limits)', () => {
    limiterContract(() =>
      createRateLimiter(parseConfig({ RATE_LIMIT_STORE: 'postgres' }), { prefix: prefix(), storeTimeoutMs: PATIENT_MS }),
    );
  });

  describe('Upstash (@upstash/ratelimit over @upstash/redis, through the REST bridge)', () => {
    limiterContract(() =>
      createRateLimiter(parseConfig({ UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token }), {
        prefix: prefix(),
        storeTimeoutMs: PATIENT_MS,
      }),
    );
  });
});

describe('backend selection', () => {
  it('auto (the default) prefers Upstash, then REDIS_URL, then memory, and never reveals credentials', () => {
    const upstash = { UPSTASH_REDIS_REST_URL: 'https://eu1-fine-cat.upstash.io', UPSTASH_REDIS_REST_TOKEN: 'secret-token' };
    expect(describeRateLimitBackend(parseConfig({ ...upstash, REDIS_URL: 'redis://127.0.0.1:6379' }))).toEqual({
      backend: 'upstash',
      target: 'eu1-fine-cat.upstash.io',
    });
    const redis = describeRateLimitBackend(parseConfig({ REDIS_URL: 'rediss://default:s3cret@cache.internal:6380/2' }));
    expect(redis).toEqual({ backend: 'redis', target: 'rediss://cache.internal:6380/2' });
    expect(describeRateLimitBackend(parseConfig({})).backend).toBe('memory');
    // what the launcher prints after "Límites de solicitudes:", in Spanish like the rest of its lines
    expect(describeRateLimitBackend(parseConfig({})).target).toBe('este proceso (una sola instancia)');
    expect(describeRateLimitBackend(parseConfig({ RATE_LIMIT_STORE: 'auto' })).backend).toBe('memory');
  });

  it('RATE_LIMIT_STORE chooses explicitly: postgres only when asked, memory even with Redis configured', () => {
    const postgresStore = describeRateLimitBackend(
      parseConfig({
        RATE_LIMIT_STORE: 'postgres',
        REDIS_URL: 'redis://127.0.0.1:6379',
        DATABASE_URL: 'postgres://envios:s3cret@db.internal:5432/envios',
      }),
    );
    expect(postgresStore).toEqual({ backend: 'postgres', target: 'postgres://db.internal:5432/envios (tabla rate_limits)' });
    expect(describeRateLimitBackend(parseConfig({ RATE_LIMIT_STORE: 'memory', REDIS_URL: 'redis://127.0.0.1:6379' })).backend).toBe(
      'memory',
    );
    expect(
      describeRateLimitBackend(
        parseConfig({
          RATE_LIMIT_STORE: 'redis',
          UPSTASH_REDIS_REST_URL: 'https://x.upstash.io',
          UPSTASH_REDIS_REST_TOKEN: 't',
          REDIS_URL: 'redis://r:6379',
        }),
      ).backend,
    ).toBe('redis');
  });

  it('refuses, in Spanish, a store that is not known or whose settings are missing', () => {
    expect(() => parseConfig({ RATE_LIMIT_STORE: 'memcached' })).toThrow(
      'RATE_LIMIT_STORE debe ser auto, memory, redis, postgres o upstash.',
    );
    expect(() => parseConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(
      'RATE_LIMIT_STORE=redis necesita REDIS_URL (p. ej. redis://servidor:6379).',
    );
    expect(() => parseConfig({ RATE_LIMIT_STORE: 'upstash' })).toThrow(
      'RATE_LIMIT_STORE=upstash necesita UPSTASH_REDIS_REST_URL y UPSTASH_REDIS_REST_TOKEN.',
    );
  });

  it('reports the backend once, when the process limiter is first used', async () => {
    const saved = { LOG_LEVEL: process.env.LOG_LEVEL, REDIS_URL: process.env.REDIS_URL };
    process.env.LOG_LEVEL = 'info';
    delete process.env.REDIS_URL;
    resetConfigCache();
    await resetRateLimiter();
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      getRateLimiter();
      getRateLimiter();
      const lines = stdout.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('rate limiter ready'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', backend: 'memory' });
    } finally {
      Object.assign(process.env, saved);
      if (saved.REDIS_URL === undefined) delete process.env.REDIS_URL;
      resetConfigCache();
      await resetRateLimiter();
    }
  });
});

/** A TCP server for the test; afterEach cuts its connections and closes it. */
async function listen(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
}
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** A server that accepts connections and never answers; counts the connections and the bytes it receives. */
async function silentStore() {
  const seen = { connections: 0, bytes: 0 };
  const port = await listen((socket) => {
    seen.connections += 1;
    socket.on('data', (chunk) => (seen.bytes += chunk.length));
  });
  return { port, seen };
}

describe('when the store is down or hangs (fail open to per-instance counting)', () => {
  type Case = () => Promise<{ env: Record<string, string>; sql?: postgres.Sql; seen?: { connections: number; bytes: number } }>;
  const pools: postgres.Sql[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((sql) => sql.end({ timeout: 0 })));
  });
  const pool = (port: number) => {
    const sql = postgres(`postgres://envios:x@127.0.0.1:${port}/envios`, { max: 1, connect_timeout: 3, onnotice: () => {} });
    pools.push(sql);
    return sql;
  };
  const cases: Record<string, Case> = {
    'Redis, connection refused': async () => ({ env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } }),
    'Redis, accepts but never answers': async () => {
      const { port, seen } = await silentStore();
      return { env: { REDIS_URL: `redis://127.0.0.1:${port}` }, seen };
    },
    'Upstash, connection refused': async () => ({
      env: { UPSTASH_REDIS_REST_URL: `http://127.0.0.1:${await closedPort()}`, UPSTASH_REDIS_REST_TOKEN: 'token' },
    }),
    'Upstash, accepts but never answers': async () => {
      const { port, seen } = await silentStore();
      return { env: { UPSTASH_REDIS_REST_URL: `http://127.0.0.1:${port}`, UPSTASH_REDIS_REST_TOKEN: 'token' }, seen };
    },
    'PostgreSQL, connection refused': async () => ({ env: { RATE_LIMIT_STORE: 'postgres' }, sql: pool(await closedPort()) }),
    'PostgreSQL, accepts but never answers': async () => {
      const { port, seen } = await silentStore();
      return { env: { RATE_LIMIT_STORE: 'postgres' }, sql: pool(port), seen };
    },
  };

  for (const [name, make] of Object.entries(cases)) {
    it(`${name}: answers from this instance's counters, marked degraded, and leaves the store alone for a while`, async () => {
      vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      const { env, sql, seen } = await make();
      const limiter = track(createRateLimiter(parseConfig(env), { prefix: prefix(), sql }));
      await awayFromWindowEdge(60_000, 10_000);
      const who = id('ip');
      const rule = { limit: 3, windowMs: 60_000 };
      // The first check tries the store and gives up on it (at most STORE_TIMEOUT_MS, bounded by the test timeout).
      expect(await limiter.limit(who, rule)).toMatchObject({ allowed: true, remaining: 2, limit: 3, degraded: true });
      const contactAfterFirst = seen && { ...seen };
      const later = [];
      for (let i = 0; i < 4; i++) later.push(await limiter.limit(who, rule));
      // The limit still holds on this instance.
      expect(later.map((r) => [r.allowed, r.remaining, r.degraded])).toEqual([
        [true, 1, true],
        [true, 0, true],
        [false, 0, true],
        [false, 0, true],
      ]);
      // During the retry pause nothing more reached the store: no new connection, not one more byte.
      if (seen) expect(seen).toEqual(contactAfterFirst);
    });
  }
});

describe('client address', () => {
  const request = (peer: string | null, xff?: string) => {
    const headers = new Headers();
    if (peer !== null) headers.set(PEER_ADDRESS_HEADER, peer);
    if (xff) headers.set('X-Forwarded-For', xff);
    return new Request('http://localhost/api/health', { headers });
  };

  it('with no trusted proxy, takes the socket address whatever X-Forwarded-For says', () => {
    expect(clientIp(request('10.0.0.9', '203.0.113.7, 198.51.100.4'), 0)).toBe('10.0.0.9');
    expect(clientIp(request('::ffff:127.0.0.1', '203.0.113.7'), 0)).toBe('127.0.0.1');
    expect(clientIp(request('', '203.0.113.7'), 0)).toBe(UNKNOWN_CLIENT);
  });

  it('behind N trusted proxies, takes the entry N places left of the socket address', () => {
    // nginx (10.0.0.1) appended the client 203.0.113.7 to a header the client forged.
    expect(clientIp(request('10.0.0.1', '6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    // A load balancer (10.0.0.2) then nginx (10.0.0.1): two hops.
    expect(clientIp(request('10.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    // A request that bypassed the proxy has a shorter chain: its leftmost entry, here the socket itself.
    expect(clientIp(request('198.51.100.4'), 1)).toBe('198.51.100.4');
    // What the trusted proxy wrote must be an address, or the request shares the unknown bucket.
    expect(clientIp(request('10.0.0.1', 'nonsense'), 1)).toBe(UNKNOWN_CLIENT);
  });

  it('without the peer header (not served by scripts/next-server.mjs) trusts nothing', () => {
    expect(clientIp(request(null, '203.0.113.7'), 0)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(request(null, '203.0.113.7'), 1)).toBe(UNKNOWN_CLIENT);
  });

  it('normalizes ports, brackets, IPv4-mapped addresses, and counts IPv6 per /64', () => {
    expect(normalizeAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('[2001:db8:85a3:8d3:1319:8a2e:370:7348]:443')).toBe('2001:db8:85a3:8d3::/64');
    expect(normalizeAddress('2001:db8:85a3:8d3::1')).toBe(normalizeAddress('2001:0db8:85a3:08d3:ffff::2'));
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normalizeAddress('example.com')).toBeNull();
  });
});
