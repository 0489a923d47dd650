// The webhook deliveries of one order (the order page's "Webhooks de este pedido"): every event of the order and
// each endpoint it went to, newest first, with the delivery's state and its last HTTP status. Served by
// webhook_events_order_idx and webhook_deliveries_event_webhook_uq.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

export type OrderDelivery = {
  deliveryId: string;
  webhookId: string;
  webhookName: string;
  eventId: string;
  kind: string;
  state: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  attempts: number;
  lastStatusCode: number | null;
  createdAt: string;
  completedAt: string | null;
};

export async function listOrderDeliveries(
  db: DbOrTx,
  input: { organizationId: string; orderId: string; limit?: number },
): Promise<OrderDelivery[]> {
  const rows = await db.execute<{
    delivery_id: string;
    webhook_id: string;
    webhook_name: string;
    event_id: string;
    kind: string;
    state: OrderDelivery['state'];
    attempts: number;
    last_status_code: number | null;
    created_at: string;
    completed_at: string | null;
  }>(sql`
    select d.id as delivery_id, w.id as webhook_id, w.name as webhook_name, e.id as event_id, e.kind, d.state,
           (select count(*)::int from webhook_attempts a where a.delivery_id = d.id) as attempts,
           d.last_status_code, d.created_at::text as created_at, d.completed_at::text as completed_at
    from webhook_events e
    join webhook_deliveries d on d.event_id = e.id
    join webhooks w on w.id = d.webhook_id
    where e.order_id = ${input.orderId}::uuid and e.organization_id = ${input.organizationId}::uuid
    order by e.created_at desc, d.created_at desc
    limit ${input.limit ?? 50}::int`);
  return rows.map((r) => ({
    deliveryId: r.delivery_id,
    webhookId: r.webhook_id,
    webhookName: r.webhook_name,
    eventId: r.event_id,
    kind: r.kind,
    state: r.state,
    attempts: Number(r.attempts),
    lastStatusCode: r.last_status_code,
    createdAt: new Date(r.created_at).toISOString(),
    completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
  }));
}
