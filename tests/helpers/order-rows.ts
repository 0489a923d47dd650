// Orders inserted straight into the database, in any state, for tests that need an order without going
// through POST /orders (a state the API cannot reach directly, a provider other than the sandbox).
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders, trackingEvents, webhookEvents, type NewOrder, type Order } from '@/db/schema';
import { sampleDeliveryAddress, samplePackage, samplePickupAddress, sampleReceiver } from '@/lib/orders/sample-order';
import { sandboxProvider } from '@/lib/providers/sandbox';

/** A sandbox order in `created` (guide generated), Mexico City -> Guadalajara, with unique guide and tracking numbers. */
// A pickup without the optional e-mail and interior number.
const { email: _email, interiorNumber: _interior, ...pickup } = samplePickupAddress;

export async function insertOrderRow(organizationId: string, overrides: Partial<NewOrder> = {}): Promise<Order> {
  const guide = await sandboxProvider.createGuide({
    orderId: '',
    organizationId,
    shipmentType: 'standard',
    pickupAddress: {} as never,
    deliveryAddress: {} as never,
    package: { weight: 1.5, length: 30, width: 20, height: 15 },
    isCod: false,
    codAmountCentavos: null,
    internalReference: null,
  });
  const [order] = await getDb()
    .insert(orders)
    .values({
      organizationId,
      provider: 'sandbox',
      guideNumber: guide.guideNumber,
      providerTrackingNumber: guide.trackingNumber,
      status: 'created',
      internalReference: `PED-${guide.guideNumber.slice(-6)}`,
      ...sampleReceiver,
      pickupAddress: pickup,
      deliveryAddress: sampleDeliveryAddress,
      packageWeight: samplePackage.weight,
      packageLength: samplePackage.dimensions.length,
      packageWidth: samplePackage.dimensions.width,
      packageHeight: samplePackage.dimensions.height,
      totalCostCentavos: 15_000,
      estimatedDeliveryAt: new Date(Date.now() + 3 * 86_400_000),
      ...overrides,
    })
    .returning();
  return order;
}

/** The order row, its tracking events (oldest first) and its outbox rows: everything a status change writes. */
export async function orderSnapshot(orderId: string) {
  const db = getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const events = await db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.orderId, orderId))
    .orderBy(trackingEvents.occurredAt, trackingEvents.createdAt);
  const outbox = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.orderId, orderId))
    .orderBy(webhookEvents.createdAt, webhookEvents.kind);
  return { order, events, outbox };
}
