// The COD state of an order as the order reads show it (docs/cod.md): `cod_status` (null for an order that is not
// cash on delivery; pending when it is and nothing was reported yet) in GET /orders and GET /orders/{id}, and the
// `cod` object of the detail (dates and amounts of the collection), written by PostgreSQL in the reads' own
// statements (lib/orders/get-order-detail.ts, list-orders.ts), never a query per order.
import { sql, type SQL } from 'drizzle-orm';

const ISO_MS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${ISO_MS})`;
const pesos = (centavos: SQL) => sql`${centavos}::float8 / 100`;

/**
 * cod_status from an order's is_cod and its cod_collections row's status (null when the order has no row). The list
 * reads the status by the collection's primary key, one index lookup per row of the page, in the page's statement.
 */
export function codStatusSql(isCod: SQL, collectionStatus: SQL): SQL {
  return sql`case when ${isCod} then coalesce(${collectionStatus}, 'pending') end`;
}

/** The detail's `cod` (null for an order that is not COD): the collection of order `orderId`, by its primary key. */
export function codDetailSql(orderId: SQL, isCod: SQL, codAmountCentavos: SQL): SQL {
  const c = (column: string) => sql.raw(`cc."${column}"`);
  return sql`case when ${isCod} then (select row_to_json(x) from (select ${codStatusSql(isCod, c('status'))} as status,
      ${pesos(codAmountCentavos)} as expected_amount, ${pesos(c('collected_centavos'))} as collected_amount,
      ${iso(c('collected_at'))} as collected_at, ${c('courier_reference')} as courier_reference,
      ${pesos(c('discrepancy_centavos'))} as discrepancy, ${c('discrepancy_status')} as discrepancy_status,
      ${iso(c('refused_at'))} as refused_at, ${c('refused_reason')} as refused_reason, ${iso(c('lost_at'))} as lost_at,
      ${iso(c('remitted_at'))} as remitted_at, ${iso(c('paid_out_at'))} as paid_out_at,
      ${pesos(c('paid_out_centavos'))} as paid_out_amount, coalesce(${pesos(c('fee_deducted_centavos'))}, 0) as fee_deducted
    from (select 1) one left join cod_collections cc on cc.order_id = ${orderId}) x) end`;
}
