// A revoked key, or a key that lost a scope, is refused by every server process of the instance as soon as the act
// that changed it answers (lib/platform/cache: the acting process waits until every listening process confirmed the change),
// on the real multi-process server: scripts/serve.ts with three workers running the real API route handlers and
// the real key cache (tests/helpers/cache-worker.mjs). Each trial warms the key into every worker's cache, changes
// it through one worker as the dashboard's server action does, and asks every worker at once the moment that
// answer arrives. Before the acting process waited, another worker answered from its cache until PostgreSQL's
// notification reached it: 200 for a revoked key in some trials.
// The acting process waits at most CACHE_CONFIRM_TIMEOUT_MS (lib/platform/config.ts) and then answers anyway, with a
// warning: a worker too busy to confirm in time would then show a stale answer that proves nothing about the
// confirmation. So the workers get a long timeout, log their warnings, and a trial whose act did not hear every
// worker fails as such, apart from a stale answer (which then means a worker confirmed and still answered 200).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '@/lib/api-keys/key-format';
import { createTestKey, createTestOrg } from '../helpers/fixtures';

type Worker = { pid: number; url: string };
let primary: ChildProcess;
let workers: Worker[] = [];
let output = '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The warnings of an act that answered without every worker's confirmation. */
const UNCONFIRMED = /[^\n]*(not every server process confirmed|no listening connection to confirm|could not ask the other processes)[^\n]*/;

beforeAll(async () => {
  primary = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-p', '0'], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: '3',
      ENVIOS_SERVE_WORKER: 'tests/helpers/cache-worker.mjs',
      LOG_LEVEL: process.env.CACHE_LOG ?? 'warn',
      CACHE_CONFIRM_TIMEOUT_MS: process.env.CACHE_CONFIRM_TIMEOUT_MS ?? '120000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout!.on('data', (d) => (output += d));
  primary.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 600 && workers.length < 3; i++) {
    await sleep(100);
    workers = [...output.matchAll(/cache-worker (\d+) listening \d+ own (\d+)/g)].map((m) => ({
      pid: Number(m[1]),
      url: `http://127.0.0.1:${m[2]}`,
    }));
  }
  if (workers.length < 3) throw new Error(`the workers did not start:\n${output}`);
}, 120_000);

afterAll(async () => {
  if (primary?.exitCode === null) {
    primary.kill('SIGTERM');
    await new Promise((resolve) => primary.once('exit', resolve));
  }
});

const get = (worker: Worker, path: string, key: string) =>
  fetch(`${worker.url}${path}`, { headers: { Authorization: `Bearer ${key}` } }).then(async (res) => (await res.arrayBuffer(), res.status));

/** The key answered by `worker` and held in its cache (its listener may still be starting: then nothing is kept). */
async function warm(worker: Worker, key: string) {
  for (let i = 0; i < 200; i++) {
    expect(await get(worker, '/api/v1/orders?limit=1', key)).toBe(200);
    const { cached } = await (await fetch(`${worker.url}/__cached/${hashApiKey(key)}`)).json();
    if (cached) return;
    await sleep(20);
  }
  throw new Error(`worker ${worker.pid} never cached the key`);
}

async function act(worker: Worker, path: string, body: unknown) {
  const res = await fetch(`${worker.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(200);
}

describe('key changes across the processes of one instance', () => {
  it('a revoked key and a removed scope are refused by every worker the moment the act answers', { timeout: 600_000 }, async () => {
    const trials = Number(process.env.CACHE_RACE_TRIALS ?? 60);
    const stale: string[] = [];
    for (let trial = 0; trial < trials; trial++) {
      const org = await createTestOrg();
      const { id, key } = await createTestKey(org.id, ['orders:read', 'tracking:read']);
      for (const worker of workers) await warm(worker, key);
      const actor = workers[trial % workers.length];
      const revoke = trial % 2 === 0;
      const before = output.length;
      if (revoke) await act(actor, '/revoke', { id, organizationId: org.id });
      else await act(actor, '/scopes', { id, organizationId: org.id, scopes: ['tracking:read'] });
      const statuses = await Promise.all(workers.map((worker) => get(worker, '/api/v1/orders?limit=1', key)));
      // written by the actor before it answered (lib/platform/cache/listener.ts `confirmCacheInvalidation`)
      const unconfirmed = UNCONFIRMED.exec(output.slice(before));
      if (unconfirmed)
        throw new Error(
          `trial ${trial}: the act answered before every worker confirmed the change, so its answers prove nothing: ${unconfirmed[0]}`,
        );
      const expected = revoke ? 401 : 403;
      statuses.forEach((status, i) => {
        if (status !== expected)
          stale.push(
            `trial ${trial} (${revoke ? 'revoked' : 'scope removed'} through worker ${actor.pid}): worker ${workers[i].pid} answered ${status}`,
          );
      });
    }
    if (process.env.CACHE_LOG) console.log(output);
    expect(stale).toEqual([]);
  });
});
