// The DHL Express adapter (lib/providers/dhl-express/) against the local MyDHL API simulator (simulators/dhl-express/)
// over real HTTP: every operation of the client, DHL's refusals as CarrierError kinds with Spanish messages, the
// carrier's outages (slow, 5xx, 429, malformed JSON, a dropped connection) as `unavailable` within the time budget
// with one retry for reads only, tracking checkpoints as our order states, and the simulator's answers keeping the
// shapes of the documentation's examples (simulators/dhl-express/fixtures/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoredAddress } from '@/db/schema';
import { type CarrierClient, CarrierError, type RateRequest } from '@/lib/providers/carrier';
import { dhlExpressCarrier } from '@/lib/providers/dhl-express/dhl-express-carrier';
import { carrierCan, carrierModule } from '@/lib/providers/registry';
import type { GuideRequest } from '@/lib/providers/types';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { type DhlExpressSimulator, startDhlExpressSimulator } from '@/simulators/dhl-express/server';
import { pdfInfo, pdfText } from '../helpers/pdf';

const credentials = { apiKey: 'prueba-api-key-7f3a', apiSecret: 'prueba-secreto-91c2', accountNumber: '987654321' };
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../simulators/dhl-express/fixtures', name), 'utf8'));

let dhl: DhlExpressSimulator;
let client: CarrierClient;
const clientWith = (overrides: Partial<typeof credentials> = {}, timeoutMs = 2000) =>
  dhlExpressCarrier.client({ credentials: { ...credentials, ...overrides }, baseUrl: dhl.url, timeoutMs });

beforeAll(async () => {
  dhl = await startDhlExpressSimulator({ credentials });
  client = clientWith();
});
afterAll(async () => {
  await dhl.close();
});
afterEach(() => {
  dhl.clearFaults();
});

const address = (overrides: Partial<StoredAddress> = {}): StoredAddress => ({
  contactName: 'María José Pérez',
  contactPhone: '5512345678',
  email: 'maria@example.com',
  street: 'Avenida Insurgentes Sur',
  exteriorNumber: '1602',
  interiorNumber: '4B',
  neighborhood: 'Crédito Constructor',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  postalCode: '03940',
  ...overrides,
});
const guadalajara = address({
  contactName: 'Juan Ramírez',
  street: 'Avenida Chapultepec',
  exteriorNumber: '15',
  interiorNumber: undefined,
  neighborhood: 'Americana',
  city: 'Guadalajara',
  state: 'Jalisco',
  postalCode: '44160',
});

const rateRequest = (overrides: Partial<RateRequest> = {}): RateRequest => ({
  origin: { postalCode: '03940', city: 'Ciudad de México' },
  destination: { postalCode: '44160', city: 'Guadalajara' },
  package: { weight: 2.5, length: 30, width: 20, height: 15 },
  declaredValueCentavos: null,
  isCod: false,
  codAmountCentavos: null,
  ...overrides,
});

const guideRequest = (overrides: Partial<GuideRequest & { service: string }> = {}): GuideRequest & { service: string } => ({
  orderId: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60',
  organizationId: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  shipmentType: 'express',
  pickupAddress: address(),
  deliveryAddress: guadalajara,
  package: { weight: 1.2, length: 25, width: 20, height: 10 },
  isCod: false,
  codAmountCentavos: null,
  internalReference: 'PED-1042',
  service: 'N',
  ...overrides,
});

/** The CarrierError a call fails with (the test fails if it succeeds or fails otherwise). */
async function carrierError(call: Promise<unknown>): Promise<CarrierError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

const requestsSince = (before: number) => dhl.requests().slice(before);

describe('the module', () => {
  it('is registered as dhl_express and declares what MyDHL API can do, not cancel nor cash on delivery', () => {
    expect(carrierModule('dhl_express')).toBe(dhlExpressCarrier);
    expect(dhlExpressCarrier.displayName).toBe('DHL Express');
    expect([...dhlExpressCarrier.capabilities].sort()).toEqual([
      'carrier_label',
      'pickup_cancel',
      'pickups',
      'rates',
      'returns',
      'shipments',
      'tracking_poll',
    ]);
    expect(carrierCan('dhl_express', 'cancel')).toBe(false);
    expect(carrierCan('dhl_express', 'cod')).toBe(false);
    expect(dhlExpressCarrier.publicCredentialFields).toEqual(['accountNumber']);
    expect(dhlExpressCarrier.baseUrl()).toMatch(/^https?:\/\//);
  });

  it('checks an account’s credentials with Spanish messages', () => {
    expect(dhlExpressCarrier.credentialsSchema.safeParse(credentials).success).toBe(true);
    const missing = dhlExpressCarrier.credentialsSchema.safeParse({ apiSecret: 'x', accountNumber: '12345' });
    expect(missing.success).toBe(false);
    const messages = missing.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Escribe la clave de API (API key) que DHL Express te dio para MyDHL API.');
    expect(messages).toContain('El número de cuenta de DHL Express tiene 9 o 10 dígitos, sin espacios.');
  });
});

describe('credentials', () => {
  it('validates the credentials DHL accepts with one cheap rate call', async () => {
    const before = dhl.requests().length;
    await expect(client.validateCredentials()).resolves.toBeUndefined();
    expect(requestsSince(before)).toEqual([expect.objectContaining({ method: 'GET', endpoint: 'rates', status: 200 })]);
  });

  it('a secret DHL refuses (401) is the credentials kind, in Spanish, for validation and for every call', async () => {
    const wrong = clientWith({ apiSecret: 'otro-secreto' });
    const refused = await carrierError(wrong.validateCredentials());
    expect(refused.kind).toBe('credentials');
    expect(refused.message).toBe('DHL Express rechazó la clave y el secreto de API de esta cuenta; revísalos en Paqueterías.');
    expect(refused.details).toMatchObject({ carrier: 'dhl_express', status: 401 });
    expect((await carrierError(wrong.rate(rateRequest()))).kind).toBe('credentials');
    expect((await carrierError(wrong.createShipment(guideRequest()))).kind).toBe('credentials');
  });

  it('an account number DHL does not know (400) is the credentials kind too', async () => {
    const refused = await carrierError(clientWith({ accountNumber: '111111111' }).validateCredentials());
    expect(refused.kind).toBe('credentials');
    expect(refused.message).toBe('DHL Express no reconoce el número de cuenta; revísalo en Paqueterías.');
  });
});

describe('rates', () => {
  it('prices every domestic product in integer centavos with surcharges, transit days and our shipment type', async () => {
    const rates = await client.rate(rateRequest());
    expect(rates.map((r) => r.service).sort()).toEqual(['1', 'G', 'N']);
    for (const rate of rates) {
      expect(Number.isInteger(rate.costCentavos)).toBe(true);
      expect(Number.isInteger(rate.surchargesCentavos)).toBe(true);
      expect(rate.surchargesCentavos).toBeGreaterThan(0); // fuel
      expect(rate.surchargesCentavos).toBeLessThan(rate.costCentavos);
      expect(rate.transitDays).toBeGreaterThanOrEqual(1);
      expect(rate.estimatedDeliveryAt).toBeInstanceOf(Date);
    }
    const byService = Object.fromEntries(rates.map((r) => [r.service, r]));
    expect(byService.N).toMatchObject({ serviceName: 'DHL Express Nacional', shipmentType: 'express', transitDays: 1 });
    expect(byService['1']).toMatchObject({ serviceName: 'DHL Express Nacional 12:00', shipmentType: 'express' });
    expect(byService.G).toMatchObject({ serviceName: 'DHL Económico Nacional', shipmentType: 'standard' });
    expect(byService.G.costCentavos).toBeLessThan(byService.N.costCentavos);
    expect(byService.N.costCentavos).toBeLessThan(byService['1'].costCentavos);
    expect(byService.G.transitDays).toBeGreaterThan(byService.N.transitDays as number);
  });

  it('the price follows the weight and the route; a remote destination adds its surcharge', async () => {
    const express = async (request: Partial<RateRequest>) => (await client.rate(rateRequest(request))).find((r) => r.service === 'N');
    const light = await express({});
    const heavy = await express({ package: { weight: 12, length: 30, width: 20, height: 15 } });
    const far = await express({ destination: { postalCode: '97000', city: 'Mérida' } });
    const remote = await express({ destination: { postalCode: '68000', city: 'Oaxaca de Juárez' } });
    expect(heavy?.costCentavos).toBeGreaterThan(light?.costCentavos as number);
    expect(far?.costCentavos).toBeGreaterThan(light?.costCentavos as number);
    expect(far?.transitDays).toBe(2);
    expect((remote?.surchargesCentavos as number) - (far?.surchargesCentavos as number)).toBeGreaterThanOrEqual(22_000);
    // the 12:00 product does not reach across the country
    expect((await client.rate(rateRequest({ destination: { postalCode: '97000', city: 'Mérida' } }))).map((r) => r.service)).not.toContain(
      '1',
    );
  });

  it('a parcel DHL cannot carry and a postal code it does not know are rejected, saying so in Spanish', async () => {
    const heavy = await carrierError(client.rate(rateRequest({ package: { weight: 90, length: 30, width: 20, height: 15 } })));
    expect(heavy.kind).toBe('rejected');
    expect(heavy.message).toBe('DHL Express no ofrece servicios para esta ruta con este peso y estas medidas.');
    const unknown = await carrierError(client.rate(rateRequest({ destination: { postalCode: '00000', city: 'Guadalajara' } })));
    expect(unknown).toMatchObject({ kind: 'rejected', message: 'DHL Express no reconoce el código postal de destino; revísalo.' });
    expect(unknown.details).toMatchObject({ status: 400 });
  });

  it('a quote with postal codes only asks DHL for their cities: the rate request names cities, never postal codes', async () => {
    const before = dhl.requests().length;
    const rates = await client.rate(rateRequest({ origin: { postalCode: '03940' }, destination: { postalCode: '44160' } }));
    expect(rates.map((r) => r.service).sort()).toEqual(['1', 'G', 'N']);
    // both postal codes named by DHL's address validation, then one rate request that DHL accepts
    expect(requestsSince(before).map((r) => `${r.endpoint} ${r.status}`)).toEqual([
      'address-validate 200',
      'address-validate 200',
      'rates 200',
    ]);
    // the city is kept: the next quote of the same postal codes asks for the rate alone
    const again = dhl.requests().length;
    await client.rate(rateRequest({ origin: { postalCode: '03940' }, destination: { postalCode: '44160' } }));
    expect(requestsSince(again).map((r) => r.endpoint)).toEqual(['rates']);
    // DHL refuses a postal code sent as the city (what the quote sent before)
    const digits = await carrierError(client.rate(rateRequest({ destination: { postalCode: '44160', city: '44160' } })));
    expect(digits.kind).toBe('rejected');
    // a postal code DHL does not serve is refused in Spanish, with no rate asked
    const unknown = await carrierError(client.rate(rateRequest({ destination: { postalCode: '00000' } })));
    expect(unknown).toMatchObject({ kind: 'rejected', message: 'DHL Express no reconoce el código postal de destino; revísalo.' });
  });

  it('cash on delivery is refused without calling DHL', async () => {
    const before = dhl.requests().length;
    const cod = await carrierError(client.rate(rateRequest({ isCod: true, codAmountCentavos: 50_000 })));
    expect(cod.kind).toBe('rejected');
    expect(cod.message).toContain('cobro contra entrega');
    expect(requestsSince(before)).toEqual([]);
  });
});

describe('shipments', () => {
  it('creates the shipment and keeps DHL’s label, a PDF', async () => {
    const before = dhl.requests().length;
    const shipment = await client.createShipment(guideRequest());
    expect(shipment.guideNumber).toMatch(/^\d{10}$/);
    expect(Number(shipment.guideNumber.slice(0, 9)) % 7).toBe(Number(shipment.guideNumber[9]));
    expect(shipment.trackingNumber).toBe(shipment.guideNumber);
    expect(shipment.carrierLabel?.format).toBe('PDF');
    const pdf = Buffer.from(shipment.carrierLabel?.base64 ?? '', 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // poppler reads it: one 4x6 in page whose text names the waybill
    const label = Buffer.from(shipment.carrierLabel?.base64 ?? '', 'base64');
    expect(await pdfInfo(label)).toMatchObject({ pages: 1, widthPt: 288, heightPt: 432 });
    expect(await pdfText(label)).toContain(`AWB ${shipment.guideNumber}`);
    const sent = requestsSince(before);
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', endpoint: 'shipments', status: 201 })]);
    expect(sent[0].messageReference).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('DHL’s schema refusal (422) names each field it refused, in Spanish', async () => {
    const single = await carrierError(client.createShipment(guideRequest({ package: { weight: 0, length: 25, width: 20, height: 10 } })));
    expect(single).toMatchObject({ kind: 'rejected', details: { status: 422 } });
    expect(single.message).toBe('DHL Express rechazó la guía: el peso del paquete es menor que el mínimo que acepta DHL.');
    const several = await carrierError(client.createShipment(guideRequest({ package: { weight: 0, length: 0, width: 20, height: 10 } })));
    expect(several.message).toBe(
      'DHL Express rechazó la guía: el peso del paquete es menor que el mínimo que acepta DHL; el largo del paquete es menor que el mínimo que acepta DHL.',
    );
  });

  it('a product DHL does not sell on the route (400) is rejected naming the service', async () => {
    const refused = await carrierError(
      client.createShipment(guideRequest({ service: '1', deliveryAddress: { ...guadalajara, postalCode: '97000' } })),
    );
    expect(refused).toMatchObject({ kind: 'rejected', details: { status: 400 } });
    expect(refused.message).toBe(
      'DHL Express no ofrece el servicio 1 para esta ruta con este peso y estas medidas; cotiza de nuevo y elige otro.',
    );
  });

  it('an address longer than DHL’s three lines is refused before calling DHL', async () => {
    const before = dhl.requests().length;
    const long = address({ street: 'Calzada '.repeat(20).trim(), neighborhood: 'Colonia de los Jardines del Pedregal de San Ángel' });
    const refused = await carrierError(client.createShipment(guideRequest({ deliveryAddress: long })));
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toContain('la calle, los números y la colonia del destinatario');
    expect(requestsSince(before)).toEqual([]);
  });

  it('cancelling is refused in Spanish without calling DHL: MyDHL API has no such operation', async () => {
    const before = dhl.requests().length;
    const refused = await carrierError(client.cancelShipment({ guideNumber: '1234567890', trackingNumber: '1234567890' }));
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toContain('DHL Express no permite cancelar una guía por su API');
    expect(requestsSince(before)).toEqual([]);
  });

  it('creates a return shipment as a new DHL shipment', async () => {
    const original = await client.createShipment(guideRequest());
    const back = await client.createReturnShipment({
      ...guideRequest({ pickupAddress: guadalajara, deliveryAddress: address() }),
      originalGuideNumber: original.guideNumber,
    });
    expect(back.guideNumber).toMatch(/^\d{10}$/);
    expect(back.guideNumber).not.toBe(original.guideNumber);
    expect(back.carrierLabel?.format).toBe('PDF');
  });
});

describe('tracking', () => {
  it('follows a shipment from its guide to its delivery as our order states, in Spanish', async () => {
    const { trackingNumber } = await client.createShipment(guideRequest());
    expect(await client.track(trackingNumber)).toEqual([]);
    dhl.advance({ shipmentTrackingNumber: trackingNumber, steps: 1 });
    expect((await client.track(trackingNumber)).map((e) => [e.code, e.status])).toEqual([['PU', 'picked_up']]);
    dhl.advance({ shipmentTrackingNumber: trackingNumber, until: 'OK' });
    const events = await client.track(trackingNumber);
    expect(events.map((e) => [e.code, e.status])).toEqual([
      ['PU', 'picked_up'],
      ['PL', 'in_transit'],
      ['DF', 'in_transit'],
      ['AF', 'in_transit'],
      ['AR', 'in_transit'],
      ['WC', 'out_for_delivery'],
      ['OK', 'delivered'],
    ]);
    expect(events.at(-1)).toMatchObject({ description: 'Entregado', location: 'GUADALAJARA-MX' });
    expect(events[0].location).toBe('MEXICO CITY-MX');
    for (let i = 1; i < events.length; i++) expect(events[i].occurredAt.getTime()).toBeGreaterThan(events[i - 1].occurredAt.getTime());
    expect(Math.abs(events.at(-1)!.occurredAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('a failed delivery attempt is the failed state', async () => {
    const { trackingNumber } = await client.createShipment(guideRequest());
    dhl.advance({ shipmentTrackingNumber: trackingNumber, until: 'NH', outcome: 'not_home' });
    const last = (await client.track(trackingNumber)).at(-1);
    expect(last).toMatchObject({ code: 'NH', status: 'failed', description: 'El destinatario no estaba' });
    expect(dhlExpressCarrier.mapStatusCode('BA')).toBe('failed');
    expect(dhlExpressCarrier.mapStatusCode('RD')).toBe('failed');
    expect(dhlExpressCarrier.mapStatusCode('OH')).toBeNull();
  });

  it('reads the documentation’s own tracking example (no GMT offset: Mexico City time)', async () => {
    const documented = fixture('tracking-response.json').shipments[0];
    const events = await client.track(documented.shipmentTrackingNumber);
    expect(events.map((e) => e.code)).toEqual(documented.events.map((e: { typeCode: string }) => e.typeCode));
    expect(events.map((e) => e.status)).toEqual([
      'picked_up',
      'in_transit',
      'in_transit',
      'in_transit',
      null,
      null,
      'in_transit',
      null,
      'in_transit',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(events[0]).toMatchObject({
      description: 'Recolectado',
      location: 'SYDNEY-AU',
      occurredAt: new Date('2023-08-09T13:56:21-06:00'),
    });
  });

  it('a waybill DHL has no data for (404) has no events yet', async () => {
    expect(await client.track('5786694550')).toEqual([]);
  });
});

describe('pickups', () => {
  it('books a pickup and answers DHL’s dispatch confirmation number', async () => {
    const { guideNumber } = await client.createShipment(guideRequest());
    const confirmation = await client.requestPickup({
      organizationId: guideRequest().organizationId,
      pickupAddress: address(),
      date: mexicoCityDay(),
      windowStart: '10:00',
      windowEnd: '18:00',
      guideNumbers: [guideNumber],
    });
    expect(confirmation.reference).toMatch(/^MEX\d{12}$/);

    // Cancelled with who and why, as MyDHL requires; a second cancellation and an unknown number are refused.
    const before = dhl.requests().length;
    await client.cancelPickup?.({ reference: confirmation.reference, date: mexicoCityDay() });
    const [sent] = requestsSince(before);
    expect(sent).toMatchObject({ method: 'DELETE', status: 200 });
    const query = new URL(sent?.path ?? '', 'http://x').searchParams;
    expect(sent?.path.startsWith(`/pickups/${confirmation.reference}?`)).toBe(true);
    expect(query.get('requestorName')).toBe('Envíos MX');
    expect(query.get('reason')).toBeTruthy();
    const again = await carrierError(client.cancelPickup!({ reference: confirmation.reference, date: mexicoCityDay() }));
    expect(again.kind).toBe('rejected');
    const unknown = await carrierError(client.cancelPickup!({ reference: 'MEX999999999999', date: mexicoCityDay() }));
    expect(unknown).toMatchObject({ kind: 'rejected', message: 'DHL Express no encontró la recolección.' });
  });

  it('a pickup day in the past is rejected in Spanish', async () => {
    const refused = await carrierError(
      client.requestPickup({
        organizationId: guideRequest().organizationId,
        pickupAddress: address(),
        date: '2020-01-06',
        windowStart: '10:00',
        windowEnd: '18:00',
        guideNumbers: ['1234567890'],
      }),
    );
    expect(refused).toMatchObject({
      kind: 'rejected',
      message: 'DHL Express rechazó la fecha de la recolección.',
      details: { status: 400 },
    });
  });
});

describe('outages', () => {
  it('a slow read is unavailable within the budget and tried twice; a slow shipment is sent once and awaited', async () => {
    const quick = clientWith({}, 300);
    dhl.injectFault({ endpoint: 'rates', kind: 'slow', delayMs: 3000, count: 2 });
    let before = dhl.requests().length;
    let started = Date.now();
    const slowRate = await carrierError(quick.rate(rateRequest()));
    expect(slowRate.kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2 * 300 + 1000);
    expect(requestsSince(before).map((r) => r.endpoint)).toEqual(['rates', 'rates']);

    dhl.injectFault({ endpoint: 'shipments', kind: 'slow', delayMs: 3000 });
    before = dhl.requests().length;
    started = Date.now();
    // a shipment given up on would still be created at DHL with nobody knowing its number (lib/providers/carrier-http.ts)
    const shipment = await quick.createShipment(guideRequest());
    expect(shipment.guideNumber).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect(requestsSince(before).map((r) => r.endpoint)).toEqual(['shipments']);
  });

  it('one 5xx or 429 on a read is retried once and succeeds; a second makes it unavailable', async () => {
    dhl.injectFault({ endpoint: 'rates', kind: '500' });
    let before = dhl.requests().length;
    expect((await client.rate(rateRequest())).length).toBeGreaterThan(0);
    expect(requestsSince(before).map((r) => r.status)).toEqual([500, 200]);

    dhl.injectFault({ endpoint: 'tracking', kind: '429', retryAfterSeconds: 0 });
    before = dhl.requests().length;
    expect(await client.track('5786694550')).toEqual([]);
    expect(requestsSince(before).map((r) => r.status)).toEqual([429, 404]);

    dhl.injectFault({ endpoint: 'rates', kind: '429', count: 2 });
    before = dhl.requests().length;
    const limited = await carrierError(client.rate(rateRequest()));
    expect(limited).toMatchObject({ kind: 'unavailable', details: { carrier: 'dhl_express', status: 429 } });
    expect(requestsSince(before).map((r) => r.status)).toEqual([429, 429]);
  });

  it('a 5xx on a shipment or a pickup is not retried: DHL may have created it', async () => {
    dhl.injectFault({ endpoint: 'shipments', kind: '503', count: 2 });
    let before = dhl.requests().length;
    expect((await carrierError(client.createShipment(guideRequest()))).kind).toBe('unavailable');
    expect(requestsSince(before).map((r) => r.status)).toEqual([503]);
    dhl.clearFaults();

    dhl.injectFault({ endpoint: 'pickups', kind: '500', count: 2 });
    before = dhl.requests().length;
    const pickup = client.requestPickup({
      organizationId: guideRequest().organizationId,
      pickupAddress: address(),
      date: mexicoCityDay(),
      windowStart: '10:00',
      windowEnd: '18:00',
      guideNumbers: [],
    });
    expect((await carrierError(pickup)).kind).toBe('unavailable');
    expect(requestsSince(before).map((r) => r.status)).toEqual([500]);
  });

  it('malformed JSON and a dropped connection are unavailable', async () => {
    dhl.injectFault({ endpoint: 'rates', kind: 'malformed' });
    expect((await carrierError(client.rate(rateRequest()))).kind).toBe('unavailable');
    dhl.injectFault({ endpoint: 'shipments', kind: 'disconnect' });
    expect((await carrierError(client.createShipment(guideRequest()))).kind).toBe('unavailable');
  });
});

describe('the simulator keeps the documentation’s shapes', () => {
  const auth = () => `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
  const keys = (value: object) => Object.keys(value).sort();

  it('answers a rate with the fields of the documented rate response', async () => {
    const query = new URLSearchParams({
      accountNumber: credentials.accountNumber,
      originCountryCode: 'MX',
      originPostalCode: '03940',
      originCityName: 'Ciudad de México',
      destinationCountryCode: 'MX',
      destinationPostalCode: '44160',
      destinationCityName: 'Guadalajara',
      weight: '1',
      length: '10',
      width: '10',
      height: '10',
      plannedShippingDate: mexicoCityDay(),
      isCustomsDeclarable: 'false',
      unitOfMeasurement: 'metric',
    });
    const response = await fetch(`${dhl.url}/rates?${query}`, { headers: { authorization: auth() } });
    expect(response.status).toBe(200);
    const documented = fixture('rates-response.json').products[0];
    const product = (await response.json()).products[0];
    expect(keys(product)).toEqual(keys(documented));
    expect(keys(product.deliveryCapabilities)).toEqual(keys(documented.deliveryCapabilities));
    expect(keys(product.totalPrice[0])).toEqual(keys(documented.totalPrice[0]));
  });

  it('answers errors in the documented error shape, 401 for credentials it does not know', async () => {
    const response = await fetch(`${dhl.url}/rates`, { headers: { authorization: 'Basic bm8tZXM6dmFsaWRv' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = await response.json();
    expect(keys(body)).toEqual(keys(fixture('errors.json')['GET /rates'][0].body));
    expect(body).toMatchObject({ instance: '/expressapi/rates', status: '401', title: 'Unauthorized' });
    const missing = await fetch(`${dhl.url}/rates?accountNumber=1`, { headers: { authorization: auth() } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).detail).toMatch(/^Missing mandatory parameters: originCountryCode/);
  });

  it('is driven over HTTP outside the documented API: faults, tracking advances, the request log', async () => {
    const origin = new URL(dhl.url).origin;
    const control = (method: string, what: string, body?: object) =>
      fetch(`${origin}/__simulator/${what}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
    expect((await control('POST', 'faults', { endpoint: 'tracking', kind: '503', count: 2 })).status).toBe(204);
    const { trackingNumber } = await client.createShipment(guideRequest());
    expect((await carrierError(client.track(trackingNumber))).kind).toBe('unavailable');
    const advanced = await control('POST', 'advance', { shipmentTrackingNumber: trackingNumber, until: 'WC' });
    expect(await advanced.json()).toEqual({ shipmentTrackingNumber: trackingNumber, events: ['PU', 'PL', 'DF', 'AF', 'AR', 'WC'] });
    expect((await client.track(trackingNumber)).at(-1)?.status).toBe('out_for_delivery');
    expect((await control('POST', 'advance', { shipmentTrackingNumber: '0000000000' })).status).toBe(404);
    const log = await (await control('GET', 'requests')).json();
    expect(log.slice(-4).map((r: { endpoint: string; status: number }) => [r.endpoint, r.status])).toEqual([
      ['shipments', 201],
      ['tracking', 503],
      ['tracking', 503],
      ['tracking', 200],
    ]);
  });

  it('cancels a booked pickup as documented (requestor and reason required, 404 for an unknown one)', async () => {
    const { reference } = await client.requestPickup({
      organizationId: guideRequest().organizationId,
      pickupAddress: address(),
      date: mexicoCityDay(),
      windowStart: '11:00',
      windowEnd: '17:00',
      guideNumbers: [],
    });
    const cancel = (number: string, query: string) =>
      fetch(`${dhl.url}/pickups/${number}${query}`, { method: 'DELETE', headers: { authorization: auth() } });
    const missing = await cancel(reference, '');
    expect(missing.status).toBe(400);
    expect((await missing.json()).detail).toBe('Missing mandatory parameters: requestorName, reason');
    expect((await cancel(reference, '?requestorName=Ana%20L%C3%B3pez&reason=cerrado')).status).toBe(200);
    expect((await cancel('MEX000000000000', '?requestorName=Ana&reason=cerrado')).status).toBe(404);
  });

  it('answers a shipment with the fields of the documented domestic shipment response', async () => {
    const { guideNumber } = await client.createShipment(guideRequest());
    expect(guideNumber).toMatch(/^\d{10}$/);
    const documented = fixture('shipment-response-domestic.json');
    const body = structuredClone(fixture('shipment-request-domestic.json'));
    body.accounts[0].number = credentials.accountNumber;
    body.productCode = 'N';
    body.plannedShippingDateAndTime = `${mexicoCityDay()}T10:00:00 GMT-06:00`;
    for (const party of ['shipperDetails', 'receiverDetails']) {
      Object.assign(body.customerDetails[party].postalAddress, { countryCode: 'MX', postalCode: '03940', cityName: 'Ciudad de México' });
    }
    const response = await fetch(`${dhl.url}/shipments`, {
      method: 'POST',
      headers: { authorization: auth(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    const answer = await response.json();
    for (const key of keys(documented)) expect(answer).toHaveProperty(key);
    expect(keys(answer.packages[0])).toEqual(keys(documented.packages[0]));
    expect(keys(answer.documents[0])).toEqual(keys(documented.documents[0]));
  });
});
