// Cash-on-delivery remittances (issue 35, docs/cod.md "Remittances"): the provider's file of the collections it paid
// the platform, imported and matched to orders. The platform's, not an organization's: only a platform operator's
// key (security OperatorKey, lib/http/with-operator-key.ts) is accepted; an organization's API key gets 403.
import { DomainError } from '@/lib/platform/errors/domain-error';
import { MAX_REMITTANCE_BYTES, remittanceTooLargeMessage } from '@/lib/cod/remittances/parse-remittance';
import { importRemittanceQuerySchema, remittanceLinesQuerySchema, remittanceReportSchema } from '@/lib/cod/remittances/schemas';
import { defineOperations, named, uuidParam } from '../define';

const remittanceNotFound = (_value: string) => new DomainError('not_found', 'La remesa no existe.');

const csvExample =
  'guia,monto,fecha_cobro,referencia_remesa\nSBX1234567890,1250.00,2026-11-27,REM-2026-0042\nSBX1234567891,899.50,2026-11-27,REM-2026-0042\n';

const exampleReport = {
  id: '4c3b2a19-8f7e-4d6c-9b5a-0e1f2a3b4c5d',
  reference: 'REM-2026-0042',
  duplicate: false,
  source: 'api',
  fileName: 'remesa-2026-11-27.csv',
  importedBy: 'tesoreria',
  createdAt: '2026-11-28T16:00:00.000Z',
  lineCount: 2,
  total: 2149.5,
  matchedCount: 1,
  matchedTotal: 1250,
  outcomes: { matched: 1, amount_differs: 1, unknown_guide: 0, not_collected: 0, already_remitted: 0 },
  lines: [
    {
      lineNumber: 3,
      trackingNumber: 'SBX1234567891',
      amount: 899.5,
      collectedOn: '2026-11-27',
      outcome: 'amount_differs',
      orderId: '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
      message: 'La remesa trae $899.50 MXN y el cobro registrado es de $950.00 MXN; no se movió dinero.',
    },
  ],
  nextAfterLine: null,
};

const report = named(remittanceReportSchema, 'CodRemittanceReport');

export const codRemittanceOperations = defineOperations({
  importCodRemittance: {
    method: 'post',
    path: '/cod/remittances',
    tag: 'Contra entrega',
    scopes: null,
    security: 'OperatorKey',
    summary: 'Importar una remesa de contra entrega del proveedor (solo operadores de la plataforma)',
    description:
      'El CSV de la remesa como cuerpo text/csv, o en el campo file de un multipart/form-data. Columnas: guia, monto (pesos; también 1234,50 y 1.234,50), ' +
      'fecha_cobro opcional (AAAA-MM-DD o DD/MM/AAAA) y referencia_remesa (una sola; o el parámetro reference). ' +
      'Una línea inválida (monto negativo o ilegible, fecha imposible), un carácter nulo, más de 100,000 líneas o un encabezado desconocido: 400 invalid_remittance que nombra las líneas, sin aplicar nada. ' +
      'En una transacción, cada línea queda matched (mismo monto que el cobro registrado: se paga al comercio), amount_differs, unknown_guide, not_collected o already_remitted ' +
      '(también una guía repetida en el archivo). La misma referencia otra vez con el mismo archivo: 200 con duplicate: true, sin pagar nada; con otro contenido: 409 conflict, sin aplicar nada (una remesa corregida se importa con una referencia nueva). Hasta 1,000 líneas en el cuerpo; el resto con GET /cod/remittances/{id}. ' +
      'Detalle: docs/cod.md.',
    query: importRemittanceQuerySchema,
    upload: {
      mediaTypes: {
        'text/csv': { schema: { type: 'string', description: 'guia,monto,fecha_cobro,referencia_remesa' }, example: csvExample },
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' }, reference: { type: 'string' } },
          },
        },
      },
      maxBytes: MAX_REMITTANCE_BYTES,
      tooLargeMessage: remittanceTooLargeMessage,
    },
    responses: {
      201: { description: 'Remesa importada: el reporte por línea', schema: report, example: exampleReport },
      200: {
        description: 'La referencia ya se había importado: el reporte de entonces (duplicate: true); no se aplicó nada',
        schema: report,
        example: { ...exampleReport, duplicate: true, lines: [] },
      },
    },
    errors: ['invalid_remittance', 'validation_error', 'invalid_content_type', 'payload_too_large', 'conflict'],
  },
  getCodRemittance: {
    method: 'get',
    path: '/cod/remittances/{id}',
    tag: 'Contra entrega',
    scopes: null,
    security: 'OperatorKey',
    summary: 'Una remesa importada y sus líneas conciliadas (solo operadores de la plataforma)',
    description:
      'El reporte de la importación, con las líneas en el orden del archivo, hasta limit por página (afterLine = nextAfterLine para la siguiente).',
    pathParams: { id: uuidParam('Identificador de la remesa', remittanceNotFound) },
    query: remittanceLinesQuerySchema,
    responses: { 200: { description: 'La remesa y una página de sus líneas', schema: report, example: { ...exampleReport, lines: [] } } },
    errors: ['not_found', 'validation_error'],
  },
});
