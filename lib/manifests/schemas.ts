// Request and response schemas of the daily close (POST/GET /api/v1/manifests, docs/guias/lotes.md).
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { pickupStatuses } from '@/db/schema';
import { textSchema } from '@/lib/orders/schemas';
import { pageLimitParam } from '@/lib/platform/pagination/limit-param';
import { postalCodeSchema } from '@/lib/pricing/schemas';
import { daysBetween, isCalendarDate, mexicoCityDay } from '@/lib/platform/time/mexico-city';

/** A day "YYYY-MM-DD" (Mexico City) within `range` days of today: [min, max] offsets. */
export const mexicoDaySchema = (range: { min: number; max: number }, tooEarly: string, tooLate: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDate, { error: 'debe ser una fecha AAAA-MM-DD válida (por ejemplo, 2026-11-24)' })
    .refine((d) => !isCalendarDate(d) || daysBetween(mexicoCityDay(), d) >= range.min, { error: tooEarly })
    .refine((d) => !isCalendarDate(d) || daysBetween(mexicoCityDay(), d) <= range.max, { error: tooLate });

/** Which origin to close: the postal code, and the street and exterior number when several share it. */
export const originMatchSchema = z.strictObject({
  postalCode: postalCodeSchema,
  street: textSchema(200).optional(),
  exteriorNumber: textSchema(20).optional(),
});
export type OriginMatch = z.infer<typeof originMatchSchema>;

export const createManifestSchema = z.strictObject({
  pickupAddress: originMatchSchema.optional().meta({
    description:
      'La dirección de recolección a cerrar (código postal y, si hace falta, calle y número exterior). Obligatoria si hay pedidos de varias direcciones.',
  }),
  date: mexicoDaySchema(
    { min: -30, max: 0 },
    'no puede ser de hace más de 30 días',
    'no puede ser posterior a hoy (hora de la Ciudad de México)',
  )
    .optional()
    .meta({
      description:
        'Día del cierre (AAAA-MM-DD, hora de la Ciudad de México; hoy por omisión). Incluye los pedidos creados hasta el final de ese día.',
    }),
});
export type CreateManifestInput = z.infer<typeof createManifestSchema>;

const addressSchema = z.object({
  contactName: z.string(),
  contactPhone: z.string(),
  street: z.string(),
  exteriorNumber: z.string(),
  interiorNumber: z.string().optional(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

export const manifestOrderSchema = z.object({
  orderId: z.uuid(),
  guideNumber: z.string().nullable(),
  internalReference: z.string().nullable(),
  destinationCity: z.string(),
  destinationState: z.string(),
  weight: z.number().meta({ description: 'kg' }),
});

/** The manifest's pickup, if one was requested for it (POST /pickups with manifestId); GET /pickups/{id} has the rest. */
export const manifestPickupSchema = z.object({
  id: z.uuid(),
  status: z.enum(pickupStatuses).meta({ description: 'scheduled (confirmada por el proveedor) o completed (paquetes recolectados)' }),
  date: z.string().meta({ description: 'Día de la recolección (AAAA-MM-DD, Ciudad de México)' }),
  timeWindow: z.object({ start: z.string(), end: z.string() }),
  confirmationNumber: z.string(),
});
export type ManifestPickup = z.infer<typeof manifestPickupSchema>;

export const manifestSummarySchema = z.object({
  id: z.uuid(),
  date: z.string().meta({ description: 'Día del cierre (AAAA-MM-DD, Ciudad de México)' }),
  pickupAddress: addressSchema,
  orderCount: z.number().int(),
  totalWeight: z.number().meta({ description: 'kg' }),
  createdAt: z.string(),
  pdfUrl: z.url().meta({ description: 'El manifiesto en PDF (GET con Accept: application/pdf y la misma clave de API)' }),
  pickup: manifestPickupSchema.nullable().meta({
    description: 'La recolección solicitada para este manifiesto, o null si aún no tiene (solicítala con POST /pickups y manifestId)',
  }),
});
export type ManifestSummary = z.infer<typeof manifestSummarySchema>;

export const manifestSchema = manifestSummarySchema.extend({ orders: z.array(manifestOrderSchema) });
export type ManifestDetail = z.infer<typeof manifestSchema>;

export const manifestListSchema = z.object({ data: z.array(manifestSummarySchema), nextCursor: z.string().nullable() });
export type ManifestList = z.infer<typeof manifestListSchema>;

export const listManifestsQuerySchema = z.object({
  limit: pageLimitParam(20, 'Manifiestos por página'),
  cursor: z.string().min(1).max(500).optional(),
});
