// Readiness when the rate limiter's Redis is down (issue 32, finding 3; docs/observability.md): a store that
// refuses connections or accepts them and never answers leaves the instance serving, limits counted per
// instance (lib/platform/rate-limit/fail-open.ts), so /api/ready answers 200 `degraded` with checks.redis `unreachable`
// and the API keeps answering; only the database and this build's migrations make it 503 (tests/platform/observability.test.ts).
// Real HTTP through the real route handlers, a real Redis (tests/helpers/redis-server.ts), real sockets for the
// dead and the hanging one.
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigCache } from '@/lib/platform/config';
import { readinessResponseSchema } from '@/lib/platform/health/schemas';
import { resetRateLimiter } from '@/lib/platform/rate-limit';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { useRedis, type TestRedis } from '../helpers/redis-server';

const NAMES = ['REDIS_URL', 'RATE_LIMIT_STORE', 'UPSTASH_REDIS_REST_URL', 'UPSTASH_REDIS_REST_TOKEN'] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));

let server: TestServer;
let redis: TestRedis;
/** accepts connections and never answers a byte: a hanging Redis */
let hanging: net.Server;
const held: net.Socket[] = [];
let hangingUrl: string;
let closedUrl: string;

beforeAll(async () => {
  server = await startAppServer();
  redis = await useRedis();
  hanging = net.createServer((socket) => {
    held.push(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingUrl = `redis://127.0.0.1:${(hanging.address() as net.AddressInfo).port}`;
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedUrl = `redis://127.0.0.1:${(probe.address() as net.AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
});

afterEach(async () => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfigCache();
  await resetRateLimiter();
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => hanging.close(resolve));
  await server.close();
  await redis.stop();
});

/** Points the service (configuration and its limiter) at `env`, as an instance started with it. */
async function configure(env: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, env);
  resetConfigCache();
  await resetRateLimiter();
}

async function ready() {
  const res = await fetch(`${server.url}/api/ready`);
  const body = readinessResponseSchema.parse(await res.json());
  return { status: res.status, body };
}

describe('readiness with the rate limiter on Redis', () => {
  it('is ready while Redis answers', async () => {
    await configure({ REDIS_URL: redis.url });
    const { status, body } = await ready();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'ok' });
  });

  for (const [what, url] of [
    ['refuses connections', () => closedUrl],
    ['accepts connections and never answers', () => hangingUrl],
  ] as const) {
    it(`stays in the balancer when Redis ${what}: 200 degraded, and the API keeps answering`, async () => {
      await configure({ REDIS_URL: url() });
      const { api } = await createTestClient(server.url);
      const { status, body } = await ready();
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.status).toBe('degraded');
      expect(body.checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'unreachable' });
      // The limiter counts on this instance meanwhile: requests are answered, with their limit headers.
      for (let i = 0; i < 3; i++) {
        const res = await api('GET', '/account');
        expect(res.status, res.text).toBe(200);
        expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
      }
      // A second probe during the same outage says the same (the probe's connection is kept between probes).
      expect((await ready()).body.status).toBe('degraded');
    });
  }

  it('probes only the store the limiter uses: REDIS_URL down but RATE_LIMIT_STORE=postgres is ready', async () => {
    await configure({ REDIS_URL: closedUrl, RATE_LIMIT_STORE: 'postgres' });
    const { status, body } = await ready();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.checks.redis).toBe('not_configured');
  });

  it('Upstash that does not answer is degraded too, not 503', async () => {
    await configure({ UPSTASH_REDIS_REST_URL: closedUrl.replace('redis:', 'http:'), UPSTASH_REDIS_REST_TOKEN: 'token-de-prueba' });
    const { status, body } = await ready();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', checks: { database: 'ok', migrations: 'ok', redis: 'unreachable' } });
  });
});
