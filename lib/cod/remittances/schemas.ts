// The remittance report's JSON (POST and GET /api/v1/cod/remittances, lib/cod/remittances/remittance-report.ts) and
// the queries of both operations, declared once for the route and the OpenAPI document.
import { z } from 'zod';
import { remittanceLineOutcomes } from '@/model/cod';
import { MAX_REPORT_LINES } from './remittance-report';

const outcomeCounts = z.object(
  Object.fromEntries(remittanceLineOutcomes.map((o) => [o, z.number().int()])) as Record<
    (typeof remittanceLineOutcomes)[number],
    z.ZodNumber
  >,
);

export const remittanceReportSchema = z.object({
  id: z.uuid(),
  reference: z.string().meta({ description: 'Referencia de la remesa del proveedor (única: importarla otra vez no cambia nada)' }),
  duplicate: z
    .boolean()
    .meta({ description: 'true: la referencia ya se había importado; no se aplicó nada y este es el reporte de la primera importación' }),
  source: z.string().meta({ description: 'api, cli o sandbox' }),
  fileName: z.string().nullable(),
  importedBy: z.string().meta({ description: 'Nombre de la clave de operador, o cli' }),
  createdAt: z.string(),
  lineCount: z.number().int(),
  total: z.number().meta({ description: 'Suma de los montos del archivo, en pesos' }),
  matchedCount: z.number().int(),
  matchedTotal: z.number().meta({ description: 'Suma de las líneas conciliadas (pagadas al comercio), en pesos' }),
  outcomes: outcomeCounts.meta({ description: 'Líneas por resultado' }),
  lines: z.array(
    z.object({
      lineNumber: z.number().int().meta({ description: 'Línea del archivo (el encabezado es la 1)' }),
      trackingNumber: z.string(),
      amount: z.number().meta({ description: 'Monto de la línea, en pesos' }),
      collectedOn: z.string().nullable().meta({ description: 'Fecha de cobro (AAAA-MM-DD), si el archivo la trae' }),
      outcome: z.enum(remittanceLineOutcomes).meta({
        description:
          'matched: conciliada y pagada; amount_differs: el monto no es el cobrado (no se mueve dinero); unknown_guide: no hay pedido con esa guía; ' +
          'not_collected: el cobro no está registrado (pendiente, rechazado o el pedido no es contra entrega); already_remitted: ya se remitió antes, o la guía se repite en el archivo',
      }),
      orderId: z.uuid().nullable(),
      message: z.string().nullable().meta({ description: 'Por qué la línea no se concilió, en español' }),
    }),
  ),
  nextAfterLine: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Hay más líneas: pídelas con GET /cod/remittances/{id}?afterLine=<este valor>; null si no hay más' }),
});
export type RemittanceReportJson = z.output<typeof remittanceReportSchema>;

export const importRemittanceQuerySchema = z.object({
  reference: z.string().trim().min(1).max(100).optional().meta({
    description: 'Referencia de la remesa, si el archivo no trae la columna referencia_remesa (si la trae, deben coincidir)',
  }),
});

export const remittanceLinesQuerySchema = z.object({
  afterLine: z.coerce.number().int().min(0).optional().meta({ description: 'Solo las líneas después de esta (nextAfterLine)' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_REPORT_LINES)
    .optional()
    .meta({ description: `Líneas por página (hasta ${MAX_REPORT_LINES})` }),
});
