// Request and response shapes of the provider status intake (POST /api/provider/events) and of the
// sandbox simulator (POST /api/v1/sandbox/orders/:id/advance).
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { checkText, safeText } from '@/lib/platform/text/zod';
import { orderStatuses, providerReportableStatuses } from '@/lib/orders/order-states';
import { providerDataSchema } from '@/lib/webhooks/schemas';
import { codCollectionBodySchema } from '@/lib/cod/schemas';
import { adjustmentBodySchema } from '@/lib/adjustments/schemas';

/**
 * The providerData shape of a provider report (docs/api/tracking.md), as the provider sends it. Every field is a string;
 * the optional ones default to '' so the webhook payload always carries all of them.
 * Unknown extra fields are allowed (kept in the stored raw report, not forwarded in webhooks).
 */
export const providerReportSchema = z.object({
  value: safeText({ max: 100 }),
  location: checkText(z.string().max(500), { multiline: true }).default(''),
  latitud: checkText(z.string().max(50)).default(''),
  longitud: checkText(z.string().max(50)).default(''),
  observations: checkText(z.string().max(2000), { multiline: true }).default(''),
  dateTimeISO: z.iso.datetime({ offset: true }),
  StatusObj: z.object({
    code: safeText({ max: 100 }),
    description: checkText(z.string().max(500), { multiline: true }).default(''),
  }),
});
export type ProviderReportInput = z.input<typeof providerReportSchema>;
export type ProviderReport = z.output<typeof providerReportSchema>;

/** What became of a report that was accepted (200). */
export const intakeOutcomes = [
  // the order moved to the reported state
  'applied',
  // the same report (tracking number, code, dateTimeISO) was already received: nothing changed
  'duplicate',
  // older than the newest report already applied: kept as a tracking event, status untouched
  'stale',
  // a newer scan of the state the order is already in (another hub, say): kept as a tracking event
  'same_status',
] as const;
export type IntakeOutcome = (typeof intakeOutcomes)[number];

export const providerReportResponseSchema = z.object({
  received: z.literal(true),
  orderId: z.uuid(),
  trackingNumber: z.string(),
  /** the order's status after the report */
  status: z.enum(orderStatuses),
  /** true when the report moved the order's status */
  applied: z.boolean(),
  outcome: z.enum(intakeOutcomes),
});
export type ProviderReportResponse = z.infer<typeof providerReportResponseSchema>;

export const sandboxAdvanceRequestSchema = z
  .object({
    /** the state to report; by default the next one along the happy path */
    status: z.enum(providerReportableStatuses).optional(),
    location: checkText(z.string().max(500)).optional(),
    observations: checkText(z.string().max(2000), { multiline: true }).optional(),
  })
  .strict();
export type SandboxAdvanceRequest = z.infer<typeof sandboxAdvanceRequestSchema>;

export const sandboxAdvanceResponseSchema = z.object({
  order_id: z.uuid(),
  previous_status: z.enum(orderStatuses),
  status: z.enum(orderStatuses),
  status_label: z.string(),
  applied: z.boolean(),
  outcome: z.enum(intakeOutcomes),
  /** the report exactly as the simulated provider sent it (the providerData of the webhooks) */
  provider_data: providerDataSchema,
  /** scenario sandbox:weight_adjustment: the adjustment of the measurement reported with the pickup */
  adjustment: adjustmentBodySchema.optional(),
  /** a cash-on-delivery order delivered (collected) or in the scenario sandbox:cod_refused (refused): its collection */
  cod: codCollectionBodySchema.optional(),
});
export type SandboxAdvanceResponse = z.infer<typeof sandboxAdvanceResponseSchema>;
