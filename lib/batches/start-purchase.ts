// POST /api/v1/batches/{id}/purchase and the dashboard's "Comprar N guías": moves a validated batch to
// processing and queues its valid rows for the purchase runner (lib/batches/purchase-runner.ts), in one
// transaction with the audit entry. Asking again answers the batch as it is now and queues nothing twice (only
// a `validated` batch changes). A batch with no valid rows completes at once.
//
// Stable API: startBatchPurchase(db, { organizationId, batchId, actor }) -> BatchSummary
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { batches } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { toPesos } from '@/lib/billing/ledger';
import { findBatch, serializeBatch } from './get-batch';
import type { BatchSummary } from './schemas';

/** The channel the runner LISTENs on; notified when rows are queued. */
export const BATCH_NOTIFY_CHANNEL = 'batch_rows_queued';

export async function startBatchPurchase(
  db: Db,
  input: { organizationId: string; batchId: string; actor: AuditActor },
): Promise<BatchSummary> {
  const { organizationId } = input;
  const batch = await findBatch(db, input);
  if (batch.status !== 'validated') return serializeBatch(batch);
  await db.transaction(async (tx) => {
    const [updated] = await tx.execute<Record<string, unknown>>(sql`
      update ${batches} set
        status = case when pending = 0 then 'completed' else 'processing' end,
        purchase_requested_at = now(),
        completed_at = case when pending = 0 then now() else null end
      where id = ${batch.id}::uuid and organization_id = ${organizationId}::uuid and status = 'validated'
      returning id`);
    // Someone else started it between our read and this update: nothing more to do.
    if (!updated) return;
    await tx.execute(sql`
      update batch_rows set state = 'queued', next_attempt_at = now(), queued_at = now()
      where batch_id = ${batch.id}::uuid and state = 'valid'`);
    await recordAudit(tx, {
      organizationId,
      actor: input.actor,
      action: 'batch.purchased',
      target: { type: 'batch', id: batch.id },
      summary: { after: { rows: batch.valid, quotedTotal: toPesos(batch.quotedCentavos) } },
    });
    await tx.execute(sql`select pg_notify(${BATCH_NOTIFY_CHANNEL}, ${batch.id})`);
  });
  return serializeBatch(await findBatch(db, input));
}
