// The production server: scripts/next-server.mjs (Next.js behind our own node:http server, for the socket
// address and graceful shutdown) in WEB_CONCURRENCY worker processes sharing one port (node:cluster),
// by default one per CPU (less one for a PostgreSQL on the same machine). One Node.js process uses one core; the API's work per request is CPU in Next.js,
// Drizzle and postgres.js, so a process per core is how the machine gets used. The workers are
// interchangeable: every piece of state that must be shared lives in PostgreSQL (orders, money, events,
// the webhook outbox, cache invalidations) or in Redis/Upstash/PostgreSQL (rate limits). Without a shared store the
// rate-limit counters of several workers live here, in the primary, and the workers ask for them over IPC
// (rate-limiter-flexible's cluster limiter, lib/platform/rate-limit/cluster-limiter.ts), so the limits hold across workers.
//   tsx scripts/serve.ts -p 3000 [-H host]     (npm start runs it through scripts/launch.ts)
// A worker that dies is replaced; SIGTERM/SIGINT (or the death of the launcher above) stop the workers (each
// finishes its requests and runs its shutdown steps) and then the primary.
import cluster, { type Worker } from 'node:cluster';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Only the light module: this process holds counters, not Redis clients or the configuration.
import { LIMIT_VIA_PRIMARY_ENV, serveRateLimitsToWorkers } from '@/lib/platform/rate-limit/cluster-limiter';
import { serveClusterMetrics } from '@/lib/platform/observability/cluster-metrics';
import { stopWhenOrphaned } from './parent-watch.mjs';

const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const port = flag('-p') ?? process.env.PORT ?? '3000';
const host = flag('-H') ?? process.env.HOST;
const requested = process.env.WEB_CONCURRENCY;
const workers = requested ? Number(requested) : defaultWorkers(process.env.DATABASE_URL);
/**
 * One worker per CPU, less one when PostgreSQL runs on this machine (the embedded database, or a local
 * one): the database needs a core of its own, or both slow down.
 */
function defaultWorkers(databaseUrl: string | undefined): number {
  const cpus = Math.min(os.availableParallelism(), cgroupCpuLimit(), 64);
  let local = true;
  try {
    const host = databaseUrl ? new URL(databaseUrl).hostname : '';
    local = host === '' || host === 'localhost' || host === '[::1]' || host.startsWith('127.');
  } catch {
    // an unparsable URL: the launcher reports it
  }
  return Math.max(1, local ? cpus - 1 : cpus);
}

/** The CPUs a container may use (cgroup v2 cpu.max: quota and period), or Infinity without a limit. */
function cgroupCpuLimit(): number {
  try {
    const [quota, period] = readFileSync('/sys/fs/cgroup/cpu.max', 'utf8').trim().split(/\s+/);
    if (quota === 'max') return Infinity;
    return Math.max(1, Math.ceil(Number(quota) / Number(period)));
  } catch {
    return Infinity;
  }
}

if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error(`WEB_CONCURRENCY debe ser un entero entre 1 y 64 (es ${JSON.stringify(requested)}).`);
  process.exit(1);
}

/** This process's Node flags minus the TypeScript loader (tsx): workers run Next.js's own JavaScript. */
function workerNodeFlags(flags: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i];
    if (['--import', '--require', '-r', '--loader', '--experimental-loader'].includes(flag) && /tsx/.test(flags[i + 1] ?? '')) i++;
    else if (!/^--(import|require|loader|experimental-loader)=.*tsx/.test(flag)) kept.push(flag);
  }
  return kept;
}

cluster.setupPrimary({
  // ENVIOS_SERVE_WORKER replaces the server with another program taking `-p <port> -H <host>` (tests/processes/serve.test.ts).
  exec: path.resolve(process.env.ENVIOS_SERVE_WORKER ?? 'scripts/next-server.mjs'),
  args: ['-p', port, ...(host ? ['-H', host] : [])],
  execArgv: workerNodeFlags(process.execArgv),
});

// /api/metrics: the worker answering a scrape asks here for every worker's figures, summed
// (prom-client's cluster aggregation, lib/platform/observability/cluster-metrics.ts).
serveClusterMetrics();

// Before the first fork: the workers' limiters announce themselves to it as they start.
serveRateLimitsToWorkers();
let stopping = false;
let exitCode = 0;
const live = new Set<Worker>();
const recentCrashes: number[] = [];

function fork(): Worker {
  // One worker keeps its counters itself (no IPC round trips); several share the primary's.
  const worker = cluster.fork(workers > 1 ? { [LIMIT_VIA_PRIMARY_ENV]: '1' } : {});
  live.add(worker);
  return worker;
}

cluster.on('exit', (worker, code, signal) => {
  live.delete(worker);
  if (stopping) {
    // A worker that failed to stop cleanly makes the whole server's exit a failure.
    if (code) exitCode ||= code;
    if (live.size === 0) process.exit(exitCode);
    return;
  }
  // A worker died on its own: replace it, unless workers keep dying (a broken build, a bad configuration).
  const now = Date.now();
  recentCrashes.push(now);
  while (recentCrashes.length && recentCrashes[0] < now - 60_000) recentCrashes.shift();
  console.error(
    `[serve] worker ${worker.process.pid} exited (${signal ?? code}); ${recentCrashes.length > 5 ? 'too many exits in a minute, stopping' : 'starting another'}`,
  );
  if (recentCrashes.length > 5) return stop('SIGTERM', 1);
  setTimeout(() => {
    if (!stopping) fork();
  }, 500);
});

function stop(signal: NodeJS.Signals, code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (live.size === 0) process.exit(exitCode);
  for (const worker of live) worker.process.kill(signal);
  // Workers that do not finish in time are killed.
  setTimeout(() => {
    for (const worker of live) worker.process.kill('SIGKILL');
    process.exit(exitCode);
  }, 25_000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
stopWhenOrphaned(() => stop('SIGTERM'));
process.on('exit', () => {
  for (const worker of live) worker.process.kill('SIGKILL');
});

console.log(`[serve] ${workers} proceso${workers === 1 ? '' : 's'} de Next.js en el puerto ${port}`);
// Each worker: its pool, up to 4 connections for usage counts and 1 listening (README, DATABASE_POOL_MAX).
const connections = workers * (Number(process.env.DATABASE_POOL_MAX ?? 10) + 5);
if (connections > 100) {
  console.warn(
    `[serve] hasta ${connections} conexiones a PostgreSQL (su max_connections predeterminado es 100): ajusta WEB_CONCURRENCY o DATABASE_POOL_MAX, o max_connections.`,
  );
}
for (let i = 0; i < workers; i++) fork();
