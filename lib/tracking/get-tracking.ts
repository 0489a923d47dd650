// Tracking reads: the current status of an order and its tracking events, oldest first, within one organization.
import { and, asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, trackingEvents, type Order } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import { orderStatusLabels } from '@/lib/orders/order-states';
import { isSafeText } from '@/lib/platform/text/safe-text';
import type { TrackingResponse } from './schemas';

async function toTrackingResponse(db: DbOrTx, order: Order): Promise<TrackingResponse> {
  const events = await db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.orderId, order.id), eq(trackingEvents.organizationId, order.organizationId)))
    .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt), asc(trackingEvents.id));
  return {
    order_id: order.id,
    tracking_number: order.providerTrackingNumber,
    return_tracking_number: order.returnTrackingNumber,
    status: order.status,
    status_label: orderStatusLabels[order.status],
    status_updated_at: order.statusUpdatedAt.toISOString(),
    estimated_delivery_at: order.estimatedDeliveryAt?.toISOString() ?? null,
    events: events.map((e) => ({
      status: e.status,
      status_label: orderStatusLabels[e.status],
      description: e.description,
      occurred_at: e.occurredAt.toISOString(),
      location: e.location,
    })),
  };
}

/** GET /orders/:id/tracking */
export async function getOrderTracking(db: DbOrTx, params: { organizationId: string; orderId: string }): Promise<TrackingResponse> {
  const [order] = isUuid(params.orderId)
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, params.orderId), eq(orders.organizationId, params.organizationId)))
    : [];
  if (!order) throw new DomainError('not_found', 'El pedido no existe.');
  return toTrackingResponse(db, order);
}

/**
 * GET /tracking/:trackingNumber: any number printed on the order's labels, outbound or return: the tracking number or
 * the guide (issue 32, 13; each by its unique index, as the public page, lib/tracking/public-tracking.ts).
 */
export async function getTrackingByNumber(
  db: DbOrTx,
  params: { organizationId: string; trackingNumber: string },
): Promise<TrackingResponse> {
  const trackingNumber = params.trackingNumber.trim();
  // A path parameter is untrusted text too: one no guide can have (NUL, say) must not reach PostgreSQL.
  const searchable = trackingNumber.length > 0 && trackingNumber.length <= 100 && isSafeText(trackingNumber);
  const [order] = searchable
    ? await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.organizationId, params.organizationId),
            or(
              eq(orders.providerTrackingNumber, trackingNumber),
              eq(orders.guideNumber, trackingNumber),
              eq(orders.returnTrackingNumber, trackingNumber),
              eq(orders.returnGuideNumber, trackingNumber),
            ),
          ),
        )
        .limit(1)
    : [];
  if (!order) throw new DomainError('not_found', 'No existe un envío con ese número de rastreo.');
  return toTrackingResponse(db, order);
}
