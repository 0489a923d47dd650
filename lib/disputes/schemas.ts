// A dispute of a weight adjustment (POST /api/v1/adjustments/{id}/dispute: JSON with base64 photos, or
// multipart/form-data with the same fields and photos[] files), its answer, and the provider's decision report
// (POST /api/provider/events with "type": "dispute_decision"). docs/billing.md "Disputes".
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { checkText, safeText } from '@/lib/platform/text/zod';
import { adjustmentBodySchema } from '@/lib/adjustments/schemas';
import { MAX_DISPUTE_PHOTOS, TOO_MANY_PHOTOS_MESSAGE } from '@/lib/evidence/limits';
import { base64PhotoSchema, evidencePhotoSummarySchema } from '@/lib/evidence/schemas';

/** The largest figures a merchant may declare (the same bounds as a provider's measurement). */
export const MAX_DISPUTE_WEIGHT_KG = 1000;
export const MAX_DISPUTE_SIDE_CM = 500;
export const MAX_DISPUTE_COMMENT = 2000;

const figure = (max: number, unit: string) =>
  z
    .number({ error: 'debe ser un número' })
    .refine((v) => Number.isFinite(v), { error: 'debe ser un número finito' })
    .refine((v) => v > 0, { error: 'debe ser mayor que 0' })
    .refine((v) => v <= max, { error: `no puede ser mayor que ${max.toLocaleString('es-MX')} ${unit}` });

/** The dispute's fields besides the photos (multipart sends them as text, read as numbers first). */
export const disputeFieldsSchema = z.strictObject({
  /** what the merchant says the parcel weighed (kg) and measured (cm) */
  weightKg: figure(MAX_DISPUTE_WEIGHT_KG, 'kg'),
  lengthCm: figure(MAX_DISPUTE_SIDE_CM, 'cm'),
  widthCm: figure(MAX_DISPUTE_SIDE_CM, 'cm'),
  heightCm: figure(MAX_DISPUTE_SIDE_CM, 'cm'),
  comment: checkText(z.string().max(MAX_DISPUTE_COMMENT), { multiline: true })
    .transform((v) => v.trim())
    .optional(),
});

/** The JSON form: the fields and up to 5 photos in base64. */
export const disputeRequestSchema = disputeFieldsSchema.extend({
  photos: z.array(base64PhotoSchema).max(MAX_DISPUTE_PHOTOS, { error: TOO_MANY_PHOTOS_MESSAGE }).default([]),
});
export type DisputeRequest = z.output<typeof disputeRequestSchema>;

/** An adjustment with its dispute's evidence: the photos sent with it and the scale photos of the order and its batch. */
export const disputedAdjustmentSchema = adjustmentBodySchema.extend({
  /** the provider's reference of its decision (null until decided) */
  decisionReference: z.string().nullable(),
  evidence: z.array(evidencePhotoSummarySchema),
});
export type DisputedAdjustment = z.infer<typeof disputedAdjustmentSchema>;

export const disputeDecisions = ['accepted', 'rejected'] as const;
export type DisputeDecision = (typeof disputeDecisions)[number];

/**
 * The provider's decision on a dispute: the adjustment named by our id (adjustmentId) or by the provider's reference of
 * the measurement (measurementReference); a repeated decision reference is the same decision (200, duplicate).
 */
export const disputeDecisionReportSchema = z
  .object({
    type: z.literal('dispute_decision'),
    adjustmentId: z.uuid({ error: 'debe ser un identificador UUID' }).optional(),
    measurementReference: safeText({ max: 200 }).optional(),
    decision: z.enum(disputeDecisions, { error: 'debe ser accepted o rejected' }),
    reason: checkText(z.string().min(1).max(1000), { multiline: true }),
    /** the provider's own reference of the decision */
    reference: safeText({ max: 200 }),
    dateTimeISO: z.iso.datetime({ offset: true }),
  })
  .refine((r) => r.adjustmentId !== undefined || r.measurementReference !== undefined, {
    error: 'Indica el ajuste con adjustmentId o measurementReference.',
    path: ['adjustmentId'],
  });
export type DisputeDecisionReportInput = z.input<typeof disputeDecisionReportSchema>;
export type DisputeDecisionReport = z.output<typeof disputeDecisionReportSchema>;

export const decisionOutcomes = ['accepted', 'rejected', 'duplicate'] as const;

export const disputeDecisionResponseSchema = z.object({
  received: z.literal(true),
  type: z.literal('dispute_decision'),
  /** accepted (credited back), rejected (no money moves) or duplicate (the same decision was already received) */
  outcome: z.enum(decisionOutcomes),
  adjustment: adjustmentBodySchema,
});
export type DisputeDecisionResponse = z.infer<typeof disputeDecisionResponseSchema>;
