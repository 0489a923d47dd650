// Observability over real HTTP (docs/observability.md): liveness and readiness (a missing migration makes the
// instance not ready, a dead database too, while liveness stays 200), the token of /api/metrics and what it
// counts (requests per route and status, webhook queue depth and age, failed deliveries, the email outbox),
// and the one JSON access line per API request (request id, organization, route, status, duration, no key).
// Traces and the SIGTERM drain are proven against the real server (e2e/observability.spec.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { resetConfigCache } from '@/lib/platform/config';
import { readinessResponseSchema } from '@/lib/platform/health/schemas';
import { metricsTokenMatches } from '@/lib/platform/observability/metrics-token';
import { routeLabel } from '@/lib/platform/observability/request';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { insertOrder, insertWebhookRow, recordStatusChange } from '../helpers/webhook-events';

const TOKEN = 'token-de-metricas-de-prueba-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterEach(() => {
  delete process.env.METRICS_TOKEN;
  resetConfigCache();
});
afterAll(async () => {
  await server.close();
});

const scrape = (authorization?: string) =>
  fetch(`${server.url}/api/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

/** The value of one sample of the exposition text (labels in any order), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('liveness and readiness', () => {
  it('/api/health answers 200 with nothing but the process (no database read)', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['status', 'time', 'uptimeSeconds']);
    expect(body.status).toBe('ok');
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('/api/ready is ready with the database up to date, and not ready while a migration of this build is missing', async () => {
    const res = await fetch(`${server.url}/api/ready`);
    const body = readinessResponseSchema.parse(await res.json());
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.checks.database).toBe('ok');
    expect(body.checks.migrations).toBe('ok');
    expect(body.pendingMigrations).toEqual([]);

    // The last migration "not yet applied" (its row removed from drizzle's table, then put back).
    const db = getDb();
    const [last] = await db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const pending = await fetch(`${server.url}/api/ready`);
      const notReady = readinessResponseSchema.parse(await pending.json());
      expect(pending.status).toBe(503);
      expect(notReady.status).toBe('not_ready');
      expect(notReady.checks).toMatchObject({ database: 'ok', migrations: 'pending' });
      expect(notReady.pendingMigrations).toHaveLength(1);
      expect(notReady.pendingMigrations[0]).toMatch(/^\d{4}_/);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at}::bigint)`,
      );
    }
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });
});

describe('/api/metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a missing or wrong Bearer token with 401', async () => {
    const unset = await scrape(`Bearer ${TOKEN}`);
    expect(unset.status).toBe(404);
    expect(await unset.json()).toEqual({ error: 'El recurso no existe.' });

    process.env.METRICS_TOKEN = TOKEN;
    resetConfigCache();
    for (const header of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(header);
      expect(res.status, String(header)).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
      expect(await res.json()).toEqual({ error: 'Token de métricas ausente o no válido.' });
    }
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200);
    expect(metricsTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(metricsTokenMatches(null, TOKEN)).toBe(false);
  });

  it('counts requests per route pattern and status, and reads the queues from the database', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetConfigCache();
    const { api, org } = await createTestClient(server.url);
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const account = { route: '/api/v1/account', method: 'GET', status: '200' };
    const missing = { route: '/api/v1/orders/{id}', method: 'GET', status: '404' };
    const countBefore = sample(before, 'envios_http_requests_total', account) ?? 0;
    const missingBefore = sample(before, 'envios_http_requests_total', missing) ?? 0;
    for (let i = 0; i < 3; i++) expect((await api('GET', '/account')).status).toBe(200);
    expect((await api('GET', `/orders/${crypto.randomUUID()}`)).status).toBe(404);

    // A pending delivery due a minute ago, and a pending email: the queue figures see them.
    const order = await insertOrder(org.id);
    await insertWebhookRow(org.id, 'https://hooks.example.com/observabilidad');
    await recordStatusChange(order, 'in_transit');
    await getDb().execute(sql`update webhook_deliveries set next_attempt_at = now() - interval '60 seconds', locked_until = now() + interval '1 hour'
                              where organization_id = ${org.id}`);
    await getDb().execute(
      sql`insert into email_outbox (to_address, template, message_id) values ('cliente@example.com', 'prueba', '<m@envios.test>')`,
    );

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(sample(text, 'envios_http_requests_total', account)).toBe(countBefore + 3);
    expect(sample(text, 'envios_http_requests_total', missing)).toBe(missingBefore + 1);
    expect(sample(text, 'envios_http_request_duration_seconds_count', account)).toBe(countBefore + 3);
    expect(sample(text, 'envios_http_request_duration_seconds_bucket', { ...account, le: '+Inf' })).toBe(countBefore + 3);
    // Raw paths with ids never become labels.
    expect(text).not.toMatch(/route="\/api\/v1\/orders\/[0-9a-f]{8}-/);
    expect(sample(text, 'envios_database_up')).toBe(1);
    expect(sample(text, 'envios_webhook_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'envios_webhook_queue_due')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'envios_webhook_queue_oldest_due_seconds')).toBeGreaterThanOrEqual(59);
    expect(sample(text, 'envios_email_outbox_depth')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE envios_webhook_delivery_failures_total counter');
    await getDb().execute(sql`delete from email_outbox where message_id = '<m@envios.test>'`);
    await getDb().execute(sql`delete from webhook_deliveries where organization_id = ${org.id}`);
  });

  it('names routes by pattern: declared operation, else ids as {id}, unknown paths as one label', () => {
    expect(routeLabel('/api/v1/orders/3f1c2b4e-8a4e-4b8e-9c1e-2b3c4d5e6f70', '/orders/{id}', 200)).toBe('/api/v1/orders/{id}');
    expect(routeLabel('/api/dashboard/webhooks/3f1c2b4e-8a4e-4b8e-9c1e-2b3c4d5e6f70/deliveries', null, 200)).toBe(
      '/api/dashboard/webhooks/{id}/deliveries',
    );
    expect(routeLabel('/api/v1/no-existe/123', null, 404)).toBe('unmatched');
    expect(routeLabel('/api/health', null, 200)).toBe('/api/health');
    // a link's secret is never a label, whatever its characters (a token with no digit does not look like an id)
    expect(routeLabel('/api/public/return-labels/abcdefghijklmnopqrstuvwxyzABCDEF', null, 200)).toBe('/api/public/return-labels/{token}');
    expect(routeLabel('/api/public/unsubscribe/abcdefghijklmnopqrstuvwxyzABCDEF', null, 200)).toBe('/api/public/unsubscribe/{token}');
  });
});

describe('the access line', () => {
  it('is one JSON line per API request with request id, organization, route, status and duration, and no key', async () => {
    const { api, org, key } = await createTestClient(server.url);
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    let res;
    let written: string[];
    try {
      res = await api('GET', '/account', undefined, { 'X-Request-Id': 'req_linea_de_acceso' });
    } finally {
      process.env.LOG_LEVEL = level;
      written = spy.mock.calls.map((c) => String(c[0])); // read before mockRestore clears them
      spy.mockRestore();
    }
    expect(res.status).toBe(200);
    const lines = written.filter((l) => l.includes('req_linea_de_acceso'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(key);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({
      level: 'info',
      message: 'api request',
      requestId: 'req_linea_de_acceso',
      organizationId: org.id,
      method: 'GET',
      route: '/api/v1/account',
      path: '/api/v1/account',
      status: 200,
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
  });
});
