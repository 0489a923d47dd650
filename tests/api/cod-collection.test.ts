// The COD collection report over real HTTP (issue 35, docs/cod.md "The lifecycle"): a signed cod_collection report
// moves a COD order from pending to collected or refused under the one table of lib/cod/cod-states.ts, records an
// amount that differs as an open discrepancy, writes the order.cod_collected / order.cod_refused event in the same
// transaction, answers a repeated report as a duplicate and every move the table forbids with a Spanish 409.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codCollections, webhookEvents } from '@/db/schema';
import { codCollectionResponseSchema } from '@/lib/cod/schemas';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { codCollectedReport, codRefusedReport, codRowOf, createCodOrder, sendCodReport } from '../helpers/cod';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const send = (body: unknown) => sendCodReport(server.url, body);

async function eventsOf(orderId: string) {
  const rows = await getDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId));
  return rows.filter((e) => e.kind.startsWith('order.cod_'));
}

describe('collected', () => {
  it('the exact amount: collected, no discrepancy, order.cod_collected recorded with the body', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createCodOrder(api, 1250);
    const report = codCollectedReport(order.providerTrackingNumber!, 1250);
    const res = await send(report);
    expect(res.status, res.text).toBe(200);
    const body = codCollectionResponseSchema.parse(res.body);
    expect(body).toMatchObject({ received: true, type: 'cod_collection', orderId: order.id, outcome: 'collected' });
    expect(body.cod).toMatchObject({
      status: 'collected',
      expectedAmount: 1250,
      collectedAmount: 1250,
      collectedAt: new Date(report.dateTimeISO).toISOString(),
      courierReference: report.courierReference,
      discrepancy: null,
      discrepancyStatus: null,
      refusedAt: null,
      feeDeducted: 0,
    });
    const row = await codRowOf(order.id);
    expect(row).toMatchObject({ status: 'collected', expectedCentavos: 125_000, collectedCentavos: 125_000, discrepancyCentavos: null });
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.kind)).toEqual(['order.cod_collected']);
    expect(JSON.parse(events[0].body).data.cod).toEqual(body.cod);
  });

  it('a different amount is stored as it came, with the discrepancy open', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createCodOrder(api, 1250);
    const res = await send(codCollectedReport(order.providerTrackingNumber!, 1200.5));
    expect(res.status, res.text).toBe(200);
    expect(res.body.cod).toMatchObject({ collectedAmount: 1200.5, discrepancy: -49.5, discrepancyStatus: 'open' });
    expect(await codRowOf(order.id)).toMatchObject({ collectedCentavos: 120_050, discrepancyCentavos: -4_950, discrepancyStatus: 'open' });
  });

  it('the same report again: 200 duplicate, nothing changes, one event', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createCodOrder(api);
    const report = codCollectedReport(order.providerTrackingNumber!, 1250);
    expect((await send(report)).status).toBe(200);
    const before = await codRowOf(order.id);
    const again = await send({ ...report, dateTimeISO: new Date().toISOString() });
    expect(again.status, again.text).toBe(200);
    expect(again.body.outcome).toBe('duplicate');
    expect(await codRowOf(order.id)).toEqual(before);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });
});

describe('refused', () => {
  it('refused: the date and reason, order.cod_refused recorded; a repeat is a duplicate', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createCodOrder(api);
    const report = codRefusedReport(order.providerTrackingNumber!);
    const res = await send(report);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'refused', cod: { status: 'refused', refusedReason: report.reason, collectedAmount: null } });
    expect(res.body.cod.refusedAt).toBe(new Date(report.dateTimeISO).toISOString());
    expect((await send(report)).body.outcome).toBe('duplicate');
    expect((await eventsOf(order.id)).map((e) => e.kind)).toEqual(['order.cod_refused']);
  });
});

describe('moves the table forbids: 409 in Spanish, nothing written', () => {
  it('collected after refused, refused after collected, a second collection with another amount', async () => {
    const { api } = await createTestClient(server.url);
    const refused = await createCodOrder(api);
    expect((await send(codRefusedReport(refused.providerTrackingNumber!))).status).toBe(200);
    const late = await send(codCollectedReport(refused.providerTrackingNumber!, 1250));
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/está en estado Rechazado y no puede pasar a Cobrado/);

    const collected = await createCodOrder(api);
    expect((await send(codCollectedReport(collected.providerTrackingNumber!, 1250))).status).toBe(200);
    const refusal = await send(codRefusedReport(collected.providerTrackingNumber!));
    expect(refusal.status).toBe(409);
    expect(refusal.body.error).toMatch(/Cobrado y no puede pasar a Rechazado/);
    const twice = await send(codCollectedReport(collected.providerTrackingNumber!, 1000));
    expect(twice.status).toBe(409);
    expect(await codRowOf(collected.id)).toMatchObject({ status: 'collected', collectedCentavos: 125_000 });
    expect(await eventsOf(collected.id)).toHaveLength(1);
    expect(await eventsOf(refused.id)).toHaveLength(1);
  });

  it('a collection after paid out: 409; the identical report still answers duplicate', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createCodOrder(api);
    const report = codCollectedReport(order.providerTrackingNumber!, 1250);
    expect((await send(report)).status).toBe(200);
    // the remittance and payout are other parts' (lib/cod/remittances, lib/cod/payout.ts): set the state they leave
    await getDb()
      .update(codCollections)
      .set({ status: 'paid_out', remittedAt: sql`now()`, paidOutAt: sql`now()` })
      .where(eq(codCollections.orderId, order.id));
    const other = await send(codCollectedReport(order.providerTrackingNumber!, 1250));
    expect(other.status).toBe(409);
    expect(other.body.error).toMatch(/Pagado y no puede pasar a Cobrado/);
    const refusal = await send(codRefusedReport(order.providerTrackingNumber!));
    expect(refusal.status).toBe(409);
    const same = await send(report);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ outcome: 'duplicate', cod: { status: 'paid_out' } });
  });

  it('an order that is not cash on delivery: 409; an unknown guide: 404; a collection without amount: 400', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createOrderViaApi(api);
    const plain = await send(codCollectedReport(created.trackingNumber, 100));
    expect(plain.status).toBe(409);
    expect(plain.body.error).toMatch(/no es contra entrega/);
    expect(await codRowOf(created.orderId)).toBeUndefined();
    const unknown = await send(codCollectedReport('MX0000000000000000', 100));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/No existe un pedido con el número de rastreo/);
    const order = await createCodOrder(api);
    const noAmount = await send(codCollectedReport(order.providerTrackingNumber!, 100, { amount: undefined }));
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.error).toMatch(/amount/);
    const future = await send(codCollectedReport(order.providerTrackingNumber!, 100, { dateTimeISO: '2099-01-01T00:00:00Z' }));
    expect(future.status).toBe(400);
    expect(await codRowOf(order.id)).toBeUndefined();
  });
});

describe('the order reads show the COD state', () => {
  it('GET /orders/{id}: cod_status and cod with amounts and dates; GET /orders: cod_status per row', async () => {
    const { api } = await createTestClient(server.url);
    const plain = await createOrderViaApi(api);
    const pending = await createCodOrder(api, 500);
    const collected = await createCodOrder(api, 1250);
    const refused = await createCodOrder(api, 300);
    const report = codCollectedReport(collected.providerTrackingNumber!, 1200);
    expect((await send(report)).status).toBe(200);
    const refusal = codRefusedReport(refused.providerTrackingNumber!);
    expect((await send(refusal)).status).toBe(200);

    const detail = (await api('GET', `/orders/${collected.id}`)).body;
    expect(detail.cod_status).toBe('collected');
    expect(detail.cod).toEqual({
      status: 'collected',
      expected_amount: 1250,
      collected_amount: 1200,
      collected_at: new Date(report.dateTimeISO).toISOString(),
      courier_reference: report.courierReference,
      discrepancy: -50,
      discrepancy_status: 'open',
      refused_at: null,
      refused_reason: null,
      lost_at: null,
      remitted_at: null,
      paid_out_at: null,
      paid_out_amount: null,
      fee_deducted: 0,
    });
    const refusedDetail = (await api('GET', `/orders/${refused.id}`)).body;
    expect(refusedDetail).toMatchObject({ cod_status: 'refused', cod: { refused_reason: refusal.reason, collected_amount: null } });
    expect((await api('GET', `/orders/${pending.id}`)).body).toMatchObject({
      cod_status: 'pending',
      cod: { status: 'pending', expected_amount: 500 },
    });
    expect((await api('GET', `/orders/${plain.orderId}`)).body).toMatchObject({ cod_status: null, cod: null });

    const list = (await api('GET', '/orders')).body.data as { id: string; cod_status: string | null }[];
    const statusOf = (id: string) => list.find((o) => o.id === id)?.cod_status;
    expect([statusOf(plain.orderId), statusOf(pending.id), statusOf(collected.id), statusOf(refused.id)]).toEqual([
      null,
      'pending',
      'collected',
      'refused',
    ]);
  });
});
