// GET /orders/:id: the order with its tracking events (two concurrent queries whatever the number of events).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, trackingEvents } from '@/db/schema';
import { ApiError } from '@/lib/http/api-error';
import type { OrderDetail } from './schemas';
import { toOrderDetail } from './serialize-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 404 unless `orderId` is a well-formed id (so a malformed one never reaches PostgreSQL as a cast error). */
export function assertOrderId(orderId: string): string {
  if (!UUID.test(orderId)) throw new ApiError('not_found', 'El pedido no existe.');
  return orderId.toLowerCase();
}

export async function getOrderDetail(db: DbOrTx, input: { organizationId: string; orderId: string }): Promise<OrderDetail> {
  const orderId = assertOrderId(input.orderId);
  // Both queries are scoped by organization and independent of each other: run them side by side.
  const [[order], events] = await Promise.all([
    db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.organizationId, input.organizationId))),
    db
      .select({ status: trackingEvents.status, description: trackingEvents.description, occurredAt: trackingEvents.occurredAt, location: trackingEvents.location })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.orderId, orderId), eq(trackingEvents.organizationId, input.organizationId)))
      .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt), asc(trackingEvents.id)),
  ]);
  if (!order) throw new ApiError('not_found', 'El pedido no existe.');
  return toOrderDetail(order, events);
}
