// POST /api/v1/batches/{id}/purchase and the dashboard's "Comprar N guías": moves a validated batch to
// processing and queues its valid rows for the purchase runner (lib/batches/purchase-job.ts), in one
// transaction with the audit entry. Asking again answers the batch as it is now and queues nothing twice (only
// a `validated` batch changes). A batch with no valid rows completes at once. A discarded or expired batch
// (lib/batches/expiry.ts) is refused with 409 `conflict`: it was never bought and will not be. An optional
// `preference` (cheapest, fastest or a carrier: lib/batches/purchase-preference.ts) is written into every queued row's
// order in the same statement, so each row buys what rate shopping picks for it then, retries included. An optional
// `scalePhoto` (the parcels on the scale) is stored with the batch in the same transaction: evidence for a later
// dispute of any of its orders (docs/billing.md "Disputes"); a purchase already started keeps what it had.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { batches, type Batch } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { toPesos } from '@/lib/billing/ledger';
import { insertEvidencePhotos } from '@/lib/evidence/evidence-photos';
import type { Base64Photo } from '@/lib/evidence/schemas';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { processScalePhoto } from '@/lib/orders/scale-photo';
import { batchDiscardedMessage, batchExpiredMessage, batchNotExpiredSql, isBatchExpired } from './expiry';
import { findBatch, serializeBatch } from './get-batch';
import { checkPurchasePreference } from './purchase-preference';
import type { BatchSummary } from './schemas';

/** The channel the runner LISTENs on; notified when rows are queued. */
export const BATCH_NOTIFY_CHANNEL = 'batch_rows_queued';

export async function startBatchPurchase(
  db: Db,
  input: { organizationId: string; batchId: string; actor: AuditActor; preference?: string; scalePhoto?: Base64Photo | null },
): Promise<BatchSummary> {
  const { organizationId, preference } = input;
  const batch = await findBatch(db, input);
  if (batch.status !== 'validated') return answer(batch);
  if (preference !== undefined) await checkPurchasePreference(db, { organizationId, preference });
  // The parcels on the scale (lib/orders/scale-photo.ts): checked before anything is written, stored with the batch.
  const scalePhoto = await processScalePhoto(input.scalePhoto);
  await db.transaction(async (tx) => {
    const [updated] = await tx.execute<Record<string, unknown>>(sql`
      update ${batches} set
        status = case when pending = 0 then 'completed' else 'processing' end,
        purchase_requested_at = now(),
        completed_at = case when pending = 0 then now() else null end
      where id = ${batch.id}::uuid and organization_id = ${organizationId}::uuid and status = 'validated'
        and ${batchNotExpiredSql}
      returning id`);
    // Someone else started or discarded it between our read and this update, or it expired: answered below.
    if (!updated) return;
    // A row's own carrier choice (a JSON upload may carry one) gives way to the batch's preference.
    const chosen =
      preference === undefined
        ? sql``
        : sql`, "order" = ("order" - 'carrier' - 'service' - 'preference') || jsonb_build_object('preference', ${preference}::text)`;
    await tx.execute(sql`
      update batch_rows set state = 'queued', next_attempt_at = now(), queued_at = now() ${chosen}
      where batch_id = ${batch.id}::uuid and state = 'valid'`);
    if (scalePhoto) await insertEvidencePhotos(tx, { organizationId, kind: 'scale', batchId: batch.id }, [scalePhoto]);
    await recordAudit(tx, {
      organizationId,
      actor: input.actor,
      action: 'batch.purchased',
      target: { type: 'batch', id: batch.id },
      summary: { after: { rows: batch.valid, quotedTotal: toPesos(batch.quotedCentavos), ...(preference ? { preference } : {}) } },
    });
    await tx.execute(sql`select pg_notify(${BATCH_NOTIFY_CHANNEL}, ${batch.id})`);
  });
  return answer(await findBatch(db, input));
}

/** The batch as it is now; a batch that will never be bought (discarded, or expired unbought) is a 409. */
function answer(batch: Batch): BatchSummary {
  if (batch.status === 'discarded') throw new DomainError('conflict', batchDiscardedMessage);
  if (isBatchExpired(batch)) throw new DomainError('conflict', batchExpiredMessage);
  return serializeBatch(batch);
}
