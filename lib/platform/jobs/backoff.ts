// The one back-off rule of the background jobs: how long to wait after the `attempt`-th failed attempt. A job
// declares its policy (lib/platform/jobs/job.ts `backoff`): either doubling from `firstMs` (at most `maxMs`, spread
// ±`jitter` so retries do not bunch) or a listed schedule (a webhook endpoint's, lib/webhooks/retry-schedule.ts),
// after whose last wait there is no other attempt.

/** Doubling: firstMs after the first failure, twice that after the second, and so on. */
export type ExponentialBackoff = { firstMs: number; maxMs?: number; jitter?: number };
/** Listed: delaysMs[n-1] after the n-th failure; none after the last. */
export type ListedBackoff = { delaysMs: readonly number[] };
export type BackoffPolicy = ExponentialBackoff | ListedBackoff;

/** The wait (ms) after failed attempt `attempt` (1 is the first); null when a listed schedule has ended. */
export function backoff(policy: ListedBackoff, attempt: number): number | null;
export function backoff(policy: ExponentialBackoff, attempt: number, random?: () => number): number;
export function backoff(policy: BackoffPolicy, attempt: number, random: () => number = Math.random): number | null {
  if ('delaysMs' in policy) return policy.delaysMs[attempt - 1] ?? null;
  const base = Math.min(policy.maxMs ?? Number.POSITIVE_INFINITY, policy.firstMs * 2 ** Math.max(0, attempt - 1));
  const jitter = policy.jitter ?? 0;
  return jitter === 0 ? base : Math.round(base * (1 - jitter + 2 * jitter * random()));
}
