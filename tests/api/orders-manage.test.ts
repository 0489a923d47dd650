// GET /orders/:id, POST /orders/:id/cancel and PATCH /orders/:id over real HTTP: every detail field,
// 404 for unknown, malformed and other organizations' ids, cancel + refund + events, modification rules.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { ledgerEntries, orders, organizations, trackingEvents, webhookEvents } from '@/db/schema';
import { orderDetailSchema } from '@/lib/orders/schemas';
import { setSandboxOutage } from '@/lib/providers/sandbox';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient, createTestKey, createTestOrg, apiClient } from '../helpers/fixtures';
import { createOrderViaApi, validOrderBody } from '../helpers/orders';
import { startAppServer, type TestServer } from '../helpers/app-server';

let server: TestServer;
let sharedOrderId = '';
beforeAll(async () => {
  server = await startAppServer();
  const { api } = await createTestClient(server.url);
  sharedOrderId = (await createOrderViaApi(api)).orderId;
});
afterAll(async () => {
  await server.close();
});
afterEach(() => setSandboxOutage(false));

const db = () => getDb();

async function snapshot(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const [org] = await db().select().from(organizations).where(eq(organizations.id, order.organizationId));
  const [{ events }] = await db()
    .select({ events: sql<number>`count(*)::int` })
    .from(webhookEvents)
    .where(eq(webhookEvents.orderId, orderId));
  const [{ tracking }] = await db()
    .select({ tracking: sql<number>`count(*)::int` })
    .from(trackingEvents)
    .where(eq(trackingEvents.orderId, orderId));
  const [{ ledger }] = await db()
    .select({ ledger: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId));
  return { order, balance: org.balanceCentavos, events, tracking, ledger };
}

const setStatus = (orderId: string, status: string) => db().execute(sql`update orders set status = ${status} where id = ${orderId}`);

describe('common route checks', () => {
  runCommonRouteChecks(() => server.url, { method: 'GET', path: () => `/orders/${sharedOrderId}`, scope: 'orders:read' });
  runCommonRouteChecks(() => server.url, {
    method: 'POST',
    path: () => `/orders/${sharedOrderId}/cancel`,
    scope: 'orders:write',
    body: { reason: 'x' },
  });
  runCommonRouteChecks(() => server.url, {
    method: 'PATCH',
    path: () => `/orders/${sharedOrderId}`,
    scope: 'orders:write',
    body: { receiverName: 'x' },
  });
});

describe('GET /orders/:id', () => {
  it('returns every field of the Order detail, in snake_case, with tracking events in chronological order', async () => {
    const { api, org } = await createTestClient(server.url);
    const body = validOrderBody({ isCod: true, codAmount: 1500, shipmentType: 'express' });
    const created = await createOrderViaApi(api, body);
    // a later provider event, and one that happened earlier but was recorded afterwards
    await db()
      .insert(trackingEvents)
      .values([
        {
          orderId: created.orderId,
          organizationId: org.id,
          status: 'picked_up',
          description: 'Recolectado',
          location: 'CDMX',
          occurredAt: new Date(Date.now() + 60_000),
          source: 'provider',
        },
        {
          orderId: created.orderId,
          organizationId: org.id,
          status: 'created',
          description: 'Registro tardío',
          location: '',
          occurredAt: new Date(Date.now() - 3600_000),
          source: 'provider',
        },
      ]);
    const res = await api('GET', `/orders/${created.orderId}`);
    expect(res.status).toBe(200);
    const detail = orderDetailSchema.strict().parse(res.body);
    for (const field of [
      'id',
      'organization_id',
      'internal_reference',
      'provider',
      'provider_tracking_number',
      'status',
      'shipment_type',
      'receiver_name',
      'receiver_phone',
      'pickup_address',
      'delivery_address',
      'package_weight',
      'package_dimensions',
      'total_cost',
      'estimated_delivery_at',
      'tracking_events',
      'created_at',
      'status_updated_at',
    ]) {
      expect(res.body).toHaveProperty(field);
    }
    expect(detail).toMatchObject({
      id: created.orderId,
      organization_id: org.id,
      internal_reference: body.internalReference,
      provider: 'sandbox',
      provider_tracking_number: created.trackingNumber,
      guide_number: created.guideNumber,
      status: 'created',
      shipment_type: 'express',
      receiver_name: body.receiverName,
      receiver_phone: body.receiverPhone,
      package_weight: 1.5,
      package_dimensions: { length: 30, width: 20, height: 15 },
      // express 2 kg: 190 + 25 = 215, x1.25 = 268.75; COD 3% of 1500 = 45; insurance 5
      total_cost: 318.75,
      is_cod: true,
      cod_amount: 1500,
      declared_value: 500,
      content_description: 'Libros',
      cancel_reason: null,
      cancelled_at: null,
    });
    expect(detail.pickup_address).toEqual({
      contact_name: 'Almacén Central',
      contact_phone: '+52 55 1234 5678',
      email: 'almacen@example.com',
      street: 'Av. Paseo de la Reforma',
      exterior_number: '222',
      interior_number: 'Piso 3',
      neighborhood: 'Juárez',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      postal_code: '06600',
    });
    expect(detail.delivery_address.delivery_instructions).toBe('Tocar el timbre dos veces');
    expect(detail.tracking_events.map((e) => e.description)).toEqual([
      'Registro tardío',
      'Pedido registrado, en espera de la guía',
      expect.stringContaining(created.guideNumber),
      'Recolectado',
    ]);
    const times = detail.tracking_events.map((e) => Date.parse(e.occurred_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const stamp of [
      detail.created_at,
      detail.status_updated_at,
      detail.estimated_delivery_at!,
      ...detail.tracking_events.map((e) => e.occurred_at),
    ]) {
      expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  });

  it('reads an order with 300 events in one response (one statement for the order and all its events)', async () => {
    const { api, org } = await createTestClient(server.url);
    const created = await createOrderViaApi(api);
    await db()
      .insert(trackingEvents)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          orderId: created.orderId,
          organizationId: org.id,
          status: 'in_transit' as const,
          description: `Escala ${i}`,
          location: `Nodo ${i}`,
          occurredAt: new Date(Date.now() + i * 1000),
          source: 'provider' as const,
        })),
      );
    const res = await api('GET', `/orders/${created.orderId}`);
    expect(res.status).toBe(200);
    expect(res.body.tracking_events).toHaveLength(302);
    expect(res.body.tracking_events[301].description).toBe('Escala 299');
  });

  it('404 for an unknown id, a malformed id and another organization’s order', async () => {
    const { api } = await createTestClient(server.url);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1", sharedOrderId.toUpperCase().slice(0, 35)]) {
      const res = await api('GET', `/orders/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.headers.get('x-error-code')).toBe('not_found');
      expect(res.body).toEqual({ error: 'El pedido no existe.' });
    }
    const foreign = await api('GET', `/orders/${sharedOrderId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'El pedido no existe.' });
  });
});

describe('tenancy: another organization gets 404 everywhere and changes nothing', () => {
  it('GET, PATCH and cancel of a foreign order', async () => {
    const owner = await createTestClient(server.url);
    const created = await createOrderViaApi(owner.api);
    const before = await snapshot(created.orderId);
    const stranger = await createTestClient(server.url);
    const calls = [
      await stranger.api('GET', `/orders/${created.orderId}`),
      await stranger.api('PATCH', `/orders/${created.orderId}`, { receiverName: 'Intruso' }),
      await stranger.api('POST', `/orders/${created.orderId}/cancel`, { reason: 'Intruso' }),
      await stranger.api('GET', `/orders/${created.orderId}/label`),
    ];
    for (const res of calls) {
      expect(res.status).toBe(404);
      expect(res.headers.get('x-error-code')).toBe('not_found');
    }
    expect((await stranger.api('GET', '/orders')).body.data).toEqual([]);
    expect(await snapshot(created.orderId)).toEqual(before);
  });
});

describe('POST /orders/:id/cancel', () => {
  it('cancels a created order, refunds total_cost in the same transaction and records order.cancelled + order.status_changed', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 1000 });
    const created = await createOrderViaApi(api);
    const res = await api('POST', `/orders/${created.orderId}/cancel`, { reason: "Cliente se arrepintió; 'DROP'" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Pedido cancelado. Se reembolsaron $177.50 MXN a tu saldo.' });
    const after = await snapshot(created.orderId);
    expect(after.order).toMatchObject({ status: 'cancelled', cancelReason: "Cliente se arrepintió; 'DROP'" });
    expect(after.order.cancelledAt).toBeInstanceOf(Date);
    expect(after.balance).toBe(100000);
    const ledger = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, created.orderId))
      .orderBy(ledgerEntries.createdAt);
    expect(ledger.map((l) => [l.kind, l.amountCentavos])).toEqual([
      ['label', -17750],
      ['refund', 17750],
    ]);
    const [{ sum }] = await db()
      .select({ sum: sql<string>`sum(amount_centavos)::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.organizationId, org.id));
    expect(Number(sum)).toBe(100000);
    const kinds = (
      await db().select().from(webhookEvents).where(eq(webhookEvents.orderId, created.orderId)).orderBy(webhookEvents.createdAt)
    ).map((e) => e.kind);
    expect(kinds.sort()).toEqual(['order.cancelled', 'order.created', 'order.status_changed']);
    const cancelledEvent = (
      await db()
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.orderId, created.orderId), eq(webhookEvents.kind, 'order.cancelled')))
    )[0];
    expect(JSON.parse(cancelledEvent.body).data.providerData.observations).toBe("Cliente se arrepintió; 'DROP'");
    const detail = (await api('GET', `/orders/${created.orderId}`)).body;
    expect(detail.status).toBe('cancelled');
    expect(detail.cancel_reason).toBe("Cliente se arrepintió; 'DROP'");
    expect(detail.tracking_events.map((e: { status: string }) => e.status)).toEqual(['pending', 'created', 'cancelled']);
    expect((await api('GET', '/orders?status=cancelled')).body.data.map((o: { id: string }) => o.id)).toEqual([created.orderId]);
  });

  it('cancels a pending order too', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createOrderViaApi(api);
    await setStatus(created.orderId, 'pending');
    const res = await api('POST', `/orders/${created.orderId}/cancel`, { reason: 'Duplicado' });
    expect(res.status).toBe(200);
    expect((await snapshot(created.orderId)).order.status).toBe('cancelled');
  });

  it.each(['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed', 'return_requested', 'returned'])(
    '409 order_not_cancellable in %s, and nothing changes',
    async (status) => {
      const { api } = await createTestClient(server.url);
      const created = await createOrderViaApi(api);
      await setStatus(created.orderId, status);
      const before = await snapshot(created.orderId);
      const res = await api('POST', `/orders/${created.orderId}/cancel`, { reason: 'Tarde' });
      expect(res.status).toBe(409);
      expect(res.headers.get('x-error-code')).toBe('order_not_cancellable');
      expect(Object.keys(res.body)).toEqual(['error']);
      expect(res.body.error).toMatch(/no se puede cancelar/);
      expect(await snapshot(created.orderId)).toEqual(before);
    },
  );

  it('a second cancel is 409 and refunds nothing more; concurrent cancels refund once', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 1000 });
    const created = await createOrderViaApi(api);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api('POST', `/orders/${created.orderId}/cancel`, { reason: 'Prisa' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const again = await api('POST', `/orders/${created.orderId}/cancel`, { reason: 'Otra vez' });
    expect(again.status).toBe(409);
    const [orgRow] = await db().select().from(organizations).where(eq(organizations.id, org.id));
    expect(orgRow.balanceCentavos).toBe(100000);
  });

  it('503 when the provider cannot cancel the guide, and the order stays as it was', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createOrderViaApi(api);
    const before = await snapshot(created.orderId);
    setSandboxOutage(true);
    const res = await api('POST', `/orders/${created.orderId}/cancel`, { reason: 'x' });
    expect(res.status).toBe(503);
    expect(res.headers.get('x-error-code')).toBe('provider_unavailable');
    expect(res.body.error).toMatch(/no se canceló/);
    expect(await snapshot(created.orderId)).toEqual(before);
  });

  it('400 without a reason, with an empty one or with unknown fields', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createOrderViaApi(api);
    for (const [body, message] of [
      [{}, /El campo reason es obligatorio/],
      [{ reason: '  ' }, /El campo reason no puede estar vacío/],
      [{ reason: 'x'.repeat(501) }, /El campo reason debe tener como máximo 500 caracteres/],
      [{ reason: 'ok', refund: false }, /contiene campos no permitidos: refund/],
      [undefined, /El cuerpo de la solicitud es obligatorio/],
    ] as const) {
      const res = await api('POST', `/orders/${created.orderId}/cancel`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    expect((await snapshot(created.orderId)).order.status).toBe('created');
  });

  it('404 for unknown and malformed ids', async () => {
    const { api } = await createTestClient(server.url);
    expect((await api('POST', '/orders/00000000-0000-4000-8000-000000000000/cancel', { reason: 'x' })).status).toBe(404);
    expect((await api('POST', '/orders/abc/cancel', { reason: 'x' })).status).toBe(404);
  });
});

describe('PATCH /orders/:id', () => {
  it('edits receiverName, receiverPhone, internalReference and deliveryInstructions, and returns the detail', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createOrderViaApi(api);
    const before = await snapshot(created.orderId);
    const res = await api('PATCH', `/orders/${created.orderId}`, {
      receiverName: 'Ñoño Pérez',
      receiverPhone: '33 1111 2222',
      internalReference: 'REF-NUEVA',
      deliveryAddress: { deliveryInstructions: 'Dejar en recepción' },
    });
    expect(res.status).toBe(200);
    orderDetailSchema.strict().parse(res.body);
    expect(res.body).toMatchObject({
      id: created.orderId,
      receiver_name: 'Ñoño Pérez',
      receiver_phone: '33 1111 2222',
      internal_reference: 'REF-NUEVA',
    });
    expect(res.body.delivery_address).toMatchObject({
      delivery_instructions: 'Dejar en recepción',
      street: 'Av. Juárez',
      postal_code: '44100',
    });
    const after = await snapshot(created.orderId);
    // nothing else moved: no charge, no status change, no event
    expect(after.balance).toBe(before.balance);
    expect(after.order.status).toBe('created');
    expect(after.order.totalCostCentavos).toBe(before.order.totalCostCentavos);
    expect([after.events, after.tracking, after.ledger]).toEqual([before.events, before.tracking, before.ledger]);
    // a partial change leaves the other fields alone; null clears an optional field
    const partial = await api('PATCH', `/orders/${created.orderId}`, {
      receiverPhone: null,
      deliveryAddress: { deliveryInstructions: null },
    });
    expect(partial.body).toMatchObject({ receiver_name: 'Ñoño Pérez', receiver_phone: null, internal_reference: 'REF-NUEVA' });
    expect(partial.body.delivery_address.delivery_instructions).toBeNull();
    expect((await api('GET', `/orders/${created.orderId}`)).body).toEqual(partial.body);
  });

  it('also while pending', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createOrderViaApi(api);
    await setStatus(created.orderId, 'pending');
    expect((await api('PATCH', `/orders/${created.orderId}`, { receiverName: 'Otra' })).status).toBe(200);
  });

  it.each(['picked_up', 'in_transit', 'delivered', 'cancelled', 'failed'])(
    '409 order_not_modifiable in %s, nothing changes',
    async (status) => {
      const { api } = await createTestClient(server.url);
      const created = await createOrderViaApi(api);
      await setStatus(created.orderId, status);
      const before = await snapshot(created.orderId);
      const res = await api('PATCH', `/orders/${created.orderId}`, { receiverName: 'Tarde' });
      expect(res.status).toBe(409);
      expect(res.headers.get('x-error-code')).toBe('order_not_modifiable');
      expect(res.body.error).toMatch(/no se puede modificar/);
      expect(await snapshot(created.orderId)).toEqual(before);
    },
  );

  it('400 for an empty change, fields that cannot be edited and invalid values', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createOrderViaApi(api);
    for (const [body, message] of [
      [{}, /debe incluir al menos uno de/],
      [{ status: 'delivered' }, /contiene campos no permitidos: status/],
      [{ deliveryAddress: { street: 'Otra calle' } }, /El campo deliveryAddress contiene campos no permitidos: street/],
      [{ package: { weight: 2 } }, /contiene campos no permitidos: package/],
      [{ receiverPhone: '123' }, /El campo receiverPhone debe ser un teléfono válido/],
      [{ receiverName: '' }, /El campo receiverName no puede estar vacío/],
      [{ internalReference: 'x'.repeat(101) }, /El campo internalReference debe tener como máximo 100 caracteres/],
    ] as const) {
      const res = await api('PATCH', `/orders/${created.orderId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('x-error-code')).toBe('validation_error');
      expect(res.body.error).toMatch(message);
    }
  });

  it('404 for unknown and malformed ids', async () => {
    const { api } = await createTestClient(server.url);
    expect((await api('PATCH', '/orders/00000000-0000-4000-8000-000000000000', { receiverName: 'x' })).status).toBe(404);
    expect((await api('PATCH', '/orders/zzz', { receiverName: 'x' })).status).toBe(404);
  });
});

describe('scopes', () => {
  it('orders:read reads but cannot create, cancel or modify; orders:write cannot read', async () => {
    const org = await createTestOrg();
    const reader = apiClient(server.url, (await createTestKey(org.id, ['orders:read'])).key);
    const writer = apiClient(server.url, (await createTestKey(org.id, ['orders:write'])).key);
    const created = await createOrderViaApi(writer);
    expect((await reader('GET', `/orders/${created.orderId}`)).status).toBe(200);
    expect((await reader('GET', '/orders')).status).toBe(200);
    expect((await reader('POST', '/orders', validOrderBody())).status).toBe(403);
    expect((await reader('PATCH', `/orders/${created.orderId}`, { receiverName: 'x' })).status).toBe(403);
    expect((await reader('POST', `/orders/${created.orderId}/cancel`, { reason: 'x' })).status).toBe(403);
    expect((await writer('GET', '/orders')).status).toBe(403);
  });
});
