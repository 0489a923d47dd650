// Several server processes without a shared store (scripts/serve.ts): the workers count through the primary
// with rate-limiter-flexible's cluster limiter over node:cluster's IPC, so a limit holds across processes;
// without an answer from the primary a worker counts by itself, marked degraded.
import { fork, type ChildProcess } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { serveRateLimitsToWorkers } from '@/lib/platform/rate-limit/cluster-limiter';

type Child = Worker | ChildProcess;
const children: Child[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

type Reply = { allowed: number; degraded: number };

function ready(child: Child): Promise<Child> {
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', () => resolve(child));
  });
}

function run(child: Child, go: { identifier: string; hits: number; limit: number }): Promise<Reply> {
  return new Promise((resolve) => {
    const onMessage = (message: Partial<Reply>) => {
      if (message?.allowed === undefined) return;
      child.off('message', onMessage);
      resolve(message as Reply);
    };
    child.on('message', onMessage);
    child.send({ go });
  });
}

describe('rate limits shared by the primary process', () => {
  it('two cluster workers hitting one identifier at once are allowed exactly the limit between them', { timeout: 60_000 }, async () => {
    // This test process is the primary, as scripts/serve.ts is: the counters live here.
    serveRateLimitsToWorkers();
    cluster.setupPrimary({ exec: 'tests/helpers/limiter-worker.ts', execArgv: ['--import', 'tsx'], silent: false });
    const prefix = `test:${randomBytes(6).toString('hex')}`;
    const workers = await Promise.all([0, 1].map(() => ready(cluster.fork({ LIMITER_PREFIX: prefix, LIMITER_TIMEOUT_MS: '10000' }))));
    const identifier = `ip:203.0.113.${Math.floor(Math.random() * 250)}`;
    const results = await Promise.all(workers.map((w) => run(w, { identifier, hits: 40, limit: 25 })));
    expect(results.reduce((sum, r) => sum + r.allowed, 0)).toBe(25);
    expect(results.map((r) => r.degraded)).toEqual([0, 0]);
    // A third process counting into the same primary sees the 80 hits already made: nothing left.
    const third = await ready(cluster.fork({ LIMITER_PREFIX: prefix, LIMITER_TIMEOUT_MS: '10000' }));
    expect(await run(third, { identifier, hits: 1, limit: 81 })).toEqual({ allowed: 1, degraded: 0 });
    expect(await run(third, { identifier, hits: 1, limit: 81 })).toEqual({ allowed: 0, degraded: 0 });
  });

  it('answers from the worker’s own counters, marked degraded, when no primary answers', { timeout: 60_000 }, async () => {
    // A plain child process with an IPC channel whose parent runs no limiter: every request times out.
    const child = await ready(
      fork('tests/helpers/limiter-worker.ts', [], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        env: { ...process.env, LIMITER_PREFIX: 'test:nobody', LIMITER_TIMEOUT_MS: '100' },
      }),
    );
    // The limit still holds inside the worker: 3 of 5 concurrent hits, all answered locally.
    expect(await run(child, { identifier: 'key:k1', hits: 5, limit: 3 })).toEqual({ allowed: 3, degraded: 5 });
    // While the primary is being skipped, later hits count on the same local counters.
    expect(await run(child, { identifier: 'key:k1', hits: 1, limit: 3 })).toEqual({ allowed: 0, degraded: 1 });
  });
});
