// GET /api/v1/adjustments and /adjustments/{id} over real HTTP: filters (status, dates), keyset paging, tenancy, scopes;
// and the sandbox's measurements (POST /sandbox/orders/{id}/measure, scenario sandbox:weight_adjustment).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { adjustments, orders } from '@/db/schema';
import { adjustmentBodySchema } from '@/lib/adjustments/schemas';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient, createTestKey, apiClient } from '../helpers/fixtures';
import { measurementReport, sendMeasurement } from '../helpers/measurements';
import { createOrderViaApi } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

type Client = Awaited<ReturnType<typeof createTestClient>>;

async function pickedUp(client: Client, internalReference?: string) {
  const { orderId } = await createOrderViaApi(client.api, internalReference ? { internalReference } : {});
  const advanced = await client.api('POST', `/sandbox/orders/${orderId}/advance`, {});
  expect(advanced.status).toBe(200);
  return { orderId, advanced: advanced.body };
}

async function measured(client: Client, weightKg: number) {
  const { orderId } = await pickedUp(client);
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  const res = await sendMeasurement(server.url, measurementReport(order.providerTrackingNumber!, weightKg));
  expect(res.status, res.text).toBe(200);
  return adjustmentBodySchema.parse(res.body.adjustment);
}

describe('GET /adjustments', () => {
  it('lists the organization’s adjustments newest first, pages by cursor, filters by status and dates', async () => {
    const client = await createTestClient(server.url);
    const made = [];
    for (const w of [4, 5, 6]) made.push(await measured(client, w));
    // Another organization's adjustment never shows.
    const other = await createTestClient(server.url);
    const foreign = await measured(other, 4);

    const all = await client.api('GET', '/adjustments');
    expect(all.status).toBe(200);
    expect(all.body.data.map((a: { id: string }) => a.id)).toEqual(made.map((a) => a.id).reverse());
    expect(all.body.nextCursor).toBeNull();

    const first = await client.api('GET', '/adjustments?limit=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await client.api('GET', `/adjustments?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((a: { id: string }) => a.id)).toEqual([made[0].id]);
    expect(second.body.nextCursor).toBeNull();

    // Status: one of them is disputed (the dispute work moves it; written here directly).
    await getDb().update(adjustments).set({ status: 'disputed' }).where(eq(adjustments.id, made[1].id));
    const disputed = await client.api('GET', '/adjustments?status=disputed');
    expect(disputed.body.data.map((a: { id: string }) => a.id)).toEqual([made[1].id]);
    expect((await client.api('GET', '/adjustments?status=open')).body.data).toHaveLength(2);

    // Dates: by the adjustment's registration time.
    await getDb()
      .update(adjustments)
      .set({ createdAt: new Date('2026-01-15T12:00:00Z') })
      .where(eq(adjustments.id, made[0].id));
    const january = await client.api('GET', '/adjustments?dateFrom=2026-01-01&dateTo=2026-01-31');
    expect(january.body.data.map((a: { id: string }) => a.id)).toEqual([made[0].id]);
    expect((await client.api('GET', '/adjustments?dateFrom=2026-02-01')).body.data).toHaveLength(2);

    expect(all.body.data.some((a: { id: string }) => a.id === foreign.id)).toBe(false);
  });

  it('refuses bad filters with a Spanish 400', async () => {
    const { api } = await createTestClient(server.url);
    for (const query of ['status=pagado', 'dateFrom=ayer', 'dateFrom=2026-02-01&dateTo=2026-01-01', 'cursor=abc', 'limit=0']) {
      const res = await api('GET', `/adjustments?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('x-error-code')).toBe('validation_error');
    }
  });
});

describe('GET /adjustments/{id}', () => {
  it('answers its own, 404 for another organization’s or an unknown id', async () => {
    const client = await createTestClient(server.url);
    const mine = await measured(client, 4);
    expect((await client.api('GET', `/adjustments/${mine.id}`)).body).toEqual({ ...mine, decisionReference: null, evidence: [] });
    const other = await createTestClient(server.url);
    const res = await other.api('GET', `/adjustments/${mine.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('El ajuste no existe.');
    expect((await client.api('GET', '/adjustments/no-es-un-id')).status).toBe(404);
  });

  it('is granted by orders:read or billing:read, not by tracking:read', async () => {
    const client = await createTestClient(server.url);
    const mine = await measured(client, 4);
    for (const [scope, status] of [
      ['orders:read', 200],
      ['billing:read', 200],
      ['tracking:read', 403],
    ] as const) {
      const { key } = await createTestKey(client.org.id, [scope]);
      const res = await apiClient(server.url, key)('GET', `/adjustments/${mine.id}`);
      expect(res.status, scope).toBe(status);
      expect((await apiClient(server.url, key)('GET', '/adjustments')).status, scope).toBe(status);
    }
  });
});

describe('the sandbox measures', () => {
  it('POST /sandbox/orders/{id}/measure with chosen figures, and by default the scenario’s (x 1.5 + 1 kg)', async () => {
    const client = await createTestClient(server.url);
    const { orderId } = await pickedUp(client);
    const chosen = await client.api('POST', `/sandbox/orders/${orderId}/measure`, {
      weightKg: 7,
      dimensionsCm: { length: 40, width: 30, height: 20 },
    });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body).toMatchObject({
      outcome: 'charged',
      adjustment: { measured: { weightKg: 7, dimensionsCm: { length: 40, width: 30, height: 20 } } },
    });
    const { orderId: second } = await pickedUp(client);
    const byDefault = await client.api('POST', `/sandbox/orders/${second}/measure`, {});
    expect(byDefault.body.adjustment.measured).toEqual({ weightKg: 3.3, dimensionsCm: { length: 30, width: 20, height: 15 } });
    const bad = await client.api('POST', `/sandbox/orders/${second}/measure`, { weightKg: 0 });
    expect(bad.status).toBe(400);
    const other = await createTestClient(server.url);
    expect((await other.api('POST', `/sandbox/orders/${orderId}/measure`, {})).status).toBe(404);
    const { orderId: notPickedUp } = await createOrderViaApi(client.api);
    expect((await client.api('POST', `/sandbox/orders/${notPickedUp}/measure`, {})).status).toBe(409);
  });

  it('scenario sandbox:weight_adjustment: the pickup comes with a measurement, once', async () => {
    const client = await createTestClient(server.url);
    const { orderId, advanced } = await pickedUp(client, 'sandbox:weight_adjustment-1');
    expect(advanced.status).toBe('picked_up');
    expect(advanced.adjustment).toMatchObject({ orderId, status: 'open', measured: { weightKg: 3.3 }, measuredChargeableWeightKg: 4 });
    const detail = await client.api('GET', `/orders/${orderId}`);
    expect(detail.body.adjustments).toHaveLength(1);
    // The next steps measure nothing more.
    const next = await client.api('POST', `/sandbox/orders/${orderId}/advance`, {});
    expect(next.body.adjustment).toBeUndefined();
    expect((await client.api('GET', `/orders/${orderId}`)).body.adjustments).toHaveLength(1);
  });
});
