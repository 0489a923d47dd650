// Each row's result (GET /batches/{id}/rows, the dashboard's purchase panel): in row order, optionally only rows in
// some states (?status=invalid,failed: the rows without an order), read in keyset slices so a 5,000-row batch
// streams to CSV with flat memory (lib/platform/csv/stream-csv.ts). A CSV batch's messages use the file's terms (the
// servicio column in Spanish, lib/batches/columns.ts inCsvTerms), also for refusals that came at purchase.
//
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchRows, type Batch, type BatchRow, type BatchRowState, type BatchSource } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import type { CsvColumn } from '@/lib/platform/csv/stream-csv';
import { errorMessages } from '@/lib/platform/errors/codes';
import { inCsvTerms } from './columns';
import { findBatch } from './get-batch';
import type { BatchRowResult } from './schemas';

const SLICE = 500;

/**
 * Why the row has no order, in one sentence per problem; null for a row that has one or is still to buy. A row
 * refused for lack of balance stored the order's 402, which names the balance at that moment: the rows (JSON, CSV,
 * the rows to fix) are read with orders:read, and the balance is billing's, so that row says only that the balance
 * did not cover it (its price is the row's quote; what is missing today is in GET /batches/{id}, for billing:read).
 */
export function rowError(row: BatchRow, source: BatchSource): string | null {
  if (row.state === 'invalid') return (row.errors ?? []).map((e) => e.message).join('. ');
  if (row.state !== 'failed' || row.failureMessage === null) return null;
  if (row.failureCode === 'insufficient_balance') return errorMessages.insufficient_balance;
  return source === 'csv' ? inCsvTerms(row.failureMessage) : row.failureMessage;
}

export function serializeBatchRow(row: BatchRow, source: BatchSource): BatchRowResult {
  return {
    row: row.rowNumber,
    status: row.state,
    internalReference: row.internalReference,
    orderId: row.orderId,
    guideNumber: row.guideNumber,
    trackingNumber: row.trackingNumber,
    quote: row.quoteCentavos === null ? null : toPesos(row.quoteCentavos),
    charged: row.chargedCentavos === null ? null : toPesos(row.chargedCentavos),
    error: rowError(row, source),
    errors: row.errors ?? [],
    warnings: row.warnings ?? [],
  };
}

/** The stored rows of a batch (already found for its organization) in row order, SLICE at a time. */
export async function* storedBatchRows(db: DbOrTx, batchId: string, states?: readonly BatchRowState[]): AsyncGenerator<BatchRow> {
  let after = 0;
  for (;;) {
    const slice = await db
      .select()
      .from(batchRows)
      .where(
        and(eq(batchRows.batchId, batchId), gt(batchRows.rowNumber, after), states ? inArray(batchRows.state, [...states]) : undefined),
      )
      .orderBy(asc(batchRows.rowNumber))
      .limit(SLICE);
    yield* slice;
    if (slice.length < SLICE) return;
    after = slice[slice.length - 1].rowNumber;
  }
}

/** The batch (404 before anything is read for another organization's) and its rows' results, streamed. */
export async function batchRowResults(
  db: DbOrTx,
  input: { organizationId: string; batchId: string; states?: readonly BatchRowState[] },
): Promise<{ batch: Batch; rows: AsyncGenerator<BatchRowResult> }> {
  const batch = await findBatch(db, input);
  async function* rows() {
    for await (const row of storedBatchRows(db, batch.id, input.states)) yield serializeBatchRow(row, batch.source);
  }
  return { batch, rows: rows() };
}

export async function listBatchRows(
  db: DbOrTx,
  input: { organizationId: string; batchId: string; states?: readonly BatchRowState[] },
): Promise<BatchRowResult[]> {
  const out: BatchRowResult[] = [];
  for await (const row of (await batchRowResults(db, input)).rows) out.push(row);
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
