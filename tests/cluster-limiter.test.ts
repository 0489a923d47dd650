// Several server processes without Redis (scripts/serve.ts): the workers' limits are counted by the
// primary over IPC, so a limit holds across processes; without an answer a worker counts by itself.
import { fork, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createLimiterViaPrimary, serveRateLimits } from '@/lib/rate-limit/cluster-limiter';
import { createMemoryLimiter } from '@/lib/rate-limit/memory-limiter';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

function startWorker(): Promise<ChildProcess> {
  const child = fork('tests/helpers/limiter-worker.ts', [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', () => resolve(child));
  });
}

function run(child: ChildProcess, go: { identifier: string; hits: number; limit: number }): Promise<{ allowed: number; degraded: boolean }> {
  return new Promise((resolve) => {
    const onMessage = (message: { allowed?: number; degraded?: boolean }) => {
      if (message?.allowed === undefined) return;
      child.off('message', onMessage);
      resolve(message as { allowed: number; degraded: boolean });
    };
    child.on('message', onMessage);
    child.send({ go });
  });
}

describe('rate limits shared by the primary process', () => {
  it('two worker processes hitting one identifier at once are allowed exactly the limit between them', { timeout: 30_000 }, async () => {
    const primary = createMemoryLimiter({ prefix: 'test' });
    const workers = await Promise.all([startWorker(), startWorker()]);
    for (const worker of workers) serveRateLimits(worker as never, primary);
    const identifier = `ip:203.0.113.${Math.floor(Math.random() * 250)}`;
    const results = await Promise.all(workers.map((w) => run(w, { identifier, hits: 40, limit: 25 })));
    expect(results.reduce((sum, r) => sum + r.allowed, 0)).toBe(25);
    expect(results.every((r) => !r.degraded)).toBe(true);
    // The primary's own count agrees: the 81st hit leaves nothing.
    expect(await primary.limit(identifier, { limit: 25, windowMs: 3_600_000 })).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('answers from the worker’s own counters, marked degraded, when the primary does not answer in time', async () => {
    const silent = { send: () => true, on: () => undefined };
    const limiter = createLimiterViaPrimary(silent, { timeoutMs: 50 });
    const started = Date.now();
    const first = await limiter.limit('key:k1', { limit: 1, windowMs: 60_000 });
    expect(first).toMatchObject({ allowed: true, remaining: 0, degraded: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(await limiter.limit('key:k1', { limit: 1, windowMs: 60_000 })).toMatchObject({ allowed: false, degraded: true });
    await limiter.close();
  });

  it('answers at once from its own counters when there is no IPC channel', async () => {
    const limiter = createLimiterViaPrimary({ on: () => undefined }, { timeoutMs: 60_000 });
    expect(await limiter.limit('ip:198.51.100.1', { limit: 2, windowMs: 60_000 })).toMatchObject({ allowed: true, remaining: 1, degraded: true });
  });
});
