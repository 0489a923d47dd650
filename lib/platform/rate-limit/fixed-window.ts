// Fixed windows aligned to the Unix epoch, counted by a rate-limiter-flexible limiter (memory, the primary
// process, Redis or PostgreSQL). The library keeps one integer per key with an expiry; this file decides
// what that integer means, identically for every store:
// - the key is `<identifier>:<window number>` (window number = floor(now / windowMs)), so every instance
//   that agrees on the clock counts into the same key, and a new window is a new key starting at zero;
// - every hit is counted, refused ones too (they only keep `remaining` at 0), unless the caller takes it
//   back (`refundHit`: the sign-in throttle does, for attempts that were no failed guess);
// - the library's own `points` is never what decides: the count is compared with the rule here, so one key
//   keeps one count whatever limit applies (an organization whose limit changes keeps its hits).
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitResult, RateLimitRule } from './types';

/** The library's limit for every store: never reached, so the library only counts (Postgres column: integer). */
export const COUNT_ONLY_POINTS = 2_147_483_647;

/** Key lifetime the library's limiter is created with; each hit passes its own window's (customDuration). */
export const DEFAULT_DURATION_SECONDS = 60;

/** The window `now` falls in: its number and when it ends (epoch ms). */
export function windowOf(rule: RateLimitRule, now = Date.now()): { bucket: number; resetAt: number } {
  const bucket = Math.floor(now / rule.windowMs);
  return { bucket, resetAt: (bucket + 1) * rule.windowMs };
}

export function resultFromCount(count: number, rule: RateLimitRule, resetAt: number): RateLimitResult {
  return {
    allowed: count <= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetAt,
    degraded: false,
  };
}

/** A refusal from the library (the count went past its points) rather than a failure of the store. */
function isCount(value: unknown): value is RateLimiterRes {
  return (
    typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as RateLimiterRes).consumedPoints === 'number'
  );
}

/**
 * Counts one hit of `identifier` in the current window of `rule` on `store`. Rejects only when the store
 * fails (no answer, connection refused, timeout of the primary process).
 */
export async function countHit(store: RateLimiterAbstract, identifier: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const { bucket, resetAt } = windowOf(rule);
  // The key outlives its window by less than one window (whole seconds: Redis expires in seconds).
  const options = { customDuration: Math.max(1, Math.ceil(rule.windowMs / 1000)) };
  let counted: RateLimiterRes;
  try {
    counted = await store.consume(`${identifier}:${bucket}`, 1, options);
  } catch (rejection) {
    if (!isCount(rejection)) throw rejection;
    counted = rejection;
  }
  return resultFromCount(counted.consumedPoints, rule, resetAt);
}

/**
 * Takes back one hit counted by `countHit` (`hit` is its answer): the key of that hit's window goes down by one.
 * Nothing once that window has ended (a new window starts at zero anyway). Rejects only when the store fails.
 */
export async function refundHit(store: RateLimiterAbstract, identifier: string, rule: RateLimitRule, hit: RateLimitResult): Promise<void> {
  if (Date.now() >= hit.resetAt) return;
  const bucket = Math.round(hit.resetAt / rule.windowMs) - 1;
  await store.reward(`${identifier}:${bucket}`, 1, { customDuration: Math.max(1, Math.ceil(rule.windowMs / 1000)) });
}
