// The API edge as integrators expect it (docs/api/idempotency.md, docs/api/errors.md, docs/api/rate-limits.md),
// over real HTTP: Idempotency-Key next to X-Idempotency-Key on every POST that creates or changes something,
// RFC 9457 problem details on request, WWW-Authenticate on 401, the IETF RateLimit fields, and request ids.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { idempotencyKeys, ledgerEntries, orders, webhooks } from '@/db/schema';
import { config, resetConfigCache } from '@/lib/platform/config';
import { errorMessages, errorTitles } from '@/lib/platform/errors/codes';
import { wantsProblemDetails } from '@/lib/http/problem';
import { operationList } from '@/lib/http/openapi/operations';
import { requestFingerprint, runIdempotent } from '@/lib/platform/idempotency/idempotency';
import { createRateLimiter, resetRateLimiter, setRateLimiter } from '@/lib/platform/rate-limit';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient, createTestKey, createTestOrg } from '../helpers/fixtures';
import { createOrderViaApi, validOrderBody } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await resetRateLimiter();
  await server.close();
});

const db = () => getDb();
const newKey = () => `clave-${randomUUID()}`;
const PROBLEM = { Accept: 'application/problem+json' };

async function orderAndDebitCounts(organizationId: string) {
  const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.organizationId, organizationId));
  const [{ debits }] = await db()
    .select({ debits: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.kind, 'label')));
  return { orders: n, debits };
}

async function refunds(organizationId: string) {
  const [{ n }] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.kind, 'refund')));
  return n;
}

async function keyRow(organizationId: string, key: string) {
  const [row] = await db()
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.organizationId, organizationId), eq(idempotencyKeys.key, key)));
  return row;
}

describe('Idempotency-Key (the standard header) next to X-Idempotency-Key', () => {
  it('replays POST /orders: one order, one charge, the same 201 with Idempotent-Replayed; the legacy header names the same key', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const body = validOrderBody();
    const first = await api('POST', '/orders', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await api('POST', '/orders', body, { 'Idempotency-Key': key });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // One key space: the same value in the legacy header is the same key, and both headers with one value are fine.
    const legacy = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(legacy.body).toEqual(first.body);
    expect(legacy.headers.get('idempotent-replayed')).toBe('true');
    const both = await api('POST', '/orders', body, { 'Idempotency-Key': key, 'X-Idempotency-Key': key });
    expect(both.body).toEqual(first.body);
    expect(await orderAndDebitCounts(org.id)).toEqual({ orders: 1, debits: 1 });
  });

  it('both headers with different values: 400 in Spanish naming both, nothing created, neither key consumed', async () => {
    const { api, org } = await createTestClient(server.url);
    const [a, b] = [newKey(), newKey()];
    const res = await api('POST', '/orders', validOrderBody(), { 'Idempotency-Key': a, 'X-Idempotency-Key': b });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-error-code')).toBe('validation_error');
    expect(res.body).toEqual({
      error: 'Envía la clave de idempotencia en un solo encabezado: Idempotency-Key y X-Idempotency-Key llegaron con valores distintos.',
    });
    expect(await orderAndDebitCounts(org.id)).toEqual({ orders: 0, debits: 0 });
    expect(await keyRow(org.id, a)).toBeUndefined();
    expect(await keyRow(org.id, b)).toBeUndefined();
    // With problem details both headers are listed as the fields in question.
    const problem = await api('POST', '/orders', validOrderBody(), { ...PROBLEM, 'Idempotency-Key': a, 'X-Idempotency-Key': b });
    expect(problem.body.errors.map((e: { field: string }) => e.field)).toEqual(['Idempotency-Key', 'X-Idempotency-Key']);
  });

  it('names the header it read in a malformed-key 400', async () => {
    const { api } = await createTestClient(server.url);
    const res = await api('POST', '/orders', validOrderBody(), { 'Idempotency-Key': 'x'.repeat(256) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'El encabezado Idempotency-Key debe tener entre 1 y 255 caracteres ASCII imprimibles (se recomienda un UUID).',
    );
  });

  it('a retried cancel with the same key gets the same 200 back (one refund); without a key the retry is 409', async () => {
    const { api, org } = await createTestClient(server.url);
    const order = await createOrderViaApi(api);
    const key = newKey();
    const body = { reason: 'El cliente se arrepintió' };
    const first = await api('POST', `/orders/${order.orderId}/cancel`, body, { 'Idempotency-Key': key });
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const [again, legacy] = [
      await api('POST', `/orders/${order.orderId}/cancel`, body, { 'Idempotency-Key': key }),
      await api('POST', `/orders/${order.orderId}/cancel`, body, { 'X-Idempotency-Key': key }),
    ];
    for (const replay of [again, legacy]) {
      expect(replay.status).toBe(200);
      expect(replay.text).toBe(first.text);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await refunds(org.id)).toBe(1);
    const row = await keyRow(org.id, key);
    expect(row.responseStatus).toBe(200);
    expect(row.lockedUntil).toBeNull();
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3600 * 1000);
    // Another body under the same key: 422; another order under the same key: 422 (the path is part of the request).
    const reused = await api('POST', `/orders/${order.orderId}/cancel`, { reason: 'Otro motivo' }, { 'Idempotency-Key': key });
    expect(reused.status).toBe(422);
    expect(reused.headers.get('x-error-code')).toBe('idempotency_key_reused');
    const other = await createOrderViaApi(api);
    expect((await api('POST', `/orders/${other.orderId}/cancel`, body, { 'Idempotency-Key': key })).status).toBe(422);
    // Without a key the retry is a second cancel, which the order's state refuses.
    const plain = await api('POST', `/orders/${order.orderId}/cancel`, body);
    expect(plain.status).toBe(409);
    expect(plain.headers.get('x-error-code')).toBe('order_not_cancellable');
    expect(await refunds(org.id)).toBe(1);
  });

  it('a refused request does not consume the key: the work is rolled back and the same key works once the request can succeed', async () => {
    const { api, org } = await createTestClient(server.url);
    const order = await createOrderViaApi(api);
    const key = newKey();
    const refused = await api('POST', `/orders/${order.orderId}/return`, { reason: 'Talla incorrecta' }, { 'Idempotency-Key': key });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('x-error-code')).toBe('invalid_transition');
    expect(await keyRow(org.id, key)).toBeUndefined();
    const cancel = await api('POST', `/orders/${order.orderId}/cancel`, { reason: 'Ya no se envía' }, { 'Idempotency-Key': key });
    expect(cancel.status).toBe(200);
  });

  it('POST /webhooks with a key creates one webhook and replays its 201 (same id, same secret)', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const body = { name: 'Tienda', url: 'https://api.mitienda.mx/webhooks/envios', events: ['order.delivered'] };
    const first = await api('POST', '/webhooks', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const replay = await api('POST', '/webhooks', body, { 'Idempotency-Key': key });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const rows = await db().select().from(webhooks).where(eq(webhooks.organizationId, org.id));
    expect(rows).toHaveLength(1);
    // A test event sent twice with one key is queued once.
    const testKey = newKey();
    const sent = await api('POST', `/webhooks/${first.body.id}/test`, undefined, { 'Idempotency-Key': testKey });
    const resent = await api('POST', `/webhooks/${first.body.id}/test`, undefined, { 'Idempotency-Key': testKey });
    expect([sent.status, resent.status]).toEqual([201, 201]);
    expect(resent.text).toBe(sent.text);
    expect(resent.headers.get('idempotent-replayed')).toBe('true');
    const [{ n }] = await db().execute<{ n: number }>(sql`select count(*)::int as n from webhook_events where organization_id = ${org.id}`);
    expect(n).toBe(1);
  });

  it('every POST behind an API key that creates or changes something is declared idempotent', () => {
    // POST /quotes only computes a price; the provider's own report route has no API key.
    const readOnlyPosts = new Set(['createQuote']);
    const posts = operationList.filter((op) => op.method === 'post' && op.scopes !== null && !readOnlyPosts.has(op.operationId));
    const missing = posts.filter((op) => !op.idempotent).map((op) => op.operationId);
    expect(missing).toEqual([]);
    for (const id of [
      'createOrder',
      'cancelOrder',
      'requestReturn',
      'approveReturn',
      'createWebhook',
      'sendWebhookTest',
      'rotateWebhookSecret',
      'redeliverWebhook',
    ]) {
      expect(posts.map((op) => op.operationId)).toContain(id);
    }
  });
});

describe('runIdempotent (the claim around one transaction)', () => {
  it('answers 409 while the first request runs, stores the answer with the work, then replays it', async () => {
    const org = await createTestOrg();
    const request = { organizationId: org.id, key: newKey(), fingerprint: requestFingerprint('POST', '/api/v1/x', { a: 1 }) };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const work = async () => {
      runs++;
      await gate;
      return { status: 201, body: { hecho: true } };
    };
    const first = runIdempotent(db(), request, work);
    for (let i = 0; i < 100 && !(await keyRow(org.id, request.key)); i++) await new Promise((r) => setTimeout(r, 10));
    await expect(runIdempotent(db(), request, work)).rejects.toMatchObject({ code: 'idempotency_key_in_use', retryAfterSeconds: 1 });
    await expect(runIdempotent(db(), { ...request, fingerprint: 'otra' }, work)).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    release();
    expect(await first).toEqual({ response: { status: 201, body: { hecho: true } }, replayed: false });
    expect(await runIdempotent(db(), request, work)).toEqual({ response: { status: 201, body: { hecho: true } }, replayed: true });
    expect(runs).toBe(1);
  });

  it('a claim taken over while the work ran rolls the work back and answers 409', async () => {
    const org = await createTestOrg();
    const request = { organizationId: org.id, key: newKey(), fingerprint: 'f' };
    const marker = `marca-${randomBytes(4).toString('hex')}`;
    await expect(
      runIdempotent(db(), request, async (tx) => {
        await tx.execute(sql`update organizations set name = ${marker} where id = ${org.id}`);
        // Another request takes the key over (our lease ended): a new lease, another token.
        await db().execute(sql`update idempotency_keys set locked_until = now() + interval '1 minute'
          where organization_id = ${org.id} and key = ${request.key}`);
        return { status: 200, body: {} };
      }),
    ).rejects.toMatchObject({ code: 'idempotency_key_in_use' });
    const [{ name }] = await db().execute<{ name: string }>(sql`select name from organizations where id = ${org.id}`);
    expect(name).not.toBe(marker);
  });
});

describe('problem details (Accept: application/problem+json)', () => {
  const expectProblem = async (res: Response, status: number, code: keyof typeof errorTitles) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('x-error-code')).toBe(code);
    const body = await res.json();
    expect(body).toMatchObject({
      type: `/docs/guias/errores#${code}`,
      title: errorTitles[code],
      status,
      code,
      request_id: res.headers.get('x-request-id'),
    });
    expect(typeof body.detail).toBe('string');
    return body;
  };

  it('400: every invalid field in `errors`, with its dotted path and Spanish sentence', async () => {
    const { key } = await createTestClient(server.url);
    const body = validOrderBody({ deliveryAddress: { postalCode: '12' }, package: { weight: 100 }, shipmentType: 'lento' });
    const res = await fetch(`${server.url}/api/v1/orders`, {
      method: 'POST',
      headers: { ...PROBLEM, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const problem = await expectProblem(res, 400, 'validation_error');
    expect(Object.keys(problem).sort()).toEqual(['code', 'detail', 'errors', 'request_id', 'status', 'title', 'type']);
    const fields = problem.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['deliveryAddress.postalCode', 'package.weight', 'shipmentType']));
    for (const error of problem.errors) {
      expect(Object.keys(error).sort()).toEqual(['field', 'message']);
      expect(error.message).toMatch(new RegExp(`^El campo ${error.field.replace(/[.[\]]/g, '\\$&')} `));
      expect(problem.detail).toContain(error.message.replace(/\.$/, ''));
    }
  });

  it('the same 400 without the Accept is today\'s { "error" } body, byte for byte', async () => {
    const { api } = await createTestClient(server.url);
    const res = await api('POST', '/orders', validOrderBody({ package: { weight: 100 } }));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(JSON.stringify({ error: 'El campo package.weight debe estar entre 0.1 y 70' }));
    expect(res.headers.get('x-error-code')).toBe('validation_error');
  });

  it('a non-field 400 (malformed JSON is not validation) and a text-rule 400 under `body`', async () => {
    const { key } = await createTestClient(server.url);
    const send = (body: string) =>
      fetch(`${server.url}/api/v1/orders`, {
        method: 'POST',
        headers: { ...PROBLEM, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body,
      });
    const malformed = await expectProblem(await send('{"a":'), 400, 'invalid_json');
    expect(malformed.errors).toBeUndefined();
    expect(malformed.detail).toBe(errorMessages.invalid_json);
    const notObject = await expectProblem(await send('"texto"'), 400, 'validation_error');
    expect(notObject.errors).toEqual([{ field: 'body', message: 'El cuerpo de la solicitud debe ser un objeto' }]);
  });

  it('query parameters are listed by name, a text-rule problem by its field path', async () => {
    const { key } = await createTestClient(server.url);
    const auth = { ...PROBLEM, Authorization: `Bearer ${key}` };
    const list = await expectProblem(
      await fetch(`${server.url}/api/v1/orders?limit=mucho&status=volando`, { headers: auth }),
      400,
      'validation_error',
    );
    expect(list.errors.map((e: { field: string }) => e.field).sort()).toEqual(['limit', 'status']);
    for (const error of list.errors) expect(error.message).toMatch(new RegExp(`^El parámetro ${error.field} `));
    const label = await expectProblem(
      await fetch(`${server.url}/api/v1/orders/${randomUUID()}/label?format=gif`, { headers: auth }),
      400,
      'validation_error',
    );
    expect(label.errors).toEqual([{ field: 'format', message: 'El parámetro format debe ser uno de: pdf, zpl' }]);
    const body = validOrderBody({ deliveryAddress: { street: 'Calle\u0007 Falsa' } });
    const text = await fetch(`${server.url}/api/v1/orders`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const problem = await expectProblem(text, 400, 'validation_error');
    expect(problem.errors).toEqual([{ field: 'deliveryAddress.street', message: problem.detail }]);
  });

  it('401 (with its challenge), 404 of an unknown path and of a missing order, 405 with Allow', async () => {
    const noKey = await fetch(`${server.url}/api/v1/orders`, { headers: PROBLEM });
    const unauthorized = await expectProblem(noKey, 401, 'missing_api_key');
    expect(unauthorized.errors).toBeUndefined();
    expect(noKey.headers.get('www-authenticate')).toBe('Bearer realm="envios-mx"');

    await expectProblem(await fetch(`${server.url}/api/v1/no-existe/ruta`, { method: 'POST', headers: PROBLEM }), 404, 'not_found');
    const { key } = await createTestClient(server.url);
    const missing = await fetch(`${server.url}/api/v1/orders/${randomUUID()}`, { headers: { ...PROBLEM, Authorization: `Bearer ${key}` } });
    await expectProblem(missing, 404, 'not_found');

    const notAllowed = await fetch(`${server.url}/api/v1/orders`, { method: 'DELETE', headers: PROBLEM });
    const problem = await expectProblem(notAllowed, 405, 'method_not_allowed');
    expect(problem.detail).toBe('Método no permitido en esta ruta. Métodos permitidos: GET, POST.');
    expect(notAllowed.headers.get('allow')).toBe('GET, POST');
    const plain = await fetch(`${server.url}/api/v1/orders`, { method: 'DELETE' });
    expect(await plain.json()).toEqual({ error: 'Método no permitido en esta ruta. Métodos permitidos: GET, POST.' });
  });

  it('negotiates: problem+json among other types counts, q=0 does not', () => {
    expect(wantsProblemDetails('application/json, application/problem+json;q=0.9')).toBe(true);
    expect(wantsProblemDetails('APPLICATION/PROBLEM+JSON')).toBe(true);
    expect(wantsProblemDetails('application/problem+json;q=0')).toBe(false);
    expect(wantsProblemDetails('application/json')).toBe(false);
    expect(wantsProblemDetails('*/*')).toBe(false);
    expect(wantsProblemDetails(null)).toBe(false);
  });

  it('every error code has a Spanish title', () => {
    for (const [code, title] of Object.entries(errorTitles)) {
      expect(title, code).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      expect(code in errorMessages).toBe(true);
    }
    expect(Object.keys(errorTitles).sort()).toEqual(Object.keys(errorMessages).sort());
  });
});

describe('WWW-Authenticate on 401', () => {
  it('names the Bearer scheme and realm; adds error="invalid_token" when a key was sent and refused', async () => {
    const org = await createTestOrg();
    const expiring = await createTestKey(org.id, ['*'], new Date(Date.now() + 300));
    const get = (authorization?: string) =>
      fetch(`${server.url}/api/v1/account`, { headers: authorization ? { Authorization: authorization } : {} });
    expect((await get()).headers.get('www-authenticate')).toBe('Bearer realm="envios-mx"');
    expect((await get('Basic dXNlcjpwYXNz')).headers.get('www-authenticate')).toBe('Bearer realm="envios-mx"');
    expect((await get('Bearer flt_notarealkey')).headers.get('www-authenticate')).toBe('Bearer realm="envios-mx", error="invalid_token"');
    await new Promise((r) => setTimeout(r, 400));
    const expired = await get(`Bearer ${expiring.key}`);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('x-error-code')).toBe('api_key_expired');
    expect(expired.headers.get('www-authenticate')).toBe('Bearer realm="envios-mx", error="invalid_token"');
    // Not on other statuses.
    const { key } = await createTestKey(org.id, ['tracking:read']);
    expect((await get(`Bearer ${key}`)).headers.get('www-authenticate')).toBeNull();
    const forbidden = await fetch(`${server.url}/api/v1/orders`, { headers: { Authorization: `Bearer ${key}` } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('www-authenticate')).toBeNull();
  });
});

describe('RateLimit-Policy and RateLimit (IETF) next to X-RateLimit-*', () => {
  const ENV = ['RATE_LIMIT_IP_PER_MINUTE', 'RATE_LIMIT_KEY_PER_HOUR', 'TRUST_PROXY'] as const;
  const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
  afterEach(async () => {
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetConfigCache();
    await resetRateLimiter();
  });
  async function useLimits(ipPerMinute: number, keyPerHour: number) {
    process.env.RATE_LIMIT_IP_PER_MINUTE = String(ipPerMinute);
    process.env.RATE_LIMIT_KEY_PER_HOUR = String(keyPerHour);
    process.env.TRUST_PROXY = '1';
    resetConfigCache();
    await resetRateLimiter();
    setRateLimiter(createRateLimiter(config(), { prefix: `test:${randomBytes(6).toString('hex')}` }));
  }
  const ip = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  /** `"name";a=1;b=2, ...` as { name: { a: 1, b: 2 } } */
  const parse = (field: string | null) =>
    Object.fromEntries(
      (field ?? '')
        .split(', ')
        .filter(Boolean)
        .map((item) => {
          const [name, ...params] = item.split(';');
          return [JSON.parse(name), Object.fromEntries(params.map((p) => [p.split('=')[0], Number(p.split('=')[1])]))];
        }),
    );

  it('2xx and 4xx behind a key carry both policies; a 401 only the per-IP one', async () => {
    await useLimits(50, 10);
    const org = await createTestOrg();
    const { key } = await createTestKey(org.id);
    const client = ip();
    const headers = { 'X-Forwarded-For': client, Authorization: `Bearer ${key}` };
    const ok = await fetch(`${server.url}/api/v1/account`, { headers });
    expect(ok.status).toBe(200);
    expect(parse(ok.headers.get('ratelimit-policy'))).toEqual({ ip: { q: 50, w: 60 }, key: { q: 10, w: 3600 } });
    const okLimits = parse(ok.headers.get('ratelimit'));
    expect(okLimits.ip.r).toBe(49);
    expect(okLimits.key.r).toBe(9);
    expect(okLimits.ip.t).toBeGreaterThanOrEqual(0);
    expect(okLimits.ip.t).toBeLessThanOrEqual(60);
    expect(okLimits.key.t).toBeLessThanOrEqual(3600);
    // The X-RateLimit-* fields still show the tighter limit (the key's 10 here).
    expect(ok.headers.get('x-ratelimit-limit')).toBe('10');
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('9');

    const notFound = await fetch(`${server.url}/api/v1/orders/${randomUUID()}`, { headers });
    expect(notFound.status).toBe(404);
    expect(parse(notFound.headers.get('ratelimit'))).toMatchObject({ ip: { r: 48 }, key: { r: 8 } });

    const unauthorized = await fetch(`${server.url}/api/v1/account`, { headers: { 'X-Forwarded-For': client } });
    expect(unauthorized.status).toBe(401);
    expect(parse(unauthorized.headers.get('ratelimit-policy'))).toEqual({ ip: { q: 50, w: 60 } });
    expect(parse(unauthorized.headers.get('ratelimit'))).toMatchObject({ ip: { r: 47 } });
  });

  it('429 of the key carries both policies with the key at 0; 429 of the IP only the IP; problem details on request', async () => {
    await useLimits(3, 1);
    const org = await createTestOrg();
    const { key } = await createTestKey(org.id);
    const client = ip();
    const headers = { 'X-Forwarded-For': client, Authorization: `Bearer ${key}`, ...PROBLEM };
    expect((await fetch(`${server.url}/api/v1/account`, { headers })).status).toBe(200);
    const byKey = await fetch(`${server.url}/api/v1/account`, { headers });
    expect(byKey.status).toBe(429);
    expect(parse(byKey.headers.get('ratelimit'))).toMatchObject({ ip: { r: 1 }, key: { r: 0 } });
    expect(parse(byKey.headers.get('ratelimit-policy'))).toEqual({ ip: { q: 3, w: 60 }, key: { q: 1, w: 3600 } });
    const problem = await byKey.json();
    expect(problem).toMatchObject({ status: 429, code: 'rate_limit_exceeded', title: 'Límite de solicitudes excedido' });
    expect(problem.detail).toMatch(/^Se alcanzó el límite de solicitudes de esta clave de API: 1 por hora/);
    expect(byKey.headers.get('retry-after')).toMatch(/^\d+$/);

    expect((await fetch(`${server.url}/api/v1/account`, { headers })).status).toBe(429);
    const byIp = await fetch(`${server.url}/api/v1/account`, { headers });
    expect(byIp.status).toBe(429);
    expect(parse(byIp.headers.get('ratelimit-policy'))).toEqual({ ip: { q: 3, w: 60 } });
    expect(parse(byIp.headers.get('ratelimit'))).toMatchObject({ ip: { r: 0 } });
    expect((await byIp.json()).detail).toMatch(/^Demasiadas solicitudes desde tu dirección IP/);
  });
});

describe('X-Request-Id', () => {
  it('keeps a valid client id (req_ and up to 64 of [A-Za-z0-9_-]) and replaces anything else with req_ + 32 hex', async () => {
    const get = (id?: string) => fetch(`${server.url}/api/v1/account`, { headers: id === undefined ? {} : { 'X-Request-Id': id } });
    for (const kept of ['req_a', 'req_Pedido-42_intento_1', `req_${'x'.repeat(64)}`]) {
      expect((await get(kept)).headers.get('x-request-id')).toBe(kept);
    }
    for (const replaced of [
      undefined,
      'abc',
      'req_',
      `req_${'x'.repeat(65)}`,
      'req_con espacio',
      'REQ_abc',
      'req_á',
      '550e8400-e29b-41d4-a716-446655440000',
    ]) {
      const id = (await get(replaced)).headers.get('x-request-id');
      expect(id, String(replaced)).toMatch(/^req_[0-9a-f]{32}$/);
    }
    const problem = await fetch(`${server.url}/api/v1/account`, { headers: { 'X-Request-Id': 'req_mi-id', ...PROBLEM } });
    expect((await problem.json()).request_id).toBe('req_mi-id');
  });

  it('is in the server log line of the request and in every line the request writes', async () => {
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    const lines: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    try {
      const { api } = await createTestClient(server.url);
      // An outage of the provider writes a warning deep in the domain (lib/orders/create-order.ts).
      const res = await api('POST', '/orders', validOrderBody({ internalReference: 'sandbox:provider_down' }), {
        'X-Request-Id': 'req_rastreo-1',
      });
      expect(res.status).toBe(503);
    } finally {
      out.mockRestore();
      err.mockRestore();
      if (previous === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = previous;
    }
    const mine = lines
      .flatMap((l) => l.split('\n'))
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .filter((l) => l.requestId === 'req_rastreo-1');
    expect(mine.find((l) => l.message === 'api request')).toMatchObject({
      method: 'POST',
      path: '/api/v1/orders',
      status: 503,
      errorCode: 'provider_unavailable',
    });
    expect(mine.some((l) => l.message === 'provider unavailable on guide creation')).toBe(true);
  });
});
