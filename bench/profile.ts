// Where the server's CPU goes, per scenario: starts the production server (scripts/serve.ts, one worker) with
// V8's CPU profiler, loads it with autocannon one scenario after another (each warmed up first), and splits the
// worker's profile by the measured window of each scenario. Prints req/s and the share of the no-op route, then
// the self time by area (Next.js, our code, postgres.js, Drizzle, zod, GC, async hooks, ...) and the top frames.
// Turbopack bundles our code, Drizzle and zod into chunks; a frame in a chunk is named by the module around it
// (the chunk's "[project]/lib/..." module ids), so "our code" is split by source file.
//   npx tsx bench/profile.ts [--dist=.next-hotpath] [--port=4710] [--seconds=8] [--orders=20000]
//                            [--only=<regexp>] [--rounds=1] [--top=25] [--json=<file>]
// --rounds=N repeats the scenario list N times in the same server (A/B of a change: run twice, compare ratios).
// Figures are shares of CPU samples: they do not depend on how loaded the machine is, req/s does.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '@/db/client';
import { ensureEmbeddedPostgres } from '@/scripts/embedded-postgres/server';
import { runMigrations } from '@/db/migrate';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { createOrganization } from '@/lib/organizations/create-organization';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { validOrderBody } from './order-body';

const arg = (name: string, fallback: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? fallback;
const DIST = arg('dist', '.next-hotpath');
const PORT = Number(arg('port', '4710'));
const SECONDS = Number(arg('seconds', '8'));
const ORDERS = Number(arg('orders', '20000'));
const ONLY = new RegExp(arg('only', '.'));
const ROUNDS = Number(arg('rounds', '1'));
const TOP = Number(arg('top', '25'));
const JSON_OUT = arg('json', '');
const PROFILE_DIR = path.join(os.tmpdir(), `envios-cpu-profile-${PORT}`);

type Scenario = { name: string; method?: string; path: string | (() => string); body?: () => string; auth?: boolean };

async function seed(url: string) {
  const { db, sql } = createDb(url, { max: 4 });
  const orgs = [];
  for (let i = 0; i < 5; i++) orgs.push(await createOrganization(db, { name: `Perfil ${i}`, balanceCentavos: 1_000_000_000_00 }));
  const { key } = await createApiKey(db, { organizationId: orgs[0].id, name: 'perfil', scopes: ['*'] });
  const pickup = JSON.stringify(validOrderBody().pickupAddress);
  const delivery = JSON.stringify(validOrderBody().deliveryAddress);
  await sql`
    insert into orders (organization_id, internal_reference, provider, guide_number, provider_tracking_number, status,
      shipment_type, receiver_name, receiver_phone, pickup_address, delivery_address, package_weight, package_length,
      package_width, package_height, total_cost_centavos, estimated_delivery_at, created_at, status_updated_at)
    select (${sql.array(orgs.map((o) => o.id))}::uuid[])[1 + (i % 5)], 'PERFIL-' || i, 'sandbox',
      'PRF' || lpad(i::text, 12, '0'), 'MXP' || lpad(i::text, 14, '0'),
      (array['created','picked_up','in_transit','delivered','cancelled'])[1 + (i / 5 % 5)],
      'standard', 'Cliente ' || i, '+52 55 ' || lpad((i * 7919 % 100000000)::text, 8, '0'), ${pickup}::jsonb, ${delivery}::jsonb,
      1.5, 30, 20, 15, 15600, now() + interval '3 days', now() - (i * interval '25 seconds'), now() - (i * interval '25 seconds')
    from generate_series(1, ${ORDERS}::int) as i`;
  await sql`
    insert into tracking_events (order_id, organization_id, status, description, location, occurred_at, source)
    select id, organization_id, s.status, s.label, '', created_at + s.offs, 'system'
    from orders, (values ('pending', 'Pendiente', interval '0'), ('created', 'Creada', interval '1 second')) as s(status, label, offs)`;
  await sql`analyze`;
  const ids = (await sql<{ id: string }[]>`select id from orders where organization_id = ${orgs[0].id} limit 2000`).map((r) => r.id);
  await sql.end();
  return { key, ids };
}

async function startServer(url: string): Promise<ChildProcess> {
  rmSync(PROFILE_DIR, { recursive: true, force: true });
  mkdirSync(PROFILE_DIR, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      '--cpu-prof',
      '--cpu-prof-interval=500',
      `--cpu-prof-dir=${PROFILE_DIR}`,
      '--import',
      'tsx',
      'scripts/serve.ts',
      '-p',
      String(PORT),
      '-H',
      '127.0.0.1',
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: DIST,
        DATABASE_URL: url,
        DATABASE_POOL_MAX: '20',
        WEB_CONCURRENCY: '1',
        AUTH_SECRET: 'perfil-'.padEnd(64, 'x'),
        PROVIDER_WEBHOOK_SECRET: 'perfil-provider-secret',
        RATE_LIMIT_IP_PER_MINUTE: '100000000',
        RATE_LIMIT_KEY_PER_HOUR: '100000000',
        RATE_LIMIT_TRACKING_PER_MINUTE: '100000000',
        BENCH_NOOP: '1',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        EMAIL_FROM: 'Envíos MX <avisos@envios.test>',
        PUBLIC_URL: `http://localhost:${PORT}`,
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

type Window = {
  scenario: string;
  round: number;
  from: number;
  to: number;
  rps: number;
  non2xx: number;
  /** CPU milliseconds per completed request: the Next.js worker, the primary (serve.ts), PostgreSQL, the load generator */
  cpuMsPerRequest: { worker: number; primary: number; postgres: number; autocannon: number };
};

/** CPU time (ms) of a process from /proc (utime + stime), 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

function descendants(pid: number): number[] {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const parentOf = new Map<number, number>();
  for (const p of all) {
    try {
      parentOf.set(p, Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const out = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, pp] of parentOf) if (out.has(pp) && !out.has(p)) out.add(p), (grew = true);
  }
  return [...out];
}

const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

type Pids = { workers: number[]; primary: number; postgres: number[] };
function serverPids(server: ChildProcess, dataDir: string): Pids {
  const tree = descendants(server.pid!);
  const workers = tree.filter((p) => cmdline(p).includes('next-server.mjs'));
  const postmaster = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .find((p) => cmdline(p).includes(dataDir) && /postgres/.test(cmdline(p)));
  return { workers, primary: server.pid!, postgres: postmaster ? descendants(postmaster) : [] };
}

function cpuSnapshot(pids: Pids) {
  const sum = (list: number[]) => list.reduce((s, p) => s + cpuMs(p), 0);
  const own = process.cpuUsage();
  return {
    worker: sum(pids.workers),
    primary: cpuMs(pids.primary),
    postgres: sum(pids.postgres),
    autocannon: (own.user + own.system) / 1000,
  };
}

async function measure(base: string, key: string, s: Scenario, round: number, pids: () => Pids): Promise<Window> {
  const options = {
    url: base,
    connections: 10,
    requests: [
      {
        method: (s.method ?? 'GET') as 'GET',
        path: typeof s.path === 'string' ? s.path : '/',
        headers: { 'content-type': 'application/json', ...(s.auth === false ? {} : { authorization: `Bearer ${key}` }) },
        setupRequest: ((req: Record<string, unknown>) => ({
          ...req,
          ...(typeof s.path === 'function' ? { path: s.path() } : {}),
          ...(s.body ? { body: s.body() } : {}),
        })) as never,
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  // V8's profile timestamps and process.hrtime are both CLOCK_MONOTONIC (microseconds here).
  const processes = pids();
  const before = cpuSnapshot(processes);
  const from = Number(process.hrtime.bigint() / 1000n);
  const result = await autocannon({ ...options, duration: SECONDS });
  const to = Number(process.hrtime.bigint() / 1000n);
  const after = cpuSnapshot(processes);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  const n = Math.max(1, result.requests.total);
  const per = (k: keyof typeof before) => +((after[k] - before[k]) / n).toFixed(3);
  const cpuMsPerRequest = { worker: per('worker'), primary: per('primary'), postgres: per('postgres'), autocannon: per('autocannon') };
  console.log(
    `${s.name.padEnd(34)} round ${round}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx/errors ${non2xx}, CPU ms/request ${JSON.stringify(cpuMsPerRequest)}`,
  );
  if (non2xx > 0) throw new Error(`${s.name}: ${non2xx} requests failed`);
  return { scenario: s.name, round, from, to, rps: Math.round(result.requests.average), non2xx, cpuMsPerRequest };
}

// ---- profile analysis -------------------------------------------------------------------------------------

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** A frame in a bundled chunk, named by its source (the chunk's source map): "lib/http/respond.ts:12". */
const sourceMaps = new Map<string, SourceMap | null>();
function sourceOf(url: string, line: number, column: number): { source: string; line: number } | null {
  if (!url.includes(`/${DIST}/`)) return null;
  const file = url.replace(/^file:\/\//, '');
  let map = sourceMaps.get(file);
  if (map === undefined) {
    map = existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null;
    sourceMaps.set(file, map);
  }
  const entry = map?.findEntry(line, column) as { originalSource?: string; originalLine?: number } | undefined;
  if (!entry?.originalSource) return null;
  const source = entry.originalSource
    .replace(/^(\.\.\/)+/, '')
    .replace(/^\[project\]\//, '')
    .replace(/^turbopack:\/\/\/(\[project\]\/)?/, '');
  return { source, line: (entry.originalLine ?? 0) + 1 };
}

function area(frame: Node['callFrame']): { area: string; where: string; file?: string } {
  const { functionName: name, url, lineNumber, columnNumber } = frame;
  if (!url) {
    if (name === '(garbage collector)') return { area: 'GC', where: name };
    if (name === '(idle)') return { area: 'idle', where: name };
    if (name === '(program)') return { area: 'V8/native (program)', where: name };
    return { area: 'native', where: name || '(anonymous native)' };
  }
  const mapped = sourceOf(url, lineNumber, columnNumber);
  if (mapped) {
    const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(mapped.source);
    if (nm) return { area: nm[1], where: `${nm[1]}/${nm[2]}:${mapped.line}` };
    return {
      area: /^(lib|app|db)\//.test(mapped.source)
        ? 'ours'
        : mapped.source.startsWith('src/')
          ? 'drizzle-orm'
          : `bundled ${mapped.source.split('/')[0]}`,
      where: `${mapped.source}:${mapped.line}`,
      file: /^(lib|app|db)\//.test(mapped.source) ? mapped.source : undefined,
    };
  }
  if (url.includes(`/${DIST}/`)) return { area: 'next (chunk runtime)', where: path.basename(url) };
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (nm) return { area: nm[1], where: `${nm[1]}/${nm[2]}` };
  if (
    url.startsWith('node:internal/async_hooks') ||
    url.startsWith('node:internal/promise_hooks') ||
    url.includes('async_local_storage') ||
    url.includes('async_context_frame')
  ) {
    return { area: 'node: async hooks', where: url };
  }
  if (url.startsWith('node:')) {
    const group =
      /^node:internal\/(streams|http|net|url|webstreams|deps\/undici|crypto|buffer|util|timers|event_target|abort_controller|encoding)/.exec(
        url,
      )?.[1];
    return { area: group ? `node: ${group}` : 'node: other', where: url };
  }
  return { area: 'other', where: url };
}

function analyse(profile: Profile, windows: Window[]) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const described = new Map<number, ReturnType<typeof area>>();
  const describe = (id: number) => {
    let d = described.get(id);
    if (!d) described.set(id, (d = area(byId.get(id)!.callFrame)));
    return d;
  };
  const results = [];
  for (const w of windows) {
    const areas = new Map<string, number>();
    const frames = new Map<string, number>();
    const files = new Map<string, number>();
    /** samples with a frame of this file of ours anywhere on the stack (as far as the stack goes: an await starts a new one) */
    const inclusive = new Map<string, number>();
    let total = 0;
    let t = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i];
      if (t < w.from || t > w.to) continue;
      const node = byId.get(profile.samples[i])!;
      const { area: a, where, file } = describe(node.id);
      if (a === 'idle') continue;
      total++;
      areas.set(a, (areas.get(a) ?? 0) + 1);
      const label = `${node.callFrame.functionName || '(anonymous)'} ${where}${file || !node.callFrame.url || /:\d+$/.test(where) ? '' : `:${node.callFrame.lineNumber + 1}`}`;
      frames.set(label, (frames.get(label) ?? 0) + 1);
      if (file) files.set(file, (files.get(file) ?? 0) + 1);
      const seen = new Set<string>();
      for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
        const f = describe(id).file;
        if (f && !seen.has(f)) seen.add(f), inclusive.set(f, (inclusive.get(f) ?? 0) + 1);
      }
    }
    const share = (m: Map<string, number>, n: number) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => ({ name: k, pct: +((100 * v) / total).toFixed(1) }));
    results.push({
      ...w,
      samples: total,
      areas: share(areas, 24),
      topFrames: share(frames, TOP),
      ourFiles: share(files, 20),
      ourFilesInclusive: share(inclusive, 20),
    });
  }
  return results;
}

function report(results: ReturnType<typeof analyse>): void {
  for (const round of [...new Set(results.map((w) => w.round))]) {
    const noop = results.find((w) => w.round === round && w.scenario === 'no-op');
    for (const w of results.filter((x) => x.round === round)) {
      const c = w.cpuMsPerRequest;
      const total = c ? c.worker + c.primary + c.postgres + c.autocannon : 0;
      const noopTotal = noop?.cpuMsPerRequest ? Object.values(noop.cpuMsPerRequest).reduce((a, b) => a + b, 0) : 0;
      console.log(
        `round ${round}: ${w.scenario.padEnd(34)} ${String(w.rps).padStart(5)} req/s${noop ? ` = ${Math.round((100 * w.rps) / noop.rps)}% of no-op` : ''}` +
          (c
            ? ` | CPU ms/req worker ${c.worker.toFixed(3)} primary ${c.primary.toFixed(3)} postgres ${c.postgres.toFixed(3)} autocannon ${c.autocannon.toFixed(3)} = ${total.toFixed(3)}${noopTotal ? ` (no-op/this ${Math.round((100 * noopTotal) / total)}%)` : ''}`
            : ''),
      );
    }
  }
  for (const r of results) {
    console.log(`\n=== ${r.scenario} (round ${r.round}, ${r.samples} samples) ===`);
    console.log('areas (self): ' + r.areas.map((a) => `${a.name} ${a.pct}%`).join(', '));
    console.log('ours (self):  ' + r.ourFiles.map((a) => `${a.name} ${a.pct}%`).join(', '));
    console.log('ours (incl.): ' + r.ourFilesInclusive.map((a) => `${a.name} ${a.pct}%`).join(', '));
    for (const f of r.topFrames) console.log(`  ${String(f.pct).padStart(5)}%  ${f.name}`);
  }
}

async function main() {
  const again = arg('reanalyse', '');
  if (again) {
    // --reanalyse=<results.json>: the last profile of this port again, with the windows of that run
    const files = readdirSync(PROFILE_DIR)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(PROFILE_DIR, f));
    const worker = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
    const windows = (JSON.parse(readFileSync(again, 'utf8')) as Window[]).map(
      ({ scenario, round, from, to, rps, non2xx, cpuMsPerRequest }) => ({ scenario, round, from, to, rps, non2xx, cpuMsPerRequest }),
    );
    const results = analyse(JSON.parse(readFileSync(worker, 'utf8')) as Profile, windows);
    report(results);
    if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
    return;
  }
  if (!existsSync(path.join(DIST, 'BUILD_ID'))) throw new Error(`no production build in ${DIST}: NEXT_DIST_DIR=${DIST} npx next build`);
  const dataDir = path.join(os.tmpdir(), `envios-profile-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const pg = await ensureEmbeddedPostgres({ dataDir, database: 'envios_profile' });
  let server: ChildProcess | undefined;
  try {
    await runMigrations(pg.url);
    const { key, ids } = await seed(pg.url);
    server = await startServer(pg.url);
    const base = `http://127.0.0.1:${PORT}`;
    const pick = () => ids[Math.floor(Math.random() * ids.length)];
    const searchNumber = 5 * Math.floor((ORDERS * 0.8) / 5);
    let cursor: string | null = null;
    for (let page = 0; page < Math.min(150, Math.floor(((ORDERS / 5) * 0.75) / 100)); page++) {
      const res: Response = await fetch(`${base}/api/v1/orders?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      const body = (await res.json()) as { nextCursor: string | null };
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    const scenarios: Scenario[] = [
      { name: 'no-op', path: '/api/bench/noop', auth: false },
      { name: 'GET /orders/:id', path: () => `/api/v1/orders/${pick()}` },
      { name: 'GET /orders?limit=50 deep cursor', path: `/api/v1/orders?limit=50&cursor=${encodeURIComponent(cursor ?? '')}` },
      { name: 'POST /orders', method: 'POST', path: '/api/v1/orders', body: () => JSON.stringify(validOrderBody()) },
      // the searches of bench/run.ts: a recipient name and a tracking number of the key's organization (i % 5 = 0)
      { name: 'GET /orders?q= recipient name', path: `/api/v1/orders?q=${encodeURIComponent(`Cliente ${searchNumber}`)}` },
      { name: 'GET /orders?q= tracking number', path: `/api/v1/orders?q=MXP${String(searchNumber).padStart(14, '0')}` },
    ].filter((s) => s.name === 'no-op' || ONLY.test(s.name));
    for (const s of scenarios)
      for (let i = 0; i < 3; i++)
        await fetch(base + (typeof s.path === 'string' ? s.path : s.path()), {
          method: s.method,
          body: s.body?.(),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        });
    const windows: Window[] = [];
    for (let round = 1; round <= ROUNDS; round++)
      for (const s of scenarios) windows.push(await measure(base, key, s, round, () => serverPids(server!, dataDir)));
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    server = undefined;
    // The worker's profile is the biggest one (the primary only forwards rate-limit calls).
    const files = readdirSync(PROFILE_DIR)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(PROFILE_DIR, f));
    const worker = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
    const results = analyse(JSON.parse(readFileSync(worker, 'utf8')) as Profile, windows);
    report(results);
    if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
  } finally {
    if (server) server.kill('SIGTERM');
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.credentials.json`, { force: true });
  }
}

// The seeding pool takes DATABASE_PREPARE from lib/platform/config.ts, as the server's do.
configureDatabaseFromEnvironment();
await main();
process.exit(0);
