// Contract tests of the FedEx adapter (lib/providers/fedex) against the FedEx simulator (simulators/fedex): every
// operation over real HTTP, the token cache and its one refresh, refused credentials, FedEx's 400s as Spanish
// refusals, outages (timeouts, 5xx, 429, a body that is not JSON) and the documentation's own example payloads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredAddress } from '@/db/schema';
import { CarrierError, type CarrierConnection, type RateRequest } from '@/lib/providers/carrier';
import { fedexCarrier } from '@/lib/providers/fedex/fedex-carrier';
import type { FedexClient } from '@/lib/providers/fedex/client';
import { carrierModule } from '@/lib/providers/registry';
import type { GuideRequest } from '@/lib/providers/types';
import { type FedexSimulator, startFedexSimulator } from '@/simulators/fedex/server';
import { pdfInfo, pdfText } from '../helpers/pdf';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '../../simulators/fedex/fixtures', name), 'utf8'));

let sim: FedexSimulator;

beforeEach(async () => {
  // A simulator per test: its own port, so the token cache (keyed by base URL and credentials) starts empty.
  sim = await startFedexSimulator();
});
afterEach(async () => {
  await sim.close();
});

function connection(overrides: Partial<CarrierConnection['credentials']> = {}, timeoutMs = 2_000): CarrierConnection {
  return { credentials: { ...sim.credentials, ...overrides }, baseUrl: sim.url, timeoutMs };
}
const client = (overrides: Partial<CarrierConnection['credentials']> = {}, timeoutMs?: number) =>
  fedexCarrier.client(connection(overrides, timeoutMs)) as FedexClient;

const cdmxToMonterrey: RateRequest = {
  origin: { postalCode: '06600' },
  destination: { postalCode: '64000' },
  package: { weight: 2.5, length: 30, width: 20, height: 15 },
  declaredValueCentavos: null,
  isCod: false,
  codAmountCentavos: null,
};

const pickupAddress: StoredAddress = {
  contactName: 'Almacén Roma',
  contactPhone: '+52 55 1234 5678',
  street: 'Avenida Álvaro Obregón',
  exteriorNumber: '151',
  interiorNumber: 'Local 3',
  neighborhood: 'Roma Norte',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  postalCode: '06700',
};
const deliveryAddress: StoredAddress = {
  contactName: 'Mariana Garza',
  contactPhone: '81 8765 4321',
  email: 'mariana@example.com',
  street: 'Calle Padre Mier',
  exteriorNumber: '820',
  neighborhood: 'Centro',
  city: 'Monterrey',
  state: 'Nuevo León',
  postalCode: '64000',
};
const guideRequest: GuideRequest & { service: string } = {
  orderId: '7f1c2a8e-5b7d-4f3e-9a61-2c9d8e7b6a50',
  organizationId: '0d3f6b1a-2c4e-4a8b-9f70-1e2d3c4b5a69',
  shipmentType: 'express',
  service: 'STANDARD_OVERNIGHT',
  pickupAddress,
  deliveryAddress,
  package: { weight: 1.2, length: 25, width: 20, height: 10 },
  isCod: false,
  codAmountCentavos: null,
  internalReference: 'PEDIDO-1042',
};

async function failure(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

function tomorrow(): string {
  return new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
}

describe('the FedEx module', () => {
  it('declares what it can do, its credentials with Spanish messages, and is registered', () => {
    expect(fedexCarrier.name).toBe('fedex');
    expect(fedexCarrier.displayName).toBe('FedEx');
    expect([...fedexCarrier.capabilities].sort()).toEqual(
      ['cancel', 'carrier_label', 'pickup_cancel', 'pickups', 'rates', 'returns', 'shipments', 'tracking_poll'].sort(),
    );
    expect(fedexCarrier.publicCredentialFields).toEqual(['accountNumber']);
    expect(carrierModule('fedex')).toBe(fedexCarrier);
    expect(fedexCarrier.baseUrl()).toBe('https://apis-sandbox.fedex.com');

    const refused = fedexCarrier.credentialsSchema.safeParse({ clientId: '', clientSecret: 's', accountNumber: '12 34' });
    expect(refused.success).toBe(false);
    const messages = refused.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Escribe el Client ID (API Key) de tu proyecto en FedEx Developer.');
    expect(messages).toContain('El número de cuenta de FedEx tiene 9 dígitos, sin espacios.');
    expect(fedexCarrier.credentialsSchema.parse({ clientId: ' id ', clientSecret: 'secret', accountNumber: '740561073' })).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      accountNumber: '740561073',
    });
  });

  it('maps FedEx scan codes to our order states', () => {
    expect(fedexCarrier.mapStatusCode('OC')).toBe('created');
    expect(fedexCarrier.mapStatusCode('PU')).toBe('picked_up');
    expect(fedexCarrier.mapStatusCode('AR')).toBe('in_transit');
    expect(fedexCarrier.mapStatusCode('IT')).toBe('in_transit');
    expect(fedexCarrier.mapStatusCode('OD')).toBe('out_for_delivery');
    expect(fedexCarrier.mapStatusCode('DL')).toBe('delivered');
    expect(fedexCarrier.mapStatusCode('DE')).toBe('failed');
    expect(fedexCarrier.mapStatusCode('CA')).toBe('cancelled');
    expect(fedexCarrier.mapStatusCode('RS')).toBe('returned');
    expect(fedexCarrier.mapStatusCode('dl ')).toBe('delivered');
    expect(fedexCarrier.mapStatusCode('DY')).toBeNull();
    expect(fedexCarrier.mapStatusCode('ZZ')).toBeNull();
  });
});

describe('rates', () => {
  it('prices a Mexican route in integer centavos with surcharges, transit days and our shipment type', async () => {
    const rates = await client().rate(cdmxToMonterrey);
    expect(rates.map((r) => r.service)).toEqual(['FEDEX_EXPRESS_SAVER', 'STANDARD_OVERNIGHT', 'PRIORITY_OVERNIGHT', 'FIRST_OVERNIGHT']);
    const saver = rates[0];
    // Zone 3 (centro -> norte), 3 kg billable (2.5 kg actual, 1.8 kg volumetric): 189 + 2 x 27 = 243 base,
    // fuel 14.75 % = 35.84, IVA 16 % of 278.84 = 44.61: 323.45 MXN.
    expect(saver).toMatchObject({ shipmentType: 'standard', costCentavos: 32_345, surchargesCentavos: 3_584, transitDays: 3 });
    expect(saver.serviceName).toBe('FedEx Express Saver (económico)');
    expect(saver.estimatedDeliveryAt).toBeInstanceOf(Date);
    expect(rates.find((r) => r.service === 'PRIORITY_OVERNIGHT')).toMatchObject({ shipmentType: 'express', transitDays: 1 });
    for (const rate of rates) expect(Number.isInteger(rate.costCentavos)).toBe(true);

    const sent = sim.lastRequest('rate')?.body as { accountNumber: { value: string }; requestedShipment: Record<string, unknown> };
    expect(sent.accountNumber.value).toBe(sim.credentials.accountNumber);
    expect(sent.requestedShipment.shipper).toEqual({ address: { postalCode: '06600', countryCode: 'MX' } });
    expect(sim.lastRequest('rate')?.headers.authorization).toMatch(/^Bearer \S+$/);
  });

  it('offers same-day inside a city, and surcharges a remote destination', async () => {
    const sameCity = await client().rate({
      ...cdmxToMonterrey,
      destination: { postalCode: '03100', state: 'CDMX', city: 'Ciudad de México' },
    });
    expect(sameCity.find((r) => r.service === 'SAME_DAY_CITY')).toMatchObject({ shipmentType: 'same_day', transitDays: 0 });

    const remote = await client().rate({ ...cdmxToMonterrey, destination: { postalCode: '29000' } });
    const saver = remote.find((r) => r.service === 'FEDEX_EXPRESS_SAVER');
    // Zone 3 (centro -> sureste): base 243, fuel 35.84, out of delivery area 165.
    expect(saver).toMatchObject({ surchargesCentavos: 3_584 + 16_500 });
    expect(saver?.costCentavos).toBe(Math.round((243 + 35.84 + 165) * 1.16 * 100));
  });

  it('leaves the declared value out of the rate request: we insure the parcel, FedEx does not price coverage', async () => {
    const remote = { ...cdmxToMonterrey, destination: { postalCode: '29000' } };
    const plain = await client().rate(remote);
    const declared = await client().rate({ ...remote, declaredValueCentavos: 500_000 });
    // The simulator prices a declared value (1 %, at least 30 MXN) as FedEx does; none may reach the cost we mark up.
    expect(declared).toEqual(plain);
    const sent = sim.lastRequest('rate')?.body as { requestedShipment: { requestedPackageLineItems: Record<string, unknown>[] } };
    expect(sent.requestedShipment.requestedPackageLineItems[0]).not.toHaveProperty('declaredValue');
  });

  it('turns FedEx 400s into Spanish refusals that say what FedEx refused', async () => {
    const badPostalCode = await failure(client().rate({ ...cdmxToMonterrey, destination: { postalCode: '00000' } }));
    expect(badPostalCode).toMatchObject({ kind: 'rejected', message: 'FedEx no reconoce el código postal de destino.' });
    expect(badPostalCode.details).toMatchObject({ carrier: 'fedex', status: 400, carrierCode: 'RECIPIENT.POSTALCODE.INVALID' });

    const tooHeavy = await failure(client().rate({ ...cdmxToMonterrey, package: { ...cdmxToMonterrey.package, weight: 80 } }));
    expect(tooHeavy).toMatchObject({ kind: 'rejected', message: 'El paquete pesa más de lo que FedEx Express acepta por pieza (68 kg).' });
  });

  it('refuses cash on delivery without calling FedEx', async () => {
    const cod = await failure(client().rate({ ...cdmxToMonterrey, isCod: true, codAmountCentavos: 10_000 }));
    expect(cod).toMatchObject({ kind: 'rejected', message: 'FedEx no ofrece cobro contra entrega en envíos nacionales de México.' });
    expect(sim.stats().requests.rate).toBe(0);
  });
});

describe('shipments', () => {
  it('creates a shipment from our addresses and keeps FedEx label', async () => {
    const shipment = await client().createShipment(guideRequest);
    expect(shipment.guideNumber).toMatch(/^\d{12}$/);
    expect(shipment.trackingNumber).toBe(shipment.guideNumber);
    expect(shipment.carrierLabel?.format).toBe('PDF');
    const label = Buffer.from(shipment.carrierLabel?.base64 ?? '', 'base64');
    expect(await pdfInfo(label)).toMatchObject({ pages: 1, widthPt: 288, heightPt: 432 });
    const words = await pdfText(label);
    expect(words).toContain(`TRK# ${shipment.trackingNumber}`);
    expect(words).toContain('Para: Monterrey 64000');

    const sent = sim.lastRequest('ship')?.body as { requestedShipment: Record<string, any>; labelResponseOptions: string };
    expect(sent.labelResponseOptions).toBe('LABEL');
    expect(sent.requestedShipment.serviceType).toBe('STANDARD_OVERNIGHT');
    expect(sent.requestedShipment.shipper).toEqual({
      address: {
        streetLines: ['Avenida Álvaro Obregón 151 Int.', 'Local 3', 'Col. Roma Norte'],
        city: 'Ciudad de México',
        stateOrProvinceCode: 'DF',
        postalCode: '06700',
        countryCode: 'MX',
      },
      contact: { personName: 'Almacén Roma', phoneNumber: '525512345678' },
    });
    expect(sent.requestedShipment.recipients[0].address).toMatchObject({
      streetLines: ['Calle Padre Mier 820', 'Col. Centro'],
      stateOrProvinceCode: 'NL',
    });
    expect(sent.requestedShipment.recipients[0].contact).toEqual({
      personName: 'Mariana Garza',
      phoneNumber: '8187654321',
      emailAddress: 'mariana@example.com',
    });
    expect(sent.requestedShipment.requestedPackageLineItems[0].customerReferences).toEqual([
      { customerReferenceType: 'CUSTOMER_REFERENCE', value: 'PEDIDO-1042' },
    ]);
    expect(sim.shipment(shipment.guideNumber)?.recipient).toEqual({ city: 'Monterrey', postalCode: '64000', stateOrProvinceCode: 'NL' });
  });

  it('refuses an address longer than FedEx three street lines before calling FedEx', async () => {
    const long = { ...deliveryAddress, street: 'Calle de la Prolongación del Antiguo Camino Real a San Nicolás de los Garza' };
    const error = await failure(client().createShipment({ ...guideRequest, deliveryAddress: long }));
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('3 líneas de 35 caracteres');
    expect(sim.stats().requests.ship).toBe(0);
  });

  it('cancels a shipment not yet picked up, and refuses once FedEx has it', async () => {
    const fedex = client();
    const shipment = await fedex.createShipment(guideRequest);
    await fedex.cancelShipment(shipment);
    expect(sim.shipment(shipment.guideNumber)?.cancelled).toBe(true);
    const events = await fedex.track(shipment.trackingNumber);
    expect(events.at(-1)).toMatchObject({ code: 'CA', status: 'cancelled' });

    const tendered = await fedex.createShipment(guideRequest);
    sim.advance(tendered.guideNumber);
    const refused = await failure(fedex.cancelShipment(tendered));
    expect(refused).toMatchObject({ kind: 'rejected', message: 'FedEx ya no permite cancelar esta guía: el paquete ya está en su red.' });
  });

  it('creates a return shipment tied to the original guide', async () => {
    const original = await client().createShipment(guideRequest);
    const back = await client().createReturnShipment({
      ...guideRequest,
      pickupAddress: deliveryAddress,
      deliveryAddress: pickupAddress,
      originalGuideNumber: original.guideNumber,
    });
    expect(back.guideNumber).not.toBe(original.guideNumber);
    expect(sim.shipment(back.guideNumber)?.isReturn).toBe(true);
    const sent = sim.lastRequest('ship')?.body as { requestedShipment: Record<string, any> };
    expect(sent.requestedShipment.shipmentSpecialServices).toEqual({
      specialServiceTypes: ['RETURN_SHIPMENT'],
      returnShipmentDetail: { returnType: 'PRINT_RETURN_LABEL', returnAssociationDetail: { trackingNumber: original.guideNumber } },
    });
  });
});

describe('tracking', () => {
  it('follows a shipment through FedEx scans as our order states, oldest first', async () => {
    const fedex = client();
    const shipment = await fedex.createShipment(guideRequest);
    for (let i = 0; i < 6; i++) sim.advance(shipment.trackingNumber);
    const events = await fedex.track(shipment.trackingNumber);
    expect(events.map((e) => e.code)).toEqual(['OC', 'PU', 'AR', 'DP', 'AR', 'OD', 'DL']);
    expect(events.map((e) => e.status)).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(events[1]).toMatchObject({ description: 'Recolectado por FedEx', location: 'Ciudad de México, DF' });
    expect(events.at(-1)).toMatchObject({ description: 'Entregado', location: 'Monterrey, NL' });
    const times = events.map((e) => e.occurredAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('reports a delivery exception as failed, then a new attempt', async () => {
    const fedex = client();
    const shipment = await fedex.createShipment(guideRequest);
    for (let i = 0; i < 5; i++) sim.advance(shipment.trackingNumber);
    sim.advance(shipment.trackingNumber, 'DE');
    let events = await fedex.track(shipment.trackingNumber);
    expect(events.at(-1)).toMatchObject({
      code: 'DE',
      status: 'failed',
      description: 'Excepción en la entrega (Customer not available or business closed)',
    });
    sim.advance(shipment.trackingNumber);
    events = await fedex.track(shipment.trackingNumber);
    expect(events.at(-1)).toMatchObject({ code: 'OD', status: 'out_for_delivery' });
  });

  it('moves shipments by itself in the simulator when given an event interval (npm run dev)', async () => {
    await sim.close();
    sim = await startFedexSimulator({ eventIntervalMs: 40 });
    const fedex = client();
    const shipment = await fedex.createShipment(guideRequest);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = await fedex.track(shipment.trackingNumber);
    expect(events.map((e) => e.status)).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('refuses a tracking number FedEx does not know', async () => {
    const error = await failure(client().track('799999999999'));
    expect(error).toMatchObject({ kind: 'rejected', message: 'FedEx no encontró ese número de guía.' });
    expect(error.details.carrierCode).toBe('TRACKING.TRACKINGNUMBER.NOTFOUND');
  });
});

describe('pickups', () => {
  const pickup = () => ({
    organizationId: guideRequest.organizationId,
    pickupAddress,
    date: tomorrow(),
    windowStart: '10:00',
    windowEnd: '18:00',
    guideNumbers: ['794953535000', '794953535011'],
  });

  it('books a pickup with the location FedEx needs to cancel it, and cancels it', async () => {
    const fedex = client();
    const request = pickup();
    const confirmation = await fedex.requestPickup(request);
    expect(confirmation.reference).toMatch(/^MEXA\d{4}$/);
    const sent = sim.lastRequest('pickup')?.body as Record<string, any>;
    expect(sent.originDetail).toMatchObject({ readyDateTimestamp: `${request.date}T10:00:00-06:00`, customerCloseTime: '18:00:00' });
    expect(sent.originDetail.pickupLocation.address.stateOrProvinceCode).toBe('DF');
    expect(sent).toMatchObject({ carrierCode: 'FDXE', packageCount: 2 });

    await fedex.cancelPickup({ reference: confirmation.reference, date: request.date });
    expect(sim.lastRequest('pickup_cancel')?.body).toMatchObject({
      pickupConfirmationCode: confirmation.reference.slice(4),
      location: 'MEXA',
      scheduledDate: request.date,
    });
    const unknown = await failure(fedex.cancelPickup({ reference: 'MEXA0001', date: request.date }));
    expect(unknown.kind).toBe('rejected');
  });

  it('refuses a pickup on a past day in Spanish', async () => {
    const error = await failure(client().requestPickup({ ...pickup(), date: '2020-01-06' }));
    expect(error).toMatchObject({ kind: 'rejected', message: 'FedEx no programa recolecciones en una fecha que ya pasó.' });
  });
});

describe('tokens', () => {
  it('asks for one token and reuses it, even for calls that start together', async () => {
    const fedex = client();
    await Promise.all(Array.from({ length: 5 }, () => fedex.rate(cdmxToMonterrey)));
    await fedex.track((await fedex.createShipment(guideRequest)).trackingNumber);
    // Another client of the same credentials shares the cache.
    await client().rate(cdmxToMonterrey);
    expect(sim.stats().tokensIssued).toBe(1);
    expect(sim.lastRequest('token')?.body).toEqual({
      grant_type: 'client_credentials',
      client_id: sim.credentials.clientId,
      client_secret: sim.credentials.clientSecret,
    });
    expect(String(sim.lastRequest('token')?.headers['content-type'])).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('refreshes the token once when FedEx answers 401 for an expired one', async () => {
    const fedex = client();
    await fedex.rate(cdmxToMonterrey);
    sim.expireTokens();
    await expect(fedex.rate(cdmxToMonterrey)).resolves.toHaveLength(4);
    expect(sim.stats()).toMatchObject({ tokensIssued: 2, requests: { rate: 3, token: 2 } });

    // A shipment (not idempotent) is resent after a 401 too: FedEx did not process it.
    sim.fault({ endpoint: 'ship', mode: 'expire_token' });
    await expect(fedex.createShipment(guideRequest)).resolves.toMatchObject({ guideNumber: expect.any(String) });
    expect(sim.stats()).toMatchObject({ tokensIssued: 3, requests: { ship: 2 } });
  });

  it('refreshes only once: a second 401 is a credentials failure', async () => {
    sim.fault({ endpoint: 'rate', mode: 'expire_token', count: 2 });
    const error = await failure(client().rate(cdmxToMonterrey));
    expect(error.kind).toBe('credentials');
    expect(error.message).toBe('FedEx rechazó el token de acceso recién emitido: revisa las credenciales de la cuenta de FedEx.');
    expect(sim.stats()).toMatchObject({ tokensIssued: 2, requests: { rate: 2 } });
  });

  it('asks for a new token shortly before the old one expires', async () => {
    await sim.close();
    sim = await startFedexSimulator({ tokenTtlSeconds: 1 });
    const fedex = client();
    await fedex.rate(cdmxToMonterrey);
    await fedex.rate(cdmxToMonterrey);
    expect(sim.stats().tokensIssued).toBe(1);
    // Cached for 1 s less a tenth: at 0.95 s it is renewed before FedEx would refuse it.
    await new Promise((resolve) => setTimeout(resolve, 950));
    await fedex.rate(cdmxToMonterrey);
    expect(sim.stats()).toMatchObject({ tokensIssued: 2, requests: { rate: 3 } });
  });
});

describe('refused credentials', () => {
  it('is a credentials failure when FedEx refuses the token request, on save and on any call', async () => {
    const wrong = client({ clientSecret: 'not-the-secret' });
    const onSave = await failure(wrong.validateCredentials());
    expect(onSave).toMatchObject({ kind: 'credentials', details: { status: 401, carrierCode: 'NOT.AUTHORIZED.ERROR' } });
    expect(onSave.message).toContain('FedEx rechazó las credenciales');
    expect((await failure(wrong.rate(cdmxToMonterrey))).kind).toBe('credentials');
    expect(sim.stats().requests.rate).toBe(0);

    await expect(client().validateCredentials()).resolves.toBeUndefined();
    // Validation on save always reaches FedEx, even with a token cached.
    await client().validateCredentials();
    expect(sim.stats().tokensIssued).toBe(2);
  });

  it('is a credentials failure when the account number is not the project account (403)', async () => {
    const error = await failure(client({ accountNumber: '123456789' }).rate(cdmxToMonterrey));
    expect(error).toMatchObject({ kind: 'credentials', details: { status: 403, carrierCode: 'FORBIDDEN.ERROR' } });
  });
});

describe('outages', () => {
  it('gives up within the time budget when FedEx does not answer (one retry for a read)', async () => {
    const fedex = client({}, 300);
    await fedex.validateCredentials();
    sim.fault({ endpoint: 'rate', mode: 'slow', delayMs: 3_000, count: 2 });
    const started = Date.now();
    const error = await failure(fedex.rate(cdmxToMonterrey));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error).toMatchObject({ kind: 'unavailable', message: 'FedEx no respondió en 300 ms.' });
    expect(sim.stats().requests.rate).toBe(2);
  });

  it('never sends a shipment twice, and waits for a slow one past the budget rather than abandon it at FedEx', async () => {
    const fedex = client({}, 300);
    await fedex.validateCredentials();
    sim.fault({ endpoint: 'ship', mode: 'slow', delayMs: 3_000 });
    // a guide given up on would still be created at FedEx with nobody knowing its number (lib/providers/carrier-http.ts)
    const shipment = await fedex.createShipment(guideRequest);
    expect(shipment.trackingNumber).toMatch(/^\d{12}$/);
    expect(sim.stats().requests.ship).toBe(1);
  });

  it('retries a read or a cancel once after a 5xx or a 429, and gives up after the second', async () => {
    const fedex = client();
    sim.fault({ endpoint: 'rate', mode: 'error_500' });
    await expect(fedex.rate(cdmxToMonterrey)).resolves.toHaveLength(4);
    expect(sim.stats().requests.rate).toBe(2);

    sim.fault({ endpoint: 'rate', mode: 'rate_limited', retryAfterSeconds: 0 });
    await expect(fedex.rate(cdmxToMonterrey)).resolves.toHaveLength(4);
    expect(sim.stats().requests.rate).toBe(4);

    sim.fault({ endpoint: 'track', mode: 'error_503', count: 2 });
    const error = await failure(fedex.track('799999999999'));
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: 'FedEx no está disponible en este momento (HTTP 503).',
      details: { status: 503 },
    });
    expect(sim.stats().requests.track).toBe(2);

    const shipment = await fedex.createShipment(guideRequest);
    sim.fault({ endpoint: 'ship_cancel', mode: 'error_500' });
    await fedex.cancelShipment(shipment);
    expect(sim.stats().requests.ship_cancel).toBe(2);

    sim.fault({ endpoint: 'token', mode: 'error_503' });
    await expect(client().validateCredentials()).resolves.toBeUndefined();
  });

  it('does not retry creating a shipment or a pickup after a 5xx or a 429', async () => {
    const fedex = client();
    sim.fault({ endpoint: 'ship', mode: 'error_500' });
    expect((await failure(fedex.createShipment(guideRequest))).kind).toBe('unavailable');
    expect(sim.stats().requests.ship).toBe(1);

    sim.fault({ endpoint: 'pickup', mode: 'rate_limited' });
    const limited = await failure(
      fedex.requestPickup({
        organizationId: 'o',
        pickupAddress,
        date: tomorrow(),
        windowStart: '09:00',
        windowEnd: '14:00',
        guideNumbers: [],
      }),
    );
    expect(limited).toMatchObject({
      kind: 'unavailable',
      message: 'FedEx está limitando las solicitudes en este momento; intenta de nuevo en unos minutos.',
    });
    expect(sim.stats().requests.pickup).toBe(1);
  });

  it('treats an answer that is not JSON as an outage', async () => {
    sim.fault({ endpoint: 'track', mode: 'malformed' });
    const error = await failure(client().track('799999999999'));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'FedEx respondió con un contenido que no es JSON.' });

    sim.fault({ endpoint: 'token', mode: 'malformed' });
    expect((await failure(client().validateCredentials())).kind).toBe('unavailable');
  });
});

describe('the documentation example payloads', () => {
  it('reads the documented Ship, Track, Pickup and cancel answers', async () => {
    const fedex = client();
    sim.fault({ endpoint: 'ship', mode: 'reply', status: 200, body: fixture('ship-response.json') });
    const shipment = await fedex.createShipment(guideRequest);
    expect(shipment).toMatchObject({ guideNumber: '794953535000', trackingNumber: '794953535000', carrierLabel: { format: 'PDF' } });
    expect(shipment.carrierLabel?.base64.startsWith('JVBERi0')).toBe(true);

    sim.fault({ endpoint: 'track', mode: 'reply', status: 200, body: fixture('track-response-scan-events.json') });
    const events = await fedex.track('12345');
    expect(events.length).toBeGreaterThan(3);
    expect(events.find((e) => e.code === 'AR')?.status).toBe('in_transit');
    expect(events.find((e) => e.code === 'DY')?.status).toBeNull();
    expect(events.map((e) => e.occurredAt.getTime())).toEqual(events.map((e) => e.occurredAt.getTime()).sort((a, b) => a - b));

    sim.fault({ endpoint: 'pickup', mode: 'reply', status: 200, body: fixture('pickup-response.json') });
    const pickupAnswer = await fedex.requestPickup({
      organizationId: 'o',
      pickupAddress,
      date: tomorrow(),
      windowStart: '09:00',
      windowEnd: '14:00',
      guideNumbers: [],
    });
    expect(pickupAnswer.reference).toBe('COSA3001');

    sim.fault({ endpoint: 'ship_cancel', mode: 'reply', status: 200, body: fixture('ship-cancel-response.json') });
    await expect(fedex.cancelShipment({ guideNumber: '794953555571', trackingNumber: '794953555571' })).resolves.toBeUndefined();
  });

  it('prices only what FedEx quotes in pesos (the documented example is in USD and CAD)', async () => {
    sim.fault({ endpoint: 'rate', mode: 'reply', status: 200, body: fixture('rate-response.json') });
    await expect(client().rate(cdmxToMonterrey)).resolves.toEqual([]);
  });

  it('reads the documented error answers', async () => {
    sim.fault({ endpoint: 'token', mode: 'reply', status: 401, body: fixture('oauth-token-401.json') });
    expect((await failure(client().validateCredentials())).kind).toBe('credentials');

    sim.fault({ endpoint: 'rate', mode: 'reply', status: 400, body: fixture('error-400.json') });
    const rejected = await failure(client().rate(cdmxToMonterrey));
    expect(rejected).toMatchObject({
      kind: 'rejected',
      message: 'El número de cuenta de FedEx no coincide con la cuenta que paga el envío.',
    });

    sim.fault({ endpoint: 'track', mode: 'reply', status: 404, body: fixture('error-404.json') });
    expect(await failure(client().track('1'))).toMatchObject({ kind: 'rejected', details: { carrierCode: 'NOT.FOUND.ERROR' } });

    sim.fault({ endpoint: 'track', mode: 'reply', status: 403, body: fixture('error-403.json') });
    expect((await failure(client().track('1'))).kind).toBe('credentials');
  });
});

describe('the simulator control surface', () => {
  const post = (route: string, body: unknown) =>
    fetch(`${sim.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const get = async (route: string) => (await fetch(`${sim.url}${route}`)).json();

  it('is driven over HTTP: faults, tracking advances, token expiry, counters and the last request', async () => {
    const fedex = client();
    expect((await post('/__simulator/faults', { endpoint: 'rate', mode: 'error_503', count: 2 })).status).toBe(204);
    expect((await failure(fedex.rate(cdmxToMonterrey))).kind).toBe('unavailable');
    expect((await post('/__simulator/faults', { endpoint: 'nope', mode: 'slow' })).status).toBe(400);

    const shipment = await fedex.createShipment(guideRequest);
    const advanced = await post('/__simulator/advance', { trackingNumber: shipment.trackingNumber });
    expect(await advanced.json()).toMatchObject({ eventType: 'PU', city: 'Ciudad de México', stateOrProvinceCode: 'DF' });
    expect((await post('/__simulator/expire-tokens', {})).status).toBe(204);
    expect((await fedex.track(shipment.trackingNumber)).at(-1)).toMatchObject({ code: 'PU', status: 'picked_up' });

    expect(await get('/__simulator/stats')).toMatchObject({ tokensIssued: 2, requests: { rate: 2, ship: 1, track: 2, token: 2 } });
    expect(await get('/__simulator/last-request/track')).toMatchObject({
      body: { includeDetailedScans: true, trackingInfo: [{ trackingNumberInfo: { trackingNumber: shipment.trackingNumber } }] },
    });
    expect(await get(`/__simulator/shipments/${shipment.trackingNumber}`)).toMatchObject({
      serviceType: 'STANDARD_OVERNIGHT',
      cancelled: false,
    });
    expect((await post('/__simulator/reset', {})).status).toBe(204);
    expect(await get('/__simulator/stats')).toMatchObject({ tokensIssued: 0, requests: { rate: 0 } });
  });
});
