// Rate shopping and buying with a carrier (issue 39.3, docs/carriers.md), over real HTTP through the route handlers,
// against the local DHL Express and FedEx simulators (simulators/): options from every enabled carrier, a carrier
// down or late left out without failing the quote, the chosen option bought with its carrier, test mode on the
// sandbox alone, and nothing charged nor left behind when the carrier fails the purchase.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { carrierModule } from '@/lib/providers/registry';
import { config } from '@/lib/platform/config';
import { PROVIDER_TIMEOUT_MS } from '@/lib/orders/create-order';
import { quoteResponseSchema } from '@/lib/pricing/schemas';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { apiClient, createTestClient, createTestKey, type ApiResponse } from '../helpers/fixtures';
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
  carriers.fedex.clearFaults();
});

type Option = {
  carrier: string;
  service: string;
  shipmentType: string;
  totalCost: number;
  estimatedDeliveryAt: string;
  breakdown: Record<string, number>;
  surcharges: { code: string; amount: number; description: string }[];
  cheapest: boolean;
  fastest: boolean;
};
type Quote = { options: Option[]; unavailableCarriers: { carrier: string; reason: string }[]; quotes: { shipmentType: string }[] };

/** An organization with both carriers configured (its own accounts, checked by the simulators on save). */
async function merchant(balance = 10_000) {
  const client = await createTestClient(server.url, { balance });
  const db = getDb();
  await saveCarrierAccount(db, { organizationId: client.org.id, carrier: 'dhl_express', credentials: carriers.dhl.credentials, actor });
  await saveCarrierAccount(db, { organizationId: client.org.id, carrier: 'fedex', credentials: carriers.fedex.credentials, actor });
  return client;
}

const quoteBody = {
  originPostalCode: '06600',
  destinationPostalCode: '44100',
  package: { weight: 2, dimensions: { length: 30, width: 20, height: 15 } },
};

async function quote(api: Awaited<ReturnType<typeof merchant>>['api'], body: unknown = quoteBody): Promise<Quote> {
  const res: ApiResponse<Quote> = await api('POST', '/quotes', body);
  expect(res.status, res.text).toBe(200);
  quoteResponseSchema.strict().parse(res.body);
  return res.body;
}

const balanceOf = async (organizationId: string) =>
  Number(
    (await getDb().execute<{ b: string }>(sql`select balance_centavos as b from organizations where id = ${organizationId}::uuid`))[0].b,
  );

describe('POST /quotes with carriers', () => {
  it('answers options of the sandbox and both carriers, cheapest first, with exactly one cheapest and one fastest', async () => {
    const { api } = await merchant();
    const q = await quote(api);
    const carriers = new Set(q.options.map((o) => o.carrier));
    expect(carriers).toEqual(new Set(['sandbox', 'dhl_express', 'fedex']));
    expect(q.unavailableCarriers).toEqual([]);
    const totals = q.options.map((o) => o.totalCost);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(q.options.filter((o) => o.cheapest)).toEqual([q.options[0]]);
    const fastest = q.options.filter((o) => o.fastest);
    expect(fastest).toHaveLength(1);
    const soonest = Math.min(...q.options.map((o) => Date.parse(o.estimatedDeliveryAt)));
    expect(Date.parse(fastest[0].estimatedDeliveryAt)).toBe(soonest);
    // every breakdown and its surcharges (docs/billing.md) add up to its total, to the centavo
    for (const o of q.options) {
      const sum = [...Object.values(o.breakdown), ...o.surcharges.map((s) => s.amount)].reduce((a, b) => a + Math.round(b * 100), 0);
      expect(sum, `${o.carrier} ${o.service}`).toBe(Math.round(o.totalCost * 100));
    }
    // the specification's quotes stay as they were: the sandbox's tariffs per shipment type
    expect(q.quotes.map((o) => o.shipmentType)).toEqual(['standard', 'express']);
  });

  it('names each service as its carrier module does, so the order page shows the name the quote showed', async () => {
    const { api } = await merchant();
    const q = await quote(api);
    for (const option of q.options.filter((o) => o.carrier !== 'sandbox') as (Option & { serviceName: string })[]) {
      expect(carrierModule(option.carrier)!.serviceName(option.service), `${option.carrier} ${option.service}`).toBe(option.serviceName);
    }
    expect(carrierModule('sandbox')!.serviceName('standard')).toBeNull();
  });

  it('prices a carrier at its cost plus the organization margin', async () => {
    const { api, org } = await merchant();
    const before = (await quote(api)).options.filter((o) => o.carrier === 'dhl_express');
    await getDb().execute(sql`update organizations set carrier_margin_basis_points = 0 where id = ${org.id}::uuid`);
    const atCost = (await quote(api)).options.filter((o) => o.carrier === 'dhl_express');
    expect(atCost.map((o) => o.service)).toEqual(expect.arrayContaining(before.map((o) => o.service)));
    for (const option of atCost) {
      const marked = before.find((o) => o.service === option.service)!;
      const margin = config().CARRIER_MARGIN_BASIS_POINTS / 10_000;
      const named = (o: Option) => o.surcharges.reduce((sum, s) => sum + s.amount, 0);
      const carrierPart = option.breakdown.base + option.breakdown.carrierSurcharges + named(option);
      const markedPart = marked.breakdown.base + marked.breakdown.carrierSurcharges + named(marked);
      expect(markedPart).toBeCloseTo(carrierPart * (1 + margin), 1);
    }
  });

  it('leaves out a carrier that answers 500 or later than its budget, with a Spanish reason, and still answers', async () => {
    const { api } = await merchant();
    carriers.fedex.fault({ endpoint: 'rate', mode: 'error_500', count: 2 });
    carriers.dhl.injectFault({ endpoint: 'rates', kind: 'slow', delayMs: 4_000, count: 2 });
    const started = Date.now();
    const q = await quote(api);
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(new Set(q.options.map((o) => o.carrier))).toEqual(new Set(['sandbox']));
    expect(q.unavailableCarriers.map((u) => u.carrier).sort()).toEqual(['dhl_express', 'fedex']);
    const reason = (carrier: string) => q.unavailableCarriers.find((u) => u.carrier === carrier)!.reason;
    expect(reason('dhl_express')).toBe('DHL Express no respondió a tiempo; se omitió de esta cotización.');
    expect(reason('fedex')).toBe('FedEx no está disponible en este momento; se omitió de esta cotización.');
  });

  it('leaves out a carrier whose saved credentials cannot be opened (the key changed), and still answers', async () => {
    const { api, org } = await merchant();
    await getDb().execute(
      sql`update carrier_accounts set credentials_ciphertext = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' where organization_id = ${org.id}::uuid and carrier = 'dhl_express'`,
    );
    const q = await quote(api);
    expect(new Set(q.options.map((o) => o.carrier))).toEqual(new Set(['sandbox', 'fedex']));
    expect(q.unavailableCarriers).toEqual([
      {
        carrier: 'dhl_express',
        carrierName: 'DHL Express',
        reason: 'No se pudieron leer las credenciales guardadas de DHL Express; vuelve a guardarlas en Paqueterías.',
      },
    ]);
  });

  it('offers no carrier to a test-mode organization, only the sandbox', async () => {
    const { api, org } = await merchant();
    const twinOrg = await ensureTestTwin(getDb(), org.id);
    const twin = { api: apiClient(server.url, (await createTestKey(twinOrg.id)).key) };
    const q = await quote(twin.api);
    expect(new Set(q.options.map((o) => o.carrier))).toEqual(new Set(['sandbox']));
    const res = await twin.api('POST', '/orders', validOrderBody({ carrier: 'dhl_express' }));
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatch(/modo de prueba/);
    expect(await quote(api)).toBeTruthy();
  });
});

describe('POST /orders with a carrier option', () => {
  it('buys the cheapest option and charges exactly its quoted total; the order keeps carrier, service and the carrier label', async () => {
    const { api, org, key } = await merchant();
    const body = validOrderBody({ pickupAddress: { postalCode: '06600' }, deliveryAddress: { postalCode: '44100' } });
    const { weight, dimensions, declaredValue } = body.package;
    const q = await quote(api, {
      originPostalCode: '06600',
      destinationPostalCode: '44100',
      package: { weight, dimensions, declaredValue },
    });
    const carrierOptions = q.options.filter((o) => o.carrier !== 'sandbox');
    const chosen = carrierOptions[0];
    const before = await balanceOf(org.id);
    const res = await api(
      'POST',
      '/orders',
      { ...body, carrier: chosen.carrier, service: chosen.service },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(res.status, res.text).toBe(201);
    expect(before - (await balanceOf(org.id))).toBe(Math.round(chosen.totalCost * 100));
    const detail = await api('GET', `/orders/${res.body.orderId}`);
    expect(detail.body).toMatchObject({ provider: chosen.carrier, carrier_service: chosen.service, shipment_type: chosen.shipmentType });
    const label = await fetch(`${server.url}/api/v1/orders/${res.body.orderId}/carrier-label`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await label.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(detail.body.has_carrier_label).toBe(true);
  });

  it('refuses to change the recipient of a carrier guide (409) but lets the reference change', async () => {
    const { api } = await merchant();
    const res = await api('POST', '/orders', { ...validOrderBody(), carrier: 'fedex' });
    expect(res.status, res.text).toBe(201);
    const renamed = await api('PATCH', `/orders/${res.body.orderId}`, { receiverName: 'Otra Persona' });
    expect(renamed.status, renamed.text).toBe(409);
    expect(renamed.body.error).toMatch(/FedEx no permite cambiar el destinatario/);
    const referenced = await api('PATCH', `/orders/${res.body.orderId}`, { internalReference: 'PED-NUEVA' });
    expect(referenced.status, referenced.text).toBe(200);
    expect(referenced.body.internal_reference).toBe('PED-NUEVA');
  });

  it('buys by preference: cheapest, fastest and a carrier name', async () => {
    const { api } = await merchant();
    const body = validOrderBody({ pickupAddress: { postalCode: '06600' }, deliveryAddress: { postalCode: '44100' } });
    const q = await quote(api, {
      originPostalCode: '06600',
      destinationPostalCode: '44100',
      package: { weight: body.package.weight, dimensions: body.package.dimensions },
    });
    const fastest = q.options.find((o) => o.fastest)!;
    const fast = await api('POST', '/orders', { ...body, preference: 'fastest' });
    expect(fast.status, fast.text).toBe(201);
    expect((await api('GET', `/orders/${fast.body.orderId}`)).body.provider).toBe(fastest.carrier);
    const fedexOrder = await api('POST', '/orders', { ...body, preference: 'fedex' });
    expect(fedexOrder.status, fedexOrder.text).toBe(201);
    expect((await api('GET', `/orders/${fedexOrder.body.orderId}`)).body.provider).toBe('fedex');
  });

  it('refuses with a Spanish 400 a service the carrier does not offer, a service without carrier, an unknown preference', async () => {
    const { api } = await merchant();
    const body = validOrderBody();
    const wrong = await api('POST', '/orders', { ...body, carrier: 'dhl_express', service: 'NO-EXISTE' });
    expect(wrong.status, wrong.text).toBe(400);
    expect(wrong.body.error).toMatch(/service no es un servicio de DHL Express disponible/);
    const lone = await api('POST', '/orders', { ...body, service: 'N' });
    expect(lone.status).toBe(400);
    expect(lone.body.error).toMatch(/service.*solo se permite junto con carrier/);
    const pref = await api('POST', '/orders', { ...body, preference: 'la-mas-bonita' });
    expect(pref.status).toBe(400);
    expect(pref.body.error).toMatch(/cheapest, fastest o una paquetería/);
    const unknown = await api('POST', '/orders', { ...body, carrier: 'estafeta' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/no es una paquetería conocida/);
  });

  it('a replay with the same Idempotency-Key answers the order already bought, without asking the carrier again', async () => {
    const { api, org } = await merchant();
    const key = crypto.randomUUID();
    const body = { ...validOrderBody(), carrier: 'fedex' };
    const first = await api('POST', '/orders', body, { 'Idempotency-Key': key });
    expect(first.status, first.text).toBe(201);
    const charged = await balanceOf(org.id);
    const before = carriers.fedex.stats().requests;
    carriers.fedex.fault({ endpoint: 'rate', mode: 'error_503', count: 10 });
    const replay = await api('POST', '/orders', body, { 'Idempotency-Key': key });
    expect(replay.status, replay.text).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(carriers.fedex.stats().requests.rate).toBe(before.rate);
    expect(await balanceOf(org.id)).toBe(charged);
  });

  it('cancels a guide the carrier creates after the 20 s limit: 503 with nothing charged, and no guide left alive', async () => {
    const { api, org } = await merchant();
    const before = await balanceOf(org.id);
    const requests = carriers.fedex.stats().requests;
    carriers.fedex.fault({ endpoint: 'ship', mode: 'slow', delayMs: PROVIDER_TIMEOUT_MS + 1_500, count: 1 });
    const res = await api('POST', '/orders', { ...validOrderBody(), carrier: 'fedex' });
    expect(res.status, res.text).toBe(503);
    expect(await balanceOf(org.id)).toBe(before);
    // the late shipment arrives about 1.5 s after the answer, and is cancelled with FedEx
    await expect.poll(() => carriers.fedex.stats().requests.ship_cancel - requests.ship_cancel, { timeout: 10_000 }).toBe(1);
    expect(carriers.fedex.stats().requests.ship - requests.ship).toBe(1);
    const [{ n }] = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from orders where organization_id = ${org.id}::uuid`,
    );
    expect(n).toBe(0);
  }, 60_000);

  it('answers 503 and charges nothing when the chosen carrier is down at purchase; no order is left', async () => {
    const { api, org } = await merchant();
    const before = await balanceOf(org.id);
    carriers.fedex.fault({ endpoint: 'ship', mode: 'error_503', count: 5 });
    const res = await api('POST', '/orders', { ...validOrderBody(), carrier: 'fedex' });
    expect(res.status, res.text).toBe(503);
    expect(await balanceOf(org.id)).toBe(before);
    const [{ n }] = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from orders where organization_id = ${org.id}::uuid`,
    );
    expect(n).toBe(0);
  });

  it('cancels with the carrier a guide it created when the order cannot be recorded (the balance ran out at the debit)', async () => {
    const probe = await merchant();
    const price = (await quote(probe.api)).options.find((o) => o.carrier === 'fedex' && o.cheapest === false)!;
    expect(price).toBeTruthy();
    // enough for one purchase only; both requests pass the balance pre-check while FedEx is slow to ship
    const { api, org } = await merchant((Math.round(price.totalCost * 100) + 100) / 100);
    const order = validOrderBody({ pickupAddress: { postalCode: '06600' }, deliveryAddress: { postalCode: '44100' } });
    const before = carriers.fedex.stats().requests;
    carriers.fedex.fault({ endpoint: 'ship', mode: 'slow', delayMs: 400, count: 2 });
    const body = {
      ...order,
      package: { weight: 2, dimensions: { length: 30, width: 20, height: 15 } },
      carrier: 'fedex',
      service: price.service,
    };
    const results = await Promise.all([api('POST', '/orders', body), api('POST', '/orders', body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 402]);
    const after = carriers.fedex.stats().requests;
    expect(after.ship - before.ship).toBe(2);
    expect(after.ship_cancel - before.ship_cancel).toBe(1);
    const [{ n }] = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from orders where organization_id = ${org.id}::uuid`,
    );
    expect(n).toBe(1);
  });
});
