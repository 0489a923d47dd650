// X-Idempotency-Key on POST /orders (docs/api/orders.md, idempotency) over real HTTP: replay, 422, 409 in flight,
// concurrency, per organization, 24 h expiry, abandoned claims, and a key never consumed by a failure.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { idempotencyKeys, ledgerEntries, orders, organizations } from '@/db/schema';
import { applyBalanceChange } from '@/lib/billing/ledger';
import {
  canonicalJson,
  parseIdempotencyKey,
  purgeExpiredIdempotencyKeys,
  requestFingerprint,
} from '@/lib/platform/idempotency/idempotency';
import { setSandboxOutage } from '@/lib/providers/sandbox';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient } from '../helpers/fixtures';
import { validOrderBody } from '../helpers/orders';
import { startAppServer, type TestServer } from '../helpers/app-server';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => setSandboxOutage(false));

const db = () => getDb();
const newKey = () => `key-${crypto.randomUUID()}`;

async function counts(organizationId: string) {
  const [{ orders: n }] = await db()
    .select({ orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.organizationId, organizationId));
  const [{ debits }] = await db()
    .select({ debits: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.kind, 'label')));
  const [org] = await db().select().from(organizations).where(eq(organizations.id, organizationId));
  return { orders: n, debits, balance: org.balanceCentavos };
}

async function keyRow(organizationId: string, key: string) {
  const [row] = await db()
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.organizationId, organizationId), eq(idempotencyKeys.key, key)));
  return row;
}

describe('POST /orders with X-Idempotency-Key: common route checks', () => {
  runCommonRouteChecks(() => server.url, { method: 'POST', path: '/orders', scope: 'orders:write', body: validOrderBody() });
});

describe('X-Idempotency-Key', () => {
  it('replays the first response (same status, same body) with Idempotent-Replayed: true, creating nothing more', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const body = validOrderBody();
    const first = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const after = await counts(org.id);
    for (let i = 0; i < 3; i++) {
      const replay = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
      expect(replay.status).toBe(201);
      expect(replay.text).toBe(first.text);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await counts(org.id)).toEqual(after);
    expect(after.orders).toBe(1);
    expect(after.debits).toBe(1);
    const row = await keyRow(org.id, key);
    expect(row.responseStatus).toBe(201);
    expect(row.lockedUntil).toBeNull();
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3600 * 1000);
  });

  it('treats the same JSON with another key order or spacing as the same request', async () => {
    const { api } = await createTestClient(server.url);
    const key = newKey();
    const body = validOrderBody();
    const first = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replay = await api('POST', '/orders', JSON.stringify(reordered, null, 2), { 'X-Idempotency-Key': key });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('422 idempotency_key_reused for a different body, nothing created', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const body = validOrderBody();
    await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    const before = await counts(org.id);
    const other = await api('POST', '/orders', { ...body, receiverName: 'Otra persona' }, { 'X-Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(other.headers.get('x-error-code')).toBe('idempotency_key_reused');
    expect(other.body).toEqual({ error: 'La clave de idempotencia ya se usó con una solicitud diferente.' });
    expect(await counts(org.id)).toEqual(before);
  });

  it('is per organization: the same key in two organizations makes two orders', async () => {
    const a = await createTestClient(server.url);
    const b = await createTestClient(server.url);
    const key = newKey();
    const body = validOrderBody();
    const ra = await a.api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    const rb = await b.api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
    expect(ra.body.orderId).not.toBe(rb.body.orderId);
  });

  it('409 idempotency_key_in_use while the first request is still running, then the replay', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const body = validOrderBody({ internalReference: 'sandbox:provider_slow 1' });
    const first = api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    await new Promise((r) => setTimeout(r, 400));
    const during = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(during.status).toBe(409);
    expect(during.headers.get('x-error-code')).toBe('idempotency_key_in_use');
    expect(during.headers.get('retry-after')).toBe('1');
    expect(during.body.error).toMatch(/Ya se está procesando/);
    const differentDuring = await api('POST', '/orders', { ...body, receiverName: 'Otro' }, { 'X-Idempotency-Key': key });
    expect(differentDuring.status).toBe(422);
    const done = await first;
    expect(done.status).toBe(201);
    const after = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(after.status).toBe(201);
    expect(after.text).toBe(done.text);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect((await counts(org.id)).orders).toBe(1);
  });

  it('8 concurrent creates with one key: one order, one charge, every 201 names it', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 10000 });
    const key = newKey();
    const body = validOrderBody();
    const results = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/orders', body, { 'X-Idempotency-Key': key })));
    for (const r of results) expect([201, 409]).toContain(r.status);
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created.filter((r) => r.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(new Set(created.map((r) => r.body.orderId)).size).toBe(1);
    for (const r of results.filter((r) => r.status === 409)) expect(r.headers.get('x-error-code')).toBe('idempotency_key_in_use');
    expect(await counts(org.id)).toEqual({ orders: 1, debits: 1, balance: 1_000_000 - 17750 });
    // a late retry is a replay
    const late = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(late.status).toBe(201);
    expect(late.body.orderId).toBe(created[0].body.orderId);
  });

  it('a provider outage (503) does not consume the key: the same key and body succeed once the provider is back', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const body = validOrderBody();
    const before = await counts(org.id);
    setSandboxOutage(true);
    const down = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(down.status).toBe(503);
    expect(down.headers.get('x-error-code')).toBe('provider_unavailable');
    expect(await counts(org.id)).toEqual(before);
    expect(await keyRow(org.id, key)).toBeUndefined();
    const again = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(again.status).toBe(503);
    setSandboxOutage(false);
    const up = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(up.status).toBe(201);
    expect(up.headers.get('idempotent-replayed')).toBeNull();
    const replay = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(replay.text).toBe(up.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await counts(org.id)).toEqual({ orders: 1, debits: 1, balance: before.balance - 17750 });
  });

  it('the sandbox outage reference also releases the key (503, nothing stored)', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const res = await api('POST', '/orders', validOrderBody({ internalReference: 'sandbox:provider_down' }), { 'X-Idempotency-Key': key });
    expect(res.status).toBe(503);
    expect(await keyRow(org.id, key)).toBeUndefined();
    // the key is free for another request
    const other = await api('POST', '/orders', validOrderBody(), { 'X-Idempotency-Key': key });
    expect(other.status).toBe(201);
  });

  it('402 does not consume the key: after a top-up the same key and body create the order', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 10 });
    const key = newKey();
    const body = validOrderBody();
    const poor = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(poor.status).toBe(402);
    expect(await keyRow(org.id, key)).toBeUndefined();
    await applyBalanceChange(db(), { organizationId: org.id, kind: 'manual_credit', amountCentavos: 100000, description: 'recarga' });
    const paid = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(paid.status).toBe(201);
    expect(paid.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a validation error (400) stores nothing under the key', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const bad = await api('POST', '/orders', validOrderBody({ package: { weight: 100 } }), { 'X-Idempotency-Key': key });
    expect(bad.status).toBe(400);
    expect(await keyRow(org.id, key)).toBeUndefined();
  });

  it('a key older than 24 h is free again, even for another body', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const first = await api('POST', '/orders', validOrderBody(), { 'X-Idempotency-Key': key });
    await db().execute(sql`update idempotency_keys set expires_at = now() - interval '1 second', created_at = now() - interval '24 hours 1 second'
      where organization_id = ${org.id} and key = ${key}`);
    const second = await api('POST', '/orders', validOrderBody(), { 'X-Idempotency-Key': key });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.orderId).not.toBe(first.body.orderId);
    expect((await keyRow(org.id, key)).responseStatus).toBe(201);
  });

  it('a live claim answers 409 (same body) or 422 (other body); an abandoned one (lease over) is taken over', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const body = validOrderBody();
    const fingerprint = requestFingerprint('POST', '/api/v1/orders', body);
    await db()
      .insert(idempotencyKeys)
      .values({ organizationId: org.id, key, requestHash: fingerprint, lockedUntil: new Date(Date.now() + 60_000) });
    expect((await api('POST', '/orders', body, { 'X-Idempotency-Key': key })).status).toBe(409);
    expect((await api('POST', '/orders', validOrderBody(), { 'X-Idempotency-Key': key })).status).toBe(422);
    // the process holding the claim died: once its lease is over the key can be used
    await db()
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(idempotencyKeys.organizationId, org.id), eq(idempotencyKeys.key, key)));
    const taken = await api('POST', '/orders', body, { 'X-Idempotency-Key': key });
    expect(taken.status).toBe(201);
    expect((await counts(org.id)).orders).toBe(1);
  });

  it('a claim lost while the guide was being made writes nothing: no order, no charge, no event; 409', async () => {
    const { api, org } = await createTestClient(server.url);
    const key = newKey();
    const before = await counts(org.id);
    // The sandbox takes 1.5 s on this reference; meanwhile the lease is taken over (another token).
    const pending = api('POST', '/orders', validOrderBody({ internalReference: 'sandbox:provider_slow lost claim' }), {
      'X-Idempotency-Key': key,
    });
    for (let i = 0; i < 100 && !(await keyRow(org.id, key)); i++) await new Promise((r) => setTimeout(r, 10));
    await db()
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(and(eq(idempotencyKeys.organizationId, org.id), eq(idempotencyKeys.key, key)));
    const res = await pending;
    expect(res.status, res.text).toBe(409);
    expect(res.headers.get('x-error-code')).toBe('idempotency_key_in_use');
    expect(await counts(org.id)).toEqual(before);
    const [{ events }] = await db().execute<{ events: number }>(
      sql`select count(*)::int as events from webhook_events where organization_id = ${org.id}`,
    );
    expect(events).toBe(0);
    expect((await keyRow(org.id, key)).responseStatus).toBeNull();
  });

  it('validates the key: 1 to 255 printable ASCII characters', async () => {
    const { api, org } = await createTestClient(server.url);
    for (const bad of ['x'.repeat(256), 'clave\tcon tabulador', 'clav\u00e9']) {
      const res = await api('POST', '/orders', validOrderBody(), { 'X-Idempotency-Key': bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.headers.get('x-error-code')).toBe('validation_error');
      expect(res.body.error).toMatch(/X-Idempotency-Key/);
    }
    expect((await counts(org.id)).orders).toBe(0);
    const longest = await api('POST', '/orders', validOrderBody(), { 'X-Idempotency-Key': 'k'.repeat(255) });
    expect(longest.status).toBe(201);
    const spaced = await api('POST', '/orders', validOrderBody(), { 'X-Idempotency-Key': 'pedido 42 / intento #1' });
    expect(spaced.status).toBe(201);
  });
});

describe('idempotency helpers', () => {
  it('purgeExpiredIdempotencyKeys deletes only records past their 24 h', async () => {
    const { api, org } = await createTestClient(server.url);
    const [live, old] = [newKey(), newKey()];
    await api('POST', '/orders', validOrderBody(), { 'X-Idempotency-Key': live });
    await api('POST', '/orders', validOrderBody(), { 'X-Idempotency-Key': old });
    await db().execute(
      sql`update idempotency_keys set expires_at = now() - interval '1 minute' where organization_id = ${org.id} and key = ${old}`,
    );
    expect(await purgeExpiredIdempotencyKeys(db())).toBeGreaterThanOrEqual(1);
    expect(await keyRow(org.id, old)).toBeUndefined();
    expect((await keyRow(org.id, live)).responseStatus).toBe(201);
  });

  it('canonical JSON sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: undefined } })).toBe('{"a":{"d":[3,{"e":2,"f":1}]},"b":1}');
  });
  it('parseIdempotencyKey accepts absent keys and rejects empty ones', () => {
    expect(parseIdempotencyKey(null)).toBeNull();
    expect(() => parseIdempotencyKey('')).toThrow(/X-Idempotency-Key/);
    expect(parseIdempotencyKey('a')).toBe('a');
  });
});
