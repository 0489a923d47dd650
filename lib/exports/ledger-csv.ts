// The billing ledger as CSV (issue 17.2): every balance movement of the organization (credits, debits,
// refunds), newest first, optionally within a date range, read in keyset batches of 500 over
// ledger_entries_org_created_idx and written by lib/platform/csv/stream-csv.ts (BOM, Spanish headers, formula cells
// neutralised). Amounts are signed pesos, plain numbers, so a spreadsheet adds them up.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { csvStream, type CsvColumn } from '@/lib/platform/csv/stream-csv';
import { ledgerDescriptionLabel } from '@/lib/orders/display-labels';
import { dateParam } from '@/lib/orders/schemas';
import { CURSOR_TIME_FORMAT } from '@/lib/platform/pagination/keyset';
import { csvPesos } from '@/lib/platform/money/format';
import { csvDateTime, fileDay } from '@/lib/platform/time/format';
import { EXPORT_BATCH_SIZE } from './orders-csv';
import { ledgerKindLabel } from '@/lib/billing/ledger-kinds';

type Boundary = { at: Date; exclusive: boolean };
export type LedgerExportFilter = { organizationId: string; dateFrom?: Boundary; dateTo?: Boundary };

type LedgerExportRow = {
  id: string;
  kind: string;
  amount_centavos: string;
  balance_after_centavos: string;
  description: string;
  order_id: string | null;
  internal_reference: string | null;
  guide_number: string | null;
  created_at: string;
  cursor_time: string;
};

const columns: CsvColumn<LedgerExportRow>[] = [
  { header: 'Fecha (Ciudad de México)', value: (r) => csvDateTime(r.created_at) },
  { header: 'Tipo', value: (r) => ledgerKindLabel(r.kind) },
  { header: 'Descripción', value: (r) => ledgerDescriptionLabel(r.description) },
  { header: 'Monto (MXN)', value: (r) => csvPesos(r.amount_centavos) },
  { header: 'Saldo después (MXN)', value: (r) => csvPesos(r.balance_after_centavos) },
  { header: 'ID del pedido', value: (r) => r.order_id },
  { header: 'Referencia del pedido', value: (r) => r.internal_reference },
  { header: 'Guía', value: (r) => r.guide_number },
  { header: 'ID del movimiento', value: (r) => r.id },
];

export const ledgerExportQuerySchema = z
  .object({
    dateFrom: dateParam(false).optional().meta({
      description: 'Desde esta fecha, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00-06:00; sin desfase horario se toma como UTC',
    }),
    dateTo: dateParam(true)
      .optional()
      .meta({ description: 'Hasta esta fecha (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido' }),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom.at.getTime() <= q.dateTo.at.getTime(), {
    path: ['dateFrom'],
    error: 'no puede ser posterior a dateTo',
  });

async function readBatch(db: DbOrTx, filter: LedgerExportFilter, after: { t: string; id: string } | null) {
  const where: SQL[] = [sql`l.organization_id = ${filter.organizationId}::uuid`];
  if (filter.dateFrom) where.push(sql`l.created_at >= ${filter.dateFrom.at.toISOString()}::timestamptz`);
  if (filter.dateTo)
    where.push(sql`l.created_at ${sql.raw(filter.dateTo.exclusive ? '<' : '<=')} ${filter.dateTo.at.toISOString()}::timestamptz`);
  if (after) where.push(sql`(l.created_at, l.id) < (${after.t}::timestamptz, ${after.id}::uuid)`);
  return db.execute<LedgerExportRow>(sql`
    select l.id, l.kind, l.amount_centavos::text, l.balance_after_centavos::text, l.description, l.order_id,
           o.internal_reference, o.guide_number, l.created_at::text,
           to_char(l.created_at at time zone 'UTC', ${CURSOR_TIME_FORMAT}) as cursor_time
    from ledger_entries l left join orders o on o.id = l.order_id
    where ${sql.join(where, sql` and `)}
    order by l.created_at desc, l.id desc
    limit ${EXPORT_BATCH_SIZE}::int`);
}

export async function* iterateLedgerForExport(db: DbOrTx, filter: LedgerExportFilter): AsyncGenerator<LedgerExportRow> {
  let after: { t: string; id: string } | null = null;
  for (;;) {
    const rows: LedgerExportRow[] = [...(await readBatch(db, filter, after))];
    yield* rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows[rows.length - 1];
    after = { t: last.cursor_time, id: last.id };
  }
}

export function ledgerCsv(db: DbOrTx, filter: LedgerExportFilter): { body: ReadableStream<Uint8Array>; filename: string } {
  return { body: csvStream(iterateLedgerForExport(db, filter), columns), filename: `movimientos-${fileDay()}.csv` };
}
