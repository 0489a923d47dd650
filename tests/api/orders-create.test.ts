// POST /orders over real HTTP: every validation rule, pricing, the prepaid debit under concurrency,
// the provider outage path, tracking events, the order.created outbox event and text round trips.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { ledgerEntries, orders, organizations, trackingEvents, webhookEvents } from '@/db/schema';
import { canonicalStateName, mexicanStates } from '@/lib/orders/mexican-states';
import { createOrderResponseSchema, orderDetailSchema } from '@/lib/orders/schemas';
import { sandboxProvider } from '@/lib/providers/sandbox';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi, validOrderBody } from '../helpers/orders';
import { startAppServer, type TestServer } from '../helpers/app-server';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => getDb();

async function orgState(organizationId: string) {
  const [org] = await db().select().from(organizations).where(eq(organizations.id, organizationId));
  const [{ count }] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.organizationId, organizationId));
  const [{ ledger }] = await db()
    .select({ ledger: sql<number>`coalesce(sum(${ledgerEntries.amountCentavos}), 0)::bigint` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.organizationId, organizationId));
  const [{ events }] = await db()
    .select({ events: sql<number>`count(*)::int` })
    .from(webhookEvents)
    .where(eq(webhookEvents.organizationId, organizationId));
  return { balance: org.balanceCentavos, orders: count, ledgerSum: Number(ledger), events };
}

describe('POST /orders: common route checks', () => {
  runCommonRouteChecks(() => server.url, { method: 'POST', path: '/orders', scope: 'orders:write', body: validOrderBody() });
});

describe('POST /orders: success', () => {
  it('creates the order with a guide, debits the balance, records tracking events and order.created', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 1000 });
    const body = validOrderBody();
    const res = await api('POST', '/orders', body);
    expect(res.status).toBe(201);
    // the specification's four, and beside them the surcharges charged (docs/billing.md): none on this route
    expect(Object.keys(res.body).sort()).toEqual([
      'deliveryDays',
      'guideNumber',
      'orderId',
      'surcharges',
      'trackingNumber',
      'trackingUrl',
      'warning',
    ]);
    expect(res.body).toMatchObject({ surcharges: [], deliveryDays: null, warning: null });
    createOrderResponseSchema.parse(res.body);
    expect(res.body.guideNumber).toMatch(/^SBX\d{16}$/);
    expect(res.body.trackingNumber).toMatch(/^MX\d{16}$/);
    expect(res.body.trackingUrl).toMatch(new RegExp(`^https?://[^/]+/rastreo/${res.body.trackingNumber}$`));
    expect(res.headers.get('idempotent-replayed')).toBeNull();

    const [order] = await db().select().from(orders).where(eq(orders.id, res.body.orderId));
    expect(order).toMatchObject({
      organizationId: org.id,
      status: 'created',
      provider: 'sandbox',
      guideNumber: res.body.guideNumber,
      providerTrackingNumber: res.body.trackingNumber,
      // 1.5 kg, 30x20x15 cm (1.8 kg volumetric) -> 2 kg: 120 + 18 = 138, x1.25 (06 vs 44) = 172.50, + 1% of 500 = 177.50
      totalCostCentavos: 17750,
      internalReference: body.internalReference,
    });
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'label', amountCentavos: -17750, balanceAfterCentavos: 100000 - 17750 });
    expect((await orgState(org.id)).balance).toBe(100000 - 17750);

    const events = await db().select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id));
    expect(events.map((e) => e.kind)).toEqual(['order.created']);
    const payload = JSON.parse(events[0].body);
    expect(payload).toMatchObject({
      event: 'order.created',
      data: {
        orderId: order.id,
        internalReference: body.internalReference,
        status: 'created',
        providerData: { value: res.body.trackingNumber },
      },
    });

    const detail = await api('GET', `/orders/${order.id}`);
    expect(detail.status).toBe(200);
    orderDetailSchema.parse(detail.body);
    expect(detail.body.tracking_events.map((e: { status: string }) => e.status)).toEqual(['pending', 'created']);
    expect(detail.body.tracking_events[1].description).toContain(res.body.guideNumber);
    expect(Date.parse(detail.body.tracking_events[1].occurred_at)).toBeGreaterThan(Date.parse(detail.body.tracking_events[0].occurred_at));
    expect(detail.body.estimated_delivery_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(detail.body.estimated_delivery_at)).toBeGreaterThan(Date.parse(detail.body.created_at));
  });

  it('gives every order a unique guide and tracking number', async () => {
    const { api } = await createTestClient(server.url, { balance: 10000 });
    const created = await Promise.all(Array.from({ length: 20 }, () => createOrderViaApi(api)));
    expect(new Set(created.map((c) => c.guideNumber)).size).toBe(20);
    expect(new Set(created.map((c) => c.trackingNumber)).size).toBe(20);
  });

  it('applies the defaults: standard, not COD, 10 x 10 x 10 cm', async () => {
    const { api } = await createTestClient(server.url);
    const body = validOrderBody({ shipmentType: undefined, isCod: undefined, package: { dimensions: undefined } });
    expect(body.package).not.toHaveProperty('dimensions');
    const created = await createOrderViaApi(api, { shipmentType: undefined, isCod: undefined, package: { dimensions: undefined } });
    const detail = (await api('GET', `/orders/${created.orderId}`)).body;
    expect(detail.shipment_type).toBe('standard');
    expect(detail.is_cod).toBe(false);
    expect(detail.package_dimensions).toEqual({ length: 10, width: 10, height: 10 });
    const partial = await createOrderViaApi(api, { package: { dimensions: { length: 40, width: undefined, height: undefined } } });
    expect((await api('GET', `/orders/${partial.orderId}`)).body.package_dimensions).toEqual({ length: 40, width: 10, height: 10 });
  });

  it('charges the volumetric weight: 50 x 50 x 50 cm at 1 kg is charged as 25 kg', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createOrderViaApi(api, {
      pickupAddress: { postalCode: '06600' },
      deliveryAddress: { postalCode: '06700', state: 'Ciudad de México', city: 'Ciudad de México' },
      package: { weight: 1, dimensions: { length: 50, width: 50, height: 50 }, declaredValue: undefined },
    });
    const detail = (await api('GET', `/orders/${created.orderId}`)).body;
    // same region (06): 120 + 24 x 18 = 552
    expect(detail.total_cost).toBe(552);
    const [order] = await db().select().from(orders).where(eq(orders.id, created.orderId));
    expect(order.pricing).toMatchObject({ chargeableWeightKg: 25, volumetricWeightKg: 25 });
  });

  it('costs exactly what POST /quotes quoted for the same inputs', async () => {
    const { api } = await createTestClient(server.url, { balance: 50000 });
    const cases = [
      validOrderBody(),
      validOrderBody({ shipmentType: 'express', isCod: true, codAmount: 1999.99, package: { weight: 7.25, declaredValue: 1234.56 } }),
      validOrderBody({
        shipmentType: 'same_day',
        deliveryAddress: { postalCode: '06610', state: 'CDMX alias?'.slice(0, 0) + 'Ciudad de México' },
        package: { weight: 0.1 },
      }),
      validOrderBody({ package: { weight: 69.9, dimensions: { length: 120, width: 80, height: 75.5 }, declaredValue: 0.01 } }),
      validOrderBody({ isCod: true, codAmount: 100, package: { declaredValue: undefined } }),
    ];
    for (const body of cases) {
      const quoteRes = await api('POST', '/quotes', {
        originPostalCode: body.pickupAddress.postalCode,
        destinationPostalCode: body.deliveryAddress.postalCode,
        package: { weight: body.package.weight, dimensions: body.package.dimensions, declaredValue: body.package.declaredValue },
        shipmentType: body.shipmentType,
        isCod: body.isCod,
        codAmount: body.codAmount,
      });
      expect(quoteRes.status, quoteRes.text).toBe(200);
      const created = await api('POST', '/orders', body);
      expect(created.status, created.text).toBe(201);
      const detail = (await api('GET', `/orders/${created.body.orderId}`)).body;
      expect(detail.total_cost).toBe(quoteRes.body.quotes[0].totalCost);
      expect(detail.estimated_delivery_at).toBe(quoteRes.body.quotes[0].estimatedDeliveryAt);
      const [debit] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, created.body.orderId));
      expect(debit.amountCentavos).toBe(-Math.round(quoteRes.body.quotes[0].totalCost * 100));
    }
  });

  it('creates same_day only when the postal codes share their first three digits', async () => {
    const { api, org } = await createTestClient(server.url);
    const refused = await api('POST', '/orders', validOrderBody({ shipmentType: 'same_day' }));
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-error-code')).toBe('validation_error');
    expect(refused.body.error).toMatch(/shipmentType.*same_day.*primeros 3 dígitos/);
    expect((await orgState(org.id)).orders).toBe(0);
    await createOrderViaApi(api, {
      shipmentType: 'same_day',
      pickupAddress: { postalCode: '44100' },
      deliveryAddress: { postalCode: '44190' },
    });
  });

  it('keeps SQL-looking, accented and emoji text byte for byte', async () => {
    const { api } = await createTestClient(server.url);
    const nasty = {
      receiverName: "Robert'); DROP TABLE orders;--",
      internalReference: `ÑANDÚ-ü-ç-🚚-"quoted"-\\back`,
      pickupAddress: {
        contactName: 'O\'Brien "El Güero" Peña',
        street: "Calle 5 de Mayo' OR '1'='1",
        neighborhood: 'Colonia Pensil Norte; SELECT pg_sleep(10)',
      },
      deliveryAddress: {
        contactName: 'José Ángel Ibáñez',
        deliveryInstructions: 'Dejar con el portero; $1 %s %n <script>alert(1)</script>\nSegundo renglón',
        city: 'Zapopan',
      },
      package: { contentDescription: "Artesanías de Michoacán 100% 'originales' -- /* comentario */" },
    };
    const created = await createOrderViaApi(api, nasty);
    const detail = (await api('GET', `/orders/${created.orderId}`)).body;
    expect(detail.receiver_name).toBe(nasty.receiverName);
    expect(detail.internal_reference).toBe(nasty.internalReference);
    expect(detail.pickup_address.contact_name).toBe(nasty.pickupAddress.contactName);
    expect(detail.pickup_address.street).toBe(nasty.pickupAddress.street);
    expect(detail.pickup_address.neighborhood).toBe(nasty.pickupAddress.neighborhood);
    expect(detail.delivery_address.contact_name).toBe(nasty.deliveryAddress.contactName);
    expect(detail.delivery_address.delivery_instructions).toBe(nasty.deliveryAddress.deliveryInstructions);
    expect(detail.content_description).toBe(nasty.package.contentDescription);
    const list = (await api('GET', '/orders')).body;
    expect(list.data[0]).toMatchObject({
      id: created.orderId,
      receiver_name: nasty.receiverName,
      internal_reference: nasty.internalReference,
    });
    const [{ count }] = await db().select({ count: sql<number>`count(*)::int` }).from(orders);
    expect(count).toBeGreaterThan(0);
  });

  it('stores every state under its canonical name, accents, case and spacing ignored', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createOrderViaApi(api, {
      pickupAddress: { state: '  ciudad   de mexico ' },
      deliveryAddress: { state: 'NUEVO LEON', postalCode: '64000' },
    });
    const detail = (await api('GET', `/orders/${created.orderId}`)).body;
    expect(detail.pickup_address.state).toBe('Ciudad de México');
    expect(detail.delivery_address.state).toBe('Nuevo León');
    const official = await createOrderViaApi(api, { deliveryAddress: { state: 'Veracruz de Ignacio de la Llave', postalCode: '91000' } });
    expect((await api('GET', `/orders/${official.orderId}`)).body.delivery_address.state).toBe('Veracruz');
  });
});

describe('the 32 states', () => {
  it('has 32 distinct entities, each accepted without accents and in any case', () => {
    expect(new Set(mexicanStates).size).toBe(32);
    for (const state of mexicanStates) {
      const plain = state.normalize('NFD').replace(/\p{M}/gu, '');
      expect(canonicalStateName(plain.toUpperCase())).toBe(state);
      expect(canonicalStateName(state.toLowerCase())).toBe(state);
    }
    expect(canonicalStateName('Mexico')).toBe('Estado de México');
    expect(canonicalStateName('Coahuila de Zaragoza')).toBe('Coahuila');
    expect(canonicalStateName('Michoacan de Ocampo')).toBe('Michoacán');
    expect(canonicalStateName('Texas')).toBeNull();
    expect(canonicalStateName('Jal.')).toBeNull();
    expect(canonicalStateName('')).toBeNull();
  });
});

describe('POST /orders: validation (400, Spanish message naming the field, nothing created)', () => {
  type Case = [name: string, body: unknown, message: RegExp];
  const long = (n: number) => 'x'.repeat(n);
  const cases: Case[] = [
    ['pickupAddress missing', validOrderBody({ pickupAddress: undefined }), /El campo pickupAddress es obligatorio/],
    ['deliveryAddress missing', validOrderBody({ deliveryAddress: undefined }), /El campo deliveryAddress es obligatorio/],
    ['package missing', validOrderBody({ package: undefined }), /El campo package es obligatorio/],
    ...(['contactName', 'contactPhone', 'street', 'exteriorNumber', 'neighborhood', 'city', 'state', 'postalCode'] as const).flatMap(
      (field): Case[] => [
        [
          `pickupAddress.${field} missing`,
          validOrderBody({ pickupAddress: { [field]: undefined } }),
          new RegExp(`El campo pickupAddress\\.${field} es obligatorio`),
        ],
        [
          `deliveryAddress.${field} missing`,
          validOrderBody({ deliveryAddress: { [field]: undefined } }),
          new RegExp(`El campo deliveryAddress\\.${field} es obligatorio`),
        ],
      ],
    ),
    [
      'empty contactName',
      validOrderBody({ pickupAddress: { contactName: '' } }),
      /El campo pickupAddress\.contactName no puede estar vacío/,
    ],
    ['blank street', validOrderBody({ deliveryAddress: { street: '   ' } }), /El campo deliveryAddress\.street no puede estar vacío/],
    [
      'street too long',
      validOrderBody({ deliveryAddress: { street: long(201) } }),
      /El campo deliveryAddress\.street debe tener como máximo 200 caracteres/,
    ],
    ['control characters', validOrderBody({ receiverName: 'Ana\u0000' }), /El campo receiverName no puede contener caracteres de control/],
    ['number instead of text', validOrderBody({ pickupAddress: { city: 123 } }), /El campo pickupAddress\.city debe ser un texto/],
    [
      'unknown state',
      validOrderBody({ deliveryAddress: { state: 'Texas' } }),
      /El campo deliveryAddress\.state debe ser el nombre completo de uno de los 32 estados/,
    ],
    [
      'state abbreviation',
      validOrderBody({ pickupAddress: { state: 'Jal' } }),
      /El campo pickupAddress\.state debe ser el nombre completo/,
    ],
    [
      'postal code of 4 digits',
      validOrderBody({ pickupAddress: { postalCode: '6600' } }),
      /El campo pickupAddress\.postalCode debe tener exactamente 5 dígitos/,
    ],
    [
      'postal code of 6 digits',
      validOrderBody({ deliveryAddress: { postalCode: '441000' } }),
      /El campo deliveryAddress\.postalCode debe tener exactamente 5 dígitos/,
    ],
    [
      'postal code with letters',
      validOrderBody({ deliveryAddress: { postalCode: '44A00' } }),
      /El campo deliveryAddress\.postalCode debe tener exactamente 5 dígitos/,
    ],
    [
      'postal code as a number',
      validOrderBody({ deliveryAddress: { postalCode: 44100 } }),
      /El campo deliveryAddress\.postalCode debe ser un texto/,
    ],
    [
      'bad email',
      validOrderBody({ pickupAddress: { email: 'no-es-correo' } }),
      /El campo pickupAddress\.email debe ser un correo electrónico válido/,
    ],
    [
      'short phone',
      validOrderBody({ pickupAddress: { contactPhone: '55 1234' } }),
      /El campo pickupAddress\.contactPhone debe ser un teléfono válido/,
    ],
    ['phone with letters', validOrderBody({ receiverPhone: 'llámame 5512345678' }), /El campo receiverPhone debe ser un teléfono válido/],
    [
      'deliveryInstructions on pickupAddress',
      validOrderBody({ pickupAddress: { deliveryInstructions: 'x' } }),
      /El campo pickupAddress contiene campos no permitidos: deliveryInstructions/,
    ],
    ['unknown top-level field', validOrderBody({ codamount: 5 }), /El cuerpo de la solicitud contiene campos no permitidos: codamount/],
    ['weight missing', validOrderBody({ package: { weight: undefined } }), /El campo package\.weight es obligatorio/],
    ['weight below 0.1', validOrderBody({ package: { weight: 0.09 } }), /El campo package\.weight debe estar entre 0\.1 y 70/],
    ['weight 0', validOrderBody({ package: { weight: 0 } }), /El campo package\.weight debe estar entre 0\.1 y 70/],
    ['weight negative', validOrderBody({ package: { weight: -1 } }), /El campo package\.weight debe estar entre 0\.1 y 70/],
    ['weight above 70', validOrderBody({ package: { weight: 70.01 } }), /El campo package\.weight debe estar entre 0\.1 y 70/],
    ['weight as text', validOrderBody({ package: { weight: '5' } }), /El campo package\.weight debe ser un número/],
    [
      'length below 1',
      validOrderBody({ package: { dimensions: { length: 0.9 } } }),
      /El campo package\.dimensions\.length debe estar entre 1 y 300/,
    ],
    ['width 0', validOrderBody({ package: { dimensions: { width: 0 } } }), /El campo package\.dimensions\.width debe estar entre 1 y 300/],
    [
      'height above 300',
      validOrderBody({ package: { dimensions: { height: 301 } } }),
      /El campo package\.dimensions\.height debe estar entre 1 y 300/,
    ],
    [
      'unknown dimension',
      validOrderBody({ package: { dimensions: { depth: 5 } } }),
      /El campo package\.dimensions contiene campos no permitidos: depth/,
    ],
    [
      'shipmentType unknown',
      validOrderBody({ shipmentType: 'overnight' }),
      /El campo shipmentType debe ser uno de: standard, express, same_day/,
    ],
    ['isCod not boolean', validOrderBody({ isCod: 'true' }), /El campo isCod debe ser un booleano/],
    ['isCod without codAmount', validOrderBody({ isCod: true }), /El campo codAmount es obligatorio cuando isCod es true/],
    [
      'codAmount without isCod',
      validOrderBody({ isCod: false, codAmount: 100 }),
      /El campo codAmount solo se permite cuando isCod es true/,
    ],
    [
      'codAmount when isCod omitted',
      validOrderBody({ isCod: undefined, codAmount: 100 }),
      /El campo codAmount solo se permite cuando isCod es true/,
    ],
    ['codAmount 0', validOrderBody({ isCod: true, codAmount: 0 }), /El campo codAmount debe ser mayor que 0/],
    ['codAmount negative', validOrderBody({ isCod: true, codAmount: -5 }), /El campo codAmount debe ser mayor que 0/],
    [
      'codAmount with 3 decimals',
      validOrderBody({ isCod: true, codAmount: 10.005 }),
      /El campo codAmount debe tener como máximo 2 decimales/,
    ],
    [
      'codAmount too large',
      validOrderBody({ isCod: true, codAmount: 100000.01 }),
      /El campo codAmount debe ser mayor que 0 y como máximo 100000/,
    ],
    [
      'declaredValue negative',
      validOrderBody({ package: { declaredValue: -1 } }),
      /El campo package\.declaredValue debe estar entre 0 y 1000000/,
    ],
    [
      'declaredValue with 3 decimals',
      validOrderBody({ package: { declaredValue: 1.234 } }),
      /El campo package\.declaredValue debe tener como máximo 2 decimales/,
    ],
    ['declaredValue as text', validOrderBody({ package: { declaredValue: '100' } }), /El campo package\.declaredValue debe ser un número/],
    ['body is an array', [validOrderBody()], /El cuerpo de la solicitud debe ser un objeto/],
    ['body is null', null, /El cuerpo de la solicitud no puede ser nulo/],
  ];

  it.each(cases)('%s', async (_name, body, message) => {
    const { api, org } = await createTestClient(server.url);
    const before = await orgState(org.id);
    const res = await api('POST', '/orders', body === null ? 'null' : body);
    expect(res.status, res.text).toBe(400);
    expect(res.headers.get('x-error-code')).toBe('validation_error');
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(message);
    expect(await orgState(org.id)).toEqual(before);
  });

  it('reports several problems at once', async () => {
    const { api } = await createTestClient(server.url);
    const res = await api(
      'POST',
      '/orders',
      validOrderBody({ package: { weight: 80 }, pickupAddress: { state: 'Texas', postalCode: '123' } }),
    );
    expect(res.body.error).toContain('El campo package.weight debe estar entre 0.1 y 70');
    expect(res.body.error).toContain('El campo pickupAddress.state');
    expect(res.body.error).toContain('El campo pickupAddress.postalCode');
  });

  it('accepts the exact bounds: 0.1 and 70 kg, 1 and 300 cm, declaredValue 0', async () => {
    // 300 x 300 x 300 cm is 5400 kg volumetric: 120 + 5399 x 18 = 97302, x1.25 = 121627.50 (+ 5.00 insurance)
    const { api } = await createTestClient(server.url, { balance: 130000 });
    await createOrderViaApi(api, { package: { weight: 0.1, dimensions: { length: 1, width: 1, height: 1 }, declaredValue: 0 } });
    await createOrderViaApi(api, { package: { weight: 70, dimensions: { length: 300, width: 300, height: 300 } } });
  });

  it('400 for malformed JSON and a missing Content-Type', async () => {
    const { api } = await createTestClient(server.url);
    const malformed = await api('POST', '/orders', '{"pickupAddress":');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('x-error-code')).toBe('invalid_json');
    const { key } = await createTestClient(server.url);
    const noType = await fetch(`${server.url}/api/v1/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      body: JSON.stringify(validOrderBody()),
    });
    expect(noType.status).toBe(400);
  });
});

describe('POST /orders: prepaid balance', () => {
  it('402 insufficient_balance when the balance does not cover the cost, nothing created', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 177.49 });
    const res = await api('POST', '/orders', validOrderBody());
    expect(res.status).toBe(402);
    expect(res.headers.get('x-error-code')).toBe('insufficient_balance');
    expect(res.body.error).toMatch(/Saldo insuficiente.*177\.50.*177\.49/);
    expect(await orgState(org.id)).toEqual({ balance: 17749, orders: 0, ledgerSum: 17749, events: 0 });
  });

  it('15 concurrent creates with balance for exactly 5: five 201, ten 402, balance 0, ledger adds up', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 177.5 * 5 });
    const results = await Promise.all(Array.from({ length: 15 }, () => api('POST', '/orders', validOrderBody())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(10);
    for (const r of results.filter((r) => r.status === 402)) expect(r.headers.get('x-error-code')).toBe('insufficient_balance');
    const state = await orgState(org.id);
    expect(state).toEqual({ balance: 0, orders: 5, ledgerSum: 0, events: 5 });
    const debits = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.organizationId, org.id), eq(ledgerEntries.kind, 'label')));
    expect(debits).toHaveLength(5);
    expect(debits.every((d) => d.amountCentavos === -17750)).toBe(true);
    // every debit names an existing order of the organization, and vice versa
    const ids = (await db().select({ id: orders.id }).from(orders).where(eq(orders.organizationId, org.id))).map((o) => o.id).sort();
    expect(debits.map((d) => d.orderId).sort()).toEqual(ids);
  });
});

describe('POST /orders: provider outage', () => {
  it('503 provider_unavailable: no charge, no order, no event, no tracking', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 1000 });
    const before = await orgState(org.id);
    const res = await api('POST', '/orders', validOrderBody({ internalReference: 'sandbox:provider_down-001' }));
    expect(res.status).toBe(503);
    expect(res.headers.get('x-error-code')).toBe('provider_unavailable');
    expect(res.body.error).toMatch(/No se realizó ningún cargo/);
    expect(await orgState(org.id)).toEqual(before);
    const [{ count }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(trackingEvents)
      .where(eq(trackingEvents.organizationId, org.id));
    expect(count).toBe(0);
  });
});

describe('POST /orders: the provider repeats a number another order has', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for another guide: one 201, the other order untouched, its guide not cancelled; three repeats are a 503', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 10_000 });
    const first = await createOrderViaApi(api);
    const fresh = { guideNumber: 'SBX2611270000000018', trackingNumber: 'MX0000000000000018' };
    const repeat = { guideNumber: first.guideNumber, trackingNumber: 'MX1111111111111118' };
    const create = vi.spyOn(sandboxProvider, 'createGuide').mockResolvedValueOnce(repeat).mockResolvedValueOnce(fresh);
    const cancel = vi.spyOn(sandboxProvider, 'cancelGuide');
    const res = await api('POST', '/orders', validOrderBody({ internalReference: 'REPETIDA-1' }), { 'Idempotency-Key': 'repetida-1' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject(fresh);
    expect(create).toHaveBeenCalledTimes(2);
    expect(cancel).not.toHaveBeenCalled();
    const withFirstGuide = await db().select({ id: orders.id }).from(orders).where(eq(orders.guideNumber, first.guideNumber));
    expect(withFirstGuide).toEqual([{ id: first.orderId }]);

    // three repeats in a row: 503, nothing charged or written, and the idempotency key is free again
    vi.spyOn(sandboxProvider, 'createGuide').mockResolvedValue(repeat);
    const before = await orgState(org.id);
    const refused = await api('POST', '/orders', validOrderBody({ internalReference: 'REPETIDA-2' }), { 'Idempotency-Key': 'repetida-2' });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/No se realizó ningún cargo/);
    expect(await orgState(org.id)).toEqual(before);
    vi.restoreAllMocks();
    const retried = await api('POST', '/orders', validOrderBody({ internalReference: 'REPETIDA-2' }), { 'Idempotency-Key': 'repetida-2' });
    expect(retried.status).toBe(201);
  });
});
