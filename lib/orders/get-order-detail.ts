// GET /orders/:id: the order with its tracking events, in one statement whatever the number of events.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, type TrackingEvent } from '@/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { orderNotificationsJson } from '@/lib/notifications/list-for-order';
import { isUuid } from '@/lib/text/uuid';
import type { OrderDetail } from './schemas';
import { toOrderDetail } from './serialize-order';

/** 404 unless `orderId` is a well-formed id (so a malformed one never reaches PostgreSQL as a cast error). */
export function assertOrderId(orderId: string): string {
  if (!isUuid(orderId)) throw new DomainError('not_found', 'El pedido no existe.');
  return orderId.toLowerCase();
}

type EventJson = { status: TrackingEvent['status']; description: string; occurredAt: string; location: string };

// The events come back as one JSON array (oldest first; `created` after `pending` when they share a
// millisecond) from the tracking_events_order_idx index, scoped by organization like the order.
/** The detail statement (placeholders orderId, organizationId); exported for the benchmark's EXPLAIN. */
export function orderDetailSelect(db: DbOrTx) {
  return db
    .select({
      order: orders,
      events: sql<EventJson[]>`coalesce((
        select json_agg(json_build_object('status', e.status, 'description', e.description,
                 'occurredAt', e.occurred_at, 'location', e.location)
               order by e.occurred_at, e.created_at, e.id)
        from tracking_events e
        -- Spelled out: Drizzle writes a column of a one-table select without its table name.
        where e.order_id = "orders"."id" and e.organization_id = "orders"."organization_id"), '[]'::json)`,
      notifications: orderNotificationsJson(sql`"orders"."id"`, sql`"orders"."organization_id"`),
    })
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.organizationId, sql.placeholder('organizationId'))));
}

const detailQuery = (db: DbOrTx) => orderDetailSelect(db).prepare('order_detail');

// Built once per database handle: the SQL text and the result mapping are not rebuilt per request.
const prepared = new WeakMap<DbOrTx, ReturnType<typeof detailQuery>>();

export async function getOrderDetail(db: DbOrTx, input: { organizationId: string; orderId: string }): Promise<OrderDetail> {
  const orderId = assertOrderId(input.orderId);
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = detailQuery(db)));
  const [row] = await query.execute({ orderId, organizationId: input.organizationId });
  if (!row) throw new DomainError('not_found', 'El pedido no existe.');
  const events = row.events.map((e) => ({ ...e, occurredAt: new Date(e.occurredAt) }));
  return toOrderDetail(row.order, events, row.notifications);
}
