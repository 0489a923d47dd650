// The measurement report of the provider intake (POST /api/provider/events with "type": "measurement"), its
// answer, and the API body of an adjustment (GET /api/v1/adjustments, the order detail, the order.adjusted webhook).
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { safeText } from '@/lib/platform/text/zod';
import { adjustmentStatuses } from '@/model/money';

/** The largest figures a measurement may carry; anything above is a scale's error, not a parcel. */
export const MAX_MEASURED_WEIGHT_KG = 1000;
export const MAX_MEASURED_SIDE_CM = 500;

const positive = (max: number, unit: string) =>
  z
    .number({ error: 'debe ser un número' })
    .refine((v) => Number.isFinite(v), { error: 'debe ser un número finito' })
    .refine((v) => v > 0, { error: 'debe ser mayor que 0' })
    .refine((v) => v <= max, { error: `no puede ser mayor que ${max.toLocaleString('es-MX')} ${unit}` });

export const measuredFiguresSchema = z.object({
  weightKg: positive(MAX_MEASURED_WEIGHT_KG, 'kg'),
  dimensionsCm: z.strictObject({
    length: positive(MAX_MEASURED_SIDE_CM, 'cm'),
    width: positive(MAX_MEASURED_SIDE_CM, 'cm'),
    height: positive(MAX_MEASURED_SIDE_CM, 'cm'),
  }),
});
export type MeasuredFigures = z.infer<typeof measuredFiguresSchema>;

/** https only: the photo is kept as a link and shown to the merchant, never fetched by us. */
export const photoUrlSchema = z
  .string()
  .max(2000, { error: 'debe tener como máximo 2000 caracteres' })
  .refine(
    (v) => {
      try {
        return new URL(v).protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: 'debe ser una dirección https://' },
  );

export const measurementReportSchema = measuredFiguresSchema.extend({
  type: z.literal('measurement'),
  /** the guide's tracking number, as in a status report */
  value: safeText({ max: 100 }),
  /** the provider's own reference of this measurement: a repeated reference is the same measurement */
  reference: safeText({ max: 200 }),
  photoUrl: photoUrlSchema.nullish(),
  dateTimeISO: z.iso.datetime({ offset: true }),
});
export type MeasurementReportInput = z.input<typeof measurementReportSchema>;
export type MeasurementReport = z.output<typeof measurementReportSchema>;

/** Figures in the API: kg and cm. */
export const parcelFiguresBodySchema = z.object({
  weightKg: z.number(),
  dimensionsCm: z.object({ length: z.number(), width: z.number(), height: z.number() }),
});

export const adjustmentBodySchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  internalReference: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  provider: z.string(),
  providerReference: z.string(),
  status: z.enum(adjustmentStatuses),
  /** what the merchant declared (or the previous measurement), and what the provider measured */
  declared: parcelFiguresBodySchema,
  measured: parcelFiguresBodySchema,
  declaredChargeableWeightKg: z.number(),
  measuredChargeableWeightKg: z.number(),
  /** pesos: what the order cost before this measurement and after it */
  previousTotal: z.number(),
  newTotal: z.number(),
  /** pesos, signed: positive was charged to the balance, negative credited, 0 changed nothing */
  amount: z.number(),
  /** the repriced breakdown of the measured figures, pesos */
  pricing: z.record(z.string(), z.unknown()),
  photoUrl: z.string().nullable(),
  measuredAt: z.iso.datetime(),
  /** until when a charge may be disputed; null when nothing was charged */
  disputeDeadlineAt: z.iso.datetime().nullable(),
  disputedAt: z.iso.datetime().nullable(),
  disputeComment: z.string().nullable(),
  disputeDeclared: parcelFiguresBodySchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;

export const measurementOutcomes = ['charged', 'credited', 'unchanged', 'duplicate'] as const;
export type MeasurementOutcome = (typeof measurementOutcomes)[number];

export const measurementReportResponseSchema = z.object({
  received: z.literal(true),
  type: z.literal('measurement'),
  orderId: z.uuid(),
  trackingNumber: z.string(),
  /** charged (heavier), credited (lighter), unchanged (same chargeable weight) or duplicate (reference already received) */
  outcome: z.enum(measurementOutcomes),
  adjustment: adjustmentBodySchema,
});
export type MeasurementReportResponse = z.infer<typeof measurementReportResponseSchema>;
