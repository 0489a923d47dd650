// Buys one queued row of a batch: createOrder (lib/orders/create-order.ts) with the row's own derived
// idempotency key, exactly as POST /orders does it (guide, charge, events, webhooks), then settles the row and
// the batch's counters in one statement. A crash between the two is healed by the key: the next attempt
// replays the stored answer instead of creating a second order. The 402 of a balance that ran out (and any
// other refusal of the single order) marks the row failed with the same Spanish message.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { batchRows, batches } from '@/db/schema';
import { isDomainError } from '@/lib/platform/errors/domain-error';
import { requestFingerprint } from '@/lib/platform/idempotency/idempotency';
import { backoff } from '@/lib/platform/jobs/backoff';
import { log } from '@/lib/platform/log';
import { createOrder } from '@/lib/orders/create-order';
import type { CreateOrderInput } from '@/lib/orders/schemas';

export type ClaimedRow = { batchId: string; rowNumber: number; organizationId: string; order: CreateOrderInput; attempts: number };
export type RowOutcome = 'created' | 'failed' | 'retry';

/** Attempts before a row that keeps meeting a passing problem (provider down, database error) is marked failed. */
export const MAX_ROW_ATTEMPTS = 6;
/**
 * Codes of the single order that will not change by trying again. cod_amount_over_limit: the COD maximum was lowered
 * after the upload checked it (docs/cod.md "Limits and label"); the row fails with the limit's Spanish message.
 */
const FINAL_CODES = new Set(['insufficient_balance', 'validation_error', 'not_found', 'idempotency_key_reused', 'cod_amount_over_limit']);
const FAILED_MESSAGE = 'No se pudo crear el pedido después de varios intentos; vuelve a subir esta fila en un lote nuevo.';

/** The row's idempotency key: one per batch row, so a row never has two orders. */
export function rowIdempotencyKey(batchId: string, rowNumber: number): string {
  return `batch:${batchId}:${rowNumber}`;
}

/** The wait before a row's next attempt: 2 s doubling up to a minute (2^attempts s, lib/platform/jobs/backoff.ts). */
export const BATCH_ROW_BACKOFF = { firstMs: 2_000, maxMs: 60_000 } as const;

export async function purchaseBatchRow(db: Db, row: ClaimedRow): Promise<RowOutcome> {
  const key = rowIdempotencyKey(row.batchId, row.rowNumber);
  const fingerprint = requestFingerprint('POST', `/batches/${row.batchId}/rows/${row.rowNumber}`, row.order);
  try {
    const result = await createOrder(db, {
      organizationId: row.organizationId,
      order: row.order,
      idempotency: { key, fingerprint },
      batchId: row.batchId,
    });
    await settleRow(db, row, {
      state: 'created',
      orderId: result.body.orderId,
      guideNumber: result.body.guideNumber,
      trackingNumber: result.body.trackingNumber,
    });
    return 'created';
  } catch (error) {
    if (isDomainError(error) && FINAL_CODES.has(error.code)) {
      await settleRow(db, row, { state: 'failed', code: error.code, message: error.message });
      return 'failed';
    }
    // Another attempt at this row still holds the key (a runner that died mid-order): wait for its lease.
    const inUse = isDomainError(error) && error.code === 'idempotency_key_in_use';
    if (!inUse && row.attempts >= MAX_ROW_ATTEMPTS) {
      log.error('batch row failed after retries', { batchId: row.batchId, row: row.rowNumber, error });
      await settleRow(db, row, {
        state: 'failed',
        code: isDomainError(error) ? error.code : 'internal_error',
        message: isDomainError(error) ? `${error.message} ${FAILED_MESSAGE}` : FAILED_MESSAGE,
      });
      return 'failed';
    }
    if (!inUse) log.warn('batch row will be retried', { batchId: row.batchId, row: row.rowNumber, attempts: row.attempts, error });
    await db.execute(sql`
      update ${batchRows} set next_attempt_at = now() + make_interval(secs => ${inUse ? 5 : backoff(BATCH_ROW_BACKOFF, row.attempts) / 1000})
      where batch_id = ${row.batchId}::uuid and row_number = ${row.rowNumber} and state = 'queued'`);
    return 'retry';
  }
}

type Settlement =
  | { state: 'created'; orderId: string; guideNumber: string; trackingNumber: string }
  | { state: 'failed'; code: string; message: string };

/**
 * The row's result and the batch's counters in ONE statement; only a row still queued is settled, so a
 * second settlement of the same row (two runners after a lease ran out) changes nothing.
 */
export async function settleRow(db: Db, row: Pick<ClaimedRow, 'batchId' | 'rowNumber'>, outcome: Settlement): Promise<boolean> {
  const created = outcome.state === 'created';
  const [result] = await db.execute<{ settled: boolean }>(sql`
    with settled as (
      update ${batchRows} set
        state = ${outcome.state},
        order_id = ${created ? outcome.orderId : null}::uuid,
        guide_number = ${created ? outcome.guideNumber : null}::text,
        tracking_number = ${created ? outcome.trackingNumber : null}::text,
        charged_centavos = ${created ? sql`(select total_cost_centavos from orders where id = ${outcome.orderId}::uuid)` : sql`null::bigint`},
        failure_code = ${created ? null : outcome.code}::text,
        failure_message = ${created ? null : outcome.message}::text,
        next_attempt_at = null,
        settled_at = now()
      where batch_id = ${row.batchId}::uuid and row_number = ${row.rowNumber} and state = 'queued'
      returning charged_centavos
    ), counted as (
      update ${batches} set
        pending = pending - 1,
        created = created + ${created ? 1 : 0},
        failed = failed + ${created ? 0 : 1},
        charged_centavos = charged_centavos + coalesce((select charged_centavos from settled), 0),
        status = case when pending - 1 = 0 then 'completed' else status end,
        completed_at = case when pending - 1 = 0 then now() else completed_at end
      where id = ${row.batchId}::uuid and exists (select 1 from settled)
      returning id
    )
    select exists (select 1 from counted) as settled`);
  return Boolean(result?.settled);
}
