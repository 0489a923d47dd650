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
    body: named(quoteRequestSchema, 'QuoteRequest'),
    bodyExample: exampleQuoteRequest,
    responses: { 200: { description: 'Cotizaciones', schema: named(quoteResponseSchema, 'Quote'), example: exampleQuote } },
    errors: [],
  },
});
