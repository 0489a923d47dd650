// Added latency of the rate limiter per API request, per backend: `npx tsx bench/rate-limit.ts`.
// An authenticated /api/v1 request makes two checks in a row (per IP, then per key), so that pair is
// what one request pays. Redis: REDIS_URL or redis://127.0.0.1:6379 when it answers. PostgreSQL
// (RATE_LIMIT_STORE=postgres): only with DATABASE_URL set (a migrated database). Upstash: only with
// UPSTASH_REDIS_REST_URL/TOKEN set. Keys go under a throw-away prefix and expire with their window.
import { randomBytes } from 'node:crypto';
import { Redis as IORedis } from 'ioredis';
import { parseConfig } from '@/lib/platform/config';
import { createRateLimiter } from '@/lib/platform/rate-limit';
import type { RateLimiter } from '@/lib/platform/rate-limit/types';

const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = 50;
const ip = { limit: 1_000_000, windowMs: 60_000 };
const key = { limit: 1_000_000, windowMs: 3_600_000 };

type Stats = { n: number; mean: number; p50: number; p95: number; p99: number; max: number };
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    n: sorted.length,
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1]),
  };
}

/** One API request's worth of checks: per IP, then per key (each request from its own client and key). */
async function requestChecks(limiter: RateLimiter, i: number) {
  const ipResult = await limiter.limit(`ip:bench-${i % 500}`, ip);
  const keyResult = await limiter.limit(`key:bench-${i % 50}`, key);
  if (ipResult.degraded || keyResult.degraded) throw new Error(`${limiter.backend}: the store did not answer`);
}

async function measure(name: string, limiter: RateLimiter) {
  for (let i = 0; i < 200; i++) await requestChecks(limiter, i); // warm-up: connection, script cache, JIT
  const sequential: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    await requestChecks(limiter, i);
    sequential.push(performance.now() - started);
  }
  const concurrent: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SEQUENTIAL) {
        const i = next++;
        const t = performance.now();
        await requestChecks(limiter, i);
        concurrent.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      backend: name,
      perRequestMs: stats(sequential),
      [`underConcurrency${CONCURRENCY}Ms`]: stats(concurrent),
      requestsPerSecond: Math.round(SEQUENTIAL / seconds),
    }),
  );
}

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new IORedis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const prefix = `bench:${randomBytes(4).toString('hex')}`;

const memory = createRateLimiter(parseConfig({}), { prefix });
await measure('memory', memory);
await memory.close();

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (await redisAnswers(redisUrl)) {
  const redis = createRateLimiter(parseConfig({ REDIS_URL: redisUrl }), { prefix });
  await measure('redis (rate-limiter-flexible RateLimiterRedis + ioredis)', redis);
  await redis.close();
  // The floor under the Redis figures: one PING round trip on a plain connection.
  const plain = new IORedis(redisUrl);
  const pings: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t = performance.now();
    await plain.ping();
    pings.push(performance.now() - t);
  }
  plain.disconnect();
  console.log(JSON.stringify({ backend: 'reference: one Redis PING', perRequestMs: stats(pings) }));
} else {
  console.log(JSON.stringify({ backend: 'redis', skipped: `no Redis answering at ${redisUrl}` }));
}

if (process.env.DATABASE_URL) {
  const { closeDb } = await import('@/db/client');
  const pg = createRateLimiter(parseConfig({ RATE_LIMIT_STORE: 'postgres', DATABASE_URL: process.env.DATABASE_URL }), { prefix });
  await measure('postgres (rate-limiter-flexible RateLimiterPostgres, counter pool)', pg);
  await pg.close();
  await closeDb();
} else {
  console.log(JSON.stringify({ backend: 'postgres', skipped: 'DATABASE_URL not set' }));
}

if (process.env.UPSTASH_REDIS_REST_URL && process.env.UPSTASH_REDIS_REST_TOKEN) {
  const upstash = createRateLimiter(
    parseConfig({
      UPSTASH_REDIS_REST_URL: process.env.UPSTASH_REDIS_REST_URL,
      UPSTASH_REDIS_REST_TOKEN: process.env.UPSTASH_REDIS_REST_TOKEN,
    }),
    { prefix },
  );
  await measure('upstash', upstash);
  await upstash.close();
} else {
  console.log(JSON.stringify({ backend: 'upstash', skipped: 'UPSTASH_REDIS_REST_URL/TOKEN not set' }));
}
