// Claiming queued batch rows (the batch purchase job, lib/batches/purchase-job.ts, in process and
// on Inngest): FOR UPDATE SKIP LOCKED, and a lease written as next_attempt_at moved past it. Due rows
// are taken in row order, the oldest purchase first (queued_at, migration 0022), whether they were never touched or
// their lease ran out: after a crash, the rows that were in flight come back before the later rows of the file,
// so when the balance runs out the rows that fail are the last ones (docs/batches.md).
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { CreateOrderInput } from '@/lib/orders/schemas';
import type { ClaimedRow } from './purchase-row';

/**
 * Longer than one order takes (the provider's 20 s timeout, lib/orders/create-order.ts PROVIDER_TIMEOUT_MS, and one
 * statement). It only decides how soon a row whose runner died is tried again: a second attempt while the first
 * still runs cannot make a second order (the row's idempotency key answers it idempotency_key_in_use and it waits
 * 5 s) and settles nothing twice (settleRow), so it is short rather than generous.
 */
export const BATCH_ROW_LEASE_SECONDS = 30;

/**
 * Claims up to `limit` due rows (queued, not leased), oldest purchase first, in row order; `only` claims that
 * one queued row whatever its lease (the Inngest function, handed the row by the runner's claim).
 */
export async function claimBatchRows(
  db: Db,
  {
    limit,
    leaseSeconds = BATCH_ROW_LEASE_SECONDS,
    only,
  }: { limit: number; leaseSeconds?: number; only?: { batchId: string; rowNumber: number } },
): Promise<ClaimedRow[]> {
  const rows = await db.execute<{
    batch_id: string;
    row_number: number;
    organization_id: string;
    order: CreateOrderInput;
    attempts: number;
  }>(sql`
    update batch_rows r set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = r.attempts + 1
    where (r.batch_id, r.row_number) in (
      select batch_id, row_number from batch_rows
      where state = 'queued'
        ${only ? sql`and batch_id = ${only.batchId}::uuid and row_number = ${only.rowNumber}` : sql`and next_attempt_at <= now()`}
      order by queued_at, batch_id, row_number
      limit ${limit}
      for update skip locked)
    returning r.batch_id, r.row_number, r.organization_id, r."order", r.attempts`);
  return rows
    .map((r) => ({ batchId: r.batch_id, rowNumber: r.row_number, organizationId: r.organization_id, order: r.order, attempts: r.attempts }))
    .sort((a, b) => a.rowNumber - b.rowNumber);
}
