// The one limiter interface the request wrappers use, whatever the backend behind it.

/** Key prefix in the shared store; tests pass their own so runs never share counters. */
export const DEFAULT_PREFIX = 'envios:rl';

/** At most `limit` hits per fixed window of `windowMs`, windows aligned to the Unix epoch. */
export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitResult = {
  allowed: boolean;
  limit: number;
  /** hits left in the current window after this one (never negative) */
  remaining: number;
  /** when the current window ends and the count starts again (epoch milliseconds) */
  resetAt: number;
  /** true when the shared store was unreachable and this instance's own counters answered */
  degraded: boolean;
};

/** Where the counts live (docs/api/rate-limits.md, "Backends"). */
export type RateLimitBackend = 'upstash' | 'redis' | 'postgres' | 'memory';

export interface RateLimiter {
  readonly backend: RateLimitBackend;
  /** Counts one hit for `identifier` (e.g. `ip:203.0.113.7`) and says whether it is within `rule`. Never throws. */
  limit(identifier: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /**
   * Takes back one hit that `limit` counted (`hit` is its answer): the attempt turned out not to be one the
   * rule is about (a sign-in refused before any check, or a right password). Nothing when the hit's window has
   * ended. Never throws.
   */
  refund(identifier: string, rule: RateLimitRule, hit: RateLimitResult): Promise<void>;
  /** Releases connections; the limiter must not be used afterwards. */
  close(): Promise<void>;
}

/**
 * A limiter over a store that can fail: `limit` rejects when the store does not answer. Only
 * lib/platform/rate-limit/fail-open.ts uses one directly; it turns the failures into per-instance counting.
 */
export type StoreLimiter = {
  readonly backend: RateLimitBackend;
  limit(identifier: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Takes back one hit of the window `hit` was counted in; rejects when the store fails. */
  refund(identifier: string, rule: RateLimitRule, hit: RateLimitResult): Promise<void>;
  close(): Promise<void>;
};
