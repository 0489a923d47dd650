// The logistics provider's signed status reports (no API key: the signature is checked instead).
import { providerReportResponseSchema, providerReportSchema } from '@/lib/provider-intake/schemas';
import { defineOperations, named } from '../define';
import { exampleProviderReport, exampleProviderReportResult } from '../examples';

export const providerOperations = defineOperations({
  receiveProviderReport: {
    method: 'post',
    path: '/api/provider/events',
    root: true,
    tag: 'Proveedor',
    scopes: null,
    summary: 'Reporte de estado del proveedor logístico (firmado con X-Provider-Signature)',
    security: 'ProviderSignature',
    body: named(providerReportSchema, 'ProviderReport'),
    bodyExample: exampleProviderReport,
    responses: {
      200: {
        description: 'Reporte recibido (aplicado, duplicado o histórico)',
        schema: providerReportResponseSchema,
        example: exampleProviderReportResult,
      },
    },
    errors: ['invalid_signature', 'unknown_status_code', 'not_found', 'invalid_transition', 'service_unavailable'],
  },
});
