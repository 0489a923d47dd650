// Quotes.
import { quoteRequestSchema, quoteResponseSchema } from '@/lib/pricing/schemas';
import { defineOperations, named } from '../define';
import { exampleQuote, exampleQuoteRequest } from '../examples';

export const quoteOperations = defineOperations({
  createQuote: {
    method: 'post',
    path: '/quotes',
    tag: 'Cotizaciones',
    scopes: ['orders:read', 'orders:write'],
    summary: 'Cotizar un envío por tipo de servicio',
    description:
      'Cada cotización y cada opción incluye en totalCost sus recargos (surcharges: zona extendida o remota, sobredimensión, sobrepeso y combustible), aparte de breakdown: totalCost es la suma de ambos, y POST /orders cobra exactamente ese total. deliveryDays y warning avisan cuando el código postal de destino recibe entregas solo algunos días. Guía: /docs/guias/recargos. ' +
      'Contra entrega (isCod): un servicio cuyo monto máximo de contra entrega es menor que codAmount se omite; si ninguno lo admite, 400 cod_amount_over_limit con el máximo. ' +
      'Con la comisión descontada del cobro (codFeeDeducted: true) breakdown.codFee la muestra pero totalCost no la incluye.',
    body: named(quoteRequestSchema, 'QuoteRequest'),
    bodyExample: exampleQuoteRequest,
    responses: { 200: { description: 'Cotizaciones', schema: named(quoteResponseSchema, 'Quote'), example: exampleQuote } },
    errors: ['cod_amount_over_limit'],
  },
});
