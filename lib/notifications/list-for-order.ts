// GET /api/v1/orders/{id} `notifications`: what the recipient was sent for this order (channel, event, state,
// times; never the address or the text). An email's state is its outbox message's (db/schema/email.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { OrderNotification } from './schemas';

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON array of the order's notifications, oldest first; `orderId`/`organizationId` are SQL expressions. */
export function orderNotificationsJson(orderId: SQL, organizationId: SQL): SQL<OrderNotification[]> {
  return sql<OrderNotification[]>`coalesce((
    select json_agg(json_build_object(
             'channel', n.channel, 'event', n.event,
             'status', case when n.channel <> 'email' then n.status
                            when e.status in ('sent', 'failed') then e.status
                            when e.status is null or e.status = 'cancelled' then 'suppressed'
                            else 'pending' end,
             'created_at', ${iso(sql`n.created_at`)},
             'sent_at', ${iso(sql`coalesce(e.sent_at, n.sent_at)`)})
           order by n.created_at, n.channel)
    from recipient_notifications n
    left join email_outbox e on e.id = n.email_outbox_id
    where n.order_id = ${orderId} and n.organization_id = ${organizationId}), '[]'::json)`;
}

export async function listOrderNotifications(
  db: DbOrTx,
  params: { organizationId: string; orderId: string },
): Promise<OrderNotification[]> {
  const [row] = await db.execute<{ list: OrderNotification[] }>(
    sql`select ${orderNotificationsJson(sql`${params.orderId}::uuid`, sql`${params.organizationId}::uuid`)} as list`,
  );
  return row?.list ?? [];
}
