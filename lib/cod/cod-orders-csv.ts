// The organization's COD orders as CSV (GET /api/v1/cod/orders/export and the page's «Exportar CSV»): the filters of
// GET /cod/orders, every matching order newest first, read in keyset batches and written by the one CSV writer
// (lib/platform/csv/stream-csv.ts: BOM, Spanish headers, formula cells neutralised). Amounts in pesos, dates in
// Mexico City time.
import type { DbOrTx } from '@/db/client';
import { EXPORT_BATCH_SIZE } from '@/lib/exports/orders-csv';
import { statusLabel } from '@/lib/orders/display-labels';
import { csvStream, type CsvColumn } from '@/lib/platform/csv/stream-csv';
import type { Cursor } from '@/lib/platform/pagination/cursor';
import { csvDateTime, fileDay } from '@/lib/platform/time/format';
import type { CodOrderBody } from './cod-order-body';
import { codStatusLabels } from './cod-states';
import { codDiscrepancyLabels } from './display-labels';
import { readCodOrders, type CodOrderFilter } from './list-cod-orders';

const when = (iso: string | null) => (iso ? csvDateTime(iso) : null);

const columns: CsvColumn<CodOrderBody>[] = [
  { header: 'Fecha del pedido (Ciudad de México)', value: (r) => csvDateTime(r.createdAt) },
  { header: 'Referencia', value: (r) => r.internalReference },
  { header: 'Guía', value: (r) => r.guideNumber },
  { header: 'Número de rastreo', value: (r) => r.trackingNumber },
  { header: 'Estado del envío', value: (r) => statusLabel(r.orderStatus) },
  { header: 'Estado del cobro', value: (r) => codStatusLabels[r.codStatus] },
  { header: 'Monto a cobrar (MXN)', value: (r) => r.expectedAmount },
  { header: 'Monto cobrado (MXN)', value: (r) => r.collectedAmount },
  { header: 'Cobrado el', value: (r) => when(r.collectedAt) },
  { header: 'Referencia de la paquetería', value: (r) => r.courierReference },
  { header: 'Diferencia (MXN)', value: (r) => r.discrepancy },
  { header: 'Estado de la diferencia', value: (r) => (r.discrepancyStatus ? codDiscrepancyLabels[r.discrepancyStatus] : null) },
  { header: 'Rechazado el', value: (r) => when(r.refusedAt) },
  { header: 'Marcado extraviado el', value: (r) => when(r.lostAt) },
  { header: 'Monto remitido (MXN)', value: (r) => r.remittedAmount },
  { header: 'Remitido el', value: (r) => when(r.remittedAt) },
  { header: 'Comisión descontada (MXN)', value: (r) => r.feeDeducted },
  { header: 'Monto pagado (MXN)', value: (r) => r.paidOutAmount },
  { header: 'Pagado el', value: (r) => when(r.paidOutAt) },
  { header: 'ID del pedido', value: (r) => r.orderId },
];

async function* iterate(db: DbOrTx, filter: CodOrderFilter): AsyncGenerator<CodOrderBody> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await readCodOrders(db, filter, EXPORT_BATCH_SIZE - 1, after);
    for (const r of rows) yield r.body;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    after = rows[rows.length - 1].cursor;
  }
}

export function codOrdersCsv(db: DbOrTx, filter: CodOrderFilter): { body: ReadableStream<Uint8Array>; filename: string } {
  return { body: csvStream(iterate(db, filter), columns), filename: `contra-entrega-${fileDay()}.csv` };
}
