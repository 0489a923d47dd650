// Upstash (UPSTASH_REDIS_REST_URL/TOKEN): @upstash/ratelimit's fixedWindow over @upstash/redis, the REST
// client Upstash maintains for its own protocol. Same windows, keys and counting as ./fixed-window.ts.
import { Ratelimit } from '@upstash/ratelimit';
import { Redis as UpstashRedis } from '@upstash/redis';
import { RateLimitStoreError, STORE_TIMEOUT_MS } from './fail-open';
import type { RateLimitRule, StoreLimiter } from './types';

export function createUpstashStore(options: { url: string; token: string; prefix: string; timeoutMs?: number }): StoreLimiter {
  const timeoutMs = options.timeoutMs ?? STORE_TIMEOUT_MS;
  const redis = new UpstashRedis({
    url: options.url,
    token: options.token,
    // One attempt, bounded in time: a slow Upstash must not slow the API down.
    retry: { retries: 0 },
    signal: () => AbortSignal.timeout(timeoutMs),
    enableTelemetry: false,
    enableAutoPipelining: false,
  });
  // One Ratelimit per (limit, window): the counter key does not depend on the limit, so an organization
  // whose limit changes keeps its count for the current window.
  const ratelimits = new Map<string, Ratelimit>();
  function ratelimitFor(rule: RateLimitRule): Ratelimit {
    const id = `${rule.limit}/${rule.windowMs}`;
    let ratelimit = ratelimits.get(id);
    if (!ratelimit) {
      ratelimit = new Ratelimit({
        redis,
        limiter: Ratelimit.fixedWindow(rule.limit, `${rule.windowMs} ms`),
        prefix: options.prefix,
        // The store is the only source of truth: no local "blocked until" cache (it would let instances
        // disagree), no analytics writes.
        ephemeralCache: false,
        analytics: false,
        timeout: timeoutMs,
      });
      ratelimits.set(id, ratelimit);
    }
    return ratelimit;
  }

  return {
    backend: 'upstash',
    async limit(identifier, rule) {
      const response = await ratelimitFor(rule).limit(identifier);
      // On its timeout the library answers success with limit 0; treat it as the failure it is.
      if (response.reason === 'timeout') throw new RateLimitStoreError(`no answer within ${timeoutMs} ms`);
      return { allowed: response.success, limit: response.limit, remaining: response.remaining, resetAt: response.reset, degraded: false };
    },
    async refund(identifier, rule, hit) {
      // The library counts into the window of its own clock: nothing to take back once the hit's has ended.
      if (Date.now() >= hit.resetAt) return;
      const response = await ratelimitFor(rule).limit(identifier, { rate: -1 });
      if (response.reason === 'timeout') throw new RateLimitStoreError(`no answer within ${timeoutMs} ms`);
    },
    async close() {
      // REST: no connection to close.
    },
  };
}
