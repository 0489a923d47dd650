// An adjustment racing purchases and cancellations (issue 34, "Bad input and failure"): parallel requests over real HTTP
// against one organization's balance; whatever the interleaving, no centavo is lost or doubled: the balance equals
// the sum of the ledger, and the ledger is exactly the answers' charges, refunds and adjustments.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { ledgerEntries, orders } from '@/db/schema';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { measurementReport, moneyOf, sendMeasurement } from '../helpers/measurements';
import { createOrderViaApi, validOrderBody } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const orderRow = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0];

describe('an adjustment racing a purchase and a cancel', () => {
  it.each([1, 2, 3])('round %i: balance == sum of the ledger == start - labels + refunds - adjustments', async () => {
    const client = await createTestClient(server.url, { balance: 1_000 });
    const { orderId: shippedId } = await createOrderViaApi(client.api);
    await client.api('POST', `/sandbox/orders/${shippedId}/advance`, {});
    const { orderId: cancellableId } = await createOrderViaApi(client.api);
    const shipped = await orderRow(shippedId);
    const cancellable = await orderRow(cancellableId);
    const start = await moneyOf(client.org.id);

    const results = await Promise.all([
      sendMeasurement(server.url, measurementReport(shipped.providerTrackingNumber!, 40)),
      sendMeasurement(server.url, measurementReport(shipped.providerTrackingNumber!, 12)),
      // the order being cancelled is measured at the same time: refused (not picked up), never charged
      sendMeasurement(server.url, measurementReport(cancellable.providerTrackingNumber!, 40)),
      client.api('POST', `/orders/${cancellableId}/cancel`, { reason: 'Cancelado en la carrera' }),
      ...Array.from({ length: 4 }, () => client.api('POST', '/orders', validOrderBody())),
    ]);
    const [m1, m2, mCancelled, cancel, ...purchases] = results;
    expect([m1.status, m2.status]).toEqual([200, 200]);
    expect(mCancelled.status).toBe(409);
    expect(cancel.status).toBe(200);
    for (const p of purchases) expect([201, 402]).toContain(p.status);

    const end = await moneyOf(client.org.id);
    expect(end.ledgerSum).toBe(end.balance);
    const entries = await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.organizationId, client.org.id));
    const adjustmentsTotal = [m1, m2].reduce((sum, m) => sum + Math.round(m.body.adjustment.amount * 100), 0);
    const bought = purchases.filter((p) => p.status === 201).length;
    const labelCost = cancellable.totalCostCentavos;
    expect(end.balance).toBe(start.balance + labelCost - bought * labelCost - adjustmentsTotal);
    expect(entries.filter((e) => e.kind === 'adjustment').reduce((s, e) => s + e.amountCentavos, 0)).toBe(-adjustmentsTotal);
    expect(entries.filter((e) => e.kind === 'refund')).toHaveLength(1);
    // Whatever the order of the two measurements, the order ends at the price of its last measurement.
    const last = [m1, m2].sort((a, b) => a.body.adjustment.createdAt.localeCompare(b.body.adjustment.createdAt))[1];
    expect(last.body.adjustment.newTotal * 100).toBe(shipped.totalCostCentavos + adjustmentsTotal);
  });
});
