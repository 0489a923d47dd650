// Rate limits end to end over real HTTP, on the backend the environment selects: the in-process limiter
// on the first CI pass, the real Redis (REDIS_URL) on the second. Every test gets its own key prefix in
// the store, its own client IPs and its own keys, so runs never share counters.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { apiKeys } from '@/db/schema';
import { config, resetConfigCache } from '@/lib/platform/config';
import { createRateLimiter, getRateLimiter, resetRateLimiter, setRateLimiter } from '@/lib/platform/rate-limit';
import { checkIpLimit } from '@/lib/platform/rate-limit/api-limits';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestKey, createTestOrg } from '../helpers/fixtures';
import { flushApiKeyUsage } from '@/lib/api-keys/usage';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await resetRateLimiter();
  await server.close();
});

const ENV_NAMES = ['RATE_LIMIT_IP_PER_MINUTE', 'RATE_LIMIT_KEY_PER_HOUR', 'TRUST_PROXY', 'REDIS_URL', 'LOG_LEVEL'] as const;
const originalEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
afterEach(async () => {
  for (const name of ENV_NAMES) {
    if (originalEnv[name] === undefined) delete process.env[name];
    else process.env[name] = originalEnv[name];
  }
  resetConfigCache();
  await resetRateLimiter();
  vi.restoreAllMocks();
});

type Limits = { ipPerMinute?: number | null; keyPerHour?: number | null; trustProxy?: number };

/** Sets the limits through the environment (null: unset, so the default applies) and installs a fresh limiter. */
async function useLimits(limits: Limits) {
  const set = (name: string, value: number | boolean | null | undefined) => {
    if (value === undefined) return;
    if (value === null) delete process.env[name];
    else process.env[name] = String(value);
  };
  set('RATE_LIMIT_IP_PER_MINUTE', limits.ipPerMinute);
  set('RATE_LIMIT_KEY_PER_HOUR', limits.keyPerHour);
  set('TRUST_PROXY', limits.trustProxy ?? 1);
  resetConfigCache();
  await resetRateLimiter();
  setRateLimiter(createRateLimiter(config(), { prefix: `test:${randomBytes(6).toString('hex')}` }));
}

const randomIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Fixed windows restart on the clock; a burst that must stay inside one window waits out the last seconds. */
async function awayFromWindowEdge(windowMs: number, neededMs = 10_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((r) => setTimeout(r, left + 50));
}

function send(path: string, options: { ip?: string; key?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${server.url}${path}`, {
    headers: {
      ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
      ...(options.key ? { Authorization: `Bearer ${options.key}` } : {}),
      ...options.headers,
    },
  });
}

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get('x-error-code')).toBe('rate_limit_exceeded');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
  const body = await res.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatch(/límite/);
  expect(body.error).toContain(`Intenta de nuevo en ${retryAfter} segundo`);
  return { retryAfter, body };
}

function rateHeaders(res: Response) {
  return {
    limit: Number(res.headers.get('x-ratelimit-limit')),
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    reset: Number(res.headers.get('x-ratelimit-reset')),
  };
}

const endOfWindowSeconds = (windowMs: number) => ((Math.floor(Date.now() / windowMs) + 1) * windowMs) / 1000;

const cli = (...args: string[]) =>
  promisify(execFile)('node', ['--import', 'tsx', 'cli/index.ts', ...args, '--json'], { env: process.env });

describe('per-IP limit over every /api route', () => {
  it('uses 120 per minute when RATE_LIMIT_IP_PER_MINUTE is not set, and refuses exactly the 121st request', async () => {
    await useLimits({ ipPerMinute: null });
    expect(config().RATE_LIMIT_IP_PER_MINUTE).toBe(120);
    await awayFromWindowEdge(60_000);
    const ip = randomIp();
    for (let i = 1; i <= 120; i++) {
      const res = await send('/api/health', { ip });
      expect(res.status).toBe(200);
      expect(rateHeaders(res)).toMatchObject({ limit: 120, remaining: 120 - i });
    }
    const refused = await send('/api/health', { ip });
    await expectRateLimited(refused);
    expect(rateHeaders(refused)).toMatchObject({ limit: 120, remaining: 0 });
    // Another address is counted on its own.
    expect((await send('/api/health', { ip: randomIp() })).status).toBe(200);
  });

  it('follows RATE_LIMIT_IP_PER_MINUTE and refuses before any authentication work', async () => {
    await useLimits({ ipPerMinute: 5 });
    await awayFromWindowEdge(60_000);
    const ip = randomIp();
    // Unauthenticated requests count: four 401s (no key) ...
    for (let i = 0; i < 4; i++) expect((await send('/api/v1/account', { ip })).status).toBe(401);
    // ... then one with a valid key; the sixth request is refused even though its key is valid,
    // and the key is not even looked up (its usage counter stays at 1).
    const org = await createTestOrg();
    const { key, id } = await createTestKey(org.id);
    expect((await send('/api/v1/account', { ip, key })).status).toBe(200);
    const refused = await send('/api/v1/account', { ip, key });
    const { body } = await expectRateLimited(refused);
    expect(body.error).toContain('5 por minuto');
    await flushApiKeyUsage();
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.usageCount).toBe(1);
    // Unauthenticated routes outside /api/v1 share the same per-IP count.
    await expectRateLimited(await send('/api/health', { ip }));
  });

  it('admits exactly 50 of 100 concurrent requests from one IP against a limit of 50', async () => {
    await useLimits({ ipPerMinute: 50 });
    await awayFromWindowEdge(60_000);
    const ip = randomIp();
    const results = await Promise.all(Array.from({ length: 100 }, () => send('/api/v1/account', { ip })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    // Each admitted request saw a different remaining count: 49 down to 0.
    const remaining = results.filter((r) => r.status === 401).map((r) => rateHeaders(r).remaining);
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe('per-key limit over authenticated /api/v1 routes', () => {
  it('uses 1000 per hour when RATE_LIMIT_KEY_PER_HOUR is not set, and refuses exactly the 1001st request', async () => {
    await useLimits({ ipPerMinute: 1_000_000, keyPerHour: null });
    expect(config().RATE_LIMIT_KEY_PER_HOUR).toBe(1000);
    await awayFromWindowEdge(3_600_000, 60_000);
    const org = await createTestOrg();
    const { key } = await createTestKey(org.id);
    const ip = randomIp();
    let admitted = 0;
    for (let batch = 0; batch < 50; batch++) {
      const results = await Promise.all(Array.from({ length: 20 }, () => send('/api/v1/account', { ip, key })));
      admitted += results.filter((r) => r.status === 200).length;
      for (const res of results) expect(rateHeaders(res).limit).toBe(1000);
    }
    expect(admitted).toBe(1000);
    const refused = await send('/api/v1/account', { ip, key });
    const { body } = await expectRateLimited(refused);
    expect(body.error).toContain('1000 por hora');
  }, 120_000); // up to 60 s waiting out the end of the hour, then 1001 requests

  it('follows RATE_LIMIT_KEY_PER_HOUR: counts per key, not per organization or IP', async () => {
    await useLimits({ ipPerMinute: 1000, keyPerHour: 5 });
    await awayFromWindowEdge(3_600_000);
    const org = await createTestOrg();
    const first = await createTestKey(org.id);
    const second = await createTestKey(org.id);
    for (let i = 1; i <= 5; i++) {
      const res = await send('/api/v1/account', { ip: randomIp(), key: first.key });
      expect(res.status).toBe(200);
      expect(rateHeaders(res)).toMatchObject({ limit: 5, remaining: 5 - i });
    }
    const refused = await send('/api/v1/account', { ip: randomIp(), key: first.key });
    const { retryAfter } = await expectRateLimited(refused);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(rateHeaders(refused)).toMatchObject({ limit: 5, remaining: 0 });
    // The organization's other key has its own count.
    expect((await send('/api/v1/account', { ip: randomIp(), key: second.key })).status).toBe(200);
  });

  it("applies the organization's own limit set with npm run cli -- org:set-limit, below or above the default", async () => {
    await useLimits({ ipPerMinute: 1000, keyPerHour: 4 });
    await awayFromWindowEdge(3_600_000);
    const strict = await createTestOrg();
    const generous = await createTestOrg();
    const { stdout } = await cli('org:set-limit', '--org', strict.id, '--per-hour', '2');
    expect(JSON.parse(stdout)).toEqual({ id: strict.id, perHour: 2 });
    await cli('org:set-limit', '--org', generous.id, '--per-hour', '7');
    const strictKey = await createTestKey(strict.id);
    const generousKey = await createTestKey(generous.id);
    const ip = randomIp();

    const strictStatuses = [];
    for (let i = 0; i < 3; i++) strictStatuses.push((await send('/api/v1/account', { ip, key: strictKey.key })).status);
    expect(strictStatuses).toEqual([200, 200, 429]);

    const generousStatuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await send('/api/v1/account', { ip, key: generousKey.key });
      generousStatuses.push(res.status);
      expect(rateHeaders(res).limit).toBe(7);
    }
    expect(generousStatuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('admits exactly 50 of 100 concurrent requests with one key against a limit of 50', async () => {
    await useLimits({ ipPerMinute: 1000, keyPerHour: 50 });
    await awayFromWindowEdge(3_600_000);
    const org = await createTestOrg();
    const { key } = await createTestKey(org.id);
    const results = await Promise.all(Array.from({ length: 100 }, () => send('/api/v1/account', { ip: randomIp(), key })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(50);
    expect(results.filter((r) => r.status === 429)).toHaveLength(50);
  });
});

describe('X-RateLimit-* headers', () => {
  it('are on every response, success or error, and describe the tighter of the two limits', async () => {
    await useLimits({ ipPerMinute: 6, keyPerHour: 100 });
    await awayFromWindowEdge(60_000);
    const ip = randomIp();
    const org = await createTestOrg();
    const { key } = await createTestKey(org.id);
    const { key: readOnly } = await createTestKey(org.id, ['tracking:read']);
    const minuteEnd = endOfWindowSeconds(60_000);

    // The per-IP limit (6/min) is tighter than the key's (100/h): the headers follow it.
    const responses = [
      await send('/api/v1/account', { ip, key }), // 200
      await send('/api/v1/account', { ip }), // 401 no key
      await send('/api/v1/orders', { ip, key: readOnly }), // 403 missing scope
      await send('/api/v1/no-such-route', { ip }), // 404
      await send('/api/health', { ip }), // 200 outside /api/v1
      await send('/api/v1/account', { ip, key }), // 200, the last one
      await send('/api/v1/account', { ip, key }), // 429
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 401, 403, 404, 200, 200, 429]);
    responses.forEach((res, i) => {
      expect(rateHeaders(res)).toEqual({ limit: 6, remaining: Math.max(0, 5 - i), reset: minuteEnd });
      expect(res.headers.get('x-request-id')).toBeTruthy();
    });
    // Retry-After and X-RateLimit-Reset describe the same moment.
    const retryAfter = Number(responses[6].headers.get('retry-after'));
    expect(Math.abs(Date.now() / 1000 + retryAfter - minuteEnd)).toBeLessThanOrEqual(2);
    expect(responses.slice(0, 6).every((r) => r.headers.get('retry-after') === null)).toBe(true);
  });

  it('follow the per-key limit when it is the tighter one', async () => {
    await useLimits({ ipPerMinute: 100, keyPerHour: 3 });
    await awayFromWindowEdge(3_600_000);
    const ip = randomIp();
    const org = await createTestOrg();
    const { key } = await createTestKey(org.id);
    const hourEnd = endOfWindowSeconds(3_600_000);
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(rateHeaders(await send('/api/v1/account', { ip, key })));
    expect(seen).toEqual([
      { limit: 3, remaining: 2, reset: hourEnd },
      { limit: 3, remaining: 1, reset: hourEnd },
      { limit: 3, remaining: 0, reset: hourEnd },
      { limit: 3, remaining: 0, reset: hourEnd },
    ]);
    // An unauthenticated request from the same IP only has the per-IP limit to show.
    expect(rateHeaders(await send('/api/v1/account', { ip }))).toMatchObject({ limit: 100, remaining: 95 });
  });
});

describe('client address (TRUST_PROXY)', () => {
  it('TRUST_PROXY=1 counts the entry the one trusted proxy wrote, whatever the client put before it', async () => {
    await useLimits({ ipPerMinute: 2, trustProxy: 1 });
    await awayFromWindowEdge(60_000);
    const [client, forged, other] = [randomIp(), randomIp(), randomIp()];
    // The proxy appended `client`; the entries before it are the client's own and change nothing.
    expect((await send('/api/health', { ip: `${forged}, ${client}` })).status).toBe(200);
    expect((await send('/api/health', { ip: `${randomIp()}, ${client}` })).status).toBe(200);
    await expectRateLimited(await send('/api/health', { ip: client }));
    expect((await send('/api/health', { ip: `${client}, ${other}` })).status).toBe(200);
  });

  it('TRUST_PROXY=0 counts the socket address: a rotated or forged X-Forwarded-For changes nothing', async () => {
    await useLimits({ ipPerMinute: 3, trustProxy: 0 });
    await awayFromWindowEdge(60_000);
    // The attack of the security review: a new made-up address on every request.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send('/api/health', { ip: randomIp() })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    // Nor can a client forge the server's own peer header.
    const forged = await fetch(`${server.url}/api/health`, {
      headers: { 'x-envios-peer-address': randomIp(), 'X-Forwarded-For': randomIp() },
    });
    await expectRateLimited(forged);
  });

  it("TRUST_PROXY=0: naming another client's address does not spend that client's budget", async () => {
    await useLimits({ ipPerMinute: 2, trustProxy: 0 });
    await awayFromWindowEdge(60_000);
    const victim = randomIp();
    // Every request here comes from 127.0.0.1; claiming to be `victim` spends 127.0.0.1's budget only.
    expect((await send('/api/health', { ip: victim })).status).toBe(200);
    expect((await send('/api/health', { ip: victim })).status).toBe(200);
    await expectRateLimited(await send('/api/health', { ip: victim }));
    // The victim's own bucket was never touched: its first real request is its first hit.
    expect(await checkIpLimit(victim)).toMatchObject({ allowed: true, remaining: 1 });
  });
});

describe('when Redis is unreachable', () => {
  it('answers quickly from per-instance counters, keeps the headers, and logs one warning', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    process.env.REDIS_URL = `redis://127.0.0.1:${closedPort}`;
    process.env.LOG_LEVEL = 'warn';
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    process.env.RATE_LIMIT_IP_PER_MINUTE = '3';
    process.env.TRUST_PROXY = '1';
    resetConfigCache();
    await resetRateLimiter();
    expect(getRateLimiter().backend).toBe('redis');
    await awayFromWindowEdge(60_000);

    const ip = randomIp();
    const timings: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await send('/api/health', { ip });
      timings.push(performance.now() - started);
      statuses.push(res.status);
      expect(rateHeaders(res)).toMatchObject({ limit: 3, remaining: Math.max(0, 2 - i) });
    }
    // Fail open to this instance's own counting: the limit still holds here, nothing waits for Redis.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Math.max(...timings)).toBeLessThan(1000);
    const warnings = stderr.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('rate limiter store unreachable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0])).toMatchObject({ level: 'warn', backend: 'redis' });
  });
});
