// Every shared store (Upstash, Redis, PostgreSQL, the primary process of scripts/serve.ts) behind one rule:
// when the store fails or is slow, requests are neither held up nor refused; this instance's own counters
// answer (same fixed windows), marked `degraded`, until the store is back (docs/api/rate-limits.md).
import { log } from '@/lib/platform/log';
import { createMemoryLimiter } from './memory-limiter';
import type { RateLimitResult, RateLimitRule, RateLimiter, StoreLimiter } from './types';

/** Longest wait for the store on one check, whatever its client does (a hung HTTP request, a silent socket). */
export const STORE_TIMEOUT_MS = 1000;
/** After a failure the store is left alone this long, so an outage costs no time per request. */
export const STORE_RETRY_AFTER_MS = 5000;
/** At most one "store unreachable" warning per this interval per limiter. */
const WARN_EVERY_MS = 30_000;

export class RateLimitStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateLimitStoreError';
  }
}

/** `promise`, or a RateLimitStoreError after `ms`; the late answer of a store is dropped. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RateLimitStoreError(`no answer within ${ms} ms`)), ms);
    timer.unref?.();
  });
  promise.catch(() => {}); // a failure after the timeout is already accounted for
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type FailOpenLimiter = RateLimiter & {
  /** Logs a store failure seen outside a check (a dropped connection), rate-limited like the others. */
  reportStoreError(error: unknown): void;
};

export function createFailOpenLimiter(store: StoreLimiter, options: { prefix: string; timeoutMs?: number }): FailOpenLimiter {
  const timeoutMs = options.timeoutMs ?? STORE_TIMEOUT_MS;
  const fallback = createMemoryLimiter({ prefix: options.prefix });
  let storeSkippedUntil = 0;
  let lastWarning = 0;
  let suppressedWarnings = 0;

  function reportStoreError(error: unknown) {
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) {
      suppressedWarnings += 1;
      return;
    }
    log.warn('rate limiter store unreachable: limits are counted per instance until it is back', {
      backend: store.backend,
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
    backend: store.backend,
    reportStoreError,
    async limit(identifier, rule) {
      if (Date.now() < storeSkippedUntil) return fromFallback(identifier, rule);
      try {
        return await withinTime(store.limit(identifier, rule), timeoutMs);
      } catch (error) {
        storeSkippedUntil = Date.now() + STORE_RETRY_AFTER_MS;
        reportStoreError(error);
        return fromFallback(identifier, rule);
      }
    },
    async refund(identifier, rule, hit) {
      // A hit counted by this instance's own counters is taken back there; one the store counted, in the store.
      if (hit.degraded) return fallback.refund(identifier, rule, hit);
      try {
        await withinTime(store.refund(identifier, rule, hit), timeoutMs);
      } catch (error) {
        reportStoreError(error);
      }
    },
    async close() {
      await fallback.close();
      await store.close();
    },
  };
}
