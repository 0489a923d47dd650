// The shared parts of the OpenAPI document (components): the headers every answer carries, the request headers
// of the API's contract, the two error bodies ({ error } and RFC 9457 problem details), one error response per
// HTTP status (referenced by $ref from every operation), and the security schemes.
import { errorMessages, errorTitles, type ErrorCode } from '@/lib/platform/errors/codes';
import { formatZodError, zodFieldErrors } from '@/lib/platform/errors/zod-es';
import { quoteRequestSchema } from '@/lib/pricing/schemas';
import { errorStatus } from '../error-codes';
import { problemBody, PROBLEM_CONTENT_TYPE } from '../problem';
import type { Json } from './schema-converter';

const EXAMPLE_REQUEST_ID = 'req_3b9f0c2d4e5a6b7c8d9e0f1a2b3c4d5e';
const REQUEST_ID_PATTERN = '^req_[A-Za-z0-9_-]{1,64}$';

export const ref = (kind: 'schemas' | 'headers' | 'parameters' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

export const headers: Record<string, Json> = {
  'X-Request-Id': {
    description:
      'Identificador de la solicitud: el que envió el cliente en X-Request-Id si es válido, si no uno nuevo (`req_` y 32 dígitos hexadecimales). Aparece en los registros del servidor y en el registro de solicitudes; cítalo a soporte.',
    schema: { type: 'string', pattern: REQUEST_ID_PATTERN },
    example: EXAMPLE_REQUEST_ID,
  },
  'X-RateLimit-Limit': {
    description: 'Solicitudes permitidas en la ventana del límite más estricto que aplicó (por IP o por clave)',
    schema: { type: 'integer' },
    example: 120,
  },
  'X-RateLimit-Remaining': { description: 'Solicitudes restantes en esa ventana', schema: { type: 'integer' }, example: 119 },
  'X-RateLimit-Reset': {
    description: 'Momento en que se restablece esa ventana, en segundos desde la época Unix',
    schema: { type: 'integer' },
    example: 1795283100,
  },
  'RateLimit-Policy': {
    description:
      'Las políticas de límite que aplicaron (IETF RateLimit): `"ip"` por minuto y, con una clave de API, `"key"` por hora; `q` es la cuota y `w` la ventana en segundos.',
    schema: { type: 'string' },
    example: '"ip";q=120;w=60, "key";q=1000;w=3600',
  },
  RateLimit: {
    description: 'Lo que queda de cada política (IETF RateLimit): `r` solicitudes restantes y `t` segundos hasta que se restablezca.',
    schema: { type: 'string' },
    example: '"ip";r=119;t=60, "key";r=999;t=3600',
  },
  'Retry-After': { description: 'Segundos que conviene esperar antes de reintentar', schema: { type: 'integer', minimum: 1 }, example: 30 },
  'Idempotent-Replayed': {
    description: 'Presente (`true`) cuando la respuesta es la guardada de una solicitud anterior con la misma clave de idempotencia.',
    schema: { type: 'string', enum: ['true'] },
    example: 'true',
  },
  'WWW-Authenticate': {
    description: 'El esquema de autenticación esperado (RFC 6750). Con `error="invalid_token"` cuando se envió una clave y fue rechazada.',
    schema: { type: 'string' },
    example: 'Bearer realm="envios-mx", error="invalid_token"',
  },
};

/** Headers of every answer of the service: the request id and the rate-limit fields (per IP always, per key with a key). */
export const everyResponseHeaders = (): Json => ({
  'X-Request-Id': ref('headers', 'X-Request-Id'),
  'X-RateLimit-Limit': ref('headers', 'X-RateLimit-Limit'),
  'X-RateLimit-Remaining': ref('headers', 'X-RateLimit-Remaining'),
  'X-RateLimit-Reset': ref('headers', 'X-RateLimit-Reset'),
  'RateLimit-Policy': ref('headers', 'RateLimit-Policy'),
  RateLimit: ref('headers', 'RateLimit'),
});

/** The headers of every webhook delivery besides X-Service-Event (which names the event kind). */
export const webhookHeaders = ['ServiceSignature', 'WebhookId', 'WebhookTimestamp', 'WebhookSignature'] as const;
const webhookHeaderParameters: Record<(typeof webhookHeaders)[number], Json> = {
  ServiceSignature: {
    name: 'X-Service-Signature',
    in: 'header',
    required: true,
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    description:
      'HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave',
  },
  WebhookId: {
    name: 'webhook-id',
    in: 'header',
    required: true,
    schema: { type: 'string', pattern: '^evt_' },
    description: 'Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento',
  },
  WebhookTimestamp: {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    schema: { type: 'string', pattern: '^\\d{10}$' },
    description: 'Standard Webhooks: segundos Unix de este intento',
  },
  WebhookSignature: {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]{43}=( v1,[A-Za-z0-9+/]{43}=)?$' },
    description:
      'Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto',
  },
};
const idempotencyKeyDescription =
  'Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409.';

export const parameters: Record<string, Json> = {
  RequestId: {
    name: 'X-Request-Id',
    in: 'header',
    required: false,
    description:
      'Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.',
    schema: { type: 'string', pattern: REQUEST_ID_PATTERN },
    example: 'req_pedido-1001-intento-1',
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: `${idempotencyKeyDescription} Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).`,
    schema: { type: 'string', minLength: 1, maxLength: 255 },
    example: 'pedido-PED-1001',
  },
  XIdempotencyKey: {
    name: 'X-Idempotency-Key',
    in: 'header',
    required: false,
    description: `${idempotencyKeyDescription} Nombre original del encabezado, con el mismo efecto que Idempotency-Key.`,
    schema: { type: 'string', minLength: 1, maxLength: 255 },
    example: 'pedido-PED-1001',
  },
  ...webhookHeaderParameters,
};

export const errorSchemas: Record<string, Json> = {
  Error: {
    type: 'object',
    description:
      'Cuerpo de todo error (sin `Accept: application/problem+json`): un único campo con un mensaje en español. El identificador del error va en el encabezado X-Error-Code.',
    properties: { error: { type: 'string', description: 'Mensaje legible en español' } },
    required: ['error'],
    additionalProperties: false,
  },
  ProblemDetails: {
    type: 'object',
    description: 'Detalles del problema (RFC 9457), cuando la solicitud envía `Accept: application/problem+json`.',
    properties: {
      type: {
        type: 'string',
        format: 'uri-reference',
        description: 'Dónde se explica el error: la guía de errores, con un ancla por código',
      },
      title: { type: 'string', description: 'Título breve y fijo del código de error, en español' },
      status: { type: 'integer', description: 'El código de estado HTTP de la respuesta' },
      detail: { type: 'string', description: 'El mensaje de esta ocurrencia, en español (el mismo del cuerpo { error })' },
      code: { type: 'string', enum: Object.keys(errorMessages), description: 'El identificador del error (el mismo de X-Error-Code)' },
      request_id: { type: 'string', pattern: REQUEST_ID_PATTERN, description: 'El X-Request-Id de la respuesta' },
      errors: {
        type: 'array',
        description: 'Solo en validation_error: cada problema con su campo',
        items: ref('schemas', 'FieldError'),
      },
    },
    required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
  },
  FieldError: {
    type: 'object',
    description: 'Un problema de validación',
    properties: {
      field: {
        type: 'string',
        description: 'El campo como lo envió el cliente (p. ej. `deliveryAddress.postalCode`), el nombre de un encabezado o `body`',
      },
      message: { type: 'string', description: 'El problema, en español' },
    },
    required: ['field', 'message'],
    additionalProperties: false,
  },
};

/** Name and Spanish description of the response component of each error status. */
const statusResponses: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Datos faltantes o inválidos' },
  401: { name: 'Unauthorized', description: 'Sin autenticación válida' },
  402: { name: 'PaymentRequired', description: 'Saldo insuficiente (modelo prepagado)' },
  403: { name: 'Forbidden', description: 'La clave no tiene permiso para la operación' },
  404: { name: 'NotFound', description: 'El recurso no existe' },
  405: { name: 'MethodNotAllowed', description: 'Método no permitido' },
  409: { name: 'Conflict', description: 'Conflicto con el estado actual del recurso' },
  413: { name: 'ContentTooLarge', description: 'Cuerpo de la solicitud mayor a 1 MB' },
  422: { name: 'UnprocessableContent', description: 'Clave de idempotencia reutilizada con otra solicitud' },
  429: { name: 'TooManyRequests', description: 'Límite de solicitudes excedido' },
  500: { name: 'InternalServerError', description: 'Error interno' },
  503: { name: 'ServiceUnavailable', description: 'Servicio o proveedor no disponible' },
};

export const statusOf = (code: ErrorCode): number => errorStatus[code];

export function errorResponseName(status: number): string {
  const entry = statusResponses[status];
  if (!entry) throw new Error(`Falta el componente de respuesta del estado ${status} en lib/http/openapi/components.ts`);
  return entry.name;
}

/** A real validation error of the quote schema, so the example is exactly what the API answers. */
function validationExample(): { detail: string; fields: { field: string; message: string }[] } {
  const result = quoteRequestSchema.safeParse({ originPostalCode: '6600', destinationPostalCode: '44100', package: { weight: 0 } });
  if (result.success) throw new Error('the validation example must fail');
  return { detail: formatZodError(result.error), fields: zodFieldErrors(result.error) };
}

/**
 * The error response of one status: X-Error-Code (the codes of that status the operations answer), the headers
 * of every answer, Retry-After on 429 and 503, WWW-Authenticate on 401, and both bodies with an example per code.
 */
export function errorResponse(status: number, codes: ErrorCode[]): Json {
  const validation = codes.includes('validation_error') ? validationExample() : undefined;
  const message = (code: ErrorCode) => (code === 'validation_error' && validation ? validation.detail : errorMessages[code]);
  const responseHeaders: Json = {
    'X-Error-Code': { description: 'Identificador del error (ver la guía de errores)', schema: { type: 'string', enum: codes } },
    ...everyResponseHeaders(),
  };
  // 429 and 503 say when to retry; so does a 409 for an idempotency key still in flight.
  if (status === 429 || status === 503 || codes.includes('idempotency_key_in_use'))
    responseHeaders['Retry-After'] = ref('headers', 'Retry-After');
  if (status === 401) responseHeaders['WWW-Authenticate'] = ref('headers', 'WWW-Authenticate');
  return {
    description: `${statusResponses[status]?.description ?? 'Error'}. X-Error-Code: ${codes.join(', ')}`,
    headers: responseHeaders,
    content: {
      'application/json': {
        schema: ref('schemas', 'Error'),
        examples: Object.fromEntries(codes.map((code) => [code, { summary: errorTitles[code], value: { error: message(code) } }])),
      },
      [PROBLEM_CONTENT_TYPE]: {
        schema: ref('schemas', 'ProblemDetails'),
        examples: Object.fromEntries(
          codes.map((code) => [
            code,
            {
              summary: errorTitles[code],
              value: problemBody(code, message(code), EXAMPLE_REQUEST_ID, code === 'validation_error' ? validation?.fields : undefined),
            },
          ]),
        ),
      },
    },
  };
}

export const securitySchemes: Record<string, Json> = {
  ApiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'flt_live_… o flt_test_…',
    description:
      'Authorization: Bearer <API_KEY>. Las claves de producción empiezan con flt_live_ y las de prueba con flt_test_ (modo de prueba: datos aparte, nada se envía ni se cobra de verdad); las claves flt_ sin marca de modo, emitidas antes, son de producción. Tienen permisos (scopes) y se crean en el panel.',
  },
  ProviderSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Provider-Signature',
    description:
      'Solo para el proveedor logístico: HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto de la solicitud, con el secreto compartido PROVIDER_WEBHOOK_SECRET. No es una clave de API.',
  },
  OperatorKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'emx_op_…',
    description:
      'Solo para los operadores de la plataforma (remesas de contra entrega): Authorization: Bearer <clave emx_op_…>, creada con npm run cli -- operator-keys:create <nombre>. También sirve la sesión del panel de un administrador de la plataforma. La clave de API de una organización no sirve aquí, tenga los permisos que tenga.',
  },
};
