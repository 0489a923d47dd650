// Request and response schemas of /api/v1/batches (docs/batches.md). Money in MXN (pesos, 2 decimals) like
// the rest of the API; counts are rows. The domain functions return these shapes, so the API, the dashboard
// (bulkui) and the tests read the same fields.
import { z } from 'zod';
import { batchRowStates, batchSources, batchStatuses, type BatchRowState } from '@/db/schema';
import { createOrderSchema } from '@/lib/orders/schemas';
import { carrierModule, carrierModules } from '@/lib/providers/registry';
import { pageLimitParam } from '@/lib/platform/pagination/limit-param';
import { MAX_BATCH_ROWS } from './limits';

/** The JSON form of POST /batches (documented; the rows are validated one by one, lib/batches/validate-rows.ts). */
export const createBatchJsonSchema = z.strictObject({
  orders: z
    .array(createOrderSchema)
    .min(1)
    .max(MAX_BATCH_ROWS)
    .meta({ description: `De 1 a ${MAX_BATCH_ROWS} pedidos, cada uno como el cuerpo de POST /orders` }),
});

/** The preferences that rank the options of every carrier (the others name one carrier). */
export const RANKED_PREFERENCES = ['cheapest', 'fastest'] as const;

/** Body of POST /batches/{id}/purchase; an empty body buys every row as its file says (its shipmentType, the sandbox). */
export const purchaseBatchSchema = z.strictObject({
  preference: z
    .string()
    .refine((value) => (RANKED_PREFERENCES as readonly string[]).includes(value) || carrierModule(value) !== undefined, {
      error: () =>
        `debe ser cheapest, fastest o una paquetería (${carrierModules()
          .map((m) => m.name)
          .join(', ')})`,
    })
    .optional()
    .meta({
      description:
        'Para todas las filas: cheapest (la opción más barata de cada fila), fastest (la más rápida) o el nombre de una paquetería (su servicio más barato), ' +
        'como preference de POST /orders, en lugar del carrier o service de cada fila. Sin preference, cada fila se compra como la indica el archivo (su shipmentType).',
    }),
});
export type PurchaseBatchInput = z.infer<typeof purchaseBatchSchema>;

export const batchRowErrorSchema = z.object({
  row: z.number().int().meta({ description: 'Número de pedido en el archivo: 1 es la primera fila de datos (o orders[0])' }),
  field: z.string().meta({ description: 'La columna del CSV (p. ej. peso_kg) o el campo del JSON (p. ej. package.weight)' }),
  message: z.string(),
});
export type BatchRowErrorItem = z.infer<typeof batchRowErrorSchema>;

const warningsMeta = {
  description:
    'Avisos que no impiden comprar la fila: una referencia ya comprada en los últimos 7 días (posible envío repetido), ' +
    'un código postal de 4 dígitos leído con su cero inicial (06600), o los recargos ya incluidos en su costo (zona extendida, ' +
    'sobredimensión, sobrepeso) y los días de reparto de su destino',
};

/** 201 of POST /batches. */
export const batchCreatedSchema = z.object({
  id: z.uuid(),
  status: z.literal('validated'),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  quotedTotal: z.number().meta({ description: 'Costo total de las filas válidas en MXN, con las tarifas vigentes al validar' }),
  errors: z.array(batchRowErrorSchema),
  warnings: z.array(batchRowErrorSchema).meta(warningsMeta),
});
export type BatchCreated = z.infer<typeof batchCreatedSchema>;

/** The states a batch reads as: the stored ones, and `expired` for an unbought batch past its days (lib/batches/expiry.ts). */
export const batchApiStatuses = [...batchStatuses, 'expired'] as const;
export type BatchApiStatus = (typeof batchApiStatuses)[number];

/** GET /batches/{id}, an element of GET /batches, 202 of POST /batches/{id}/purchase. */
export const batchSchema = z.object({
  id: z.uuid(),
  status: z.enum(batchApiStatuses).meta({
    description:
      'validated (sin comprar), processing (comprándose), completed (terminado), discarded (descartado sin comprar) o ' +
      'expired (vencido: pasaron 7 días sin comprarlo; ya no se compra)',
  }),
  source: z.enum(batchSources),
  fileName: z.string().nullable(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  created: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int().meta({ description: 'Filas válidas aún sin resultado' }),
  quotedTotal: z.number(),
  totalCharged: z.number().meta({ description: 'Suma de lo cobrado por los pedidos creados, en MXN' }),
  createdAt: z.iso.datetime(),
  purchaseRequestedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'Sin comprar: cuándo vence (o venció) el lote, 7 días después de subirlo; null una vez comprado o descartado' }),
  discardedAt: z.iso.datetime().nullable().meta({ description: 'Cuándo se descartó sin comprar (POST /batches/{id}/discard)' }),
});
export type BatchSummary = z.infer<typeof batchSchema>;

export const batchFailureGroupSchema = z.object({
  code: z.string().meta({ description: 'El código de error del pedido (p. ej. insufficient_balance)' }),
  rows: z.number().int().meta({ description: 'Cuántas filas fallaron por este motivo' }),
  rowNumbers: z.array(z.number().int()).meta({ description: 'Las primeras 50 filas, en orden' }),
  message: z.string().meta({
    description:
      'Una línea en español: el motivo, o para el saldo «237 filas sin saldo: faltan $60,299.87 MXN» con cómo abonar (sin billing:read, «237 filas sin saldo.» y cómo abonar, sin el monto)',
  }),
  missing: z
    .number()
    .nullable()
    .optional()
    .meta({
      description:
        'Solo con el permiso billing:read: para insufficient_balance, cuánto saldo falta hoy para comprar esas filas, en MXN (0 si ya alcanza); null para otros motivos. ' +
        'Sin billing:read no viene, y el mensaje no dice montos',
    }),
});
export type BatchFailureGroup = z.infer<typeof batchFailureGroupSchema>;

/** GET /batches/{id}: the batch and, once rows failed at purchase, why, in a few lines (lib/batches/failure-summary.ts). */
export const batchDetailSchema = batchSchema.extend({
  balance: z.number().optional().meta({ description: 'Solo con el permiso billing:read: el saldo disponible ahora, en MXN' }),
  failures: z
    .array(batchFailureGroupSchema)
    .meta({ description: 'Las filas que fallaron al comprar, agrupadas por motivo (el saldo en una sola línea)' }),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

export const batchListSchema = z.object({ data: z.array(batchSchema), nextCursor: z.string().nullable() });
export type BatchList = z.infer<typeof batchListSchema>;

export const listBatchesQuerySchema = z.object({
  limit: pageLimitParam(20, 'Lotes por página'),
  cursor: z.string().min(1).max(500).optional(),
});

export const batchRowSchema = z.object({
  row: z.number().int(),
  status: z.enum(batchRowStates).meta({ description: 'invalid, valid (sin comprar), queued (comprándose), created o failed' }),
  internalReference: z.string().nullable(),
  orderId: z.uuid().nullable(),
  guideNumber: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  quote: z.number().nullable(),
  charged: z.number().nullable(),
  error: z.string().nullable().meta({ description: 'Por qué no se creó el pedido (fila inválida o compra fallida)' }),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  warnings: z.array(z.object({ field: z.string(), message: z.string() })).meta(warningsMeta),
});
export type BatchRowResult = z.infer<typeof batchRowSchema>;
export const batchRowListSchema = z.object({ data: z.array(batchRowSchema) });

/** The rows without an order: refused when the file was checked, or when their purchase was refused. */
export const FIXABLE_ROW_STATES = ['invalid', 'failed'] as const satisfies readonly BatchRowState[];
export type FixableRowState = (typeof FIXABLE_ROW_STATES)[number];

const statusList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const isRowState = (s: string): s is BatchRowState => (batchRowStates as readonly string[]).includes(s);

/** GET /batches/{id}/rows query: which rows, and in which columns the CSV comes. */
export const batchRowsQuerySchema = z
  .object({
    status: z
      .string()
      .refine((v) => statusList(v).length > 0 && statusList(v).every(isRowState), {
        error: `debe ser uno o varios de ${batchRowStates.join(', ')}, separados por comas`,
      })
      // the states named, once each
      .transform((v) => [...new Set(statusList(v).filter(isRowState))])
      .optional()
      .meta({
        description: 'Solo las filas en estos estados, separados por comas: invalid,failed son las filas sin pedido (por corregir)',
      }),
    columns: z
      .enum(['results', 'upload'])
      .default('results')
      .meta({
        description:
          'results: el resultado de cada fila (JSON, o CSV con Accept: text/csv). upload: un CSV (siempre) con las columnas de subida de docs/guias/lotes.md ' +
          'y una columna error con el motivo, para corregirlo y volver a subirlo tal cual; solo filas invalid y failed (las dos si no indicas status)',
      }),
  })
  .superRefine((q, ctx) => {
    if (q.columns === 'upload' && q.status && !q.status.every((s) => (FIXABLE_ROW_STATES as readonly string[]).includes(s))) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'con columns=upload solo admite invalid y failed (las filas sin pedido)' });
    }
  });

export const batchLabelsQuerySchema = z.object({
  format: z.enum(['pdf', 'zpl']).default('pdf').meta({ description: 'pdf (una página de 4x6 in por guía) o zpl' }),
});
