// The rows to fix of a batch as a CSV to correct and upload again as is (GET /batches/{id}/rows?columns=upload, the
// dashboard's "filas por corregir" on the import page and on Lotes): the rows without an order (`invalid` when the
// file was checked, `failed` when their purchase was refused, e.g. for lack of balance), in the upload column set
// (lib/batches/columns.ts), values as they were read (a number that did not parse is given back as written), plus an
// `error` column with why in Spanish. The parser ignores the `error` column (lib/batches/parse-csv.ts).
//
import type { DbOrTx } from '@/db/client';
import type { BatchRow, BatchSource } from '@/db/schema';
import { csvStream, type CsvColumn } from '@/lib/platform/csv/stream-csv';
import { batchColumns, serviceCsvNames } from './columns';
import { findBatch } from './get-batch';
import { rowError, storedBatchRows } from './list-batch-rows';
import { IGNORED_COLUMN } from './parse-csv';
import { FIXABLE_ROW_STATES, type FixableRowState } from './schemas';

function valueAt(body: unknown, path: readonly string[]): unknown {
  let node = body;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function columns(source: BatchSource): CsvColumn<BatchRow>[] {
  return [
    ...batchColumns.map((column) => ({
      header: column.name,
      // postal codes and phones stay text in a spreadsheet (="06600", lib/platform/csv/stream-csv.ts); the parser reads them back
      asText: column.asText,
      value: (row: BatchRow) => {
        const value = valueAt(row.order, column.path);
        if (value === undefined || value === null || typeof value === 'object') return '';
        if (column.kind === 'service') return serviceCsvNames[String(value) as keyof typeof serviceCsvNames] ?? String(value);
        return typeof value === 'number' ? value : String(value);
      },
    })),
    { header: IGNORED_COLUMN, value: (row) => rowError(row, source) ?? '' },
  ];
}

export async function failedRowsCsv(
  db: DbOrTx,
  input: { organizationId: string; batchId: string; states?: readonly FixableRowState[] },
): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
  const batch = await findBatch(db, input);
  return {
    stream: csvStream(storedBatchRows(db, batch.id, input.states ?? FIXABLE_ROW_STATES), columns(batch.source)),
    filename: `lote-${batch.id.slice(0, 8)}-filas-por-corregir.csv`,
  };
}
