// Each row's result (GET /batches/{id}/rows, the dashboard's preview and its "failed rows" CSV): in row order,
// read in keyset slices so a 5,000-row batch streams to CSV with flat memory (lib/csv/stream-csv.ts).
//
// Stable API: batchRowResults(db, { organizationId, batchId, states? }) -> AsyncIterable<BatchRowResult>;
//             listBatchRows(db, { organizationId, batchId }) -> BatchRowResult[];
//             batchRowCsvColumns (the CSV columns of the API's rows download)
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchRows, type BatchRow, type BatchRowState } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import type { CsvColumn } from '@/lib/csv/stream-csv';
import { findBatch } from './get-batch';
import type { BatchRowResult } from './schemas';

const SLICE = 500;

export function serializeBatchRow(row: BatchRow): BatchRowResult {
  const errors = row.errors ?? [];
  return {
    row: row.rowNumber,
    status: row.state,
    internalReference: row.internalReference,
    orderId: row.orderId,
    guideNumber: row.guideNumber,
    trackingNumber: row.trackingNumber,
    quote: row.quoteCentavos === null ? null : toPesos(row.quoteCentavos),
    charged: row.chargedCentavos === null ? null : toPesos(row.chargedCentavos),
    error: row.state === 'failed' ? row.failureMessage : row.state === 'invalid' ? errors.map((e) => e.message).join('. ') : null,
    errors,
  };
}

export async function* batchRowResults(
  db: DbOrTx,
  input: { organizationId: string; batchId: string; states?: BatchRowState[] },
): AsyncGenerator<BatchRowResult> {
  const batch = await findBatch(db, input);
  let after = 0;
  for (;;) {
    const slice = await db
      .select()
      .from(batchRows)
      .where(and(eq(batchRows.batchId, batch.id), gt(batchRows.rowNumber, after), input.states ? inArray(batchRows.state, input.states) : undefined))
      .orderBy(asc(batchRows.rowNumber))
      .limit(SLICE);
    for (const row of slice) yield serializeBatchRow(row);
    if (slice.length < SLICE) return;
    after = slice[slice.length - 1].rowNumber;
  }
}

export async function listBatchRows(db: DbOrTx, input: { organizationId: string; batchId: string }): Promise<BatchRowResult[]> {
  const out: BatchRowResult[] = [];
  for await (const row of batchRowResults(db, input)) out.push(row);
  return out;
}

const statusLabels: Record<BatchRowState, string> = {
  invalid: 'Inválida',
  valid: 'Válida, sin comprar',
  queued: 'En proceso',
  created: 'Creada',
  failed: 'Falló',
};

export const batchRowCsvColumns: CsvColumn<BatchRowResult>[] = [
  { header: 'Fila', value: (r) => String(r.row) },
  { header: 'Estado', value: (r) => statusLabels[r.status] },
  { header: 'Referencia', value: (r) => r.internalReference ?? '' },
  { header: 'Pedido', value: (r) => r.orderId ?? '' },
  { header: 'Guía', value: (r) => r.guideNumber ?? '' },
  { header: 'Rastreo', value: (r) => r.trackingNumber ?? '' },
  { header: 'Costo (MXN)', value: (r) => (r.charged ?? r.quote)?.toFixed(2) ?? '' },
  { header: 'Error', value: (r) => r.error ?? '' },
];
