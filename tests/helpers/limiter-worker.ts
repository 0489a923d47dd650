// A stand-in for a server worker (tests/cluster-limiter.test.ts): on "go" it makes `hits` concurrent checks
// through the primary's limiter and sends back how many were allowed.
import { createLimiterViaPrimary } from '@/lib/rate-limit/cluster-limiter';

const limiter = createLimiterViaPrimary();
process.on('message', async (message: { go?: { identifier: string; hits: number; limit: number } }) => {
  if (!message?.go) return;
  const { identifier, hits, limit } = message.go;
  const results = await Promise.all(Array.from({ length: hits }, () => limiter.limit(identifier, { limit, windowMs: 3_600_000 })));
  process.send?.({ allowed: results.filter((r) => r.allowed).length, degraded: results.some((r) => r.degraded) });
});
process.send?.({ ready: true });
