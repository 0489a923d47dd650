// The process' rate limiter: backend chosen by configuration (Upstash, plain Redis, or in-process memory),
// created on first use and reported once in the log. `limit()` is the one call the rest of the code needs.
import { Redis as UpstashRedis } from '@upstash/redis';
import { config, type Config } from '@/lib/config';
import { log } from '@/lib/log';
import { createLimiterViaPrimary, LIMIT_VIA_PRIMARY_ENV, type WorkerChannel } from './cluster-limiter';
import { createIoredisConnection, createIoredisRequester } from './ioredis-requester';
import { createMemoryLimiter } from './memory-limiter';
import { createStoreLimiter, STORE_TIMEOUT_MS } from './ratelimit-limiter';
import { DEFAULT_PREFIX, type RateLimitBackend, type RateLimitResult, type RateLimitRule, type RateLimiter } from './types';

export type { RateLimitBackend, RateLimitResult, RateLimitRule, RateLimiter } from './types';

export { DEFAULT_PREFIX } from './types';

type RateLimitConfig = Pick<Config, 'UPSTASH_REDIS_REST_URL' | 'UPSTASH_REDIS_REST_TOKEN' | 'REDIS_URL'>;

/** Which backend a configuration selects, and a description safe to log (no token, no password). */
export function describeRateLimitBackend(cfg: RateLimitConfig): { backend: RateLimitBackend; target: string } {
  if (cfg.UPSTASH_REDIS_REST_URL) return { backend: 'upstash', target: new URL(cfg.UPSTASH_REDIS_REST_URL).host };
  if (cfg.REDIS_URL) {
    const url = new URL(cfg.REDIS_URL);
    return { backend: 'redis', target: `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}` };
  }
  if (process.env[LIMIT_VIA_PRIMARY_ENV] === '1') return { backend: 'memory', target: 'the primary process of this server (shared by its workers)' };
  return { backend: 'memory', target: 'this process (single instance)' };
}

export function createRateLimiter(cfg: RateLimitConfig, options: { prefix?: string } = {}): RateLimiter {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const { backend } = describeRateLimitBackend(cfg);
  if (backend === 'upstash') {
    const redis = new UpstashRedis({
      url: cfg.UPSTASH_REDIS_REST_URL!,
      token: cfg.UPSTASH_REDIS_REST_TOKEN!,
      // One attempt, bounded in time: a slow Upstash must not slow the API down.
      retry: { retries: 0 },
      signal: () => AbortSignal.timeout(STORE_TIMEOUT_MS),
      enableTelemetry: false,
      enableAutoPipelining: false,
    });
    return createStoreLimiter({ backend, redis, prefix });
  }
  if (backend === 'redis') {
    let report: (error: unknown) => void = () => {};
    const client = createIoredisConnection(cfg.REDIS_URL!, (error) => report(error));
    const redis = new UpstashRedis(createIoredisRequester(client));
    const limiter = createStoreLimiter({ backend, redis, prefix, disconnect: () => client.disconnect() });
    report = limiter.reportStoreError;
    return limiter;
  }
  // A worker of scripts/serve.ts: the counters are the primary's, so the limits hold across workers.
  if (process.env[LIMIT_VIA_PRIMARY_ENV] === '1' && typeof process.send === 'function') return createLimiterViaPrimary(process as WorkerChannel, { prefix });
  return createMemoryLimiter({ prefix });
}

// Kept on globalThis so a module reload (next dev) does not open a second Redis connection.
const state = ((globalThis as { __enviosRateLimiter?: { current?: RateLimiter } }).__enviosRateLimiter ??= {});

/** The limiter of this process, created from the configuration on first use. */
export function getRateLimiter(): RateLimiter {
  if (!state.current) {
    const cfg = config();
    state.current = createRateLimiter(cfg);
    log.info('rate limiter ready', describeRateLimitBackend(cfg));
  }
  return state.current;
}

/** Replaces the process' limiter (tests: one with its own key prefix). The caller keeps ownership of the previous one. */
export function setRateLimiter(limiter: RateLimiter | undefined): void {
  state.current = limiter;
}

/** Closes and drops the process' limiter; the next use builds a new one from the (re-read) configuration. */
export async function resetRateLimiter(): Promise<void> {
  const previous = state.current;
  state.current = undefined;
  await previous?.close();
}

/**
 * Counts one hit for `identifier` against `rule` on the process' limiter. Use a namespaced identifier
 * (`signin:<email>`), always with the same window. Never throws; when the shared store is down it answers
 * from this instance's counters (see docs/api/rate-limits.md).
 */
export function limit(identifier: string, rule: RateLimitRule): Promise<RateLimitResult> {
  return getRateLimiter().limit(identifier, rule);
}
