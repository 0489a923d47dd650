// Several server processes on one machine (scripts/serve.ts) and no shared store configured: the workers
// count through the primary process with rate-limiter-flexible's RateLimiterCluster (worker side) and
// RateLimiterClusterMaster (primary side, over node:cluster's IPC), so a limit holds across all of them
// exactly as in a single process. Should the primary not answer in time (it is being replaced, say), the
// worker answers from counters of its own, marked `degraded`, as with every other store (./fail-open.ts).
import { RateLimiterCluster, RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { createFailOpenLimiter } from './fail-open';
import { COUNT_ONLY_POINTS, countHit, DEFAULT_DURATION_SECONDS, refundHit } from './fixed-window';
import { DEFAULT_PREFIX, type RateLimiter } from './types';

/** Set by scripts/serve.ts in the environment of its workers when there are several. */
export const LIMIT_VIA_PRIMARY_ENV = 'ENVIOS_RATE_LIMIT_VIA_PRIMARY';
export const PRIMARY_TIMEOUT_MS = 1000;

/**
 * In the primary of a node:cluster server, before the workers start: answers every worker's limit
 * requests from one set of in-memory counters (one per key prefix).
 */
export function serveRateLimitsToWorkers(): void {
  new RateLimiterClusterMaster(); // a singleton: listens on cluster 'message' for all workers
}

/**
 * In a worker (needs the IPC channel to the primary: `process.send`). One per key prefix and process:
 * the library routes the primary's answers by prefix.
 */
export function createLimiterViaPrimary(options: { prefix?: string; timeoutMs?: number } = {}): RateLimiter {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const timeoutMs = options.timeoutMs ?? PRIMARY_TIMEOUT_MS;
  const store = new RateLimiterCluster({ keyPrefix: prefix, points: COUNT_ONLY_POINTS, duration: DEFAULT_DURATION_SECONDS, timeoutMs });
  return createFailOpenLimiter(
    {
      backend: 'memory',
      limit: (identifier, rule) => countHit(store, identifier, rule),
      refund: (identifier, rule, hit) => refundHit(store, identifier, rule, hit),
      async close() {
        // The IPC channel belongs to the process.
      },
    },
    // The library rejects at timeoutMs; the outer bound only matters if it did not.
    { prefix, timeoutMs: timeoutMs + 100 },
  );
}
