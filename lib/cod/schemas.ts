// The provider's COD collection report (POST /api/provider/events with "type": "cod_collection", docs/cod.md), its
// answer, and the COD body of the report's answer and of the order.cod_collected / order.cod_refused webhooks.
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { pesosSchema } from '@/lib/pricing/schemas';
import { safeText } from '@/lib/platform/text/zod';
import { codDiscrepancyStatuses, codStatuses } from '@/model/cod';

export const codReportOutcomes = ['collected', 'refused'] as const;
export type CodReportOutcome = (typeof codReportOutcomes)[number];

/** The largest amount one collection may carry, pesos (a courier's cash, not a bank transfer). */
export const MAX_COLLECTED_AMOUNT = 1_000_000;

export const codCollectionReportSchema = z
  .object({
    type: z.literal('cod_collection'),
    /** the guide's tracking number: the order is found by it */
    trackingNumber: safeText({ max: 100 }),
    outcome: z.enum(codReportOutcomes, { error: 'debe ser collected o refused' }),
    /** pesos the courier collected; required when outcome is collected */
    amount: pesosSchema({ max: MAX_COLLECTED_AMOUNT }).optional(),
    dateTimeISO: z.iso.datetime({ offset: true }),
    /** the courier's reference of the collection (or of the refused attempt); the same report again is a duplicate */
    courierReference: safeText({ max: 200 }).optional(),
    /** why the recipient did not pay (refused) */
    reason: safeText({ max: 500 }).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.outcome !== 'collected') return;
    if (r.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'es obligatorio cuando outcome es collected' });
    if (r.courierReference === undefined) {
      ctx.addIssue({ code: 'custom', path: ['courierReference'], message: 'es obligatorio cuando outcome es collected' });
    }
  });
export type CodCollectionReportInput = z.input<typeof codCollectionReportSchema>;
export type CodCollectionReport = z.output<typeof codCollectionReportSchema>;

/** One order's COD collection in the API (pesos, ISO times): the report's answer and the webhooks' data.cod. */
export const codCollectionBodySchema = z.object({
  orderId: z.uuid(),
  status: z.enum(codStatuses),
  /** the order's codAmount */
  expectedAmount: z.number(),
  collectedAmount: z.number().nullable(),
  collectedAt: z.iso.datetime().nullable(),
  courierReference: z.string().nullable(),
  /** collected - expected when they differ (pesos, signed); null when the courier collected exactly codAmount */
  discrepancy: z.number().nullable(),
  discrepancyStatus: z.enum(codDiscrepancyStatuses).nullable(),
  refusedAt: z.iso.datetime().nullable(),
  refusedReason: z.string().nullable(),
  lostAt: z.iso.datetime().nullable(),
  remittedAt: z.iso.datetime().nullable(),
  paidOutAt: z.iso.datetime().nullable(),
  paidOutAmount: z.number().nullable(),
  /** the COD fee of fee mode deduct: taken from the collection at payout, or debited (cod_fee) when refused; pesos */
  feeDeducted: z.number(),
});
export type CodCollectionBody = z.infer<typeof codCollectionBodySchema>;

export const codReportResultOutcomes = ['collected', 'refused', 'duplicate'] as const;

export const codCollectionResponseSchema = z.object({
  received: z.literal(true),
  type: z.literal('cod_collection'),
  orderId: z.uuid(),
  trackingNumber: z.string(),
  /** collected or refused (recorded now), or duplicate (the same report was already received: nothing changed) */
  outcome: z.enum(codReportResultOutcomes),
  cod: codCollectionBodySchema,
});
export type CodCollectionResponse = z.infer<typeof codCollectionResponseSchema>;
