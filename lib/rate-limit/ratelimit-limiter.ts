// The shared-store backends (Upstash, or a plain Redis through the ioredis requester): @upstash/ratelimit's
// fixedWindow over an @upstash/redis client. When the store fails or is slow, requests are not held up and
// not refused: this instance's own counters answer (same algorithm) until the store is back.
import { Ratelimit } from '@upstash/ratelimit';
import type { Redis as UpstashRedis } from '@upstash/redis';
import { log } from '@/lib/log';
import { createMemoryLimiter } from './memory-limiter';
import type { RateLimitBackend, RateLimitResult, RateLimitRule, RateLimiter } from './types';

/** Longest wait for the store on one check, whatever the client does (covers a hung HTTP request to Upstash). */
export const STORE_TIMEOUT_MS = 1000;
/** After a failure the store is left alone this long, so an outage costs no time per request. */
export const STORE_RETRY_AFTER_MS = 5000;
/** At most one "store unreachable" warning per this interval per limiter. */
const WARN_EVERY_MS = 30_000;

export type StoreLimiterOptions = {
  backend: Exclude<RateLimitBackend, 'memory'>;
  redis: UpstashRedis;
  prefix: string;
  /** closes the underlying connection */
  disconnect?: () => Promise<void> | void;
};

export class RateLimitStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateLimitStoreError';
  }
}

export function createStoreLimiter(options: StoreLimiterOptions): RateLimiter & { reportStoreError(error: unknown): void } {
  const { backend, redis, prefix } = options;
  // One Ratelimit per (limit, window): the counter key does not depend on the limit, so an organization
  // whose limit changes keeps its count for the current window.
  const ratelimits = new Map<string, Ratelimit>();
  const fallback = createMemoryLimiter({ prefix });
  let storeSkippedUntil = 0;
  let lastWarning = 0;
  let suppressedWarnings = 0;

  function ratelimitFor(rule: RateLimitRule): Ratelimit {
    const id = `${rule.limit}/${rule.windowMs}`;
    let ratelimit = ratelimits.get(id);
    if (!ratelimit) {
      ratelimit = new Ratelimit({
        redis,
        limiter: Ratelimit.fixedWindow(rule.limit, `${rule.windowMs} ms`),
        prefix,
        // The store is the only source of truth: no local "blocked until" cache (it would let instances
        // disagree), no analytics writes.
        ephemeralCache: false,
        analytics: false,
        timeout: STORE_TIMEOUT_MS,
      });
      ratelimits.set(id, ratelimit);
    }
    return ratelimit;
  }

  function reportStoreError(error: unknown) {
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) {
      suppressedWarnings += 1;
      return;
    }
    log.warn('rate limiter store unreachable: limits are counted per instance until it is back', {
      backend,
      error: error instanceof Error ? error.message : String(error),
      suppressedWarnings,
    });
    lastWarning = now;
    suppressedWarnings = 0;
  }

  async function fromFallback(identifier: string, rule: RateLimitRule): Promise<RateLimitResult> {
    return { ...(await fallback.limit(identifier, rule)), degraded: true };
  }

  return {
    backend,
    reportStoreError,
    async limit(identifier, rule) {
      if (Date.now() < storeSkippedUntil) return fromFallback(identifier, rule);
      try {
        const response = await ratelimitFor(rule).limit(identifier);
        // On its timeout the library answers success with limit 0; treat it as the failure it is.
        if (response.reason === 'timeout') throw new RateLimitStoreError(`no answer within ${STORE_TIMEOUT_MS} ms`);
        return {
          allowed: response.success,
          limit: response.limit,
          remaining: response.remaining,
          resetAt: response.reset,
          degraded: false,
        };
      } catch (error) {
        storeSkippedUntil = Date.now() + STORE_RETRY_AFTER_MS;
        reportStoreError(error);
        return fromFallback(identifier, rule);
      }
    },
    async close() {
      await fallback.close();
      await options.disconnect?.();
    },
  };
}
