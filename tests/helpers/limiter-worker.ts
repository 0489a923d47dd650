// A stand-in for a server worker (tests/processes/cluster-limiter.test.ts), started with node:cluster or a plain fork:
// on "go" it makes `hits` concurrent checks through the primary's limiter (rate-limiter-flexible's
// RateLimiterCluster) and sends back how many were allowed and whether any was answered locally.
import { createLimiterViaPrimary } from '@/lib/platform/rate-limit/cluster-limiter';

const limiter = createLimiterViaPrimary({ prefix: process.env.LIMITER_PREFIX, timeoutMs: Number(process.env.LIMITER_TIMEOUT_MS ?? 1000) });
process.on('message', async (message: { go?: { identifier: string; hits: number; limit: number } }) => {
  if (!message?.go) return;
  const { identifier, hits, limit } = message.go;
  const results = await Promise.all(Array.from({ length: hits }, () => limiter.limit(identifier, { limit, windowMs: 3_600_000 })));
  process.send?.({ allowed: results.filter((r) => r.allowed).length, degraded: results.filter((r) => r.degraded).length });
});
process.send?.({ ready: true });
