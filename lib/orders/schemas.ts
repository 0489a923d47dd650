// Request and response schemas of the orders endpoints (docs/api/orders.md): requests in camelCase,
// order reads in snake_case. Used for parsing, for the TypeScript types and for the OpenAPI document.
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { orderStatuses } from './order-states';
import { carrierModule, carrierModules } from '@/lib/providers/registry';
import { orderNotificationSchema } from '@/lib/notifications/schemas';
import { canonicalStateName } from './mexican-states';
import { safeText } from '@/lib/platform/text/zod';
import { pageLimitParam } from '@/lib/platform/pagination/limit-param';
import { adjustmentBodySchema } from '@/lib/adjustments/schemas';
import { codDiscrepancyStatuses, codStatuses } from '@/model/cod';
import {
  checkCodRules,
  codAmountSchema,
  declaredValueSchema,
  dimensionsSchema,
  pesosSchema,
  postalCodeSchema,
  shipmentTypeSchema,
  surchargeFieldsSchema,
  weightSchema,
} from '@/lib/pricing/schemas';

/** Free text: trimmed, 1..max characters, the text rule of lib/platform/text (line breaks only where `multiline`). */
export const textSchema = (max: number, rule: { multiline?: boolean } = {}) => safeText({ max, ...rule });

/**
 * The longest value of each address part (and of the recipient's name and phone, printed with it): what the 4x6
 * label prints whole, every part at its longest in capitals at once, in the smallest type it uses (PDF and ZPL:
 * docs/labels.md). A longer value is refused here, naming the field, rather than printed cut.
 */
export const ADDRESS_LIMITS = {
  contactName: 80,
  phone: 25,
  street: 200,
  exteriorNumber: 20,
  interiorNumber: 20,
  neighborhood: 80,
  city: 60,
  deliveryInstructions: 200,
} as const;

/** An address part: free text of at most `max` characters, with a refusal that says why. */
const labelText = (max: number, rule: { multiline?: boolean } = {}) =>
  safeText({ max, ...rule, messages: { max: `debe tener como máximo ${max} caracteres (lo que cabe completo en la guía)` } });

/** Digits with optional +, spaces, dashes, dots and parentheses; 10 to 15 digits (a Mexican number has 10). */
export const phoneSchema = z
  .string()
  .trim()
  .max(ADDRESS_LIMITS.phone, { error: `debe tener como máximo ${ADDRESS_LIMITS.phone} caracteres (lo que cabe completo en la guía)` })
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 10 && (v.match(/\d/g)?.length ?? 0) <= 15, {
    error: 'debe ser un teléfono válido (10 a 15 dígitos; se permiten +, espacios, guiones y paréntesis)',
  });

/** One of the 32 states, accents and case ignored, stored under its canonical name. */
export const stateSchema = z.string().transform((value, ctx) => {
  const canonical = canonicalStateName(value);
  if (!canonical) {
    ctx.addIssue({
      code: 'custom',
      message: 'debe ser el nombre completo de uno de los 32 estados de México (por ejemplo, "Jalisco" o "Ciudad de México")',
    });
    return z.NEVER;
  }
  return canonical;
});

const addressFields = {
  contactName: labelText(ADDRESS_LIMITS.contactName),
  contactPhone: phoneSchema,
  email: z.email().max(254).optional(),
  street: labelText(ADDRESS_LIMITS.street),
  exteriorNumber: labelText(ADDRESS_LIMITS.exteriorNumber),
  interiorNumber: labelText(ADDRESS_LIMITS.interiorNumber).optional(),
  neighborhood: labelText(ADDRESS_LIMITS.neighborhood),
  city: labelText(ADDRESS_LIMITS.city),
  state: stateSchema,
  postalCode: postalCodeSchema,
};

export const addressSchema = z.strictObject(addressFields);
export const deliveryAddressSchema = z.strictObject({
  ...addressFields,
  deliveryInstructions: labelText(ADDRESS_LIMITS.deliveryInstructions, { multiline: true }).optional(),
});

export const packageSchema = z.strictObject({
  weight: weightSchema,
  dimensions: dimensionsSchema,
  contentDescription: textSchema(300, { multiline: true }).optional(),
  declaredValue: declaredValueSchema.optional(),
});

/** A carrier's name as the registry knows it (lib/providers/registry.ts). */
const carrierNameSchema = z.string().refine((name) => carrierModule(name) !== undefined, {
  error: (issue) =>
    `no es una paquetería conocida (${carrierModules()
      .map((m) => m.name)
      .join(', ')}): ${String(issue.input).slice(0, 40)}`,
});

/** `carrier` (with or without `service`) or `preference`, never both; `service` only with `carrier`. */
function checkCarrierChoice(value: { carrier?: string; service?: string; preference?: string }, ctx: z.RefinementCtx) {
  if (value.service !== undefined && value.carrier === undefined) {
    ctx.addIssue({ code: 'custom', path: ['service'], message: 'solo se permite junto con carrier' });
  }
  if (value.preference !== undefined && value.carrier !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['preference'],
      message: 'no se permite junto con carrier: elige una opción con carrier y service, o una preferencia',
    });
  }
  if (value.preference !== undefined && !['cheapest', 'fastest'].includes(value.preference) && !carrierModule(value.preference)) {
    ctx.addIssue({
      code: 'custom',
      path: ['preference'],
      message: `debe ser cheapest, fastest o una paquetería (${carrierModules()
        .map((m) => m.name)
        .join(', ')})`,
    });
  }
}

/** Body of POST /orders. */
export const createOrderSchema = z
  .strictObject({
    pickupAddress: addressSchema,
    deliveryAddress: deliveryAddressSchema,
    package: packageSchema,
    receiverName: labelText(ADDRESS_LIMITS.contactName).optional(),
    receiverPhone: phoneSchema.optional(),
    internalReference: textSchema(100).optional(),
    shipmentType: shipmentTypeSchema.default('standard'),
    isCod: z.boolean().default(false),
    codAmount: codAmountSchema.optional(),
    carrier: carrierNameSchema.optional().meta({
      description: 'Paquetería de una opción de POST /quotes (sandbox, dhl_express, fedex). Sin service, su servicio más barato.',
    }),
    service: z
      .string()
      .min(1)
      .max(60)
      .optional()
      .meta({ description: 'Servicio de la paquetería (options[].service de POST /quotes); requiere carrier.' }),
    preference: z.string().optional().meta({
      description: 'En lugar de carrier: cheapest (la opción más barata), fastest (la más rápida) o el nombre de una paquetería.',
    }),
    maxTotal: pesosSchema({ max: 1_000_000, exclusiveMin: true }).optional().meta({
      description:
        'Tope del costo total en pesos (el totalCost que mostró POST /quotes): si al comprar la opción cuesta más, se responde 409 price_changed con ambos montos, sin pedir guía ni cobrar.',
    }),
  })
  .superRefine(checkCodRules)
  .superRefine(checkCarrierChoice);
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** 201 of POST /orders. */
export const createOrderResponseSchema = z.object({
  orderId: z.uuid(),
  guideNumber: z.string(),
  trackingNumber: z.string(),
  /** the public tracking page (PUBLIC_URL + /rastreo/<trackingNumber>), for the recipient */
  trackingUrl: z.url().meta({
    description: 'Página pública de rastreo del envío, para compartir con el destinatario (PUBLIC_URL + /rastreo/<trackingNumber>)',
  }),
  // beside the specification's fields: the surcharges the order was charged (docs/billing.md)
  ...surchargeFieldsSchema.shape,
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderStatusSchema = z.enum(orderStatuses);

/** Element of GET /orders `data`. Optional texts the client never sent are null. */
export const orderSummarySchema = z.object({
  id: z.uuid(),
  internal_reference: z.string().nullable(),
  receiver_name: z.string().nullable(),
  status: orderStatusSchema,
  provider_tracking_number: z.string().nullable(),
  created_at: z.iso.datetime(),
  status_updated_at: z.iso.datetime(),
  is_cod: z.boolean(),
  total_cost: z.number(),
  cod_status: z.enum(codStatuses).nullable().meta({
    description:
      'Estado del cobro contra entrega (docs/cod.md): null si el pedido no es contra entrega; pending mientras no se reporta el cobro',
  }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListResponseSchema = z.object({
  data: z.array(orderSummarySchema),
  /** pass as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const trackingEventSchema = z.object({
  status: orderStatusSchema,
  description: z.string(),
  occurred_at: z.iso.datetime(),
  location: z.string(),
});

/** Addresses in order reads use snake_case like the rest of the order. */
export const addressResponseSchema = z.object({
  contact_name: z.string(),
  contact_phone: z.string(),
  email: z.string().nullable(),
  street: z.string(),
  exterior_number: z.string(),
  interior_number: z.string().nullable(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
});
export const deliveryAddressResponseSchema = addressResponseSchema.extend({ delivery_instructions: z.string().nullable() });

/** GET /orders/:id: every field of the order detail, then a few extensions (all documented in docs/api/orders.md). */
/** The detail's `cod`: the order's COD collection (docs/cod.md), pesos and ISO times; nulls for what has not happened. */
export const orderCodSchema = z.object({
  status: z.enum(codStatuses),
  expected_amount: z.number(),
  collected_amount: z.number().nullable(),
  collected_at: z.iso.datetime().nullable(),
  courier_reference: z.string().nullable(),
  discrepancy: z
    .number()
    .nullable()
    .meta({ description: 'Cobrado − esperado cuando difieren (pesos); null si se cobró exactamente cod_amount' }),
  discrepancy_status: z.enum(codDiscrepancyStatuses).nullable(),
  refused_at: z.iso.datetime().nullable(),
  refused_reason: z.string().nullable(),
  lost_at: z.iso.datetime().nullable(),
  remitted_at: z.iso.datetime().nullable(),
  paid_out_at: z.iso.datetime().nullable(),
  paid_out_amount: z.number().nullable(),
  fee_deducted: z.number().meta({ description: 'Comisión contra entrega descontada del cobro al pagarlo (modo deduct), pesos' }),
});

export const orderDetailSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  internal_reference: z.string().nullable(),
  provider: z.string(),
  provider_tracking_number: z.string().nullable(),
  status: orderStatusSchema,
  shipment_type: shipmentTypeSchema,
  receiver_name: z.string().nullable(),
  receiver_phone: z.string().nullable(),
  pickup_address: addressResponseSchema,
  delivery_address: deliveryAddressResponseSchema,
  package_weight: z.number(),
  package_dimensions: z.object({ length: z.number(), width: z.number(), height: z.number() }),
  total_cost: z.number(),
  estimated_delivery_at: z.iso.datetime().nullable(),
  tracking_events: z.array(trackingEventSchema),
  created_at: z.iso.datetime(),
  status_updated_at: z.iso.datetime(),
  // extensions
  guide_number: z.string().nullable(),
  is_cod: z.boolean(),
  cod_amount: z.number().nullable(),
  declared_value: z.number().nullable(),
  content_description: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.iso.datetime().nullable(),
  carrier_service: z.string().nullable().meta({ description: 'Servicio de la paquetería con que se compró la guía (null con sandbox)' }),
  has_carrier_label: z.boolean().meta({
    description: 'true cuando la paquetería emitió su propia guía: se descarga con GET /orders/{id}/carrier-label',
  }),
  tracking_url: z.url().nullable().meta({
    description: 'Página pública de rastreo del envío (PUBLIC_URL + /rastreo/<provider_tracking_number>); null sin número de rastreo',
  }),
  notifications: z
    .array(orderNotificationSchema)
    .meta({ description: 'Avisos enviados al destinatario (correo, SMS o WhatsApp), del más antiguo al más reciente' }),
  // beside the specification's fields: the weight adjustments of the order (docs/billing.md)
  adjustments: z.array(adjustmentBodySchema).meta({
    description:
      'Ajustes de peso del pedido (mediciones del proveedor), del más antiguo al más reciente; el mismo cuerpo que GET /adjustments/{id}',
  }),
  cod_status: z.enum(codStatuses).nullable().meta({
    description:
      'Estado del cobro contra entrega: pending (por cobrar), collected (cobrado), remitted (el proveedor lo remitió), paid_out (pagado al comercio), refused (el destinatario no pagó) o lost (cobrado y no remitido a tiempo); null si el pedido no es contra entrega',
  }),
  cod: orderCodSchema
    .nullable()
    .meta({ description: 'El cobro contra entrega con sus montos (pesos) y fechas; null si el pedido no es contra entrega' }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Body of POST /orders/:id/cancel. */
export const cancelOrderSchema = z.strictObject({ reason: textSchema(500, { multiline: true }) });
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

export const cancelOrderResponseSchema = z.object({ message: z.string() });

/** Body of PATCH /orders/:id: at least one field; null clears an optional field. */
export const updateOrderSchema = z
  .strictObject({
    receiverName: labelText(ADDRESS_LIMITS.contactName).nullable().optional(),
    receiverPhone: phoneSchema.nullable().optional(),
    internalReference: textSchema(100).nullable().optional(),
    deliveryAddress: z
      .strictObject({ deliveryInstructions: labelText(ADDRESS_LIMITS.deliveryInstructions, { multiline: true }).nullable().optional() })
      .optional(),
  })
  .refine(
    (v) =>
      v.receiverName !== undefined ||
      v.receiverPhone !== undefined ||
      v.internalReference !== undefined ||
      v.deliveryAddress?.deliveryInstructions !== undefined,
    { error: 'debe incluir al menos uno de: receiverName, receiverPhone, internalReference, deliveryAddress.deliveryInstructions' },
  );
export type UpdateOrderInput = z.infer<typeof updateOrderSchema>;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:\d{2})?$/i;

/**
 * An ISO 8601 date (YYYY-MM-DD, a UTC calendar day) or date-time (offset optional, UTC when absent).
 * `end` makes a date-only value cover its whole day (the next midnight, exclusive).
 */
function parseIsoBoundary(value: string, end: boolean): { at: Date; exclusive: boolean } | null {
  const dateOnly = DATE_ONLY.exec(value);
  const match = dateOnly ?? DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (dateOnly) {
    return end ? { at: new Date(calendar.getTime() + 86_400_000), exclusive: true } : { at: calendar, exclusive: false };
  }
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}${match[7] ? `.${match[7]}` : ''}${match[8] ? match[8].toUpperCase() : 'Z'}`;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return { at, exclusive: false };
}

export const dateParam = (end: boolean) =>
  z.string().transform((value, ctx) => {
    const parsed = parseIsoBoundary(value.trim(), end);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'debe ser una fecha ISO 8601 válida (por ejemplo, 2026-11-01 o 2026-11-01T00:00:00Z)' });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * The search box (`q`): trimmed, inner spaces collapsed, 3 to 100 characters without control characters. Matches
 * the order id, reference, guide and tracking numbers, recipient name, phone, email and destination postal code
 * (lib/orders/search-orders.ts).
 */
export const searchQueryParam = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .refine((value) => value.length >= 3, { error: 'debe tener al menos 3 caracteres' })
  .refine((value) => value.length <= 100, { error: 'debe tener como máximo 100 caracteres' })
  // eslint-disable-next-line no-control-regex
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: 'no puede contener caracteres de control' })
  .meta({
    description:
      'Busca por id del pedido, referencia, número de guía, número de rastreo, nombre, teléfono o correo del destinatario y código postal de destino: cada palabra encuentra el principio de una palabra del pedido, y un teléfono también por sus últimos dígitos (al menos 3 caracteres; sin distinguir mayúsculas ni acentos)',
  });

/** `dateFrom` after `dateTo` is refused, naming dateFrom (GET /orders and its CSV export, GET /orders/export). */
export function withDatesInOrder<S extends z.ZodType<{ dateFrom?: { at: Date }; dateTo?: { at: Date } }>>(schema: S): S {
  return schema.refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom.at.getTime() <= q.dateTo.at.getTime(), {
    path: ['dateFrom'],
    error: 'no puede ser posterior a dateTo',
  });
}

/** Query of GET /orders (strings as they come in the URL). Unknown parameters are ignored. */
export const listOrdersQuerySchema = withDatesInOrder(
  z.object({
    status: orderStatusSchema.optional(),
    dateFrom: dateParam(false).optional().meta({
      description: 'Desde esta fecha, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00Z; sin desfase horario se toma como UTC',
    }),
    dateTo: dateParam(true)
      .optional()
      .meta({ description: 'Hasta esta fecha (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido' }),
    limit: pageLimitParam(50, 'Pedidos por página'), // DEFAULT_PAGE_SIZE of lib/orders/list-orders.ts
    cursor: z.string().min(1).max(500).optional(),
    q: searchQueryParam.optional(),
    service: shipmentTypeSchema
      .optional()
      .meta({ description: 'Solo pedidos de este servicio: standard (Estándar), express o same_day (Mismo día)' }),
  }),
);
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;
