// The price guard of POST /orders (docs/carriers.md, "Buying"): a carrier's option is priced again at purchase; with
// maxTotal the client says what it agreed to pay, and an option that costs more now is refused (409 price_changed,
// both amounts in Spanish) before any guide is requested: nothing charged, no order, no shipment at the carrier.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { createTestClient } from '../helpers/fixtures';
import { validOrderBody } from '../helpers/orders';

const carriers = withCarrierSimulators();
let server: TestServer;
const actor = { type: 'system' as const, label: 'Pruebas' };

beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

type Option = { carrier: string; service: string; totalCost: number };

const balanceOf = async (organizationId: string) =>
  Number(
    (await getDb().execute<{ b: string }>(sql`select balance_centavos as b from organizations where id = ${organizationId}::uuid`))[0].b,
  );
const ordersOf = async (organizationId: string) =>
  Number(
    (await getDb().execute<{ n: string }>(sql`select count(*) as n from orders where organization_id = ${organizationId}::uuid`))[0].n,
  );

const body = validOrderBody({ pickupAddress: { postalCode: '06600' }, deliveryAddress: { postalCode: '44100' } });
const quoteBody = {
  originPostalCode: '06600',
  destinationPostalCode: '44100',
  package: { weight: body.package.weight, dimensions: body.package.dimensions, declaredValue: body.package.declaredValue },
};

describe('POST /orders with maxTotal', () => {
  it('refuses a carrier option that costs more at purchase than the quote: 409 with both amounts, nothing charged, no guide', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 10_000 });
    await saveCarrierAccount(getDb(), { organizationId: org.id, carrier: 'dhl_express', credentials: carriers.dhl.credentials, actor });
    const quoted = await api('POST', '/quotes', quoteBody);
    expect(quoted.status, quoted.text).toBe(200);
    const option = (quoted.body.options as Option[]).find((o) => o.carrier === 'dhl_express') as Option;
    // the price goes up between the quote and the purchase (the platform raises the margin)
    await getDb().execute(sql`update organizations set carrier_margin_basis_points = 5000 where id = ${org.id}::uuid`);
    const before = await balanceOf(org.id);
    const shipmentsBefore = carriers.dhl.requests().filter((r) => r.endpoint === 'shipments').length;
    const key = crypto.randomUUID();
    const order = { ...body, carrier: option.carrier, service: option.service, maxTotal: option.totalCost };
    const refused = await api('POST', '/orders', order, { 'Idempotency-Key': key });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.headers.get('x-error-code')).toBe('price_changed');
    const quotedText = `$${option.totalCost.toFixed(2)} MXN`;
    expect(refused.body.error).toContain(quotedText);
    expect(refused.body.error).toMatch(/ahora cuesta \$\d+\.\d{2} MXN/);
    expect(refused.body.error).toContain('No se realizó ningún cargo');
    expect(await balanceOf(org.id)).toBe(before);
    expect(await ordersOf(org.id)).toBe(0);
    expect(carriers.dhl.requests().filter((r) => r.endpoint === 'shipments').length).toBe(shipmentsBefore);

    // the client confirms the new price: same key, the new total as maxTotal, bought at exactly that total
    const now = Number(/ahora cuesta \$(\d+\.\d{2}) MXN/.exec(refused.body.error)?.[1]);
    expect(now).toBeGreaterThan(option.totalCost);
    const bought = await api('POST', '/orders', { ...order, maxTotal: now }, { 'Idempotency-Key': key });
    expect(bought.status, bought.text).toBe(201);
    expect(before - (await balanceOf(org.id))).toBe(Math.round(now * 100));
  });

  it('buys at the quoted total or less, with the sandbox too; a bad maxTotal is a Spanish 400', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 10_000 });
    const quoted = await api('POST', '/quotes', quoteBody);
    const standard = (quoted.body.options as Option[]).find((o) => o.carrier === 'sandbox' && o.service === 'standard') as Option;
    const below = await api('POST', '/orders', { ...body, maxTotal: standard.totalCost - 0.01 });
    expect(below.status, below.text).toBe(409);
    expect(below.headers.get('x-error-code')).toBe('price_changed');
    expect(await ordersOf(org.id)).toBe(0);
    const exact = await api('POST', '/orders', { ...body, maxTotal: standard.totalCost });
    expect(exact.status, exact.text).toBe(201);
    for (const maxTotal of [0, -5, 10.001, '100']) {
      const bad = await api('POST', '/orders', { ...body, maxTotal });
      expect(bad.status, bad.text).toBe(400);
      expect(bad.body.error).toContain('maxTotal');
    }
  });
});
