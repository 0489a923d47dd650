// The in-process backend (one instance, no shared store), also the fallback of every shared store:
// rate-limiter-flexible's RateLimiterMemory counting the fixed windows of ./fixed-window.ts. Each check is
// one synchronous step inside the library, so concurrent requests are counted one at a time.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { COUNT_ONLY_POINTS, countHit, DEFAULT_DURATION_SECONDS, refundHit } from './fixed-window';
import { DEFAULT_PREFIX, type RateLimiter } from './types';

export function createMemoryLimiter(options: { prefix?: string } = {}): RateLimiter {
  // Expired keys are dropped by the library (one unref'd timer per key), so the map stays small.
  const store = new RateLimiterMemory({
    keyPrefix: options.prefix || DEFAULT_PREFIX,
    points: COUNT_ONLY_POINTS,
    duration: DEFAULT_DURATION_SECONDS,
  });
  return {
    backend: 'memory',
    limit: (identifier, rule) => countHit(store, identifier, rule),
    refund: (identifier, rule, hit) => refundHit(store, identifier, rule, hit),
    async close() {
      // Nothing to release: the counters go with the limiter.
    },
  };
}
