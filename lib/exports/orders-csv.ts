// Orders as CSV (issue 17.2): the rows of the orders list's filters (status, dates, service, search: the same
// query as GET /api/v1/orders, lib/orders/list-orders.ts, and the same WHERE conditions), newest first, read
// from the database in keyset batches of 500 so a 100,000-row export never sits in memory; written by
// lib/platform/csv/stream-csv.ts (BOM, Spanish headers, CRLF, formula cells neutralised).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { csvStream, type CsvColumn } from '@/lib/platform/csv/stream-csv';
import { listOrdersConditions, type ListOrdersOptions } from '@/lib/orders/list-orders';
import { listOrdersQuerySchema, withDatesInOrder } from '@/lib/orders/schemas';
import { serviceLabel, statusLabel } from '@/lib/orders/display-labels';
import { resolveOrderSearch, type OrderSearch } from '@/lib/orders/search-orders';
import { recipientNameSql, recipientPhoneSql } from '@/lib/orders/recipient';
import { encodeCursor } from '@/lib/platform/pagination/cursor';
import { CURSOR_TIME_FORMAT } from '@/lib/platform/pagination/keyset';
import { csvPesos } from '@/lib/platform/money/format';
import { csvDateTime, fileDay } from '@/lib/platform/time/format';

export const EXPORT_BATCH_SIZE = 500;

export type OrderExportRow = {
  id: string;
  internal_reference: string | null;
  guide_number: string | null;
  provider_tracking_number: string | null;
  status: string;
  shipment_type: string;
  receiver_name: string | null;
  receiver_phone: string | null;
  receiver_email: string | null;
  postal_code: string | null;
  city: string | null;
  state: string | null;
  package_weight: number;
  total_cost_centavos: string;
  is_cod: boolean;
  cod_amount_centavos: string | null;
  created_at: string;
  status_updated_at: string;
  cursor_time: string;
};

export const orderColumns: CsvColumn<OrderExportRow>[] = [
  { header: 'ID del pedido', value: (r) => r.id },
  { header: 'Referencia', value: (r) => r.internal_reference },
  { header: 'Guía', value: (r) => r.guide_number },
  { header: 'Número de rastreo', value: (r) => r.provider_tracking_number },
  { header: 'Estado', value: (r) => statusLabel(r.status) },
  { header: 'Servicio', value: (r) => serviceLabel(r.shipment_type) },
  { header: 'Destinatario', value: (r) => r.receiver_name },
  { header: 'Teléfono', value: (r) => r.receiver_phone, asText: true },
  { header: 'Correo', value: (r) => r.receiver_email },
  { header: 'Código postal destino', value: (r) => r.postal_code, asText: true },
  { header: 'Ciudad destino', value: (r) => r.city },
  { header: 'Estado destino', value: (r) => r.state },
  { header: 'Peso (kg)', value: (r) => r.package_weight },
  { header: 'Costo total (MXN)', value: (r) => csvPesos(r.total_cost_centavos) },
  { header: 'Contra entrega', value: (r) => (r.is_cod ? 'Sí' : 'No') },
  { header: 'Monto a cobrar (MXN)', value: (r) => csvPesos(r.cod_amount_centavos) },
  { header: 'Creado (Ciudad de México)', value: (r) => csvDateTime(r.created_at) },
  { header: 'Último cambio de estado (Ciudad de México)', value: (r) => csvDateTime(r.status_updated_at) },
];

export type OrdersExportFilter = Omit<ListOrdersOptions, 'limit' | 'cursor'>;

const { status, dateFrom, dateTo, q, service } = listOrdersQuerySchema.shape;
/** The query of GET /orders/export: GET /orders's filters (status, dateFrom, dateTo, q, service), refused as GET /orders refuses them; paging has no meaning here. */
export const ordersExportQuerySchema = withDatesInOrder(z.object({ status, dateFrom, dateTo, q, service }));

async function readBatch(db: DbOrTx, filter: OrdersExportFilter, search: OrderSearch | undefined, cursor: string | undefined) {
  const { q: _q, ...options } = filter;
  const conditions = listOrdersConditions({ ...options, search, cursor });
  return db.execute<OrderExportRow>(sql`
    select id, internal_reference, guide_number, provider_tracking_number, status, shipment_type,
           ${recipientNameSql()} as receiver_name, ${recipientPhoneSql()} as receiver_phone,
           delivery_address->>'email' as receiver_email, delivery_address->>'postalCode' as postal_code,
           delivery_address->>'city' as city, delivery_address->>'state' as state, package_weight,
           total_cost_centavos::text, is_cod, cod_amount_centavos::text, created_at::text, status_updated_at::text,
           to_char(created_at at time zone 'UTC', ${CURSOR_TIME_FORMAT}) as cursor_time
    from orders
    where ${sql.join(conditions, sql` and `)}
    order by created_at desc nulls last, id desc nulls last
    limit ${EXPORT_BATCH_SIZE}::int`);
}

/** Every order of the filter, newest first, one batch in memory at a time. */
export async function* iterateOrdersForExport(db: DbOrTx, filter: OrdersExportFilter): AsyncGenerator<OrderExportRow> {
  const search = filter.q ? await resolveOrderSearch(db, filter.organizationId, filter.q) : undefined;
  let cursor: string | undefined;
  for (;;) {
    const rows: OrderExportRow[] = [...(await readBatch(db, filter, search, cursor))];
    yield* rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows[rows.length - 1];
    cursor = encodeCursor({ t: last.cursor_time, id: last.id });
  }
}

export function ordersCsv(db: DbOrTx, filter: OrdersExportFilter): { body: ReadableStream<Uint8Array>; filename: string } {
  return { body: csvStream(iterateOrdersForExport(db, filter), orderColumns), filename: `envios-${fileDay()}.csv` };
}
