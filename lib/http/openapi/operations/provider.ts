// The logistics provider's signed status reports (no API key: the signature is checked instead).
import { providerReportResponseSchema, providerReportSchema } from '@/lib/provider-intake/schemas';
import { defineOperations, named } from '../define';

export const providerOperations = defineOperations({
  receiveProviderReport: {
    method: 'post', path: '/api/provider/events', root: true, tag: 'Proveedor', scopes: null,
    summary: 'Reporte de estado del proveedor logístico (firmado con X-Provider-Signature)',
    headers: { 'X-Provider-Signature': { required: true, description: 'HMAC-SHA256 en hexadecimal del cuerpo exacto con PROVIDER_WEBHOOK_SECRET', schema: { type: 'string' } } },
    body: named(providerReportSchema, 'ProviderReport'),
    responses: { 200: { description: 'Reporte recibido (aplicado, duplicado o histórico)', schema: providerReportResponseSchema } },
    errors: ['invalid_signature', 'unknown_status_code', 'not_found', 'invalid_transition', 'service_unavailable'],
  },
});
