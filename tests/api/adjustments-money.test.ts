// The money rules of weight adjustments over real HTTP (docs/billing.md "Weight adjustments" and "Disputes", review of
// issue 34): an accepted dispute voids its adjustment, so a later measurement starts from that adjustment's own
// starting point and never credits the refunded charge again; a measurement waits while the latest adjustment's dispute
// is pending; only the latest adjustment is disputed; whatever sequence of measurements and disputes, the adjustment
// entries and the refunds of an order add up to price(final figures) − price(declared figures). Also: a price change at
// the same chargeable weight (an oversize) is charged; a measurement reference of another order is a 409; the sandbox
// namespaces a caller's references by order; a live organization's simulated measurement never credits.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { adjustments, ledgerEntries, orders, type Order } from '@/db/schema';
import { shipmentParams } from '@/lib/adjustments/reprice';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { setServiceRule } from '@/lib/pricing/surcharge-admin';
import { priceShipment } from '@/lib/pricing/price-shipment';
import { DHL_EXPRESS } from '@/lib/providers/dhl-express/payloads';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { base64Photo, bombPng, insertChargedAdjustment, smallPng, ZIP_FILE } from '../helpers/disputes';
import { apiClient, createTestClient, createTestKey, createTestOrg } from '../helpers/fixtures';
import { adjustmentCount, measurementReport, moneyOf, sendMeasurement } from '../helpers/measurements';
import { createOrderViaApi } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
  // An oversize surcharge for a side over 100 cm (this file's database only).
  await setServiceRule(getDb(), {
    carrier: 'sandbox',
    service: null,
    oversizeLongestSideCm: 100,
    oversizeGirthCm: null,
    oversizeCentavos: 15_000,
    maxWeightKg: null,
    overweightPerKgCentavos: 0,
  });
});
afterAll(async () => {
  await server.close();
});

type Api = ReturnType<typeof apiClient>;
const DIMS = { length: 30, width: 20, height: 15 };

/** A sandbox order bought through POST /orders (1.5 kg, 30 x 20 x 15 cm) and picked up by the simulator. */
async function pickedUpOrder(api: Api): Promise<Order> {
  const created = await createOrderViaApi(api);
  expect((await api('POST', `/sandbox/orders/${created.orderId}/advance`, {})).status).toBe(200);
  const [order] = await getDb().select().from(orders).where(eq(orders.id, created.orderId));
  return order;
}

async function priceWith(order: Order, weightKg: number, dims = DIMS) {
  const priced = await priceShipment(getDb(), {
    organizationId: order.organizationId,
    shipmentType: order.shipmentType,
    params: shipmentParams(order, { weightKg, lengthCm: dims.length, widthCm: dims.width, heightCm: dims.height }),
  });
  return priced.totalCentavos;
}

const measure = (api: Api, orderId: string, weightKg: number, extra: Record<string, unknown> = {}) =>
  api('POST', `/sandbox/orders/${orderId}/measure`, { weightKg, dimensionsCm: DIMS, ...extra });

/** A dispute with the declared figures (1.5 kg, 30 x 20 x 15) and a photo: the sandbox accepts it at once. */
async function dispute(api: Api, adjustmentId: string) {
  return api('POST', `/adjustments/${adjustmentId}/dispute`, {
    weightKg: 1.5,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 15,
    photos: [base64Photo(await smallPng(), 'image/png')],
  });
}

/** The sum of the order's adjustment and dispute_refund entries, from the merchant's side (positive: paid). */
async function adjustmentMoneyOf(orderId: string): Promise<number> {
  const [row] = await getDb()
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCentavos}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), inArray(ledgerEntries.kind, ['adjustment', 'dispute_refund'])));
  return 0 - Number(row.total);
}

type Step = { measure: number } | { dispute: 'latest' } | { dispute: 'first'; refused: true };

describe('measurements and disputes in any order never create money', () => {
  const sequences: Record<string, Step[]> = {
    'charge, dispute accepted, the declared weight measured again (the review case)': [
      { measure: 4 },
      { dispute: 'latest' },
      { measure: 1.5 },
    ],
    'charge, dispute accepted, two more measurements': [{ measure: 4 }, { dispute: 'latest' }, { measure: 3 }, { measure: 1 }],
    'credit, charge, dispute accepted, another measurement': [{ measure: 1 }, { measure: 4 }, { dispute: 'latest' }, { measure: 2 }],
    'two charges, the latest disputed and accepted, a lighter measurement': [
      { measure: 4 },
      { measure: 6 },
      { dispute: 'latest' },
      { measure: 1.5 },
    ],
    'charge, credit back, the first disputed (refused), another charge': [
      { measure: 4 },
      { measure: 1.5 },
      { dispute: 'first', refused: true },
      { measure: 3 },
    ],
  };

  for (const [name, steps] of Object.entries(sequences)) {
    it(name, async () => {
      const client = await createTestClient(server.url);
      const order = await pickedUpOrder(client.api);
      const opening = await moneyOf(client.org.id);
      // The model: the figures the order is priced at now (an accepted dispute restores the adjustment's own start).
      let effective = 1.5;
      const made: { id: string; startKg: number; amount: number }[] = [];
      for (const step of steps) {
        if ('measure' in step) {
          // the provider's signed report (a live organization's simulated measurement never credits)
          const res = await sendMeasurement(server.url, measurementReport(order.providerTrackingNumber!, step.measure));
          expect(res.status, res.text).toBe(200);
          const expected = (await priceWith(order, step.measure)) - (await priceWith(order, effective));
          expect(Math.round(res.body.adjustment.amount * 100)).toBe(expected);
          expect(res.body.adjustment.declared.weightKg).toBe(effective);
          made.push({ id: res.body.adjustment.id, startKg: effective, amount: expected });
          effective = step.measure;
        } else if (step.dispute === 'latest') {
          const latest = made[made.length - 1];
          const res = await dispute(client.api, latest.id);
          expect(res.status, res.text).toBe(200);
          expect(res.body.status).toBe('accepted');
          effective = latest.startKg;
        } else {
          const res = await dispute(client.api, made[0].id);
          expect(res.status, res.text).toBe(409);
          expect(res.headers.get('x-error-code')).toBe('adjustment_not_disputable');
          expect(res.body.error).toMatch(/medición posterior.*más reciente/);
        }
      }
      const net = (await priceWith(order, effective)) - (await priceWith(order, 1.5));
      expect(await adjustmentMoneyOf(order.id)).toBe(net);
      const after = await moneyOf(client.org.id);
      expect(opening.balance - after.balance).toBe(net);
      expect(after.ledgerSum).toBe(after.balance);
    });
  }

  it('the review case moves nothing in the end: the last measurement is unchanged, the balance is the opening one', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client.api);
    const opening = await moneyOf(client.org.id);
    const charged = await measure(client.api, order.id, 4);
    expect(charged.body.outcome).toBe('charged');
    expect((await dispute(client.api, charged.body.adjustment.id)).body.status).toBe('accepted');
    const again = await measure(client.api, order.id, 1.5);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'unchanged', adjustment: { amount: 0, previousTotal: order.totalCostCentavos / 100 } });
    expect((await moneyOf(client.org.id)).balance).toBe(opening.balance);
  });
});

describe('a dispute racing a measurement', () => {
  it('one waits for the other: whichever commits first, the order ends at its declared price and no money is made', async () => {
    const client = await createTestClient(server.url);
    for (let i = 0; i < 4; i++) {
      const order = await pickedUpOrder(client.api);
      const opening = await moneyOf(client.org.id);
      const charged = await sendMeasurement(server.url, measurementReport(order.providerTrackingNumber!, 4));
      expect(charged.body.outcome).toBe('charged');
      const [disputed, lighter] = await Promise.all([
        dispute(client.api, charged.body.adjustment.id),
        sendMeasurement(server.url, measurementReport(order.providerTrackingNumber!, 1.5)),
      ]);
      // the dispute first: accepted, and the measurement starts from the declared figures (unchanged); the
      // measurement first: it credits the charge back, and the dispute of a replaced adjustment is a 409
      expect([disputed.status, lighter.status], `${disputed.text} ${lighter.text}`).toContain(200);
      if (disputed.status === 200) {
        expect(disputed.body.status).toBe('accepted');
        expect(lighter.status === 409 ? 'pending' : lighter.body.outcome).toMatch(/unchanged|pending/);
      } else {
        expect(disputed.status).toBe(409);
        expect(lighter.body.outcome).toBe('credited');
      }
      expect(await adjustmentMoneyOf(order.id)).toBe(0);
      expect((await moneyOf(client.org.id)).balance).toBe(opening.balance);
    }
  });
});

describe('a dispute pending a real provider decision', () => {
  it('refuses a new measurement of the order with a Spanish 409 and writes nothing', async () => {
    const client = await createTestClient(server.url);
    const { order, adjustment } = await insertChargedAdjustment(client.org.id, {
      provider: DHL_EXPRESS,
      order: { status: 'picked_up' },
    });
    const disputed = await dispute(client.api, adjustment.id);
    expect(disputed.status, disputed.text).toBe(200);
    expect(disputed.body.status).toBe('disputed');
    const before = await moneyOf(client.org.id);
    const res = await sendMeasurement(server.url, measurementReport(order.providerTrackingNumber!, 1.5));
    expect(res.status, res.text).toBe(409);
    expect(res.headers.get('x-error-code')).toBe('adjustment_dispute_pending');
    expect(res.body.error).toMatch(/disputa de ajuste pendiente.*cuando el proveedor la resuelva/);
    expect(await adjustmentCount(order.id)).toBe(1);
    expect(await moneyOf(client.org.id)).toEqual(before);
  });
});

describe('a price change at the same chargeable weight', () => {
  it('is charged: a parcel measured over 100 cm at the same kg pays the oversize', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client.api);
    const before = await moneyOf(client.org.id);
    // 101 x 8 x 8 cm is well under 2 kg volumetric: chargeable stays 2 kg, the longest side passes 100 cm.
    const long = { length: 101, width: 8, height: 8 };
    const res = await client.api('POST', `/sandbox/orders/${order.id}/measure`, { weightKg: 1.5, dimensionsCm: long });
    expect(res.status, res.text).toBe(200);
    const expected = (await priceWith(order, 1.5, long)) - (await priceWith(order, 1.5));
    expect(expected).toBe(15_000);
    expect(res.body).toMatchObject({
      outcome: 'charged',
      adjustment: { amount: 150, declaredChargeableWeightKg: 2, measuredChargeableWeightKg: 2 },
    });
    expect(res.body.adjustment.disputeDeadlineAt).not.toBeNull();
    expect((await moneyOf(client.org.id)).balance).toBe(before.balance - 15_000);
  });
});

describe('measurement references', () => {
  it("a provider's reference already used for another order is a Spanish 409, not that order's adjustment", async () => {
    const a = await createTestClient(server.url);
    const b = await createTestClient(server.url);
    const orderA = await pickedUpOrder(a.api);
    const orderB = await pickedUpOrder(b.api);
    const first = measurementReport(orderA.providerTrackingNumber!, 4);
    expect((await sendMeasurement(server.url, first)).status).toBe(200);
    const before = await moneyOf(b.org.id);
    const res = await sendMeasurement(server.url, measurementReport(orderB.providerTrackingNumber!, 4, { reference: first.reference }));
    expect(res.status, res.text).toBe(409);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(/ya se usó para otro pedido/);
    expect(res.text).not.toContain(orderA.id);
    expect(await adjustmentCount(orderB.id)).toBe(0);
    expect(await moneyOf(b.org.id)).toEqual(before);
  });

  it("the sandbox namespaces a caller's reference by order: two organizations with one reference get their own adjustments", async () => {
    const a = await createTestClient(server.url);
    const b = await createTestClient(server.url);
    const orderA = await pickedUpOrder(a.api);
    const orderB = await pickedUpOrder(b.api);
    const resA = await measure(a.api, orderA.id, 4, { reference: 'MI-REF-1' });
    const resB = await measure(b.api, orderB.id, 4, { reference: 'MI-REF-1' });
    expect([resA.status, resB.status]).toEqual([200, 200]);
    expect(resB.body).toMatchObject({ outcome: 'charged', orderId: orderB.id });
    expect(resB.body.adjustment.providerReference).toBe(`SBX-${orderB.id}-MI-REF-1`);
    expect(resB.body.adjustment.id).not.toBe(resA.body.adjustment.id);
    // the same reference for the same order is the duplicate
    const again = await measure(b.api, orderB.id, 4, { reference: 'MI-REF-1' });
    expect(again.body).toMatchObject({ outcome: 'duplicate', adjustment: { id: resB.body.adjustment.id } });
  });

  it('the sandbox measurement is idempotent per Idempotency-Key', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client.api);
    const headers = { 'Idempotency-Key': `med-${order.id}` };
    const body = { weightKg: 4, dimensionsCm: DIMS };
    const first = await client.api('POST', `/sandbox/orders/${order.id}/measure`, body, headers);
    const replay = await client.api('POST', `/sandbox/orders/${order.id}/measure`, body, headers);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await adjustmentCount(order.id)).toBe(1);
  });
});

describe('a simulated measurement in live mode never credits', () => {
  it('live: a lighter measurement is a Spanish 409 with nothing written; a heavier one is charged', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client.api);
    const before = await moneyOf(client.org.id);
    const lighter = await measure(client.api, order.id, 0.5, { dimensionsCm: { length: 10, width: 10, height: 10 } });
    expect(lighter.status, lighter.text).toBe(409);
    expect(lighter.body.error).toMatch(/no puede abonar saldo en modo en vivo/);
    expect(await adjustmentCount(order.id)).toBe(0);
    expect(await moneyOf(client.org.id)).toEqual(before);
    // the scenario's default figures (heavier) still show the flow
    const heavier = await client.api('POST', `/sandbox/orders/${order.id}/measure`, {});
    expect(heavier.status, heavier.text).toBe(200);
    expect(heavier.body.outcome).toBe('charged');
    // and a lighter one after it (a credit of that charge) is refused as well
    const back = await measure(client.api, order.id, 1.5);
    expect(back.status, back.text).toBe(409);
    expect(await adjustmentCount(order.id)).toBe(1);
  });

  it('test mode: the same lighter measurement is credited', async () => {
    const live = await createTestOrg();
    const twin = await ensureTestTwin(getDb(), live.id);
    const api = apiClient(server.url, (await createTestKey(twin.id)).key);
    const order = await pickedUpOrder(api);
    const before = await moneyOf(twin.id);
    const lighter = await measure(api, order.id, 0.5, { dimensionsCm: { length: 10, width: 10, height: 10 } });
    expect(lighter.status, lighter.text).toBe(200);
    expect(lighter.body.outcome).toBe('credited');
    expect((await moneyOf(twin.id)).balance).toBeGreaterThan(before.balance);
  });
});

describe('GET /adjustments/{id}', () => {
  it('answers the decision reference and the evidence photos with their download paths', async () => {
    const client = await createTestClient(server.url);
    const order = await pickedUpOrder(client.api);
    const charged = await measure(client.api, order.id, 4);
    const id = charged.body.adjustment.id;
    const plain = await client.api('GET', `/adjustments/${id}`);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ ...charged.body.adjustment, decisionReference: null, evidence: [] });
    const disputed = await dispute(client.api, id);
    const res = await client.api('GET', `/adjustments/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(disputed.body);
    expect(res.body.decisionReference).toMatch(/^SBX-DISPUTA-/);
    expect(res.body.evidence).toHaveLength(1);
    const photo = res.body.evidence[0];
    expect(photo).toMatchObject({ kind: 'dispute', url: `/api/v1/evidence-photos/${photo.id}` });
    expect((await client.api('GET', `/evidence-photos/${photo.id}`)).status).toBe(200);
    const [row] = await getDb().select().from(adjustments).where(eq(adjustments.id, id));
    expect(row.decisionReference).toBe(res.body.decisionReference);
  });
});

describe('a dispute is refused before its photos are processed', () => {
  it('after the window, twice, or of a replaced adjustment: the 409 comes first, whatever the photos are', async () => {
    const client = await createTestClient(server.url);
    const heavy = [base64Photo(await bombPng(), 'image/png'), base64Photo(ZIP_FILE, 'application/zip')];
    const body = { weightKg: 1.5, lengthCm: 30, widthCm: 20, heightCm: 15, photos: heavy };
    const closed = await insertChargedAdjustment(client.org.id, { deadline: new Date(Date.now() - 60_000) });
    const late = await client.api('POST', `/adjustments/${closed.adjustment.id}/dispute`, body);
    expect([late.status, late.headers.get('x-error-code')]).toEqual([409, 'dispute_window_closed']);

    const order = await pickedUpOrder(client.api);
    const first = await sendMeasurement(server.url, measurementReport(order.providerTrackingNumber!, 4));
    const second = await sendMeasurement(server.url, measurementReport(order.providerTrackingNumber!, 6));
    const replaced = await client.api('POST', `/adjustments/${first.body.adjustment.id}/dispute`, body);
    expect([replaced.status, replaced.headers.get('x-error-code')]).toEqual([409, 'adjustment_not_disputable']);
    expect((await dispute(client.api, second.body.adjustment.id)).body.status).toBe('accepted');
    const twice = await client.api('POST', `/adjustments/${second.body.adjustment.id}/dispute`, body);
    expect([twice.status, twice.headers.get('x-error-code')]).toEqual([409, 'adjustment_not_disputable']);
  });
});
