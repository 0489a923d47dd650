// The in-process backend (one instance, no shared store): exactly the fixed-window counting of
// @upstash/ratelimit's `fixedWindow` Lua script, so the answers do not depend on the backend.
import type { RateLimitResult, RateLimitRule, RateLimiter } from './types';

type Counter = { count: number; expiresAt: number };

const SWEEP_EVERY_MS = 60_000;

export function createMemoryLimiter(options: { prefix?: string } = {}): RateLimiter {
  const prefix = options.prefix ?? '';
  const counters = new Map<string, Counter>();
  let nextSweep = Date.now() + SWEEP_EVERY_MS;

  // Windows that ended are never read again; drop them now and then so the map stays small.
  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, counter] of counters) if (counter.expiresAt <= now) counters.delete(key);
  }

  return {
    backend: 'memory',
    async limit(identifier: string, rule: RateLimitRule): Promise<RateLimitResult> {
      // Synchronous from here on, so concurrent requests are counted one at a time (like the Lua script).
      const now = Date.now();
      sweep(now);
      const bucket = Math.floor(now / rule.windowMs);
      const resetAt = (bucket + 1) * rule.windowMs;
      const key = `${prefix}:${identifier}:${bucket}`;
      const counter = counters.get(key) ?? { count: 0, expiresAt: resetAt };
      // As in the Lua script, refused hits are counted too; they only keep `remaining` at 0.
      counter.count += 1;
      counters.set(key, counter);
      return {
        allowed: counter.count <= rule.limit,
        limit: rule.limit,
        remaining: Math.max(0, rule.limit - counter.count),
        resetAt,
        degraded: false,
      };
    },
    async close() {
      counters.clear();
    },
  };
}
