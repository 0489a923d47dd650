// A dispute's decision (docs/billing.md "Disputes"): the provider's signed report (type dispute_decision), or the
// sandbox's own rule for its orders (lib/disputes/sandbox-rule.ts). Under the adjustment's row lock, in one
// transaction: the status (accepted | rejected), the decision's reason and reference, for an accepted dispute the
// dispute_refund ledger entry that credits the adjustment's charge back, and the order.adjustment_resolved event.
// A repeated decision (same reference) changes nothing; a decision on an adjustment that is not disputed is a 409.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { adjustments } from '@/db/schema';
import type { AdjustmentWithOrder } from '@/lib/adjustments/adjustment-body';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { lockAdjustment } from './load-adjustment';
import { recordAdjustmentResolved } from './resolution-event';
import type { DisputeDecision, DisputeDecisionReport } from './schemas';

export type Decision = { decision: DisputeDecision; reason: string; reference: string; decidedAt: Date };
export type DecisionResult = { adjustment: AdjustmentWithOrder; outcome: DisputeDecision | 'duplicate' };

const statusLabel = { open: 'abierto', disputed: 'en disputa', accepted: 'aceptado', rejected: 'rechazado' } as const;

/** Decides a dispute whose adjustment the caller locked (lockAdjustment) in `tx`. */
export async function applyDisputeDecision(tx: Tx, adjustment: AdjustmentWithOrder, decision: Decision): Promise<DecisionResult> {
  if (adjustment.status !== 'disputed') {
    if (adjustment.decisionReference === decision.reference && adjustment.status === decision.decision) {
      return { adjustment, outcome: 'duplicate' };
    }
    throw new DomainError(
      'adjustment_not_disputed',
      `El ajuste ${adjustment.id} no tiene una disputa pendiente de decisión (está ${statusLabel[adjustment.status]}).`,
    );
  }
  const [updated] = await tx
    .update(adjustments)
    .set({
      status: decision.decision,
      decidedAt: decision.decidedAt,
      decisionReason: decision.reason,
      decisionReference: decision.reference,
      updatedAt: new Date(),
    })
    .where(eq(adjustments.id, adjustment.id))
    .returning();
  const decided: AdjustmentWithOrder = { ...adjustment, ...updated };
  if (decision.decision === 'accepted') {
    // A dispute is only possible on a charge (amount > 0): the credit is exactly that charge, once (the lock and the
    // status check above make a second credit impossible).
    await applyBalanceChange(tx, {
      organizationId: adjustment.organizationId,
      kind: 'dispute_refund',
      amountCentavos: adjustment.amountCentavos,
      description: `Disputa aceptada del ajuste de peso${adjustment.trackingNumber ? ` de la guía ${adjustment.trackingNumber}` : ''}`,
      orderId: adjustment.orderId,
      adjustmentId: adjustment.id,
    });
  }
  await recordAdjustmentResolved(tx, decided, decision.decidedAt);
  return { adjustment: decided, outcome: decision.decision };
}

/** The provider's decision report: finds the adjustment (by our id or the measurement's reference), locks it, decides. */
export async function receiveDisputeDecision(db: Db, report: DisputeDecisionReport): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const adjustment = await lockAdjustment(
      tx,
      report.adjustmentId ? { id: report.adjustmentId } : { providerReference: report.measurementReference as string },
    );
    return applyDisputeDecision(tx, adjustment, {
      decision: report.decision,
      reason: report.reason,
      reference: report.reference,
      decidedAt: new Date(report.dateTimeISO),
    });
  });
}
