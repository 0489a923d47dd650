// GET /orders/:id is written by PostgreSQL (lib/orders/get-order-detail.ts). Its text must be exactly what
// JSON.stringify gives for the detail built in JavaScript from the stored row, as the API answered before:
// same keys in the same order, the same numbers (pesos from centavos, weights), times in UTC with milliseconds,
// the same escaping. Checked here against that JavaScript serialisation, over orders with every optional field
// empty and filled, odd amounts, microsecond times, events sharing a time, text that needs escaping and notices.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { carrierDocuments, orders, recipientNotifications, trackingEvents, type Order, type StoredAddress } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import { listOrderNotifications } from '@/lib/notifications/list-for-order';
import { adjustmentsOfOrder } from '@/lib/adjustments/list-adjustments';
import { getOrderDetail, getOrderDetailJson } from '@/lib/orders/get-order-detail';
import { trackingUrlOrNull } from '@/lib/tracking/tracking-url';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient, createTestOrg } from '../helpers/fixtures';
import { insertOrderRow } from '../helpers/order-rows';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

function toAddress(a: StoredAddress) {
  return {
    contact_name: a.contactName,
    contact_phone: a.contactPhone,
    email: a.email ?? null,
    street: a.street,
    exterior_number: a.exteriorNumber,
    interior_number: a.interiorNumber ?? null,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state,
    postal_code: a.postalCode,
  };
}

/** The detail as the API built it in JavaScript before PostgreSQL wrote it (the reference). */
async function referenceJson(order: Order): Promise<string> {
  const events = await getDb()
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.orderId, order.id))
    .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt), asc(trackingEvents.id));
  const notifications = await listOrderNotifications(getDb(), { organizationId: order.organizationId, orderId: order.id });
  return JSON.stringify({
    id: order.id,
    organization_id: order.organizationId,
    internal_reference: order.internalReference,
    provider: order.provider,
    provider_tracking_number: order.providerTrackingNumber,
    status: order.status,
    shipment_type: order.shipmentType,
    receiver_name: order.receiverName,
    receiver_phone: order.receiverPhone,
    pickup_address: toAddress(order.pickupAddress),
    delivery_address: { ...toAddress(order.deliveryAddress), delivery_instructions: order.deliveryAddress.deliveryInstructions ?? null },
    package_weight: order.packageWeight,
    package_dimensions: { length: order.packageLength, width: order.packageWidth, height: order.packageHeight },
    total_cost: toPesos(order.totalCostCentavos),
    estimated_delivery_at: order.estimatedDeliveryAt?.toISOString() ?? null,
    tracking_events: events.map((e) => ({
      status: e.status,
      description: e.description,
      occurred_at: e.occurredAt.toISOString(),
      location: e.location,
    })),
    created_at: order.createdAt.toISOString(),
    status_updated_at: order.statusUpdatedAt.toISOString(),
    guide_number: order.guideNumber,
    is_cod: order.isCod,
    cod_amount: order.codAmountCentavos === null ? null : toPesos(order.codAmountCentavos),
    declared_value: order.declaredValueCentavos === null ? null : toPesos(order.declaredValueCentavos),
    content_description: order.contentDescription,
    cancel_reason: order.cancelReason,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    carrier_service: order.carrierService,
    has_carrier_label: (await getDb().select().from(carrierDocuments).where(eq(carrierDocuments.orderId, order.id))).length > 0,
    cod_status: order.isCod ? 'pending' : null,
    cod: order.isCod
      ? {
          status: 'pending',
          expected_amount: toPesos(order.codAmountCentavos ?? 0),
          collected_amount: null,
          collected_at: null,
          courier_reference: null,
          discrepancy: null,
          discrepancy_status: null,
          refused_at: null,
          refused_reason: null,
          lost_at: null,
          remitted_at: null,
          paid_out_at: null,
          paid_out_amount: null,
          fee_deducted: 0,
        }
      : null,
    tracking_url: trackingUrlOrNull(order.providerTrackingNumber),
    notifications,
    adjustments: await adjustmentsOfOrder(getDb(), { organizationId: order.organizationId, orderId: order.id }),
  });
}

async function reread(id: string): Promise<Order> {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, id));
  return order;
}

describe('GET /orders/:id written by PostgreSQL', () => {
  it('is byte for byte the JavaScript serialisation of the stored order', async () => {
    const org = await createTestOrg();
    const plain = await insertOrderRow(org.id);
    const tricky = await insertOrderRow(org.id, {
      internalReference: 'Ref "entre comillas" \\ barra, ñandú 🚚',
      receiverName: 'José "Pepe" Núñez\n\tsegunda línea \u0001',
      receiverPhone: null,
      packageWeight: 0.1,
      packageLength: 12.345,
      packageWidth: 1.005,
      packageHeight: 70,
      totalCostCentavos: 1,
      isCod: true,
      codAmountCentavos: 123_457,
      declaredValueCentavos: 10,
      contentDescription: 'Frágil </script> <b>',
      estimatedDeliveryAt: null,
      status: 'cancelled',
      cancelReason: 'El cliente "ya no" lo quiere',
      cancelledAt: new Date('2026-03-04T05:06:07.089Z'),
      providerTrackingNumber: 'MX 123/ñ?',
      deliveryAddress: {
        contactName: 'A',
        contactPhone: '1',
        street: 'S',
        exteriorNumber: '1',
        neighborhood: 'N',
        city: 'C',
        state: 'Jalisco',
        postalCode: '44100',
        email: 'x@y.mx',
        interiorNumber: '4B',
      },
    });
    const noTracking = await insertOrderRow(org.id, { providerTrackingNumber: null, guideNumber: null, declaredValueCentavos: 17_750 });
    // Times with microseconds (a JS Date keeps milliseconds), events sharing a time, and a notice.
    await getDb().execute(sql`update orders set created_at = '2026-01-02 03:04:05.678901+00', status_updated_at = '2026-01-02 03:04:05.999999+00'
      where id = ${tricky.id}`);
    await getDb()
      .insert(trackingEvents)
      .values([
        {
          orderId: tricky.id,
          organizationId: org.id,
          status: 'pending',
          description: 'Pedido "registrado"',
          location: 'CDMX, Ciudad de México',
          occurredAt: new Date('2026-01-02T03:04:05.678Z'),
          source: 'api',
        },
        {
          orderId: tricky.id,
          organizationId: org.id,
          status: 'created',
          description: 'Guía \\ generada',
          location: '',
          occurredAt: new Date('2026-01-02T03:04:05.678Z'),
          source: 'system',
        },
        {
          orderId: tricky.id,
          organizationId: org.id,
          status: 'cancelled',
          description: 'Cancelado',
          location: 'Zapopan',
          occurredAt: new Date('2026-01-01T00:00:00.000Z'),
          source: 'api',
        },
      ]);
    await getDb().execute(
      sql`update tracking_events set occurred_at = occurred_at + interval '123 microseconds' where order_id = ${tricky.id} and status = 'cancelled'`,
    );
    await getDb()
      .insert(recipientNotifications)
      .values([
        {
          organizationId: org.id,
          orderId: tricky.id,
          event: 'created',
          channel: 'sms',
          status: 'sent',
          recipientHash: 'h',
          unsubscribeTokenHash: `t-${tricky.id}`,
          sentAt: new Date('2026-01-02T03:05:00.000Z'),
        },
      ]);

    for (const { id } of [plain, tricky, noTracking]) {
      const order = await reread(id);
      const text = await getOrderDetailJson(getDb(), { organizationId: org.id, orderId: id });
      expect(text).toBe(await referenceJson(order));
      expect(await getOrderDetail(getDb(), { organizationId: org.id, orderId: id })).toEqual(JSON.parse(text));
    }
    const detail = JSON.parse(await getOrderDetailJson(getDb(), { organizationId: org.id, orderId: tricky.id }));
    // oldest first; the two sharing a time (and a created_at: one insert) follow in id order, as the reference
    expect(detail.tracking_events.map((e: { status: string }) => e.status).sort()).toEqual(['cancelled', 'created', 'pending']);
    expect(detail.tracking_events[0].status).toBe('cancelled');
    expect(detail.tracking_events[0].occurred_at).toBe('2026-01-01T00:00:00.000Z');
    expect(detail.notifications).toHaveLength(1);
    expect(detail.created_at).toBe('2026-01-02T03:04:05.678Z');
  });

  it('answers the API with that text, and 404 for another organization', async () => {
    const { api, org } = await createTestClient(server.url);
    const order = await insertOrderRow(org.id, { codAmountCentavos: 99_999, isCod: true });
    const res = await api('GET', `/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(await referenceJson(await reread(order.id)));
    const other = await createTestClient(server.url);
    expect((await other.api('GET', `/orders/${order.id}`)).status).toBe(404);
  });
});
