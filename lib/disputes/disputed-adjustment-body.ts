// An adjustment with its dispute's evidence, as POST /adjustments/{id}/dispute answers and the dashboard shows it:
// the adjustment body (lib/adjustments/adjustment-body.ts) plus the decision's reference and the evidence photos.
import type { DbOrTx } from '@/db/client';
import { adjustmentBody, type AdjustmentWithOrder } from '@/lib/adjustments/adjustment-body';
import { listAdjustmentEvidence, type EvidencePhotoSummary } from '@/lib/evidence/evidence-photos';
import { findAdjustment } from './load-adjustment';
import type { DisputedAdjustment } from './schemas';

export function disputedAdjustmentBody(row: AdjustmentWithOrder, evidence: EvidencePhotoSummary[]): DisputedAdjustment {
  return { ...adjustmentBody(row), decisionReference: row.decisionReference, evidence };
}

/** The adjustment of the caller's organization with its evidence (404 for another organization's). */
export async function getDisputedAdjustment(db: DbOrTx, params: { organizationId: string; id: string }): Promise<DisputedAdjustment> {
  const row = await findAdjustment(db, params);
  const evidence = await listAdjustmentEvidence(db, { organizationId: params.organizationId, adjustmentId: row.id, orderId: row.orderId });
  return disputedAdjustmentBody(row, evidence);
}
