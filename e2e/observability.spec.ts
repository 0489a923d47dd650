// Observability of the production server: scripts/serve.ts (what `npm start` runs after its checks) with two
// workers on this suite's build with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a real OTLP/HTTP receiver started here (it parses the
// JSON export), METRICS_TOKEN set, and a webhook endpoint that answers slowly.
// - Traces: after real requests, the spans arrive with their names and attributes: the route span named by
//   its pattern, one span per database statement (text with placeholders, never the parameters or the key),
//   the label rendering, each webhook attempt.
// - /api/metrics through either worker: the request counts of both workers, summed by the primary.
// - SIGTERM while a slow request is being sent and a webhook attempt waits for its slow receiver: the request
//   is answered, the attempt is recorded with the receiver's 200, every process exits cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { createDb } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { createOrganization } from '@/lib/organizations/create-organization';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { serverState } from './state';

// The pools opened here take DATABASE_PREPARE and their defaults from lib/platform/config.ts, as the server's do.
configureDatabaseFromEnvironment();

test.describe.configure({ mode: 'serial' });

type ReceivedSpan = {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
  service: unknown;
};
const spans: ReceivedSpan[] = [];
let exportRequests = 0;
let otlp: http.Server;
let slowReceiver: http.Server;
const webhookHits: number[] = [];
let serve: ChildProcess;
let output = '';
let baseUrl = '';
let tree: number[] = [];
const METRICS_TOKEN = randomBytes(24).toString('hex');
// Its own database on the suite's PostgreSQL: the suite's server runs webhook runners on the shared one, and a
// delivery it claimed would be attempted without this server's spans or its SIGTERM.
let databaseUrl = '';
const handle = () => createDb(databaseUrl, { max: 1 });
const orderBody = readFileSync('docs/examples/order.json', 'utf8');

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
const valueOf = (v: OtlpValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue));
const attributesOf = (list: Array<{ key: string; value: OtlpValue }> = []) =>
  Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function alive(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}

async function eventually<T>(fn: () => T | Promise<T>, ok: (v: T) => boolean, what: string, tries = 300): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await fn();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `never happened: ${what} (webhook hits ${webhookHits.length}; spans: ${[...new Set(spans.map((s) => s.name))].join(', ')})\n${output.slice(-3000)}`,
  );
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The OTLP/HTTP receiver: JSON exports of traces (the exporter's default encoding).
  otlp = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        exportRequests++;
        const parsed = JSON.parse(body) as {
          resourceSpans: Array<{
            resource: { attributes: [] };
            scopeSpans: Array<{ spans: Array<{ name: string; traceId: string; spanId: string; parentSpanId?: string; attributes: [] }> }>;
          }>;
        };
        for (const rs of parsed.resourceSpans) {
          const service = attributesOf(rs.resource.attributes)['service.name'];
          for (const ss of rs.scopeSpans)
            for (const s of ss.spans)
              spans.push({
                name: s.name,
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId || undefined,
                attributes: attributesOf(s.attributes),
                service,
              });
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  // The slow webhook endpoint: answers 200 after 2.5 s.
  slowReceiver = http.createServer((req, res) => {
    req.resume();
    webhookHits.push(Date.now());
    setTimeout(() => res.writeHead(200).end('ok'), 2_500);
  });
  const [otlpPort] = await Promise.all([listen(otlp), listen(slowReceiver)]);
  const shared = new URL(serverState().databaseUrl);
  const name = `envios_observability_${process.pid}_${Date.now()}`;
  const admin = createDb(shared.toString(), { max: 1 });
  try {
    await admin.db.execute(sql.raw(`create database ${name}`));
  } finally {
    await admin.sql.end({ timeout: 5 });
  }
  shared.pathname = `/${name}`;
  databaseUrl = shared.toString();
  await runMigrations(databaseUrl);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  serve = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_DIST_DIR: serverState().distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PROVIDER_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      EMAIL_FROM: 'Envíos MX <avisos@envios.test>',
      PUBLIC_URL: `http://localhost:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '2',
      ALLOW_INSECURE_WEBHOOK_URLS: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
      OTEL_SERVICE_NAME: 'envios-e2e',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  serve.stdout!.on('data', (d) => (output += d));
  serve.stderr!.on('data', (d) => (output += d));
  await eventually(
    () => (output.match(/\[server\] producción: escuchando/g) ?? []).length,
    (n) => n >= 2 || serve.exitCode !== null,
    'two workers listen',
    1200,
  );
  expect(output.match(/\[server\] producción: escuchando/g), output).toHaveLength(2);
  tree = [serve.pid!, ...descendants(serve.pid!)];
});

test.afterAll(async () => {
  for (const pid of [serve?.pid ?? 0, ...tree]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  otlp?.close();
  slowReceiver?.closeAllConnections();
  slowReceiver?.close();
  if (databaseUrl) {
    const admin = createDb(serverState().databaseUrl, { max: 1 });
    try {
      await admin.db.execute(sql.raw(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`));
    } finally {
      await admin.sql.end({ timeout: 5 });
    }
  }
});

async function newKey(name: string): Promise<string> {
  const h = handle();
  try {
    const org = await createOrganization(h.db, { name, balanceCentavos: 1_000_000 });
    return (await createApiKey(h.db, { organizationId: org.id, name, scopes: ['*'] })).key;
  } finally {
    await h.sql.end({ timeout: 5 });
  }
}

const call = (key: string, method: string, path: string, body?: string) =>
  fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body,
  });

test('traces: route, database statements, label rendering and webhook attempts arrive over OTLP', async () => {
  test.setTimeout(90_000);
  const key = await newKey('Trazas');
  const created = await call(key, 'POST', '/orders', orderBody);
  expect(created.status, await created.clone().text()).toBe(201);
  const { orderId } = (await created.json()) as { orderId: string };
  expect((await call(key, 'GET', `/orders/${orderId}/label?format=zpl`)).status).toBe(200);
  // A webhook to the slow receiver and an event for it.
  const hook = await call(
    key,
    'POST',
    '/webhooks',
    JSON.stringify({
      name: 'Trazas',
      url: `http://127.0.0.1:${(slowReceiver.address() as AddressInfo).port}/hook`,
      events: ['order.status_changed'],
    }),
  );
  expect(hook.status, await hook.clone().text()).toBe(201);
  expect((await call(key, 'POST', `/sandbox/orders/${orderId}/advance`, '{}')).status).toBe(200);

  await eventually(
    () => spans,
    (all) => all.some((s) => s.name === 'webhook attempt' && s.attributes['envios.webhook.outcome'] === 'succeeded'),
    'the webhook attempt span',
  );
  // Ours (Next.js's own request span, when it makes one, is its parent and carries no request id).
  const route = spans.find((s) => s.name === 'POST /api/v1/orders' && s.attributes['envios.request_id']);
  expect(route, spans.map((s) => s.name).join(', ')).toBeDefined();
  expect(route!.service).toBe('envios-e2e');
  expect(route!.attributes).toMatchObject({
    'http.route': '/api/v1/orders',
    'http.response.status_code': 201,
    'http.request.method': 'POST',
  });
  expect(route!.attributes['envios.organization_id']).toMatch(/^[0-9a-f-]{36}$/);
  // Its statements are its children in the same trace, with their text and never their parameters.
  const statements = spans.filter((s) => s.traceId === route!.traceId && s.attributes['db.system.name'] === 'postgresql');
  expect(statements.length).toBeGreaterThan(1);
  expect(statements.some((s) => /\$1/.test(String(s.attributes['db.query.text'])))).toBe(true);
  expect(statements.map((s) => s.name)).toEqual(expect.arrayContaining(['select']));
  expect(spans.find((s) => s.name === 'GET /api/v1/orders/{id}/label' && s.attributes['envios.request_id'])).toBeDefined();
  expect(spans.find((s) => s.name === 'label render')?.attributes['envios.label.format']).toBe('zpl');
  const attempt = spans.find((s) => s.name === 'webhook attempt')!;
  expect(attempt.attributes).toMatchObject({ 'envios.webhook.attempt': 1, 'http.response.status_code': 200 });
  // Nothing exported carries the key or the recipient's data.
  const exported = JSON.stringify(spans);
  expect(exported).not.toContain(key);
  expect(exported).not.toContain('María José Núñez');
  console.log(`spans received: ${spans.length} in ${exportRequests} exports (${statements.length} statements under POST /api/v1/orders)`);
});

test('/api/metrics sums both workers: every request counted once, whichever worker answered or scrapes', async () => {
  const key = await newKey('Métricas');
  const scrape = async () => {
    const res = await fetch(`${baseUrl}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const count = (text: string) =>
    Number(/^envios_http_requests_total\{[^}]*route="\/api\/v1\/account"[^}]*status="200"[^}]*\} (\d+)/m.exec(text)?.[1] ?? 0);
  const before = count(await scrape());
  const N = 40;
  const statuses = await Promise.all(Array.from({ length: N }, () => call(key, 'GET', '/account').then((r) => r.status)));
  expect(statuses.every((s) => s === 200)).toBe(true);
  for (let i = 0; i < 4; i++) {
    const text = await scrape();
    expect(text).toMatch(/^envios_metrics_cluster_complete 1$/m);
    expect(count(text)).toBe(before + N);
  }
  expect((await fetch(`${baseUrl}/api/metrics`)).status).toBe(401);
});

test('SIGTERM drains: a slow request is answered and a webhook attempt in flight is recorded before exit', async () => {
  test.setTimeout(90_000);
  const key = await newKey('Apagado con entregas');
  const created = await call(key, 'POST', '/orders', orderBody);
  const { orderId } = (await created.json()) as { orderId: string };
  const hook = await call(
    key,
    'POST',
    '/webhooks',
    JSON.stringify({
      name: 'Apagado',
      url: `http://127.0.0.1:${(slowReceiver.address() as AddressInfo).port}/drain`,
      events: ['order.status_changed'],
    }),
  );
  expect(hook.status).toBe(201);
  const hitsBefore = webhookHits.length;
  expect((await call(key, 'POST', `/sandbox/orders/${orderId}/advance`, '{}')).status).toBe(200);
  // The attempt is in flight: the receiver has the request and answers in 2.5 s.
  await eventually(
    () => webhookHits.length,
    (n) => n > hitsBefore,
    'the attempt reaches the receiver',
  );

  // A slow request: its body arrives in pieces over about a second, SIGTERM in the middle of it.
  const slow = new Promise<number>((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/api/v1/orders`,
      {
        method: 'POST',
        agent: false,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(orderBody) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    const bytes = Buffer.from(orderBody);
    const pieces = 5;
    const size = Math.ceil(bytes.length / pieces);
    for (let i = 0; i < pieces; i++)
      setTimeout(
        () => (i === pieces - 1 ? req.end(bytes.subarray(i * size)) : req.write(bytes.subarray(i * size, (i + 1) * size))),
        i * 250,
      );
  });
  await new Promise((r) => setTimeout(r, 300));
  expect(serve.kill('SIGTERM')).toBe(true);
  expect(await slow).toBe(201);

  for (let i = 0; i < 300 && tree.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
  expect(tree.filter(alive)).toEqual([]);
  const code = serve.exitCode ?? (await new Promise<number | null>((resolve) => serve.once('exit', (c) => resolve(c))));
  expect(code).toBe(0);
  expect(output.match(/\[server\] detenido \(pid \d+\)/g)).toHaveLength(2);
  expect(output).not.toContain('fallaron');
  // The attempt finished during the shutdown and is in the attempt log with the receiver's answer.
  const h = handle();
  try {
    const attempts = await h.db.execute<{ status_code: number | null; state: string }>(sql`
      select a.status_code, d.state from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
      join webhooks w on w.id = a.webhook_id where w.url like '%/drain'`);
    expect(attempts.map((a) => [a.status_code, a.state])).toEqual([[200, 'succeeded']]);
  } finally {
    await h.sql.end({ timeout: 5 });
  }
  await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
});
