// GET /orders/:id/events (docs/api/webhooks.md, "Events of an order"): the webhook events of one order, oldest
// first, each with where its delivery to every webhook stands. An order has a few events per status change, so
// the list is bounded (ORDER_EVENTS_LIMIT, `hasMore` says when there are more) rather than paged.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, webhookDeliveries, webhookEvents } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import type { z } from 'zod';
import type { orderEventListSchema } from './recovery-schemas';

export const ORDER_EVENTS_LIMIT = 100;

function parsePayload(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export async function listOrderEvents(
  db: DbOrTx,
  input: { organizationId: string; orderId: string },
): Promise<z.infer<typeof orderEventListSchema>> {
  const notFound = new DomainError('not_found', 'El pedido no existe.');
  if (!isUuid(input.orderId)) throw notFound;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.organizationId, input.organizationId)));
  if (!order) throw notFound;

  const events = await db
    .select({
      id: webhookEvents.id,
      kind: webhookEvents.kind,
      body: webhookEvents.body,
      createdAt: webhookEvents.createdAt,
      requestId: webhookEvents.requestId,
    })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.orderId, order.id), eq(webhookEvents.organizationId, input.organizationId)))
    .orderBy(asc(webhookEvents.createdAt), asc(webhookEvents.id))
    .limit(ORDER_EVENTS_LIMIT + 1);
  const listed = events.slice(0, ORDER_EVENTS_LIMIT);

  const deliveries = listed.length
    ? await db
        .select({
          eventId: webhookDeliveries.eventId,
          deliveryId: webhookDeliveries.id,
          webhookId: webhookDeliveries.webhookId,
          state: webhookDeliveries.state,
          lastStatusCode: webhookDeliveries.lastStatusCode,
          // every round counted (webhook_attempts_delivery_idx)
          attempts: sql<number>`(select count(*)::int from webhook_attempts a where a.delivery_id = webhook_deliveries.id)`,
          lastAttemptAt: sql<string | null>`(select to_char(max(a.started_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            from webhook_attempts a where a.delivery_id = webhook_deliveries.id)`,
        })
        .from(webhookDeliveries)
        .where(
          and(
            inArray(
              webhookDeliveries.eventId,
              listed.map((e) => e.id),
            ),
            eq(webhookDeliveries.organizationId, input.organizationId),
          ),
        )
        .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id))
    : [];

  return {
    orderId: order.id,
    data: listed.map((event) => ({
      id: event.id,
      event: event.kind,
      createdAt: event.createdAt.toISOString(),
      requestId: event.requestId,
      payload: parsePayload(event.body),
      deliveries: deliveries.filter((d) => d.eventId === event.id).map(({ eventId: _eventId, ...delivery }) => delivery),
    })),
    hasMore: events.length > ORDER_EVENTS_LIMIT,
  };
}
