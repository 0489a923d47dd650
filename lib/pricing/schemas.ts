// Request/response schemas of POST /api/v1/quotes and the package/money primitives shared with POST /orders.
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { shipmentTypes } from '@/db/schema';
import { surchargeCodes } from '@/model/money';

/** Mexican postal code: exactly five digits, sent as a string (leading zeros matter: 06600). */
export const postalCodeSchema = z.string().regex(/^\d{5}$/, { error: 'debe tener exactamente 5 dígitos (por ejemplo, "06600")' });

/**
 * True for a whole number of centavos. Comparing against the value rounded to 2 decimals (rather than within a
 * tolerance) refuses 1e-9, which would otherwise pass as "0.00" and be stored as $0.00.
 */
export const isWholeCentavos = (value: number) => Number.isFinite(value) && Number(value.toFixed(2)) === value;

export type PesosRule = {
  max: number;
  /** default 0 */
  min?: number;
  /** true: the amount must be greater than `min` (a positive amount when min is 0) */
  exclusiveMin?: boolean;
  /** whole-sentence messages for forms that show an error without its field name */
  messages?: { type?: string; range?: string; decimals?: string };
};

/**
 * THE money rule, for every amount in MXN that comes in (API bodies, dashboard forms): a finite number
 * within the range, with at most two decimals (centavos). Documented in OpenAPI as multipleOf 0.01.
 */
export function pesosSchema({ max, min = 0, exclusiveMin = false, messages = {} }: PesosRule) {
  const range = messages.range ?? (exclusiveMin ? `debe ser mayor que ${min} y como máximo ${max}` : `debe estar entre ${min} y ${max}`);
  const number = messages.type ? z.number({ error: messages.type }) : z.number();
  return (exclusiveMin ? number.gt(min, { error: range }) : number.gte(min, { error: range }))
    .lte(max, { error: range })
    .refine(isWholeCentavos, { error: messages.decimals ?? 'debe tener como máximo 2 decimales' })
    .meta({ multipleOf: 0.01 });
}

export const MIN_WEIGHT_KG = 0.1;
export const MAX_WEIGHT_KG = 70;
export const MIN_DIMENSION_CM = 1;
export const MAX_DIMENSION_CM = 300;
export const DEFAULT_DIMENSION_CM = 10;
export const MAX_DECLARED_VALUE = 1_000_000;
export const MAX_COD_AMOUNT = 100_000;

const weightMessage = `debe estar entre ${MIN_WEIGHT_KG} y ${MAX_WEIGHT_KG}`;
/** kg, 0.1 to 70 (docs/api/orders.md, package). */
export const weightSchema = z.number().min(MIN_WEIGHT_KG, { error: weightMessage }).max(MAX_WEIGHT_KG, { error: weightMessage });

const dimensionMessage = `debe estar entre ${MIN_DIMENSION_CM} y ${MAX_DIMENSION_CM}`;
const dimensionSchema = z
  .number()
  .min(MIN_DIMENSION_CM, { error: dimensionMessage })
  .max(MAX_DIMENSION_CM, { error: dimensionMessage })
  .default(DEFAULT_DIMENSION_CM);

/** cm, each 1 to 300, each defaulting to 10 (so a missing `dimensions` is 10 x 10 x 10). */
export const dimensionsSchema = z
  .strictObject({ length: dimensionSchema, width: dimensionSchema, height: dimensionSchema })
  .default({ length: DEFAULT_DIMENSION_CM, width: DEFAULT_DIMENSION_CM, height: DEFAULT_DIMENSION_CM });

/** Declared value in MXN, insured at the tariff's rate. */
export const declaredValueSchema = pesosSchema({ max: MAX_DECLARED_VALUE });
/** Amount to collect on delivery, in MXN. */
export const codAmountSchema = pesosSchema({ max: MAX_COD_AMOUNT, exclusiveMin: true });

export const shipmentTypeSchema = z.enum(shipmentTypes);

/** isCod true requires codAmount; codAmount without isCod is refused (it would never be collected). */
export function checkCodRules(value: { isCod?: boolean; codAmount?: number }, ctx: z.RefinementCtx) {
  if (value.isCod && value.codAmount === undefined) {
    ctx.addIssue({ code: 'custom', path: ['codAmount'], message: 'es obligatorio cuando isCod es true' });
  }
  if (!value.isCod && value.codAmount !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['codAmount'], message: 'solo se permite cuando isCod es true' });
  }
}

export const quoteRequestSchema = z
  .strictObject({
    originPostalCode: postalCodeSchema,
    destinationPostalCode: postalCodeSchema,
    package: z.strictObject({
      weight: weightSchema,
      dimensions: dimensionsSchema,
      declaredValue: declaredValueSchema.optional(),
    }),
    shipmentType: shipmentTypeSchema.optional(),
    isCod: z.boolean().default(false),
    codAmount: codAmountSchema.optional(),
  })
  .superRefine(checkCodRules);
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** Line items in MXN; they add up to totalCost exactly (each is computed in centavos). */
export const quoteBreakdownSchema = z.object({
  base: z.number(),
  extraWeight: z.number(),
  interRegionSurcharge: z.number(),
  codFee: z.number(),
  insurance: z.number(),
});
export type QuoteBreakdown = z.infer<typeof quoteBreakdownSchema>;

/** One surcharge of an option, included in its totalCost beside the breakdown (docs/billing.md). */
export const surchargeSchema = z.object({
  code: z.enum(surchargeCodes).meta({
    description:
      'extended_zone (zona extendida o remota del código postal de destino), oversize (sobredimensión), overweight (sobrepeso sobre el máximo del servicio), fuel (recargo por combustible)',
  }),
  amount: z.number().meta({ description: 'MXN, incluido en totalCost' }),
  description: z.string().meta({ description: 'En español, por ejemplo "Zona extendida (CP 23000)" o "Recargo por combustible 8.5 %"' }),
});
export type SurchargeBody = z.infer<typeof surchargeSchema>;

/** The surcharges of an option and the days its destination is served, beside the specification's fields. */
export const surchargeFieldsSchema = z.object({
  surcharges: z.array(surchargeSchema).meta({
    description: 'Recargos incluidos en totalCost, aparte de breakdown: totalCost es la suma de breakdown y de surcharges.',
  }),
  deliveryDays: z.array(z.string()).nullable().meta({
    description: 'Días de la semana en que se reparte en el código postal de destino ("lunes", "miércoles"...); null: todos los días',
  }),
  warning: z
    .string()
    .nullable()
    .meta({ description: 'Aviso en español cuando el destino recibe entregas solo algunos días; null si no hay aviso' }),
});

export const quoteOptionSchema = z.object({
  shipmentType: shipmentTypeSchema,
  totalCost: z.number(),
  estimatedDeliveryAt: z.iso.datetime(),
  breakdown: quoteBreakdownSchema,
  ...surchargeFieldsSchema.shape,
});

/** One option of rate shopping: a carrier's service at our price (docs/carriers.md, "Rate shopping"). */
export const shippingOptionSchema = z.object({
  carrier: z.string().meta({ description: 'Paquetería: sandbox, dhl_express, fedex. Se envía en POST /orders como carrier.' }),
  carrierName: z.string(),
  service: z.string().meta({ description: 'Código del servicio de la paquetería. Se envía en POST /orders como service.' }),
  serviceName: z.string(),
  shipmentType: shipmentTypeSchema,
  totalCost: z.number(),
  estimatedDeliveryAt: z.iso.datetime(),
  transitDays: z.number().int().nullable(),
  breakdown: quoteBreakdownSchema.extend({
    carrierSurcharges: z
      .number()
      .meta({ description: 'Cargos adicionales de la paquetería (combustible, zona extendida), con nuestro margen' }),
  }),
  ...surchargeFieldsSchema.shape,
  cheapest: z.boolean(),
  fastest: z.boolean(),
});
export type ShippingOptionBody = z.infer<typeof shippingOptionSchema>;

export const unavailableCarrierSchema = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  reason: z.string(),
});

export const quoteResponseSchema = z.object({
  currency: z.literal('MXN'),
  /** whole kg, at least 1 */
  chargeableWeight: z.number().int(),
  /** kg, (length x width x height) / 5000, rounded to 2 decimals for display */
  volumetricWeight: z.number(),
  quotes: z.array(quoteOptionSchema),
  options: z.array(shippingOptionSchema).meta({
    description:
      'Opciones de todas las paqueterías habilitadas, de la más barata a la más cara; cheapest y fastest marcan la más barata y la más rápida.',
  }),
  unavailableCarriers: z.array(unavailableCarrierSchema).meta({
    description: 'Paqueterías que no respondieron a tiempo o no cotizaron este envío, con el motivo; la cotización no falla por ellas.',
  }),
  codFeeDeducted: z.boolean().meta({
    description:
      'true cuando la organización eligió que la comisión de contra entrega se descuente del cobro (modo deduct, docs/cod.md): breakdown.codFee la muestra, pero totalCost no la incluye y no se cobra al comprar la guía.',
  }),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
