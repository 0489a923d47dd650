// POST /api/v1/batches and the dashboard's import (bulkui): reads the upload (CSV bytes or a JSON value),
// validates and quotes every row, and writes the batch with its rows in ONE transaction. A file that cannot be
// read (wrong columns, unclosed quotes, too many rows) throws before anything is written; invalid rows are
// stored as such with their errors and are never bought. Nothing is charged here
// (lib/batches/start-purchase.ts buys the valid rows).
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { batchRows, batches, type BatchSource } from '@/db/schema';
import { getBalanceCentavos } from '@/lib/billing/get-balance';
import { toPesos } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { storableJson, storableTextOrNull } from '@/lib/platform/text/storable';
import { batchTooManyRowsMessage, MAX_BATCH_ROWS } from './limits';
import { parseBatchCsv } from './parse-csv';
import type { BatchCreated } from './schemas';
import { validateRows, type RowInput, type ValidatedRow } from './validate-rows';

export type BatchUpload = { source: 'csv'; bytes: Uint8Array } | { source: 'json'; value: unknown };

const INSERT_CHUNK = 500;

/** The rows of an upload; throws DomainError validation_error (unreadable file) or payload_too_large. */
export function readBatchUpload(upload: BatchUpload): RowInput[] {
  if (upload.source === 'csv') return parseBatchCsv(upload.bytes);
  const value = upload.value as { orders?: unknown } | null;
  const shape = 'El cuerpo debe ser un objeto { "orders": [ ... ] } con cada pedido como el cuerpo de POST /orders.';
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new DomainError('validation_error', shape);
  const extra = Object.keys(value).filter((key) => key !== 'orders');
  if (extra.length) throw new DomainError('validation_error', `El cuerpo contiene campos no permitidos: ${extra.join(', ')}. ${shape}`);
  if (!Array.isArray(value.orders))
    throw new DomainError('validation_error', `El campo orders es obligatorio y debe ser una lista. ${shape}`);
  if (value.orders.length === 0) throw new DomainError('validation_error', 'El campo orders debe tener al menos un pedido.');
  if (value.orders.length > MAX_BATCH_ROWS) throw new DomainError('payload_too_large', batchTooManyRowsMessage(value.orders.length));
  return value.orders.map((body, i) => ({ row: i + 1, body }));
}

export async function createBatch(
  db: Db,
  input: { organizationId: string; upload: BatchUpload; fileName?: string | null; canSeeBalance?: boolean },
): Promise<BatchCreated & { balance?: number }> {
  const { organizationId, upload } = input;
  const source: BatchSource = upload.source;
  const rows = readBatchUpload(upload);
  const validated = await validateRows(db, { organizationId, source, rows });
  const valid = validated.filter((r): r is Extract<ValidatedRow, { valid: true }> => r.valid);
  const quoted = valid.reduce((sum, r) => sum + r.quoteCentavos, 0);

  const id = await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(batches)
      .values({
        organizationId,
        source,
        fileName: storableTextOrNull(input.fileName ?? null),
        total: validated.length,
        valid: valid.length,
        invalid: validated.length - valid.length,
        pending: valid.length,
        quotedCentavos: quoted,
        // one clock for the batch and its rows
        createdAt: sql`now()`,
      })
      .returning({ id: batches.id });
    for (let start = 0; start < validated.length; start += INSERT_CHUNK) {
      // An invalid row is stored as read: a NUL or a lone surrogate in a cell becomes U+FFFD (lib/platform/text/storable.ts)
      // rather than failing the whole upload (the row's error already names the cell).
      await tx.insert(batchRows).values(
        storableJson(
          validated.slice(start, start + INSERT_CHUNK).map((r) => ({
            batchId: batch.id,
            rowNumber: r.row,
            organizationId,
            state: r.valid ? ('valid' as const) : ('invalid' as const),
            internalReference: r.internalReference,
            order: (r.valid ? r.order : r.body) as Record<string, unknown>,
            errors: r.valid ? null : r.errors,
            warnings: r.warnings.length ? r.warnings : null,
            quoteCentavos: r.valid ? r.quoteCentavos : null,
          })),
        ),
      );
    }
    return batch.id;
  });

  const created: BatchCreated = {
    id,
    status: 'validated',
    total: validated.length,
    valid: valid.length,
    invalid: validated.length - valid.length,
    quotedTotal: toPesos(quoted),
    errors: validated.flatMap((r) => (r.valid ? [] : r.errors.map((e) => ({ row: r.row, field: e.field, message: e.message })))),
    warnings: validated.flatMap((r) => r.warnings.map((w) => ({ row: r.row, field: w.field, message: w.message }))),
  };
  return input.canSeeBalance ? { ...created, balance: toPesos(await getBalanceCentavos(db, { organizationId })) } : created;
}
