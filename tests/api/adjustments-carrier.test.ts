// A weight adjustment of a carrier order (issue 34, point 2): the order is repriced by the rate shop for its own carrier
// and service (the DHL Express simulator answering), both figures priced now, before the transaction; a carrier that
// gives no rate leaves nothing written (503, the provider retries).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { createTestClient } from '../helpers/fixtures';
import { adjustmentCount, measurementReport, moneyOf, sendMeasurement } from '../helpers/measurements';
import { validOrderBody } from '../helpers/orders';

const carriers = withCarrierSimulators({ CARRIER_RATE_BUDGET_MS: '1500' });
let server: TestServer;
const actor = { type: 'system' as const, label: 'Pruebas' };

beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  carriers.dhl.clearFaults();
});

type Option = { carrier: string; service: string; totalCost: number };

/** A DHL Express order bought through POST /orders, then picked up (set directly: the carrier's scan is not the subject). */
async function dhlOrder() {
  const client = await createTestClient(server.url);
  await saveCarrierAccount(getDb(), {
    organizationId: client.org.id,
    carrier: 'dhl_express',
    credentials: carriers.dhl.credentials,
    actor,
  });
  const body = validOrderBody({ pickupAddress: { postalCode: '06600' }, deliveryAddress: { postalCode: '44100' } });
  const quote = async (weight: number) => {
    const res = await client.api('POST', '/quotes', {
      originPostalCode: '06600',
      destinationPostalCode: '44100',
      package: { weight, dimensions: body.package.dimensions, declaredValue: body.package.declaredValue },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.options as Option[];
  };
  const option = (await quote(body.package.weight)).find((o) => o.carrier === 'dhl_express')!;
  const res = await client.api('POST', '/orders', { ...body, carrier: option.carrier, service: option.service });
  expect(res.status, res.text).toBe(201);
  const [order] = await getDb().update(orders).set({ status: 'picked_up' }).where(eq(orders.id, res.body.orderId)).returning();
  const priceOf = async (weight: number) =>
    (await quote(weight)).find((o) => o.carrier === 'dhl_express' && o.service === order.carrierService)!;
  return { client, order, priceOf };
}

describe('a carrier order', () => {
  it('is repriced by its carrier and service: the difference of two rates taken now', async () => {
    const { client, order, priceOf } = await dhlOrder();
    expect(order.provider).toBe('dhl_express');
    const before = await moneyOf(client.org.id);
    const res = await sendMeasurement(server.url, measurementReport(order.providerTrackingNumber!, 9));
    expect(res.status, res.text).toBe(200);
    const expected = Math.round(((await priceOf(9)).totalCost - (await priceOf(1.5)).totalCost) * 100);
    expect(expected).toBeGreaterThan(0);
    expect(res.body).toMatchObject({ outcome: 'charged', adjustment: { provider: 'dhl_express', amount: expected / 100 } });
    const after = await moneyOf(client.org.id);
    expect(after.balance).toBe(before.balance - expected);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('a carrier without a rate now: 503, nothing written, and the retry is applied once', async () => {
    const { client, order } = await dhlOrder();
    const before = await moneyOf(client.org.id);
    const report = measurementReport(order.providerTrackingNumber!, 9);
    carriers.dhl.injectFault({ endpoint: 'rates', kind: '500', count: 10 });
    const refused = await sendMeasurement(server.url, report);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('x-error-code')).toBe('provider_unavailable');
    expect(await adjustmentCount(order.id)).toBe(0);
    expect(await moneyOf(client.org.id)).toEqual(before);
    carriers.dhl.clearFaults();
    const retried = await sendMeasurement(server.url, report);
    expect(retried.body.outcome).toBe('charged');
    expect((await sendMeasurement(server.url, report)).body.outcome).toBe('duplicate');
    expect((await moneyOf(client.org.id)).entries).toBe(before.entries + 1);
  });
});
