// The process' rate limiter: the store chosen by configuration (RATE_LIMIT_STORE; docs/api/rate-limits.md),
// created on first use and reported once in the log. `limit()` is the one call the rest of the code needs.
import type postgres from 'postgres';
import { config, runtimeEnv, type Config } from '@/lib/platform/config';
import { log } from '@/lib/platform/log';
import { createLimiterViaPrimary, LIMIT_VIA_PRIMARY_ENV } from './cluster-limiter';
import { createFailOpenLimiter } from './fail-open';
import { createMemoryLimiter } from './memory-limiter';
import { createPostgresStore, RATE_LIMIT_TABLE } from './postgres-limiter';
import { createRedisStore } from './redis-limiter';
import { createUpstashStore } from './upstash-limiter';
import { DEFAULT_PREFIX, type RateLimitBackend, type RateLimitResult, type RateLimitRule, type RateLimiter } from './types';

export type { RateLimitBackend, RateLimitResult, RateLimitRule, RateLimiter } from './types';

export { DEFAULT_PREFIX } from './types';

type RateLimitConfig = Pick<Config, 'RATE_LIMIT_STORE' | 'UPSTASH_REDIS_REST_URL' | 'UPSTASH_REDIS_REST_TOKEN' | 'REDIS_URL'> &
  Partial<Pick<Config, 'DATABASE_URL'>>;

/** A URL without its credentials or query (what the log and the start-up banner may show). */
function safeTarget(raw: string): string {
  const url = new URL(raw);
  return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

/**
 * Which store a configuration selects, and a description safe to log (no token, no password).
 * RATE_LIMIT_STORE=auto (the default): Upstash when configured, else Redis when REDIS_URL is set, else
 * memory; `postgres` only when asked for. lib/platform/config.ts refuses an explicit store whose settings are missing.
 */
export function describeRateLimitBackend(cfg: RateLimitConfig): { backend: RateLimitBackend; target: string } {
  const store = cfg.RATE_LIMIT_STORE ?? 'auto';
  if (store === 'upstash' || (store === 'auto' && cfg.UPSTASH_REDIS_REST_URL)) {
    return { backend: 'upstash', target: new URL(cfg.UPSTASH_REDIS_REST_URL!).host };
  }
  if (store === 'redis' || (store === 'auto' && cfg.REDIS_URL)) return { backend: 'redis', target: safeTarget(cfg.REDIS_URL!) };
  if (store === 'postgres') {
    const url = cfg.DATABASE_URL ?? runtimeEnv.databaseUrl();
    return { backend: 'postgres', target: `${url ? safeTarget(url) : 'la base de datos del servicio'} (tabla ${RATE_LIMIT_TABLE})` };
  }
  if (runtimeEnv.flag(LIMIT_VIA_PRIMARY_ENV))
    return { backend: 'memory', target: 'el proceso principal de este servidor (compartido por sus procesos de trabajo)' };
  return { backend: 'memory', target: 'este proceso (una sola instancia)' };
}

export type CreateOptions = {
  /** key prefix in the store (tests: their own, so runs never share counters) */
  prefix?: string;
  /** postgres store: the pool to count through (tests: one per simulated instance); default db/client's */
  sql?: postgres.Sql;
  /** longest wait for a shared store per check before this instance's counters answer (default 1 s) */
  storeTimeoutMs?: number;
};

export function createRateLimiter(cfg: RateLimitConfig, options: CreateOptions = {}): RateLimiter {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const failOpen = { prefix, timeoutMs: options.storeTimeoutMs };
  const { backend } = describeRateLimitBackend(cfg);
  switch (backend) {
    case 'upstash':
      return createFailOpenLimiter(
        createUpstashStore({
          url: cfg.UPSTASH_REDIS_REST_URL!,
          token: cfg.UPSTASH_REDIS_REST_TOKEN!,
          prefix,
          timeoutMs: options.storeTimeoutMs,
        }),
        failOpen,
      );
    case 'redis': {
      // Connection errors between checks are logged by the limiter's rate-limited warning.
      let report: (error: unknown) => void = () => {};
      const limiter = createFailOpenLimiter(createRedisStore({ url: cfg.REDIS_URL!, prefix, onError: (error) => report(error) }), failOpen);
      report = limiter.reportStoreError;
      return limiter;
    }
    case 'postgres':
      return createFailOpenLimiter(createPostgresStore({ prefix, sql: options.sql }), failOpen);
    case 'memory':
      // A worker of scripts/serve.ts: the counters are the primary's, so the limits hold across workers.
      if (runtimeEnv.flag(LIMIT_VIA_PRIMARY_ENV) && typeof process.send === 'function') return createLimiterViaPrimary({ prefix });
      return createMemoryLimiter({ prefix });
  }
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

/** Takes back one hit `limit()` counted for `identifier` (its answer: `hit`). Never throws. */
export function refund(identifier: string, rule: RateLimitRule, hit: RateLimitResult): Promise<void> {
  return getRateLimiter().refund(identifier, rule, hit);
}
