// Resolving a COD discrepancy (POST /api/v1/cod/orders/{id}/discrepancy and the page's resolveCodDiscrepancyAction):
// accept or claim, audited, only from open, another organization's order 404; who may read and resolve (a dashboard
// session needs billing:manage: operations and viewer get the Spanish 403); the organization's remittance lines.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import { inRequestScope } from '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, codCollections } from '@/db/schema';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { listOrgRemittances } from '@/lib/cod/org-remittances';
import { resetConfigCache } from '@/lib/platform/config';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { codOrder, collect, remittance } from '../helpers/cod-rows';
import { callRoute, SESSION_ORIGIN, signedIn, type RouteHandler } from '../helpers/dashboard-session';
import { apiClient, createTestClient, createTestKey } from '../helpers/fixtures';

let server: TestServer;
beforeAll(async () => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

type Client = Awaited<ReturnType<typeof createTestClient>>;

/** A COD order of 1,000 pesos the courier collected 950 for: an open discrepancy of -50. */
async function shortCollected(client: Client) {
  const order = await codOrder(client.api, 1000);
  await collect(order, 95_000);
  return order;
}

const resolve = (client: Client, orderId: string, body: unknown) => client.api('POST', `/cod/orders/${orderId}/discrepancy`, body);
const audits = (organizationId: string) =>
  getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.targetType, 'order')));

describe('POST /cod/orders/{id}/discrepancy', () => {
  it('accepts the collected amount once, audited; the same decision again changes nothing; a claim after it is a 409', async () => {
    const client = await createTestClient(server.url);
    const order = await shortCollected(client);
    const res = await resolve(client, order.id, { action: 'accept', comment: 'Se confirmó con el repartidor.' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ orderId: order.id, codStatus: 'collected', discrepancy: -50, discrepancyStatus: 'accepted' });
    expect(res.body.discrepancyResolvedAt).toEqual(expect.any(String));
    const [row] = await getDb().select().from(codCollections).where(eq(codCollections.orderId, order.id));
    expect(row).toMatchObject({ discrepancyStatus: 'accepted', collectedCentavos: 95_000, status: 'collected' });
    const [audit] = await audits(client.org.id);
    expect(audit).toMatchObject({ action: 'cod.discrepancy_accepted', actorType: 'api_key', targetId: order.id });
    expect(audit.summary).toMatchObject({ expectedCentavos: 100_000, collectedCentavos: 95_000, discrepancyCentavos: -5_000 });

    const again = await resolve(client, order.id, { action: 'accept' });
    expect(again.status).toBe(200);
    expect(again.body.discrepancyResolvedAt).toBe(res.body.discrepancyResolvedAt);
    expect(await audits(client.org.id)).toHaveLength(1);

    const claim = await resolve(client, order.id, { action: 'claim' });
    expect(claim.status).toBe(409);
    expect(claim.body.error).toBe(`La diferencia de cobro del pedido ${order.internalReference} ya se aceptó.`);
  });

  it('opens a claim; refuses an order without a discrepancy (409), another organization’s order (404), a bad action (400), a key without orders:write (403)', async () => {
    const client = await createTestClient(server.url);
    const order = await shortCollected(client);
    const claim = await resolve(client, order.id, { action: 'claim' });
    expect(claim.status, claim.text).toBe(200);
    expect(claim.body.discrepancyStatus).toBe('claimed');
    expect((await audits(client.org.id)).map((a) => a.action)).toEqual(['cod.discrepancy_claimed']);
    expect((await resolve(client, order.id, { action: 'accept' })).body.error).toBe(
      `La diferencia de cobro del pedido ${order.internalReference} ya tiene un reclamo abierto.`,
    );

    const exact = await codOrder(client.api, 500);
    await collect(exact, 50_000);
    const pending = await codOrder(client.api, 500);
    for (const o of [exact, pending]) {
      const res = await resolve(client, o.id, { action: 'accept' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(`El pedido ${o.internalReference} no tiene una diferencia de cobro contra entrega por resolver.`);
    }

    const other = await createTestClient(server.url);
    const foreign = await shortCollected(other);
    const notMine = await resolve(client, foreign.id, { action: 'accept' });
    expect(notMine.status).toBe(404);
    expect(notMine.body.error).toBe('El pedido no existe.');
    const [untouched] = await getDb().select().from(codCollections).where(eq(codCollections.orderId, foreign.id));
    expect(untouched.discrepancyStatus).toBe('open');

    expect((await resolve(other, foreign.id, { action: 'pagar' })).status).toBe(400);
    const { key } = await createTestKey(other.org.id, ['orders:read', 'billing:read']);
    const readOnly = await apiClient(server.url, key)('POST', `/cod/orders/${foreign.id}/discrepancy`, { action: 'accept' });
    expect(readOnly.status).toBe(403);
  });
});

const routes = {
  summary: () => import('@/app/api/v1/cod/summary/route') as unknown as Promise<{ GET: RouteHandler }>,
  orders: () => import('@/app/api/v1/cod/orders/route') as unknown as Promise<{ GET: RouteHandler }>,
  export: () => import('@/app/api/v1/cod/orders/export/route') as unknown as Promise<{ GET: RouteHandler }>,
  resolve: () => import('@/app/api/v1/cod/orders/[id]/discrepancy/route') as unknown as Promise<{ POST: RouteHandler }>,
};

async function resolveAs(cookie: string, input: unknown) {
  const { resolveCodDiscrepancyAction } = await import('@/app/(dashboard)/dashboard/contra-entrega/actions');
  const req = new Request(`${SESSION_ORIGIN}/dashboard/contra-entrega`, {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'x-forwarded-proto': 'http', cookie, origin: SESSION_ORIGIN },
  });
  return (await inRequestScope(req, () => resolveCodDiscrepancyAction(input as never))).value;
}

describe('who may read and resolve', () => {
  it('finance, owner and admin read through the session; operations and viewer get the Spanish 403 on every COD operation and action', async () => {
    const client = await createTestClient(server.url);
    const order = await shortCollected(client);
    const reads = [
      ['summary', '/api/v1/cod/summary'],
      ['orders', '/api/v1/cod/orders'],
      ['export', '/api/v1/cod/orders/export'],
    ] as const;
    for (const role of ['finance', 'owner', 'admin'] as const) {
      const { cookie } = await signedIn(client.org.id, role);
      for (const [name, path] of reads) {
        const res = await callRoute((await routes[name]()).GET, 'GET', path, {}, { cookie });
        expect(res.status, `${role} ${path}`).toBe(200);
      }
    }
    for (const role of ['operations', 'viewer', 'developer'] as const) {
      const { cookie } = await signedIn(client.org.id, role);
      for (const [name, path] of reads) {
        const res = await callRoute((await routes[name]()).GET, 'GET', path, {}, { cookie });
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.body.error).toBe(forbiddenMessage);
      }
      const post = await callRoute(
        (await routes.resolve()).POST,
        'POST',
        `/api/v1/cod/orders/${order.id}/discrepancy`,
        { id: order.id },
        { cookie, origin: SESSION_ORIGIN, 'content-type': 'application/json' },
        JSON.stringify({ action: 'accept' }),
      );
      expect(post.status, `${role} POST`).toBe(403);
      expect(await resolveAs(cookie, { orderId: order.id, action: 'accept' })).toMatchObject({ ok: false, code: 'forbidden' });
    }
    const [still] = await getDb().select().from(codCollections).where(eq(codCollections.orderId, order.id));
    expect(still.discrepancyStatus).toBe('open');

    // finance resolves from the page's action, as the user
    const finance = await signedIn(client.org.id, 'finance');
    expect(await resolveAs(finance.cookie, { orderId: order.id, action: 'claim' })).toEqual({
      ok: true,
      data: { orderId: order.id, discrepancyStatus: 'claimed' },
    });
    const [audit] = await audits(client.org.id);
    expect(audit).toMatchObject({ action: 'cod.discrepancy_claimed', actorType: 'user', actorId: finance.userId });
    // another organization's order through the action: the same 404 as the API
    const foreign = await shortCollected(await createTestClient(server.url));
    expect(await resolveAs(finance.cookie, { orderId: foreign.id, action: 'accept' })).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('the organization’s remittances', () => {
  it('groups its own lines by remittance, newest first, with the match report; other organizations’ and unknown lines never show', async () => {
    const client = await createTestClient(server.url);
    const other = await createTestClient(server.url);
    const [a, b, c] = [await codOrder(client.api, 500), await codOrder(client.api, 800), await codOrder(client.api, 300)];
    const foreign = await codOrder(other.api, 999);
    const first = await remittance(`REM-${randomBytes(3).toString('hex')}`, [
      { order: a, amountCentavos: 50_000, outcome: 'matched' },
      { order: foreign, amountCentavos: 99_900, outcome: 'matched' },
      { order: null, tracking: 'NOEXISTE123', amountCentavos: 10_000, outcome: 'unknown_guide' },
      { order: b, amountCentavos: 70_000, outcome: 'amount_differs' },
    ]);
    const second = await remittance(`REM-${randomBytes(3).toString('hex')}`, [
      { order: c, amountCentavos: 30_000, outcome: 'not_collected' },
      { order: a, amountCentavos: 50_000, outcome: 'already_remitted' },
    ]);
    const mine = await listOrgRemittances(getDb(), { organizationId: client.org.id, linesPerRemittance: 1 });
    expect(mine.map((r) => r.reference)).toEqual([second.reference, first.reference]);
    expect(mine[1]).toMatchObject({
      lineCount: 2,
      total: 1200,
      outcomes: { matched: { count: 1, amount: 500 }, amount_differs: { count: 1, amount: 700 } },
      lines: [{ lineNumber: 2, trackingNumber: a.providerTrackingNumber, outcome: 'matched', internalReference: a.internalReference }],
    });
    expect(mine[0].outcomes).toEqual({ not_collected: { count: 1, amount: 300 }, already_remitted: { count: 1, amount: 500 } });
    const theirs = await listOrgRemittances(getDb(), { organizationId: other.org.id });
    expect(theirs).toHaveLength(1);
    expect(theirs[0].lines.map((l) => l.trackingNumber)).toEqual([foreign.providerTrackingNumber]);
  });
});
