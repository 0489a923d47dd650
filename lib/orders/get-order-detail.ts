// GET /orders/:id: the order with its tracking events and notices, in one statement whatever the number of events.
// PostgreSQL writes the response's JSON text itself (the snake_case detail of docs/api/orders.md: ISO 8601 times in
// UTC with milliseconds, pesos from centavos), as GET /orders does for its pages, so the API passes the text through
// without a row object, a Date per time column or a JSON.stringify per request (docs/performance.md, "profile").
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { orderNotificationsJson } from '@/lib/notifications/list-for-order';
import { isUuid } from '@/lib/platform/text/uuid';
import { trackingUrlOrNull } from '@/lib/tracking/tracking-url';
import { adjustmentsOfOrder } from '@/lib/adjustments/list-adjustments';
import { codDetailSql, codStatusSql } from '@/lib/cod/order-cod-sql';
import type { OrderDetail } from './schemas';

/** The answer for an order the organization does not have (another organization's is the same). */
export const orderNotFound = () => new DomainError('not_found', 'El pedido no existe.');

/** 404 unless `orderId` is a well-formed id (so a malformed one never reaches PostgreSQL as a cast error). */
export function assertOrderId(orderId: string): string {
  if (!isUuid(orderId)) throw orderNotFound();
  return orderId.toLowerCase();
}

// Date#toISOString's form; milliseconds truncated, as a JS Date made from PostgreSQL's microseconds.
const ISO_MS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${ISO_MS})`;
// Pesos as the API writes them (lib/billing/ledger.ts toPesos): centavos / 100 in floating point.
const pesos = (centavos: SQL) => sql`${centavos}::float8 / 100`;

/** An address of the stored jsonb (camelCase) in the API's snake_case, keys in the documented order. */
function address(column: SQL, withInstructions: boolean): SQL {
  const field = (name: string) => sql`${column} -> ${sql.raw(`'${name}'`)}`;
  return sql`(select row_to_json(a) from (select ${field('contactName')} as contact_name, ${field('contactPhone')} as contact_phone,
      coalesce(${field('email')}, 'null') as email, ${field('street')} as street, ${field('exteriorNumber')} as exterior_number,
      coalesce(${field('interiorNumber')}, 'null') as interior_number, ${field('neighborhood')} as neighborhood,
      ${field('city')} as city, ${field('state')} as state, ${field('postalCode')} as postal_code
      ${withInstructions ? sql`, coalesce(${field('deliveryInstructions')}, 'null') as delivery_instructions` : sql``}) a)`;
}

// "orders"."x" spelled out: Drizzle writes a column of a one-table select without its table name.
const o = (column: string) => sql.raw(`"orders"."${column}"`);

/**
 * The detail statement (placeholders orderId, organizationId); exported for the benchmark's EXPLAIN. `head` is the
 * response's JSON up to `cancelled_at`; tracking_url (PUBLIC_URL) and the notices are added by getOrderDetailJson.
 * The events come from the tracking_events_order_idx index, scoped by organization like the order (oldest first;
 * `created` after `pending` when they share a millisecond).
 */
export function orderDetailSelect(db: DbOrTx) {
  const head = sql<string>`left(row_to_json(d)::text, -1) from (select ${o('id')} as id, ${o('organization_id')} as organization_id,
      ${o('internal_reference')} as internal_reference, ${o('provider')} as provider,
      ${o('provider_tracking_number')} as provider_tracking_number, ${o('status')} as status, ${o('shipment_type')} as shipment_type,
      ${o('receiver_name')} as receiver_name, ${o('receiver_phone')} as receiver_phone,
      ${address(o('pickup_address'), false)} as pickup_address, ${address(o('delivery_address'), true)} as delivery_address,
      ${o('package_weight')} as package_weight,
      (select row_to_json(p) from (select ${o('package_length')} as length, ${o('package_width')} as width, ${o('package_height')} as height) p)
        as package_dimensions,
      ${pesos(o('total_cost_centavos'))} as total_cost, ${iso(o('estimated_delivery_at'))} as estimated_delivery_at,
      (select ('[' || coalesce(string_agg(row_to_json(ev)::text, ',' order by e.occurred_at, e.created_at, e.id), '') || ']')::json
         from tracking_events e, lateral (select e.status, e.description, ${iso(sql`e.occurred_at`)} as occurred_at, e.location) ev
         where e.order_id = ${o('id')} and e.organization_id = ${o('organization_id')}) as tracking_events,
      ${iso(o('created_at'))} as created_at, ${iso(o('status_updated_at'))} as status_updated_at, ${o('guide_number')} as guide_number,
      ${o('is_cod')} as is_cod, ${pesos(o('cod_amount_centavos'))} as cod_amount, ${pesos(o('declared_value_centavos'))} as declared_value,
      ${o('content_description')} as content_description, ${o('cancel_reason')} as cancel_reason,
      ${iso(o('cancelled_at'))} as cancelled_at, ${o('carrier_service')} as carrier_service,
      exists (select 1 from carrier_documents cd where cd.order_id = ${o('id')} and cd.kind = 'label') as has_carrier_label,
      ${codStatusSql(o('is_cod'), sql`(select cs.status from cod_collections cs where cs.order_id = ${o('id')})`)} as cod_status,
      ${codDetailSql(o('id'), o('is_cod'), o('cod_amount_centavos'))} as cod) d`;
  return db
    .select({
      head: sql<string>`(select ${head})`,
      trackingNumber: orders.providerTrackingNumber,
      notifications: sql<string>`${orderNotificationsJson(sql`"orders"."id"`, sql`"orders"."organization_id"`)}::text`,
    })
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.organizationId, sql.placeholder('organizationId'))));
}

const detailQuery = (db: DbOrTx) => orderDetailSelect(db).prepare('order_detail');

// Built once per database handle: the SQL text and the result mapping are not rebuilt per request.
const prepared = new WeakMap<DbOrTx, ReturnType<typeof detailQuery>>();

/** The order detail as the exact JSON text of the response. */
export async function getOrderDetailJson(db: DbOrTx, input: { organizationId: string; orderId: string }): Promise<string> {
  const orderId = assertOrderId(input.orderId);
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = detailQuery(db)));
  const [[row], adjustments] = await Promise.all([
    query.execute({ orderId, organizationId: input.organizationId }),
    adjustmentsOfOrder(db, { orderId, organizationId: input.organizationId }),
  ]);
  if (!row) throw orderNotFound();
  // The notices' JSON (json_build_object) is spaced; it is written again compactly, and only when there are any.
  const notifications = row.notifications === '[]' ? '[]' : JSON.stringify(JSON.parse(row.notifications));
  return `${row.head},"tracking_url":${JSON.stringify(trackingUrlOrNull(row.trackingNumber))},"notifications":${notifications},"adjustments":${JSON.stringify(adjustments)}}`;
}

export async function getOrderDetail(db: DbOrTx, input: { organizationId: string; orderId: string }): Promise<OrderDetail> {
  return JSON.parse(await getOrderDetailJson(db, input)) as OrderDetail;
}
