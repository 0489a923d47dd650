// An adjustment as the API, the order detail and the order.adjusted webhook show it (adjustmentBodySchema): every column a
// merchant can use, the dispute's included, money in pesos. The one row -> body function (the dispute work uses it too).
import type { Adjustment, ParcelFigures } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import type { AdjustmentBody } from './schemas';

export type AdjustmentWithOrder = Adjustment & { internalReference: string | null; trackingNumber: string | null };

export function figuresBody(f: ParcelFigures) {
  return { weightKg: f.weightKg, dimensionsCm: { length: f.lengthCm, width: f.widthCm, height: f.heightCm } };
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Pesos of every centavo field of a stored breakdown (the rest kept as it is), keys in jsonb's order (shorter first,
 * then by their bytes), so the body built from a row just written is the same text as the one read back.
 */
function pricingBody(pricing: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(pricing)
      .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => (typeof v === 'number' ? [k, toPesos(v)] : [k, v])),
  );
}

export function adjustmentBody(row: AdjustmentWithOrder): AdjustmentBody {
  return {
    id: row.id,
    orderId: row.orderId,
    internalReference: row.internalReference,
    trackingNumber: row.trackingNumber,
    provider: row.provider,
    providerReference: row.providerReference,
    status: row.status,
    declared: figuresBody(row.declared),
    measured: figuresBody(row.measured),
    declaredChargeableWeightKg: row.declaredChargeableWeightKg,
    measuredChargeableWeightKg: row.measuredChargeableWeightKg,
    previousTotal: toPesos(row.previousTotalCentavos),
    newTotal: toPesos(row.newTotalCentavos),
    amount: toPesos(row.amountCentavos),
    pricing: pricingBody(row.pricing),
    photoUrl: row.photoUrl,
    measuredAt: row.measuredAt.toISOString(),
    disputeDeadlineAt: isoOrNull(row.disputeDeadlineAt),
    disputedAt: isoOrNull(row.disputedAt),
    disputeComment: row.disputeComment,
    disputeDeclared: row.disputeDeclared ? figuresBody(row.disputeDeclared) : null,
    decidedAt: isoOrNull(row.decidedAt),
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
