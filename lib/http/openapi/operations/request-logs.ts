// The API request log (docs/request-log.md): every /api/v1 request of the organization, kept 30 days.
import { invalidRequestLogId } from '@/lib/request-log/list-request-logs';
import { listRequestLogsQuerySchema, requestLogDetailSchema, requestLogListSchema } from '@/lib/request-log/schemas';
import { defineOperations, named, uuidParam } from '../define';

const exampleSummary = {
  id: '0b6f2c4e-8d1a-4f3b-9c2e-5a7d1e9f3b21',
  requestId: 'req_4f9a1c2b7d3e4a5f8b6c0d1e2f3a4b5c',
  createdAt: '2026-11-24T17:05:12.345Z',
  method: 'POST',
  pathTemplate: '/orders',
  path: '/api/v1/orders',
  query: null,
  status: 400,
  errorCode: 'validation_error',
  durationMs: 12,
  apiKeyId: '5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60',
  apiKeyName: 'Servidor de producción',
  ip: '203.0.113.7',
  userAgent: 'mi-tienda/2.3 node-fetch',
};

export const requestLogOperations = defineOperations({
  listRequestLogs: {
    method: 'get',
    path: '/request-logs',
    tag: 'Registros',
    scopes: ['logs:read'],
    summary: 'Registro de solicitudes a la API (más recientes primero, paginación por cursor)',
    description:
      'Cada solicitud a /api/v1 hecha con una clave de esta organización en los últimos 30 días: hora, X-Request-Id, clave, método, ruta, estado, código de error, duración, IP y agente de usuario. ' +
      'Filtros: status (2xx, 3xx, 4xx, 5xx o un código exacto), method, path (una plantilla como /orders/{id} o el inicio de una ruta como /orders), apiKeyId, requestId, from y to (fechas ISO 8601). ' +
      'Un parámetro desconocido responde 400 con su nombre. Las filas aparecen en cuanto se escriben (en lotes, normalmente en menos de 2 segundos).',
    query: listRequestLogsQuerySchema,
    unknownQuery: 'reject',
    responses: {
      200: {
        description: 'Una página del registro',
        schema: named(requestLogListSchema, 'RequestLogList'),
        example: {
          data: [exampleSummary],
          nextCursor: 'eyJ2IjoxLCJ0IjoiMjAyNi0xMS0yNFQxNzowNToxMi4zNDUwMDBaIiwiaWQiOiIwYjZmMmM0ZS04ZDFhLTRmM2ItOWMyZS01YTdkMWU5ZjNiMjEifQ',
        },
      },
    },
    errors: ['validation_error'],
  },
  getRequestLog: {
    method: 'get',
    path: '/request-logs/{id}',
    tag: 'Registros',
    scopes: ['logs:read'],
    pathParams: {
      id: uuidParam(
        'Identificador del registro (no es el X-Request-Id: para buscar por X-Request-Id usa el filtro requestId)',
        invalidRequestLogId,
      ),
    },
    summary: 'Detalle de una solicitud, con los cuerpos de las fallidas (2 KB, secretos ocultos)',
    description:
      'Para las solicitudes con estado 400 o mayor se guardan los primeros 2 KB del cuerpo enviado y de la respuesta de error, con contraseñas, secretos, claves, tokens y números con forma de tarjeta reemplazados por [REDACTADO].',
    responses: {
      200: {
        description: 'La solicitud',
        schema: named(requestLogDetailSchema, 'RequestLogDetail'),
        example: {
          ...exampleSummary,
          requestBody: '{"receiverName":"Ana","apiKey":"[REDACTADO]","card":"[REDACTADO]"}',
          responseBody: '{"error":"El campo pickupAddress es obligatorio."}',
        },
      },
    },
    errors: ['validation_error', 'not_found'],
  },
});
