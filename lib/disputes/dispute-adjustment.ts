// A merchant disputes a weight adjustment (docs/billing.md "Disputes"): only a charge (amount > 0) still open, within
// its window (disputeDeadlineAt, ADJUSTMENT_DISPUTE_WINDOW_DAYS from the measurement). The photos are checked and
// re-encoded before anything is written (lib/evidence/process-photo.ts); then, under the adjustment's row lock and in
// one transaction, the status becomes disputed with the declared figures and comment, and the photos are stored. The
// order's scale photos (its own and its batch's) count as evidence without being copied. A sandbox order's dispute is
// decided at once by the sandbox's rule (lib/disputes/sandbox-rule.ts) in the same transaction.
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { adjustments, type ParcelFigures } from '@/db/schema';
import type { AdjustmentWithOrder } from '@/lib/adjustments/adjustment-body';
import { insertEvidencePhotos, listAdjustmentEvidence } from '@/lib/evidence/evidence-photos';
import { MAX_DISPUTE_PHOTOS, TOO_MANY_PHOTOS_MESSAGE } from '@/lib/evidence/limits';
import { processEvidencePhotos } from '@/lib/evidence/process-photo';
import { formatMxn } from '@/lib/platform/money/format';
import { formatDateTime } from '@/lib/platform/time/format';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { applyDisputeDecision } from './decide-dispute';
import { findAdjustment, lockAdjustment } from './load-adjustment';
import { SANDBOX_PROVIDER, sandboxDisputeDecision } from './sandbox-rule';
import { disputedAdjustmentBody } from './disputed-adjustment-body';
import type { DisputedAdjustment } from './schemas';

export type DisputeParams = {
  organizationId: string;
  adjustmentId: string;
  declared: ParcelFigures;
  comment?: string | null;
  /** the photos as sent (checked and re-encoded here) */
  photos: readonly Buffer[];
  now?: Date;
};

/**
 * Only the order's latest adjustment is disputed: a later measurement replaced an earlier one, whose charge is no longer
 * what the order costs (refunding it would pay back money the later measurement already credited).
 */
async function checkLatest(db: DbOrTx, adjustment: AdjustmentWithOrder): Promise<void> {
  const [latest] = await db
    .select({ id: adjustments.id })
    .from(adjustments)
    .where(and(eq(adjustments.orderId, adjustment.orderId), eq(adjustments.organizationId, adjustment.organizationId)))
    .orderBy(desc(adjustments.createdAt), desc(adjustments.id))
    .limit(1);
  if (latest && latest.id !== adjustment.id) {
    throw new DomainError(
      'adjustment_not_disputable',
      'Una medición posterior del mismo pedido reemplazó este ajuste: solo se disputa el ajuste más reciente del pedido.',
    );
  }
}

/** Refuses what cannot be disputed: a credit or no change, a dispute already sent, a window that closed. */
function checkDisputable(adjustment: AdjustmentWithOrder, now: Date): void {
  if (adjustment.amountCentavos <= 0) {
    throw new DomainError(
      'adjustment_not_disputable',
      adjustment.amountCentavos < 0
        ? `Este ajuste abonó ${formatMxn(-adjustment.amountCentavos)} a tu saldo: solo se disputa un cargo.`
        : 'Este ajuste no cambió el costo del envío: no hay cargo que disputar.',
    );
  }
  if (adjustment.status !== 'open') {
    throw new DomainError(
      'adjustment_not_disputable',
      `Este ajuste ya se disputó el ${formatDateTime(adjustment.disputedAt)}; una disputa se envía una sola vez.`,
    );
  }
  if (!adjustment.disputeDeadlineAt || now > adjustment.disputeDeadlineAt) {
    throw new DomainError(
      'dispute_window_closed',
      `El plazo para disputar este ajuste venció el ${formatDateTime(adjustment.disputeDeadlineAt)}.`,
    );
  }
}

export async function disputeAdjustment(db: Db, params: DisputeParams): Promise<DisputedAdjustment> {
  const now = params.now ?? new Date();
  // Answered before the photos are processed (another organization's: 404; status, amount, window, latest), then again
  // under the lock.
  const found = await findAdjustment(db, { organizationId: params.organizationId, id: params.adjustmentId });
  checkDisputable(found, now);
  await checkLatest(db, found);
  if (params.photos.length > MAX_DISPUTE_PHOTOS) throw new DomainError('validation_error', TOO_MANY_PHOTOS_MESSAGE);
  const photos = await processEvidencePhotos(params.photos, (i) => `La foto ${i + 1}`);
  return db.transaction(async (tx) => {
    const adjustment = await lockAdjustment(tx, { id: params.adjustmentId, organizationId: params.organizationId });
    checkDisputable(adjustment, now);
    // lockAdjustment also holds the order FOR SHARE: a measurement that committed first is seen here, a later one waits.
    await checkLatest(tx, adjustment);
    const [updated] = await tx
      .update(adjustments)
      .set({
        status: 'disputed',
        disputedAt: now,
        disputeComment: params.comment || null,
        disputeDeclared: params.declared,
        updatedAt: now,
      })
      .where(eq(adjustments.id, adjustment.id))
      .returning();
    await insertEvidencePhotos(
      tx,
      { organizationId: params.organizationId, kind: 'dispute', orderId: adjustment.orderId, adjustmentId: adjustment.id },
      photos,
    );
    let current = { ...adjustment, ...updated };
    const evidence = await listAdjustmentEvidence(tx, {
      organizationId: params.organizationId,
      adjustmentId: adjustment.id,
      orderId: adjustment.orderId,
    });
    if (adjustment.provider === SANDBOX_PROVIDER) {
      const ruled = sandboxDisputeDecision({
        declaredChargeableWeightKg: adjustment.declaredChargeableWeightKg,
        disputeDeclared: params.declared,
        photoCount: evidence.length,
      });
      const decided = await applyDisputeDecision(tx, current, {
        ...ruled,
        reference: `SBX-DISPUTA-${adjustment.id.slice(0, 8).toUpperCase()}`,
        decidedAt: now,
      });
      current = decided.adjustment;
    }
    return disputedAdjustmentBody(current, evidence);
  });
}
