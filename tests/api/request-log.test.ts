// The API request log over real HTTP (docs/request-log.md): every response's X-Request-Id in a row after the
// flush, the redacted bodies of failed requests, filters and keyset paging, tenancy, retention moved by a test
// clock, the off switch, and a broken log table that never fails a request.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCounterSql, getDb, getSql } from '@/db/client';
import { revokeApiKey } from '@/lib/api-keys/revoke-api-key';
import { resetConfigCache } from '@/lib/platform/config';
import { configureRequestLogBuffer, flushRequestLog, requestLogStats, type RequestLogEntry } from '@/lib/request-log/buffer';
import { REDACTED } from '@/lib/request-log/redact';
import { maintainRequestLog, RETENTION_DAYS } from '@/lib/request-log/retention';
import { requestLogDetailSchema, requestLogListSchema } from '@/lib/request-log/schemas';
import { insertRequestLogs } from '@/lib/request-log/write';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { apiClient, createTestClient, createTestKey } from '../helpers/fixtures';
import { validOrderBody } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterEach(() => {
  configureRequestLogBuffer({});
  delete process.env.REQUEST_LOG;
  resetConfigCache();
});
afterAll(async () => {
  await server.close();
});

const DAY_MS = 86_400_000;

/** The log rows of a request id as the owner's key reads them through the API. */
async function logsOf(api: ReturnType<typeof apiClient>, requestId: string) {
  const res = await api('GET', `/request-logs?requestId=${encodeURIComponent(requestId)}`);
  expect(res.status, res.text).toBe(200);
  return requestLogListSchema.parse(res.body).data;
}

function entry(overrides: Partial<RequestLogEntry> & { organizationId: string }): RequestLogEntry {
  return {
    createdAt: new Date(),
    requestId: `req_${randomUUID().replace(/-/g, '')}`,
    apiKeyId: null,
    method: 'GET',
    pathTemplate: '/orders',
    path: '/api/v1/orders',
    query: null,
    status: 200,
    errorCode: null,
    durationMs: 3,
    ip: '127.0.0.1',
    userAgent: 'prueba',
    requestBody: null,
    responseBody: null,
    ...overrides,
  };
}

describe('GET /request-logs: common route checks', () => {
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/request-logs', scope: 'logs:read' });
  runCommonRouteChecks(() => server.url, { method: 'GET', path: `/request-logs/${randomUUID()}`, scope: 'logs:read' });
});

describe('every request is logged', () => {
  it('puts the X-Request-Id of every response, success or failure, in one row with what the request was', async () => {
    const { api, keyId } = await createTestClient(server.url);
    const orderId = randomUUID();
    const sent = [
      {
        res: await api('GET', '/orders?limit=5'),
        method: 'GET',
        template: '/orders',
        path: '/api/v1/orders',
        query: 'limit=5',
        status: 200,
        code: null,
      },
      {
        res: await api('POST', '/orders', validOrderBody()),
        method: 'POST',
        template: '/orders',
        path: '/api/v1/orders',
        query: null,
        status: 201,
        code: null,
      },
      {
        res: await api('GET', `/orders/${orderId}`),
        method: 'GET',
        template: '/orders/{id}',
        path: `/api/v1/orders/${orderId}`,
        query: null,
        status: 404,
        code: 'not_found',
      },
      {
        res: await api('PUT', '/orders'),
        method: 'PUT',
        template: null,
        path: '/api/v1/orders',
        query: null,
        status: 405,
        code: 'method_not_allowed',
      },
      {
        res: await api('GET', '/no-existe'),
        method: 'GET',
        template: null,
        path: '/api/v1/no-existe',
        query: null,
        status: 404,
        code: 'not_found',
      },
    ];
    // The client's own valid id is kept and logged.
    const own = `req_prueba-${randomUUID().slice(0, 8)}`;
    const ownRes = await api('GET', '/account', undefined, { 'X-Request-Id': own, 'User-Agent': 'mi-tienda/1.0' });
    expect(ownRes.headers.get('x-request-id')).toBe(own);
    await flushRequestLog();

    for (const s of sent) {
      expect(s.res.status, s.res.text).toBe(s.status);
      const requestId = s.res.headers.get('x-request-id')!;
      const sql = getSql();
      // Every row, organization or not (a 405 and an unknown path pass no key check: kept for operators only).
      const [row] = await sql`select * from request_logs where request_id = ${requestId}`;
      expect(row, `${s.method} ${s.path}`).toMatchObject({
        method: s.method,
        path_template: s.template,
        path: s.path,
        query: s.query,
        status: s.status,
        error_code: s.code,
        ip: '127.0.0.1',
      });
      expect(row.duration_ms).toBeGreaterThanOrEqual(0);
      if (s.template) {
        const [listed] = await logsOf(api, requestId);
        expect(listed).toMatchObject({
          requestId,
          method: s.method,
          pathTemplate: s.template,
          status: s.status,
          errorCode: s.code,
          apiKeyId: keyId,
        });
        expect(listed.apiKeyName).toMatch(/^key /);
      } else {
        expect(row.organization_id).toBeNull();
        expect(await logsOf(api, requestId)).toEqual([]);
      }
    }
    const [mine] = await logsOf(api, own);
    expect(mine).toMatchObject({ requestId: own, pathTemplate: '/account', status: 200, userAgent: 'mi-tienda/1.0' });
  });

  it('keeps requests with an unknown key for operators only: no organization sees them', async () => {
    const { api } = await createTestClient(server.url);
    const anonymous = await apiClient(server.url, 'flt_notarealkey')('GET', '/orders');
    expect(anonymous.status).toBe(401);
    const requestId = anonymous.headers.get('x-request-id')!;
    await flushRequestLog();
    const rows = await getSql()`select organization_id, api_key_id, error_code from request_logs where request_id = ${requestId}`;
    expect(rows).toEqual([{ organization_id: null, api_key_id: null, error_code: 'invalid_api_key' }]);
    expect(await logsOf(api, requestId)).toEqual([]);
  });

  it("shows a revoked or expired key's 401s to the key's own organization, with the key's name", async () => {
    const { api, org } = await createTestClient(server.url);
    const revoked = await createTestKey(org.id, ['orders:read']);
    await revokeApiKey(getDb(), { id: revoked.id });
    const expired = await createTestKey(org.id, ['orders:read'], new Date(Date.now() + 3_600_000));
    await getSql()`update api_keys set expires_at = now() - interval '1 second' where id = ${expired.id}`;
    const refusedRevoked = await apiClient(server.url, revoked.key)('GET', '/orders');
    const refusedExpired = await apiClient(server.url, expired.key)('GET', '/orders');
    expect([refusedRevoked.status, refusedExpired.status]).toEqual([401, 401]);
    await flushRequestLog();
    const [a] = await logsOf(api, refusedRevoked.headers.get('x-request-id')!);
    expect(a).toMatchObject({ status: 401, errorCode: 'invalid_api_key', apiKeyId: revoked.id });
    expect(a.apiKeyName).toMatch(/^key /);
    const [b] = await logsOf(api, refusedExpired.headers.get('x-request-id')!);
    expect(b).toMatchObject({ status: 401, errorCode: 'api_key_expired', apiKeyId: expired.id });
    // Another organization sees neither.
    const other = await createTestClient(server.url);
    expect(await logsOf(other.api, a.requestId)).toEqual([]);
  });

  it('does not log what is not /api/v1 (health checks)', async () => {
    const res = await fetch(`${server.url}/api/health`);
    const requestId = res.headers.get('x-request-id')!;
    await flushRequestLog();
    expect(await getSql()`select 1 from request_logs where request_id = ${requestId}`).toHaveLength(0);
  });
});

describe('failed requests keep 2 KB of their bodies, redacted', () => {
  it('hides a key, a password, a token and card numbers in the request body, and keeps the error answer', async () => {
    const { api } = await createTestClient(server.url);
    const body = {
      ...validOrderBody(),
      password: 'hunter2-secreta',
      apiKey: 'flt_clave_filtrada_123',
      credentials: { token: 'tok_muy_secreto' },
      receiverName: 'Pago con 4111 1111 1111 1111',
      cardNumber: '5555555555554444',
    };
    const res = await api('POST', '/orders', body);
    expect(res.status).toBe(400);
    await flushRequestLog();
    const [row] = await logsOf(api, res.headers.get('x-request-id')!);
    const detail = await api('GET', `/request-logs/${row.id}`);
    expect(detail.status, detail.text).toBe(200);
    const log = requestLogDetailSchema.parse(detail.body);
    for (const secret of ['hunter2-secreta', 'flt_clave_filtrada_123', 'tok_muy_secreto', '4111 1111 1111 1111', '5555555555554444']) {
      expect(log.requestBody).not.toContain(secret);
    }
    const logged = JSON.parse(log.requestBody!);
    expect(logged).toMatchObject({
      password: REDACTED,
      apiKey: REDACTED,
      // a carrier account's credentials object is hidden whole, whatever its fields are called (lib/request-log/redact.ts)
      credentials: REDACTED,
      receiverName: `Pago con ${REDACTED}`,
      cardNumber: REDACTED,
    });
    expect(logged.pickupAddress.city).toBe(body.pickupAddress.city);
    expect(JSON.parse(log.responseBody!)).toEqual(res.body);
    expect(log.errorCode).toBe('validation_error');
  });

  it('redacts malformed JSON as text, and keeps no body for successful requests', async () => {
    const { api } = await createTestClient(server.url);
    const broken = await api('POST', '/orders', '{"password": "hunter2-secreta", "tarjeta": 4111111111111111,');
    expect(broken.status).toBe(400);
    const ok = await api('POST', '/orders', validOrderBody());
    expect(ok.status).toBe(201);
    await flushRequestLog();
    const [failed] = await logsOf(api, broken.headers.get('x-request-id')!);
    const detail = requestLogDetailSchema.parse((await api('GET', `/request-logs/${failed.id}`)).body);
    expect(detail.requestBody).toContain(`"password": "${REDACTED}"`);
    expect(detail.requestBody).not.toContain('hunter2');
    expect(detail.requestBody).not.toContain('4111111111111111');
    expect(detail.errorCode).toBe('invalid_json');
    const [succeeded] = await logsOf(api, ok.headers.get('x-request-id')!);
    const okDetail = requestLogDetailSchema.parse((await api('GET', `/request-logs/${succeeded.id}`)).body);
    expect(okDetail).toMatchObject({ status: 201, requestBody: null, responseBody: null });
  });
});

describe('filters and paging', () => {
  it('filters by status class or exact status, method, path template or prefix, key, request id and dates', async () => {
    const { api, org, keyId } = await createTestClient(server.url);
    const base = Date.now() - 3_600_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const orderId = randomUUID();
    const rows = [
      entry({ organizationId: org.id, apiKeyId: keyId, createdAt: at(1), status: 200 }),
      entry({ organizationId: org.id, apiKeyId: keyId, createdAt: at(2), status: 201, method: 'POST' }),
      entry({
        organizationId: org.id,
        apiKeyId: keyId,
        createdAt: at(3),
        status: 404,
        errorCode: 'not_found',
        pathTemplate: '/orders/{id}',
        path: `/api/v1/orders/${orderId}`,
      }),
      entry({
        organizationId: org.id,
        apiKeyId: null,
        createdAt: at(4),
        status: 400,
        method: 'POST',
        errorCode: 'validation_error',
        pathTemplate: '/webhooks',
        path: '/api/v1/webhooks',
      }),
      entry({
        organizationId: org.id,
        apiKeyId: keyId,
        createdAt: at(5),
        status: 503,
        errorCode: 'service_unavailable',
        pathTemplate: '/quotes',
        path: '/api/v1/quotes',
        method: 'POST',
      }),
    ];
    await insertRequestLogs(rows, getCounterSql());
    const ids = async (query: string) => {
      const res = await api('GET', `/request-logs?${query}&to=${encodeURIComponent(at(10).toISOString())}`);
      expect(res.status, res.text).toBe(200);
      return requestLogListSchema.parse(res.body).data.map((r) => r.requestId);
    };
    const rid = (i: number) => rows[i].requestId;
    expect(await ids('status=4xx')).toEqual([rid(3), rid(2)]);
    expect(await ids('status=5xx')).toEqual([rid(4)]);
    expect(await ids('status=201')).toEqual([rid(1)]);
    expect(await ids('method=post')).toEqual([rid(4), rid(3), rid(1)]);
    expect(await ids(`path=${encodeURIComponent('/orders/{id}')}`)).toEqual([rid(2)]);
    expect(await ids('path=/orders')).toEqual([rid(2), rid(1), rid(0)]);
    expect(await ids(`path=/api/v1/orders/${orderId.slice(0, 8)}`)).toEqual([rid(2)]);
    expect(await ids(`apiKeyId=${keyId}`)).toEqual([rid(4), rid(2), rid(1), rid(0)]);
    expect(await ids(`requestId=${rid(3)}`)).toEqual([rid(3)]);
    expect(await ids(`from=${encodeURIComponent(at(2).toISOString())}`)).toEqual([rid(4), rid(3), rid(2), rid(1)]);
    expect(await ids(`from=${encodeURIComponent(at(2).toISOString())}&status=2xx&method=POST`)).toEqual([rid(1)]);
  });

  it('pages newest first with no duplicates or gaps, rows sharing a time included', async () => {
    const { api, org } = await createTestClient(server.url);
    const same = new Date(Date.now() - 60_000);
    const rows = Array.from({ length: 7 }, (_, i) =>
      entry({ organizationId: org.id, createdAt: i < 4 ? same : new Date(same.getTime() - i * 1000) }),
    );
    await insertRequestLogs(rows, getCounterSql());
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await api('GET', `/request-logs?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status, res.text).toBe(200);
      const page = requestLogListSchema.parse(res.body);
      seen.push(...page.data.map((r) => r.requestId));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    // The listing requests themselves are logged too, but only after a flush: the seeded rows are all there is.
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.sort()).toEqual(rows.map((r) => r.requestId).sort());
  });

  it('answers unknown filters, malformed values and malformed ids with Spanish 400s naming them', async () => {
    const { api } = await createTestClient(server.url);
    const unknown = await api('GET', '/request-logs?estado=4xx&sort=asc');
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('x-error-code')).toBe('validation_error');
    expect(unknown.body.error).toContain('«estado»');
    expect(unknown.body.error).toContain('«sort»');
    expect(unknown.body.error).toContain('no existen');
    const cases: Array<[string, string]> = [
      ['status=6xx', 'status'],
      ['status=abc', 'status'],
      ['method=TRACE', 'method'],
      ['path=orders', 'path'],
      ['apiKeyId=123', 'apiKeyId'],
      ['from=ayer', 'from'],
      ['limit=500', 'limit'],
      ['from=2026-11-10&to=2026-11-01', 'from'],
      ['cursor=inventado', 'cursor'],
      [`from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`, 'from no puede estar en el futuro'],
      [`from=${new Date(Date.now() - 32 * DAY_MS).toISOString().slice(0, 10)}`, 'anterior a la retención'],
    ];
    for (const [query, name] of cases) {
      const res = await api('GET', `/request-logs?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toContain(name);
    }
    const malformed = await api('GET', '/request-logs/no-es-un-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toContain('«no-es-un-uuid»');
    const problem = await api('GET', '/request-logs?estado=1', undefined, { Accept: 'application/problem+json' });
    expect(problem.status).toBe(400);
    expect(problem.body.errors).toEqual([{ field: 'estado', message: 'El parámetro estado no existe.' }]);
  });
});

describe('tenancy', () => {
  it("never shows another organization's requests: not listed, 404 on their ids", async () => {
    const mine = await createTestClient(server.url);
    const theirs = await createTestClient(server.url);
    const res = await theirs.api('POST', '/orders', { password: 'de-otra-organizacion' });
    expect(res.status).toBe(400);
    await flushRequestLog();
    const [their] = await logsOf(theirs.api, res.headers.get('x-request-id')!);
    expect(await logsOf(mine.api, their.requestId)).toEqual([]);
    const all = requestLogListSchema.parse((await mine.api('GET', '/request-logs?limit=100')).body).data;
    expect(all.map((r) => r.id)).not.toContain(their.id);
    const read = await mine.api('GET', `/request-logs/${their.id}`);
    expect(read.status).toBe(404);
    expect(read.headers.get('x-error-code')).toBe('not_found');
    expect(read.text).not.toContain('de-otra-organizacion');
    expect((await theirs.api('GET', `/request-logs/${their.id}`)).status).toBe(200);
  });
});

describe('retention (30 days, daily partitions)', () => {
  it('drops whole days once they are older than 30 days by the test clock, and creates the days ahead', async () => {
    const { api, org } = await createTestClient(server.url);
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * DAY_MS);
    const rows = [35, 31, 29, 1].map((d) => entry({ organizationId: org.id, createdAt: daysAgo(d) }));
    // Days without a partition yet: the writer creates them and writes the batch.
    await insertRequestLogs(rows, getCounterSql());
    const present = async () => {
      // Bounded by `to`: this test's own API calls are logged too (at the real time).
      const res = await api('GET', `/request-logs?limit=100&to=${encodeURIComponent(daysAgo(0.5).toISOString())}`);
      return new Set(requestLogListSchema.parse(res.body).data.map((r) => r.requestId));
    };
    expect(await present()).toEqual(new Set(rows.map((r) => r.requestId)));

    const first = await maintainRequestLog({ now });
    expect(first.dropped).toBeGreaterThanOrEqual(2);
    expect([...(await present())].sort()).toEqual([rows[2].requestId, rows[3].requestId].sort());

    // Two days later by the clock, the row of 29 days ago is 31 days old: its day goes too.
    await maintainRequestLog({ now: new Date(now.getTime() + 2 * DAY_MS) });
    expect([...(await present())]).toEqual([rows[3].requestId]);

    const partitions = await getSql()<{ name: string }[]>`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'request_logs'::regclass order by 1`;
    const days = partitions.map((p) => p.name.slice('request_logs_'.length));
    const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
    expect(days).toContain(ymd(new Date(now.getTime() + 9 * DAY_MS)));
    expect(days[0] >= ymd(new Date(now.getTime() + 2 * DAY_MS - RETENTION_DAYS * DAY_MS))).toBe(true);
  });
});

describe('the log never fails or delays a request', () => {
  it('answers normally while the log table is broken, keeps the rows and writes them once it is back', async () => {
    const { api } = await createTestClient(server.url);
    const sql = getSql();
    await sql`alter table request_logs rename to request_logs_roto`;
    let res: Awaited<ReturnType<typeof api>> | undefined;
    try {
      res = await api('GET', '/orders');
      expect(res.status).toBe(200);
      const created = await api('POST', '/orders', validOrderBody());
      expect(created.status).toBe(201);
      await flushRequestLog(); // fails: logged as a warning, rows kept
      expect(requestLogStats().buffered).toBeGreaterThanOrEqual(2);
    } finally {
      await sql`alter table request_logs_roto rename to request_logs`;
    }
    await flushRequestLog();
    expect(requestLogStats().buffered).toBe(0);
    expect(await logsOf(api, res!.headers.get('x-request-id')!)).toHaveLength(1);
  });

  it('drops and counts rows past the buffer limit instead of growing without bound', async () => {
    const { api } = await createTestClient(server.url);
    await flushRequestLog();
    configureRequestLogBuffer({ maxRows: 2, write: () => Promise.reject(new Error('base de datos caída')) });
    const before = requestLogStats().dropped;
    for (let i = 0; i < 5; i++) expect((await api('GET', '/orders?limit=1')).status).toBe(200);
    await flushRequestLog();
    const stats = requestLogStats();
    expect(stats.buffered).toBe(2);
    expect(stats.dropped - before).toBe(3);
    configureRequestLogBuffer({});
    await flushRequestLog();
    expect(requestLogStats().buffered).toBe(0);
  });

  it('records nothing with REQUEST_LOG=off', async () => {
    const { api } = await createTestClient(server.url);
    process.env.REQUEST_LOG = 'off';
    resetConfigCache();
    const res = await api('GET', '/orders');
    expect(res.status).toBe(200);
    delete process.env.REQUEST_LOG;
    resetConfigCache();
    await flushRequestLog();
    expect(await logsOf(api, res.headers.get('x-request-id')!)).toEqual([]);
  });
});
