// Request shapes of GET /orders/:id/label and the label model every renderer (PDF, ZPL) draws from.
import { z } from 'zod';
import { shipmentTypes } from '@/db/schema';

export const labelTypes = ['shipping', 'return'] as const;
export type LabelType = (typeof labelTypes)[number];

export const labelFormats = ['pdf', 'zpl'] as const;
export type LabelFormat = (typeof labelFormats)[number];

/** Query string of GET /orders/:id/label. Unknown parameters are ignored; unknown values are a 400. */
export const labelQuerySchema = z.object({
  type: z
    .enum(labelTypes)
    .default('shipping')
    .describe('shipping: la guía de envío; return: la guía de devolución (404 si el pedido no tiene)'),
  format: z.enum(labelFormats).default('pdf').describe('pdf: PDF de 4x6 in; zpl: ZPL II para impresoras térmicas de 203 dpi'),
});
export type LabelQuery = z.infer<typeof labelQuerySchema>;

/** The 200 response is a file, not JSON; these describe it for the OpenAPI document. */
export const labelResponseContentTypes = {
  pdf: 'application/pdf',
  zpl: 'x-application/zpl',
} as const satisfies Record<LabelFormat, string>;

/** One side of the shipment as printed: every part whole, limited to printable characters. */
export const labelPartySchema = z.object({
  name: z.string(),
  phone: z.string(),
  /** exterior and interior number, printed first ("No. 192 Int. Depto 101": lib/orders/address-line.ts) */
  numbers: z.string(),
  street: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  instructions: z.string().nullable(),
});
export type LabelParty = z.infer<typeof labelPartySchema>;

/** Whose brand the label carries: the service's, or the organization's (white-label). */
export const labelBrandingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('service'), brandName: z.string() }),
  z.object({
    kind: z.literal('organization'),
    brandName: z.string(),
    /** the stored, re-encoded PNG; null when the organization has not uploaded one */
    logoPng: z.instanceof(Buffer).nullable(),
  }),
]);
export type LabelBranding = z.infer<typeof labelBrandingSchema>;

export const labelModelSchema = z.object({
  /** sample: a dashboard preview, marked as such and not usable for shipping */
  kind: z.enum(['shipping', 'return', 'sample']),
  guideNumber: z.string(),
  trackingNumber: z.string(),
  /** the public tracking page of trackingNumber, printed as a QR code; absent: no QR code */
  trackingUrl: z.string().nullable().optional(),
  shipmentType: z.enum(shipmentTypes),
  sender: labelPartySchema,
  recipient: labelPartySchema,
  weightKg: z.number(),
  dimensionsCm: z.object({ length: z.number(), width: z.number(), height: z.number() }),
  /** amount the courier collects on delivery, in centavos; null when not COD */
  codAmountCentavos: z.number().int().nullable(),
  internalReference: z.string().nullable(),
  contentDescription: z.string().nullable(),
  createdAt: z.date(),
  cancelled: z.boolean(),
  branding: labelBrandingSchema,
});
export type LabelModel = z.infer<typeof labelModelSchema>;
