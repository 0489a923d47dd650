// Reading one batch by id (another organization's batch is the same 404 as an unknown id), with its failures
// and, for a role that may see it, the balance.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches, type Batch } from '@/db/schema';
import { getBalanceCentavos } from '@/lib/billing/get-balance';
import { toPesos } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import { batchExpiresAt, isBatchExpired } from './expiry';
import { batchFailureSummary } from './failure-summary';
import type { BatchDetail, BatchSummary } from './schemas';

export const batchNotFound = () => new DomainError('not_found', 'El lote no existe.');

export function serializeBatch(batch: Batch, now = new Date()): BatchSummary {
  const expiresAt = batchExpiresAt(batch);
  return {
    id: batch.id,
    status: isBatchExpired(batch, now) ? 'expired' : batch.status,
    source: batch.source,
    fileName: batch.fileName,
    total: batch.total,
    valid: batch.valid,
    invalid: batch.invalid,
    created: batch.created,
    failed: batch.failed,
    pending: batch.pending,
    quotedTotal: toPesos(batch.quotedCentavos),
    totalCharged: toPesos(batch.chargedCentavos),
    createdAt: batch.createdAt.toISOString(),
    purchaseRequestedAt: batch.purchaseRequestedAt?.toISOString() ?? null,
    completedAt: batch.completedAt?.toISOString() ?? null,
    expiresAt: expiresAt?.toISOString() ?? null,
    discardedAt: batch.discardedAt?.toISOString() ?? null,
  };
}

/** The batch row itself (for the other batch functions); 404 unless it belongs to the organization. */
export async function findBatch(db: DbOrTx, { organizationId, batchId }: { organizationId: string; batchId: string }): Promise<Batch> {
  if (!isUuid(batchId)) throw batchNotFound();
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.organizationId, organizationId)));
  if (!batch) throw batchNotFound();
  return batch;
}

/**
 * GET /batches/{id} (API and dashboard): the batch and why rows failed at purchase, grouped
 * (lib/batches/failure-summary.ts). The balance is billing's: only a caller with billing read rights
 * (`canSeeBalance`: the role's billing:read, or the key's billing:read scope) gets `balance` and the missing amount;
 * without them neither is in the answer, nor anything it can be worked out from.
 */
export async function getBatch(
  db: DbOrTx,
  { canSeeBalance, ...input }: { organizationId: string; batchId: string; canSeeBalance: boolean },
): Promise<BatchDetail> {
  const batch = await findBatch(db, input);
  const balance = canSeeBalance ? await getBalanceCentavos(db, { organizationId: batch.organizationId }) : null;
  const failures = await batchFailureSummary(db, batch, balance);
  return balance === null ? { ...serializeBatch(batch), failures } : { ...serializeBatch(batch), balance: toPesos(balance), failures };
}
