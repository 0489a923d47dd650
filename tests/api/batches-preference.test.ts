// The batch purchase's preference (POST /batches/{id}/purchase { preference }, lib/batches/purchase-preference.ts) over
// real HTTP with the real purchase runner, against the real local DHL Express simulator (simulators/dhl-express): a
// carrier buys every row with that carrier, cheapest buys each row's cheapest option of every enabled carrier at the
// price POST /quotes shows, a JSON row's own carrier gives way to the batch's preference, no preference keeps each
// row's shipmentType with the sandbox, and a carrier the organization has not configured (or an unknown word) is
// refused with 400 before anything is queued or charged.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { batchRows, orders } from '@/db/schema';
import { batchPurchaseJob } from '@/lib/batches/purchase-job';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { sampleDeliveryAddress, samplePackage, samplePickupAddress } from '@/lib/orders/sample-order';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { csvText, postBatch, sampleCsvRow } from '../helpers/batch-files';
import { createTestClient } from '../helpers/fixtures';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { eventually } from '../helpers/webhook-events';

const carriers = withCarrierSimulators({ CARRIER_CREDENTIALS_KEY: randomBytes(32).toString('base64') });
let server: TestServer;
let runner: RunnerOf<typeof batchPurchaseJob>;
beforeAll(async () => {
  server = await startAppServer();
  runner = await new JobRunner(batchPurchaseJob, { pollIntervalMs: 100 }).start();
});
afterAll(async () => {
  await runner?.stop();
  await server?.close();
});

type Api = Awaited<ReturnType<typeof createTestClient>>['api'];
type Option = { carrier: string; service: string; totalCost: number; cheapest: boolean; fastest: boolean };

/** An organization with a DHL Express account (saved through the API, so validated by the simulator). */
async function clientWithDhl() {
  const client = await createTestClient(server.url, { balance: 50_000 });
  const saved = await client.api('PUT', '/carrier-accounts/dhl_express', { credentials: { ...carriers.dhl.credentials } });
  expect(saved.status, saved.text).toBe(200);
  return client;
}

async function purchase(api: Api, batchId: string, body?: unknown) {
  const started = await api('POST', `/batches/${batchId}/purchase`, body);
  expect(started.status, started.text).toBe(202);
  return eventually(async () => {
    const res = await api('GET', `/batches/${batchId}`);
    return res.body.status === 'completed' ? res.body : null;
  }, 60_000);
}

async function boughtOrders(batchId: string) {
  const rows = await getDb().select().from(batchRows).where(eq(batchRows.batchId, batchId)).orderBy(asc(batchRows.rowNumber));
  const result = [];
  for (const row of rows) {
    expect(row.state, row.failureMessage ?? '').toBe('created');
    const [order] = await getDb().select().from(orders).where(eq(orders.id, row.orderId!));
    result.push(order);
  }
  return result;
}

/** The options POST /quotes shows for the sample row's route and package (30 x 20 x 15 cm). */
async function quotedOptions(api: Api): Promise<Option[]> {
  const res = await api('POST', '/quotes', {
    originPostalCode: samplePickupAddress.postalCode,
    destinationPostalCode: sampleDeliveryAddress.postalCode,
    package: { weight: samplePackage.weight, dimensions: { length: 30, width: 20, height: 15 } },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.options;
}

const twoRows = () => csvText([sampleCsvRow(1), sampleCsvRow(2, { servicio: 'express' })]);

describe('POST /batches/{id}/purchase with a preference', () => {
  it('a carrier: every row is bought with that carrier, at its cheapest option as quoted', async () => {
    const { api, key } = await clientWithDhl();
    const options = await quotedOptions(api);
    const dhlCheapest = options.find((o) => o.carrier === 'dhl_express');
    expect(dhlCheapest, JSON.stringify(options)).toBeDefined();
    const created = await postBatch(server.url, key, twoRows());
    expect(created.status, created.text).toBe(201);

    const done = await purchase(api, created.body.id, { preference: 'dhl_express' });
    expect(done).toMatchObject({ status: 'completed', created: 2, failed: 0 });
    const bought = await boughtOrders(created.body.id);
    expect(bought.map((o) => o.provider)).toEqual(['dhl_express', 'dhl_express']);
    expect(bought.map((o) => o.carrierService)).toEqual([dhlCheapest!.service, dhlCheapest!.service]);
    expect(bought.map((o) => o.totalCostCentavos)).toEqual([dhlCheapest!.totalCost * 100, dhlCheapest!.totalCost * 100]);
    expect(done.totalCharged).toBe(dhlCheapest!.totalCost * 2);
  });

  it('cheapest: each row buys the option marked cheapest among every enabled carrier', async () => {
    const { api, key } = await clientWithDhl();
    const options = await quotedOptions(api);
    expect(new Set(options.map((o) => o.carrier))).toEqual(new Set(['sandbox', 'dhl_express']));
    const cheapest = options.find((o) => o.cheapest)!;
    const created = await postBatch(server.url, key, twoRows());

    const done = await purchase(api, created.body.id, { preference: 'cheapest' });
    expect(done).toMatchObject({ status: 'completed', created: 2, failed: 0 });
    const bought = await boughtOrders(created.body.id);
    // the express row too: the preference chooses among every option, not only the row's shipmentType
    expect(bought.map((o) => [o.provider, o.totalCostCentavos])).toEqual([
      [cheapest.carrier, cheapest.totalCost * 100],
      [cheapest.carrier, cheapest.totalCost * 100],
    ]);
  });

  it('fastest: each row buys the option marked fastest', async () => {
    const { api, key } = await clientWithDhl();
    const fastest = (await quotedOptions(api)).find((o) => o.fastest)!;
    const created = await postBatch(server.url, key, csvText([sampleCsvRow(1)]));
    await purchase(api, created.body.id, { preference: 'fastest' });
    const [order] = await boughtOrders(created.body.id);
    expect([order.provider, order.totalCostCentavos]).toEqual([fastest.carrier, fastest.totalCost * 100]);
  });

  it('a JSON row that names its own carrier and service is bought as the batch preference says', async () => {
    const { api, key } = await clientWithDhl();
    const order = {
      pickupAddress: samplePickupAddress,
      deliveryAddress: sampleDeliveryAddress,
      package: { weight: samplePackage.weight, dimensions: { length: 30, width: 20, height: 15 } },
      carrier: 'sandbox',
      service: 'express',
    };
    const created = await postBatch(server.url, key, JSON.stringify({ orders: [order] }), 'application/json');
    expect(created.status, created.text).toBe(201);
    await purchase(api, created.body.id, { preference: 'dhl_express' });
    const [bought] = await boughtOrders(created.body.id);
    expect(bought.provider).toBe('dhl_express');
  });

  it('without a preference (empty body or {}), each row keeps its shipmentType with the sandbox, as before', async () => {
    const { api, key } = await clientWithDhl();
    for (const body of [undefined, {}]) {
      const created = await postBatch(server.url, key, twoRows());
      const done = await purchase(api, created.body.id, body);
      expect(done.totalCharged).toBe(created.body.quotedTotal);
      const bought = await boughtOrders(created.body.id);
      expect(bought.map((o) => [o.provider, o.shipmentType])).toEqual([
        ['sandbox', 'standard'],
        ['sandbox', 'express'],
      ]);
    }
  });

  it('refuses a carrier the organization has not configured, and an unknown word, with nothing queued', async () => {
    const { api, key } = await createTestClient(server.url, { balance: 50_000 });
    const created = await postBatch(server.url, key, twoRows());

    const notConfigured = await api('POST', `/batches/${created.body.id}/purchase`, { preference: 'dhl_express' });
    expect(notConfigured.status).toBe(400);
    expect(notConfigured.headers.get('x-error-code')).toBe('validation_error');
    expect(notConfigured.body).toEqual({
      error: 'DHL Express no está configurada en tu organización: configúrala en Paqueterías o elige otra opción para comprar el lote.',
    });

    const unknown = await api('POST', `/batches/${created.body.id}/purchase`, { preference: 'la-mejor' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/^El campo preference debe ser cheapest, fastest o una paquetería \(sandbox, dhl_express/);

    const extra = await api('POST', `/batches/${created.body.id}/purchase`, { preference: 'cheapest', carrier: 'sandbox' });
    expect(extra.status).toBe(400);

    const batch = await api('GET', `/batches/${created.body.id}`);
    expect(batch.body).toMatchObject({ status: 'validated', pending: 2, created: 0, purchaseRequestedAt: null });
    const rows = await getDb().select().from(batchRows).where(eq(batchRows.batchId, created.body.id));
    expect(rows.map((r) => r.state)).toEqual(['valid', 'valid']);
    expect(rows.every((r) => !('preference' in (r.order ?? {})))).toBe(true);
  });
});
