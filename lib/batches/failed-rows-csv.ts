// "Descargar filas con error" (the dashboard's import page, bulkui): the batch's invalid and failed rows in the
// upload column set (lib/batches/columns.ts), values as they were read, plus an `error` column with why. The file
// can be fixed in a spreadsheet and uploaded again as is: the parser ignores the `error` column.
//
// Stable API: failedRowsCsv(db, { organizationId, batchId }) -> { stream, filename }
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchRows, type BatchRow } from '@/db/schema';
import { csvStream, type CsvColumn } from '@/lib/csv/stream-csv';
import { batchColumns } from './columns';
import { findBatch } from './get-batch';
import { serializeBatchRow } from './list-batch-rows';
import { IGNORED_COLUMN } from './parse-csv';

const SLICE = 500;
const serviceNames: Record<string, string> = { standard: 'estándar', express: 'express', same_day: 'mismo día' };

function valueAt(body: unknown, path: readonly string[]): unknown {
  let node = body;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const columns: CsvColumn<BatchRow>[] = [
  ...batchColumns.map((column) => ({
    header: column.name,
    value: (row: BatchRow) => {
      const value = valueAt(row.order, column.path);
      if (value === undefined || value === null || typeof value === 'object') return '';
      if (column.kind === 'service') return serviceNames[String(value)] ?? String(value);
      return typeof value === 'number' ? value : String(value);
    },
  })),
  { header: IGNORED_COLUMN, value: (row) => serializeBatchRow(row).error ?? '' },
];

async function* failedRows(db: DbOrTx, batchId: string): AsyncGenerator<BatchRow> {
  let after = 0;
  for (;;) {
    const slice = await db
      .select()
      .from(batchRows)
      .where(and(eq(batchRows.batchId, batchId), inArray(batchRows.state, ['invalid', 'failed']), gt(batchRows.rowNumber, after)))
      .orderBy(asc(batchRows.rowNumber))
      .limit(SLICE);
    yield* slice;
    if (slice.length < SLICE) return;
    after = slice[slice.length - 1].rowNumber;
  }
}

export async function failedRowsCsv(db: DbOrTx, input: { organizationId: string; batchId: string }): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
  const batch = await findBatch(db, input);
  return { stream: csvStream(failedRows(db, batch.id), columns), filename: `lote-${batch.id.slice(0, 8)}-filas-con-error.csv` };
}
