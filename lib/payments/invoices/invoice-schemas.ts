// The invoices' API shapes (docs/payments.md "Invoices for the merchant"): the list's query (status, from/to, keyset
// paging), an invoice as the API answers it (amounts in pesos), its detail with the top-ups it covers, and the
// cancellation body with the SAT's reasons.
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { dateParam } from '@/lib/orders/schemas';
import { pageLimitParam } from '@/lib/platform/pagination/limit-param';
import { invoiceCancellationReasons, invoiceKinds, invoiceStatuses } from '@/model/payments';

export const listInvoicesQuerySchema = z
  .object({
    status: z.enum(invoiceStatuses, { error: `debe ser ${invoiceStatuses.join(', ')}` }).optional(),
    from: dateParam(false).optional().meta({ description: 'Creadas desde esta fecha, incluida (ISO 8601): 2026-11-01' }),
    to: dateParam(true).optional().meta({ description: 'Creadas hasta esta fecha: 2026-11-30 cubre el día completo' }),
    limit: pageLimitParam(50, 'Facturas por página'),
    cursor: z.string().min(1).max(500).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from.at.getTime() <= q.to.at.getTime(), { path: ['from'], error: 'no puede ser posterior a to' });
export type ListInvoicesQuery = z.output<typeof listInvoicesQuerySchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(invoiceKinds),
  /** first day of the month of a monthly invoice */
  period: z.string().nullable(),
  series: z.string(),
  folio: z.number().int(),
  status: z.enum(invoiceStatuses),
  statusLabel: z.string(),
  receiver: z.object({ rfc: z.string(), legalName: z.string(), taxRegime: z.string(), postalCode: z.string(), cfdiUse: z.string() }),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  /** the Comprobante's Fecha (Mexico City, no zone) */
  issuedAt: z.string(),
  uuid: z.string().nullable(),
  stampedAt: z.iso.datetime().nullable(),
  cancellationReason: z.enum(Object.keys(invoiceCancellationReasons) as ['01', '02', '03', '04']).nullable(),
  substituteUuid: z.string().nullable(),
  cancellationRequestedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** failed: when the PAC refused it for good or its 72 hours passed, and why (its top-ups are invoiced again) */
  failedAt: z.iso.datetime().nullable(),
  failureReason: z.string().nullable(),
  /** a substitute (cancellation reason 01): the invoice it replaces and that invoice's UUID */
  replacesInvoiceId: z.uuid().nullable(),
  relatedUuid: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type InvoiceJson = z.infer<typeof invoiceSchema>;

export const invoiceListResponseSchema = z.object({ data: z.array(invoiceSchema), nextCursor: z.string().nullable() });

export const invoiceDetailSchema = invoiceSchema.extend({
  topups: z.array(z.object({ ledgerEntryId: z.uuid(), amount: z.number(), description: z.string(), createdAt: z.iso.datetime() })),
});

/** Reason 01 without substituteUuid: the invoice (still stamped, its cancellation asked) and the substitute built for it. */
export const substitutionResponseSchema = z.object({ invoice: invoiceDetailSchema, substitute: invoiceDetailSchema });

const REASONS = Object.keys(invoiceCancellationReasons) as ['01', '02', '03', '04'];

export const cancelInvoiceBodySchema = z.strictObject({
  reason: z.enum(REASONS, {
    error: `debe ser un motivo de cancelación del SAT: ${REASONS.map((r) => `${r} (${invoiceCancellationReasons[r]})`).join(', ')}`,
  }),
  substituteUuid: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/, {
      error: 'debe ser el folio fiscal (UUID) de una factura',
    })
    .optional(),
});
export type CancelInvoiceBody = z.infer<typeof cancelInvoiceBodySchema>;
