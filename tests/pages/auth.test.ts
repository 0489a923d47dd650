// The request wrapper end to end over real HTTP: authentication failures, scopes, usage counting, unknown routes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCounterSql, getDb, getSql } from '@/db/client';
import { flushApiKeyUsage, USAGE_FLUSH_MS } from '@/lib/api-keys/usage';
import { apiKeys, apiUsageHourly } from '@/db/schema';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { apiClient, createTestKey, createTestOrg } from '../helpers/fixtures';
import { startAppServer, type TestServer } from '../helpers/app-server';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /account', () => {
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/account', scope: 'orders:read', anyScope: true });

  it('answers with the organization and key behind the request', async () => {
    const org = await createTestOrg({ balance: 250.5 });
    const { key, id } = await createTestKey(org.id, ['orders:read', 'tracking:read']);
    const res = await apiClient(server.url, key)('GET', '/account');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      organization: { id: org.id, balance: 250.5, currency: 'MXN' },
      apiKey: { id, scopes: ['orders:read', 'tracking:read'], expiresAt: null },
    });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('accepts the scheme name in any case but nothing else in the header', async () => {
    const org = await createTestOrg();
    const { key } = await createTestKey(org.id);
    const res = await fetch(`${server.url}/api/v1/account`, { headers: { Authorization: `bearer ${key}` } });
    expect(res.status).toBe(200);
    const bad = await fetch(`${server.url}/api/v1/account`, { headers: { Authorization: `Bearer ${key} extra` } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('x-error-code')).toBe('invalid_auth_format');
    const bare = await fetch(`${server.url}/api/v1/account`, { headers: { Authorization: key } });
    expect(bare.headers.get('x-error-code')).toBe('invalid_auth_format');
    const empty = await fetch(`${server.url}/api/v1/account`, { headers: { Authorization: 'Bearer ' } });
    expect(empty.status).toBe(401);
    expect(empty.headers.get('x-error-code')).toBe('invalid_api_key');
  });

  it('rejects a well-formed key that was never issued', async () => {
    const org = await createTestOrg();
    const { key, id } = await createTestKey(org.id);
    await getDb().delete(apiKeys).where(eq(apiKeys.id, id));
    const res = await apiClient(server.url, key)('GET', '/account');
    expect(res.status).toBe(401);
    expect(res.headers.get('x-error-code')).toBe('invalid_api_key');
  });

  it('counts every authenticated request exactly once under 50 concurrent requests', async () => {
    const org = await createTestOrg();
    const { key, id } = await createTestKey(org.id);
    const api = apiClient(server.url, key);
    const results = await Promise.all(Array.from({ length: 50 }, () => api('GET', '/account')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    await flushApiKeyUsage();
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.usageCount).toBe(50);
    expect(row.lastUsedAt).toBeInstanceOf(Date);
    const [hour] = await getDb().select().from(apiUsageHourly).where(eq(apiUsageHourly.apiKeyId, id));
    expect(hour.count).toBe(50);
  });

  it('writes the counts within a flush interval on its own, in one statement per batch', async () => {
    const org = await createTestOrg();
    const { key, id } = await createTestKey(org.id);
    const api = apiClient(server.url, key);
    for (let i = 0; i < 7; i++) expect((await api('GET', '/account')).status).toBe(200);
    // No explicit flush: the timer writes them.
    await new Promise((r) => setTimeout(r, USAGE_FLUSH_MS * 3));
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.usageCount).toBe(7);
    const [hour] = await getDb().select().from(apiUsageHourly).where(eq(apiUsageHourly.apiKeyId, id));
    expect(hour.count).toBe(7);
    expect(hour.hour.getTime() % 3_600_000).toBe(0);
  });

  it('keeps counts of a failed write and adds them with the next one', async () => {
    const org = await createTestOrg();
    const { key, id } = await createTestKey(org.id);
    const api = apiClient(server.url, key);
    // Every write of the counts fails (a trigger in this file's own database refuses updates of api_keys), set before
    // the requests so the 200 ms writer cannot land them first on a slow machine ...
    const sql = getSql();
    await sql.unsafe(
      `create function refuse_key_update() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`,
    );
    await sql.unsafe(`create trigger refuse_key_update before update on api_keys for each row execute function refuse_key_update()`);
    for (let i = 0; i < 3; i++) await api('GET', '/account');
    await flushApiKeyUsage();
    const [during] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(during.usageCount).toBe(0);
    // ... and once writes work again, the kept counts land with the new ones.
    await sql.unsafe(`drop trigger refuse_key_update on api_keys; drop function refuse_key_update()`);
    for (let i = 0; i < 2; i++) await api('GET', '/account');
    await flushApiKeyUsage();
    await flushApiKeyUsage();
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.usageCount).toBe(5);
  });

  it('counts usage without waiting for the WAL flush, while every other write waits for it', async () => {
    const [counter] = await getCounterSql()<{ synchronous_commit: string }[]>`show synchronous_commit`;
    const [main] = await getSql()<{ synchronous_commit: string }[]>`show synchronous_commit`;
    expect(counter.synchronous_commit).toBe('off');
    expect(main.synchronous_commit).toBe('on');
  });

  it('does not count requests with a revoked or expired key', async () => {
    const org = await createTestOrg();
    const { key, id } = await createTestKey(org.id, ['*'], new Date(Date.now() + 200));
    await new Promise((r) => setTimeout(r, 300));
    await apiClient(server.url, key)('GET', '/account');
    await flushApiKeyUsage();
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.usageCount).toBe(0);
  });
});

describe('unknown routes', () => {
  it('answer a JSON 404 in the error shape', async () => {
    const res = await fetch(`${server.url}/api/v1/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-error-code')).toBe('not_found');
    expect(await res.json()).toEqual({ error: expect.stringMatching(/no existe/) });
  });
});

describe('methods a route does not support', () => {
  it('answer a JSON 405 naming the allowed methods, before any authentication', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/v1/orders', 'GET, POST'],
      ['PUT', '/api/v1/orders/00000000-0000-4000-8000-000000000000', 'GET, PATCH'],
      ['GET', '/api/v1/quotes', 'POST'],
      ['POST', '/api/health', 'GET'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('x-error-code')).toBe('method_not_allowed');
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(await res.json()).toEqual({ error: `Método no permitido en esta ruta. Métodos permitidos: ${allow}.` });
    }
  });
});

describe('GET /api/health and /api/ready', () => {
  it('reports the process alive, and ready with the database reachable', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });
});
