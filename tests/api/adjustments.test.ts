// Weight adjustments over real HTTP (issue 34, docs/billing.md "Weight adjustments"): a signed measurement report
// reprices the order with the same pricing function, charges or credits the difference as its own ledger entry, and is
// idempotent per provider reference; bad figures, unknown guides, cancelled or unshipped orders change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { adjustments, ledgerEntries, orders, webhookEvents } from '@/db/schema';
import { measurementReportResponseSchema } from '@/lib/adjustments/schemas';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { priceShipment } from '@/lib/pricing/price-shipment';
import { shipmentParams } from '@/lib/adjustments/reprice';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi, validOrderBody } from '../helpers/orders';
import { adjustmentCount, measurementReport, moneyOf, sendMeasurement } from '../helpers/measurements';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

type Client = Awaited<ReturnType<typeof createTestClient>>;

/** A sandbox order bought through POST /orders (1.5 kg, 30 x 20 x 15 cm) and picked up by the simulator. */
async function pickedUpOrder(client: Client, overrides: Record<string, unknown> = {}) {
  const created = await createOrderViaApi(client.api, overrides);
  const advanced = await client.api('POST', `/sandbox/orders/${created.orderId}/advance`, {});
  expect(advanced.status).toBe(200);
  const [order] = await getDb().select().from(orders).where(eq(orders.id, created.orderId));
  return order;
}

/** What the order would cost now with `weightKg` on 30 x 20 x 15 cm: the sandbox's one pricing function. */
async function priceWith(order: typeof orders.$inferSelect, weightKg: number) {
  return priceShipment(getDb(), {
    organizationId: order.organizationId,
    shipmentType: order.shipmentType,
    params: shipmentParams(order, { weightKg, lengthCm: 30, widthCm: 20, heightCm: 15 }),
  });
}

const send = (body: unknown) => sendMeasurement(server.url, body);

describe('a measurement reprices the order', () => {
  it('heavier: charges the difference as an adjustment entry, opens a dispute window, records order.adjusted', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client);
    const before = await moneyOf(client.org.id);
    const report = measurementReport(order.providerTrackingNumber!, 4, { photoUrl: 'https://proveedor.example.com/m/1.jpg' });
    const res = await send(report);
    expect(res.status, res.text).toBe(200);
    const body = measurementReportResponseSchema.parse(res.body);
    const declaredPrice = await priceWith(order, 1.5);
    const measuredPrice = await priceWith(order, 4);
    const charge = measuredPrice.totalCentavos - declaredPrice.totalCentavos;
    expect(charge).toBeGreaterThan(0);
    expect(body).toMatchObject({ received: true, type: 'measurement', orderId: order.id, outcome: 'charged' });
    const a = body.adjustment;
    expect(a).toMatchObject({
      status: 'open',
      providerReference: report.reference,
      declared: { weightKg: 1.5, dimensionsCm: { length: 30, width: 20, height: 15 } },
      measured: { weightKg: 4, dimensionsCm: { length: 30, width: 20, height: 15 } },
      declaredChargeableWeightKg: 2,
      measuredChargeableWeightKg: 4,
      previousTotal: order.totalCostCentavos / 100,
      newTotal: (order.totalCostCentavos + charge) / 100,
      amount: charge / 100,
      photoUrl: 'https://proveedor.example.com/m/1.jpg',
      measuredAt: new Date(report.dateTimeISO).toISOString(),
      disputedAt: null,
      decidedAt: null,
    });
    const windowMs = new Date(a.disputeDeadlineAt!).getTime() - new Date(a.createdAt).getTime();
    expect(windowMs).toBe(7 * 86_400_000);

    const after = await moneyOf(client.org.id);
    expect(after.balance).toBe(before.balance - charge);
    expect(after.ledgerSum).toBe(after.balance);
    const [entry] = await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.adjustmentId, a.id));
    expect(entry).toMatchObject({ kind: 'adjustment', amountCentavos: -charge, orderId: order.id, balanceAfterCentavos: after.balance });
    const events = await getDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id));
    const adjusted = events.filter((e) => e.kind === 'order.adjusted');
    expect(adjusted).toHaveLength(1);
    expect(JSON.parse(adjusted[0].body).data.adjustment).toEqual(a);

    // The order detail lists it, and GET /adjustments/{id} answers the same body.
    const detail = await client.api('GET', `/orders/${order.id}`);
    expect(detail.body.adjustments).toEqual([a]);
    expect((await client.api('GET', `/adjustments/${a.id}`)).body).toEqual({ ...a, decisionReference: null, evidence: [] });
  });

  it('lighter: credits the difference, no dispute window', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client, { package: { weight: 5 } });
    const before = await moneyOf(client.org.id);
    const res = await send(measurementReport(order.providerTrackingNumber!, 2.2));
    expect(res.status, res.text).toBe(200);
    const credit = (await priceWith(order, 5)).totalCentavos - (await priceWith(order, 2.2)).totalCentavos;
    expect(credit).toBeGreaterThan(0);
    expect(res.body).toMatchObject({ outcome: 'credited', adjustment: { amount: -credit / 100, disputeDeadlineAt: null } });
    const after = await moneyOf(client.org.id);
    expect(after.balance).toBe(before.balance + credit);
    expect(after.entries).toBe(before.entries + 1);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('same chargeable weight: recorded with amount 0 and no ledger entry', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client);
    const before = await moneyOf(client.org.id);
    const res = await send(measurementReport(order.providerTrackingNumber!, 1.9));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      outcome: 'unchanged',
      adjustment: { amount: 0, disputeDeadlineAt: null, measuredChargeableWeightKg: 2 },
    });
    expect(await moneyOf(client.org.id)).toEqual(before);
    expect(await adjustmentCount(order.id)).toBe(1);
  });

  it('a second measurement is compared with the first one, not with the declared figures', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client);
    expect((await send(measurementReport(order.providerTrackingNumber!, 4))).status).toBe(200);
    const res = await send(measurementReport(order.providerTrackingNumber!, 6));
    const step = (await priceWith(order, 6)).totalCentavos - (await priceWith(order, 4)).totalCentavos;
    expect(res.body.adjustment).toMatchObject({ declared: { weightKg: 4 }, declaredChargeableWeightKg: 4, amount: step / 100 });
    const money = await moneyOf(client.org.id);
    const total = (await priceWith(order, 6)).totalCentavos - (await priceWith(order, 1.5)).totalCentavos;
    expect(res.body.adjustment.newTotal).toBe((order.totalCostCentavos + total) / 100);
    expect(money.ledgerSum).toBe(money.balance);
  });
});

describe('idempotent per provider reference', () => {
  it('the same reference again answers 200 duplicate with the first adjustment and moves nothing', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client);
    const report = measurementReport(order.providerTrackingNumber!, 4);
    const first = await send(report);
    const money = await moneyOf(client.org.id);
    // Other figures under the same reference are still the same measurement.
    const again = await send({ ...report, weightKg: 9 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'duplicate', adjustment: first.body.adjustment });
    expect(await moneyOf(client.org.id)).toEqual(money);
    expect(await adjustmentCount(order.id)).toBe(1);
  });

  it('ten parallel copies of one report make one adjustment and one charge', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client);
    const before = await moneyOf(client.org.id);
    const report = measurementReport(order.providerTrackingNumber!, 4);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(report)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.outcome === 'charged')).toHaveLength(1);
    expect(answers.filter((a) => a.body.outcome === 'duplicate')).toHaveLength(9);
    const after = await moneyOf(client.org.id);
    expect(after.entries).toBe(before.entries + 1);
    expect(after.ledgerSum).toBe(after.balance);
  });
});

describe('bad input changes nothing', () => {
  const figures: Array<[string, Record<string, unknown>, RegExp]> = [
    ['weight 0', { weightKg: 0 }, /weightKg.*mayor que 0/],
    ['negative weight', { weightKg: -2 }, /weightKg.*mayor que 0/],
    ['weight over 1,000 kg', { weightKg: 1000.5 }, /weightKg.*1,000 kg/],
    ['weight as text NaN', { weightKg: 'NaN' }, /weightKg/],
    ['weight missing', { weightKg: undefined }, /weightKg/],
    ['length 0', { dimensionsCm: { length: 0, width: 20, height: 15 } }, /length.*mayor que 0/],
    ['negative height', { dimensionsCm: { length: 30, width: 20, height: -1 } }, /height.*mayor que 0/],
    ['side over 500 cm', { dimensionsCm: { length: 501, width: 20, height: 15 } }, /length.*500 cm/],
    ['dimensions missing', { dimensionsCm: undefined }, /dimensionsCm/],
    ['photo over http', { photoUrl: 'http://proveedor.example.com/m.jpg' }, /photoUrl.*https/],
    ['photo not a URL', { photoUrl: 'javascript:alert(1)' }, /photoUrl.*https/],
    ['reference missing', { reference: undefined }, /reference/],
    ['date in the future', { dateTimeISO: new Date(Date.now() + 3_600_000).toISOString() }, /dateTimeISO/],
  ];

  it.each(figures)('%s: Spanish 400, nothing written', async (_label, override, message) => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client);
    const money = await moneyOf(client.org.id);
    const body = JSON.parse(JSON.stringify(measurementReport(order.providerTrackingNumber!, 4, override)));
    const res = await send(body);
    expect(res.status, res.text).toBe(400);
    expect(res.headers.get('x-error-code')).toBe('validation_error');
    expect(res.body.error).toMatch(message);
    expect(await adjustmentCount(order.id)).toBe(0);
    expect(await moneyOf(client.org.id)).toEqual(money);
  });

  it('NaN written in the JSON is not JSON: 400 invalid_json', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client);
    const raw = JSON.stringify(measurementReport(order.providerTrackingNumber!, 4)).replace('"weightKg":4', '"weightKg":NaN');
    const res = await send(raw);
    expect(res.status).toBe(400);
    expect(await adjustmentCount(order.id)).toBe(0);
  });

  it('an unknown report type is a Spanish 400 naming the known ones', async () => {
    const res = await send({ ...measurementReport('MX0000000000000000', 4), type: 'weighing' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/type.*measurement/);
  });

  it('an unknown guide is 404, as for status reports', async () => {
    const res = await send(measurementReport('MX0000000000000000', 4));
    expect(res.status).toBe(404);
    expect(res.headers.get('x-error-code')).toBe('not_found');
    expect(res.body.error).toMatch(/MX0000000000000000/);
  });

  it('a cancelled order, or one not yet picked up, is refused with a Spanish 409', async () => {
    const client = await createTestClient(server.url);
    const created = await createOrderViaApi(client.api);
    const [order] = await getDb().select().from(orders).where(eq(orders.id, created.orderId));
    const notShipped = await send(measurementReport(order.providerTrackingNumber!, 4));
    expect(notShipped.status).toBe(409);
    expect(notShipped.body.error).toMatch(/aún no se recolecta/);
    expect((await client.api('POST', `/orders/${order.id}/cancel`, { reason: 'Ya no se envía' })).status).toBe(200);
    const money = await moneyOf(client.org.id);
    const cancelled = await send(measurementReport(order.providerTrackingNumber!, 4));
    expect(cancelled.status).toBe(409);
    expect(cancelled.headers.get('x-error-code')).toBe('conflict');
    expect(cancelled.body.error).toMatch(/cancelado/);
    expect(await adjustmentCount(order.id)).toBe(0);
    expect(await moneyOf(client.org.id)).toEqual(money);
  });

  it('a status report (no type) is still a status report: the pickup made no adjustment', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client);
    expect(order.status).toBe('picked_up');
    expect(await getDb().select().from(adjustments).where(eq(adjustments.orderId, order.id))).toEqual([]);
  });
});

describe('a charge may take the balance below zero', () => {
  it('the charge is recorded, the next POST /orders is 402 until a credit covers it', async () => {
    // Enough for one order and a little more.
    const client = await createTestClient(server.url, { balance: 200 });
    const order = await pickedUpOrder(client);
    const res = await send(measurementReport(order.providerTrackingNumber!, 60));
    expect(res.status, res.text).toBe(200);
    const money = await moneyOf(client.org.id);
    expect(money.balance).toBeLessThan(0);
    expect(money.ledgerSum).toBe(money.balance);
    const refused = await client.api('POST', '/orders', validOrderBody());
    expect(refused.status).toBe(402);
    expect(refused.headers.get('x-error-code')).toBe('insufficient_balance');
    // A lighter re-measurement credits the charge back (the parcel weighed 1.5 kg after all).
    const credit = await send(measurementReport(order.providerTrackingNumber!, 1.5));
    expect(credit.body.outcome).toBe('credited');
    expect((await moneyOf(client.org.id)).balance).toBeGreaterThan(0);
    await applyBalanceChange(getDb(), { organizationId: client.org.id, kind: 'topup', amountCentavos: 50_000, description: 'Recarga' });
    await createOrderViaApi(client.api);
    const money2 = await moneyOf(client.org.id);
    expect(money2.ledgerSum).toBe(money2.balance);
  });
});
