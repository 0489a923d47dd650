// Builds the OpenAPI 3.1 document from the operation list (lib/http/openapi/operations/) and the zod schemas
// the handlers use. Nothing about a shape is written twice: bodies come from the schemas
// (./schema-converter.ts), the headers, parameters, error bodies and error responses every operation shares
// from ./components.ts, referenced by $ref. What generators need (docs/api.md, "Clientes generados"): an
// operationId on every operation and webhook, requests in zod's input mode with no `default` keyword,
// `format: uuid` on ids, the operations outside /api/v1 under their own server.
import type { z } from 'zod';
import type { ErrorCode } from '../error-codes';
import {
  errorResponse,
  errorResponseName,
  errorSchemas,
  everyResponseHeaders,
  headers,
  parameters,
  ref,
  securitySchemes,
  statusOf,
  webhookHeaders,
} from './components';
import type { OperationDoc, ResponseDoc } from './define';
import { SchemaComponents, type Json } from './schema-converter';

const AUTH_ERRORS: ErrorCode[] = ['missing_api_key', 'invalid_auth_format', 'invalid_api_key', 'api_key_expired'];
const BODY_ERRORS: ErrorCode[] = ['validation_error', 'invalid_json', 'invalid_content_type', 'payload_too_large'];
const IDEMPOTENCY_ERRORS: ErrorCode[] = ['validation_error', 'idempotency_key_in_use', 'idempotency_key_reused'];

/** One line per tag of the reference (Redocly and Spectral want every tag described). */
const tagDescriptions: Record<string, string> = {
  Servicio: 'Estado del servicio y este documento.',
  Cuenta: 'La organización y la clave de API con que se hace la solicitud.',
  Pedidos: 'Crear, consultar, modificar y cancelar pedidos. Crear un pedido genera la guía y descuenta el saldo prepagado.',
  Guías: 'La guía de envío (y la de devolución) en PDF de 4x6 in o ZPL, con la marca de la organización.',
  Rastreo: 'El estado de un pedido y sus eventos de rastreo, por pedido o por número de rastreo.',
  Cotizaciones: 'El costo de un envío por tipo de servicio, sin crear nada.',
  Devoluciones: 'Solicitar y aprobar la devolución de un pedido entregado.',
  Sandbox: 'Solo con el proveedor sandbox: simular los reportes del proveedor para probar el flujo completo.',
  Webhooks: 'Las URL que reciben los eventos firmados, sus secretos y el registro de entregas.',
  Registros: 'El registro de las solicitudes hechas a la API con las claves de la organización.',
  Lotes:
    'Crear muchos pedidos a la vez desde un CSV o JSON: validar cada fila, comprar en segundo plano, descargar todas las guías y el manifiesto.',
  Saldo:
    'Los movimientos del saldo prepagado (cada uno con su tipo, su pedido, lote o ajuste y el saldo después) y el estado de cuenta mensual en JSON, CSV o PDF.',
  'Ajustes de peso':
    'Las mediciones del proveedor que recalcularon el costo de un pedido: el cargo o abono al saldo, la evidencia y el estado de su disputa.',
  'Contra entrega':
    'El cobro contra entrega de cada pedido (cobrado, remitido, pagado, rechazado o extraviado), sus diferencias, la configuración de pago (comisión y CLABE) y, para los operadores de la plataforma, las remesas del proveedor y los lotes de pago bancario.',
  Facturación:
    'Los datos fiscales de la organización y sus facturas CFDI 4.0 de cada recarga (o una al mes): XML timbrado, PDF con el código QR del SAT y cancelación con los motivos del SAT.',
  Exportaciones: 'Pedidos y movimientos de saldo en CSV (UTF-8 con BOM, encabezados en español), generados mientras se descargan.',
  Paqueterías: 'Las cuentas propias de la organización con cada paquetería (credenciales cifradas, validadas al guardarlas).',
  Proveedor: 'Los reportes de estado firmados del proveedor logístico (no los usan las integraciones).',
};

/** The server of the operations outside /api/v1 (`root: true`): the site's root, whatever the host. */
const ROOT_SERVERS = [{ url: '/', description: 'Raíz del servicio (fuera de /api/v1)' }];

/** Who to ask and under what terms the API is offered (Redocly's and Spectral's recommended rules ask for both). */
const CONTACT = { name: 'Soporte de Envíos MX (cita el X-Request-Id de la respuesta)' };
const LICENSE = { name: 'Propietaria: uso sujeto al contrato de servicio de Envíos MX', identifier: 'LicenseRef-EnviosMX-Propietaria' };

type Webhook = { summary: string; description: string; schema: z.ZodType; example?: unknown };
export type BuildOptions = {
  operations: OperationDoc[];
  webhooks?: Record<string, Webhook>;
  info: { title: string; version: string; description: string } & Json;
};

/** The error codes an operation may answer: its own, plus the ones of its kind (key, body, idempotency). */
function errorCodesOf(op: OperationDoc): ErrorCode[] {
  const codes = new Set<ErrorCode>(op.errors);
  if (op.scopes !== null) {
    AUTH_ERRORS.forEach((c) => codes.add(c));
    if (op.scopes !== 'any') codes.add('insufficient_scope');
    // Every operation behind a key reads the database, so an outage answers 503 (lib/http/with-request.ts).
    codes.add('service_unavailable');
  }
  if (op.security === 'ProviderSignature') codes.add('invalid_signature');
  if (op.security === 'OperatorKey')
    (['missing_api_key', 'invalid_auth_format', 'invalid_api_key', 'operator_key_required', 'service_unavailable'] as const).forEach((c) =>
      codes.add(c),
    );
  if (op.body) BODY_ERRORS.forEach((c) => codes.add(c));
  if (op.idempotent) IDEMPOTENCY_ERRORS.forEach((c) => codes.add(c));
  codes.add('rate_limit_exceeded');
  codes.add('internal_error');
  return [...codes];
}

/** `X-Error-Code` of an operation, grouped by status, for its description. */
function errorsNote(codes: ErrorCode[]): string {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  const lines = [...byStatus.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([status, list]) => `${status}: ${list.map((c) => `\`${c}\``).join(', ')}`);
  return `Errores (X-Error-Code): ${lines.join('; ')}.`;
}

export function buildOpenApiDocument(options: BuildOptions): Json {
  const components = new SchemaComponents();
  /** status -> every code some operation answers with it (the X-Error-Code enum of the shared response) */
  const errorCodesByStatus = new Map<number, Set<ErrorCode>>();
  const paths: Record<string, Json> = {};

  for (const op of options.operations) {
    const item = (paths[op.path] ??= op.root ? { servers: ROOT_SERVERS } : {});
    const parameterList: Json[] = [];
    for (const [name, param] of Object.entries(op.pathParams ?? {})) {
      const { description, format } = typeof param === 'string' ? { description: param, format: undefined } : param;
      parameterList.push({ name, in: 'path', required: true, description, schema: { type: 'string', ...(format ? { format } : {}) } });
    }
    if (op.query) {
      const query = components.convert(op.query, 'input', { keepTopDefaults: true });
      const required = new Set((query.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>)) {
        const { description, ...rest } = schema;
        parameterList.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest });
      }
    }
    for (const [name, header] of Object.entries(op.headers ?? {})) {
      parameterList.push({
        name,
        in: 'header',
        required: header.required ?? false,
        description: header.description,
        schema: header.schema,
      });
    }
    if (op.idempotent) parameterList.push(ref('parameters', 'IdempotencyKey'), ref('parameters', 'XIdempotencyKey'));
    parameterList.push(ref('parameters', 'RequestId'));

    const responses: Record<string, Json> = {};
    for (const [status, doc] of Object.entries(op.responses) as [string, ResponseDoc][]) {
      const responseHeaders: Json = { ...everyResponseHeaders(), ...(doc.headers ?? {}) };
      if (op.idempotent && Number(status) < 300) responseHeaders['Idempotent-Replayed'] = ref('headers', 'Idempotent-Replayed');
      // A JSON body and other representations of the same answer (a CSV with Accept: text/csv, a PDF) side by side.
      const json = doc.schema
        ? {
            'application/json': {
              schema: components.convert(doc.schema, 'output'),
              ...(doc.example !== undefined ? { example: doc.example } : {}),
            },
          }
        : undefined;
      const content = json || doc.content ? { ...json, ...doc.content } : undefined;
      responses[status] = { description: doc.description, headers: responseHeaders, ...(content ? { content } : {}) };
    }
    const codes = errorCodesOf(op);
    for (const code of codes) {
      const status = statusOf(code);
      if (!errorCodesByStatus.has(status)) errorCodesByStatus.set(status, new Set());
      errorCodesByStatus.get(status)!.add(code);
      // A status the operation declares itself (the health check's 503, say) keeps its own answer.
      responses[String(status)] ??= ref('responses', errorResponseName(status));
    }

    const scopeNote =
      op.security === 'ProviderSignature'
        ? 'Sin clave de API: firmado con X-Provider-Signature.'
        : op.security === 'OperatorKey'
          ? 'Solo con la clave de un operador de la plataforma (emx_op_…) o la sesión del panel de un administrador de la plataforma; la clave de API de una organización, o la sesión de un miembro, recibe 403 operator_key_required.'
          : op.scopes === null
            ? 'Sin clave de API.'
            : op.scopes === 'any'
              ? 'Cualquier clave válida.'
              : `Permiso: ${op.scopes.join(' o ')}.`;
    const idempotencyNote = op.idempotent ? 'Idempotente con Idempotency-Key (o X-Idempotency-Key).' : undefined;
    item[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      description: [op.description, scopeNote, idempotencyNote, errorsNote(codes)].filter(Boolean).join('\n\n'),
      tags: [op.tag],
      ...(op.security ? { security: [{ [op.security]: [] }] } : op.scopes === null ? { security: [] } : { 'x-scopes': op.scopes }),
      parameters: parameterList,
      ...(op.body || op.upload
        ? {
            requestBody: {
              required: !op.emptyBodyIsObject,
              content: {
                ...(op.body
                  ? {
                      'application/json': {
                        schema: components.convert(op.body, 'input'),
                        ...(op.bodyExample !== undefined ? { example: op.bodyExample } : {}),
                      },
                    }
                  : {}),
                ...op.upload?.mediaTypes,
              },
            },
          }
        : {}),
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
    };
  }

  const webhooks: Record<string, Json> = {};
  for (const [name, hook] of Object.entries(options.webhooks ?? {})) {
    webhooks[name] = {
      post: {
        operationId: webhookOperationId(name),
        summary: hook.summary,
        description: hook.description,
        tags: ['Webhooks'],
        security: [],
        parameters: [
          {
            name: 'X-Service-Event',
            in: 'header',
            required: true,
            schema: { type: 'string' },
            description: 'Tipo de evento, p. ej. order.delivered',
            example: name,
          },
          ...webhookHeaders.map((name) => ref('parameters', name)),
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: components.convert(hook.schema, 'output'),
              ...(hook.example !== undefined ? { example: hook.example } : {}),
            },
          },
        },
        responses: {
          '200': {
            description:
              'El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta.',
          },
        },
      },
    };
  }

  const responses = Object.fromEntries(
    [...errorCodesByStatus.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([status, codes]) => [errorResponseName(status), errorResponse(status, [...codes])]),
  );
  const tags = [...new Set(options.operations.map((o) => o.tag))];
  const document: Json = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: { contact: CONTACT, license: LICENSE, ...options.info },
    servers: [{ url: '/api/v1', description: 'API v1 (relativa al host del servicio)' }],
    security: [{ ApiKey: [] }],
    tags: tags.map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) })),
    paths,
    webhooks,
    components: { schemas: components.schemas, responses, parameters, headers, securitySchemes },
  };
  components.finish(document);
  Object.assign(components.schemas, errorSchemas);
  return document;
}

/** order.delivered -> orderDeliveredEvent */
function webhookOperationId(kind: string): string {
  const words = kind.split(/[._]/);
  return `${words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('')}Event`;
}
