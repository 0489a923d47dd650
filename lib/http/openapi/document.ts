// Builds the OpenAPI 3.1 document from the operation list (lib/http/openapi/operations/) and the zod
// schemas the handlers use. Nothing about a shape is written twice.
import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../error-codes';
import type { OperationDoc, ResponseDoc } from './define';

type Json = Record<string, unknown>;

const AUTH_ERRORS: ErrorCode[] = ['missing_api_key', 'invalid_auth_format', 'invalid_api_key', 'api_key_expired'];
const BODY_ERRORS: ErrorCode[] = ['validation_error', 'invalid_json', 'invalid_content_type', 'payload_too_large'];

const statusDescriptions: Record<number, string> = {
  400: 'Datos faltantes o inválidos',
  401: 'Clave de API ausente, inválida, revocada o expirada',
  402: 'Saldo insuficiente (modelo prepagado)',
  403: 'La clave no tiene permiso para la operación',
  404: 'El recurso no existe',
  405: 'Método no permitido',
  409: 'Conflicto con el estado actual del recurso',
  413: 'Cuerpo de la solicitud mayor a 1 MB',
  422: 'Clave de idempotencia reutilizada con otra solicitud',
  429: 'Límite de solicitudes excedido',
  500: 'Error interno',
  503: 'Servicio o proveedor no disponible',
};

/** Converts a zod schema, hoisting named definitions into components.schemas. */
function converter(components: Record<string, Json>) {
  return (schema: z.ZodType, io: 'input' | 'output'): Json => {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      reused: 'inline',
      cycles: 'ref',
    }) as Json;
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (node && typeof node === 'object') {
        const out: Json = {};
        for (const [k, v] of Object.entries(node)) {
          if (k === '$schema' || k === '$defs' || k === '$id') continue;
          if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
            out.$ref = `#/components/schemas/${suffix(v.slice('#/$defs/'.length))}`;
          } else out[k] = rewrite(v);
        }
        return out;
      }
      return node;
    };
    // Input and output shapes of the same named schema can differ (defaults, transforms).
    const suffix = (name: string) => (io === 'input' && !name.endsWith('Request') ? `${name}Input` : name);
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    for (const [name, def] of Object.entries(defs)) components[suffix(name)] = rewrite(def) as Json;
    return rewrite(json) as Json;
  };
}

function errorResponses(codes: ErrorCode[]): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorCodes[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, Json> = {};
  for (const [status, list] of [...byStatus.entries()].sort((a, b) => a[0] - b[0])) {
    const headers: Json = {
      'X-Error-Code': { description: 'Identificador del error', schema: { type: 'string', enum: list } },
      'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
    };
    if (status === 429 || list.includes('service_unavailable')) headers['Retry-After'] = { description: 'Segundos hasta poder reintentar', schema: { type: 'integer' } };
    out[String(status)] = {
      description: `${statusDescriptions[status] ?? 'Error'}. X-Error-Code: ${list.join(', ')}`,
      headers,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: Object.fromEntries(list.map((code) => [code, { value: { error: errorCodes[code].message } }])),
        },
      },
    };
  }
  return out;
}

export type BuildOptions = { operations: OperationDoc[]; webhooks?: Record<string, { summary: string; description: string; schema: z.ZodType; example?: unknown }>; info: { title: string; version: string; description: string } };

export function buildOpenApiDocument(options: BuildOptions): Json {
  const schemas: Record<string, Json> = {
    Error: {
      type: 'object',
      description: 'Cuerpo de todo error: un único campo con un mensaje en español.',
      properties: { error: { type: 'string', description: 'Mensaje legible en español' } },
      required: ['error'],
      additionalProperties: false,
    },
  };
  const convert = converter(schemas);
  const paths: Record<string, Json> = {};

  for (const op of options.operations) {
    const key = op.path;
    const item = (paths[key] ??= op.root ? { servers: [{ url: '/', description: 'Raíz del servicio' }] } : {});
    const parameters: Json[] = [];
    for (const [name, description] of Object.entries(op.pathParams ?? {})) {
      parameters.push({ name, in: 'path', required: true, description, schema: { type: 'string' } });
    }
    if (op.query) {
      const q = convert(op.query, 'input');
      const props = (q.properties ?? {}) as Record<string, Json>;
      const required = new Set((q.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries(props)) {
        const { description, ...rest } = schema;
        parameters.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest });
      }
    }
    for (const [name, header] of Object.entries(op.headers ?? {})) {
      parameters.push({ name, in: 'header', required: header.required ?? false, description: header.description, schema: header.schema });
    }

    const codes = new Set<ErrorCode>(op.errors);
    if (op.scopes !== null) {
      AUTH_ERRORS.forEach((c) => codes.add(c));
      if (op.scopes !== 'any') codes.add('insufficient_scope');
    }
    if (op.body) BODY_ERRORS.forEach((c) => codes.add(c));
    codes.add('rate_limit_exceeded');
    codes.add('internal_error');
    // Every operation behind a key reads the database, so an outage answers 503 (lib/http/with-request.ts).
    if (op.scopes !== null) codes.add('service_unavailable');

    const responses: Record<string, Json> = {};
    for (const [status, doc] of Object.entries(op.responses) as [string, ResponseDoc][]) {
      const headers: Json = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' }, ...(doc.headers ?? {}) };
      if (!op.root) {
        headers['X-RateLimit-Limit'] = { $ref: '#/components/headers/X-RateLimit-Limit' };
        headers['X-RateLimit-Remaining'] = { $ref: '#/components/headers/X-RateLimit-Remaining' };
        headers['X-RateLimit-Reset'] = { $ref: '#/components/headers/X-RateLimit-Reset' };
      }
      const content = doc.schema
        ? { 'application/json': { schema: convert(doc.schema, 'output'), ...(doc.example !== undefined ? { example: doc.example } : {}) } }
        : doc.content;
      responses[status] = { description: doc.description, headers, ...(content ? { content } : {}) };
    }
    Object.assign(responses, errorResponses([...codes]));

    const scopeNote =
      op.scopes === null ? 'Sin clave de API.' : op.scopes === 'any' ? 'Cualquier clave válida.' : `Permiso: ${op.scopes.join(' o ')}.`;
    item[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      description: [op.description, scopeNote].filter(Boolean).join('\n\n'),
      tags: [op.tag],
      ...(op.scopes === null ? { security: [] } : { 'x-scopes': op.scopes }),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: convert(op.body, 'input'), ...(op.bodyExample !== undefined ? { example: op.bodyExample } : {}) } },
            },
          }
        : {}),
      responses,
    };
  }

  const webhooks: Record<string, Json> = {};
  for (const [name, hook] of Object.entries(options.webhooks ?? {})) {
    webhooks[name] = {
      post: {
        summary: hook.summary,
        description: hook.description,
        parameters: [
          { name: 'X-Service-Event', in: 'header', required: true, schema: { type: 'string' }, description: 'Tipo de evento, p. ej. order.delivered' },
          { name: 'X-Service-Signature', in: 'header', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{64}$' }, description: 'HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook' },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: convert(hook.schema, 'output'), ...(hook.example ? { example: hook.example } : {}) } } },
        responses: { '200': { description: 'El receptor confirma con 200 OK (cualquier 2xx cuenta como entregado).' } },
      },
    };
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: options.info,
    servers: [{ url: '/api/v1', description: 'API v1 (relativa al host del servicio)' }],
    security: [{ ApiKey: [] }],
    tags: [...new Set(options.operations.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    webhooks,
    components: {
      schemas,
      securitySchemes: {
        ApiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'flt_…', description: 'Authorization: Bearer <API_KEY>. Las claves empiezan con flt_ y tienen permisos (scopes).' },
      },
      headers: {
        'X-Request-Id': { description: 'Identificador de la solicitud (cítalo a soporte)', schema: { type: 'string', format: 'uuid' } },
        'X-RateLimit-Limit': { description: 'Solicitudes permitidas en la ventana del límite más estricto', schema: { type: 'integer' } },
        'X-RateLimit-Remaining': { description: 'Solicitudes restantes en esa ventana', schema: { type: 'integer' } },
        'X-RateLimit-Reset': { description: 'Momento en que se restablece la ventana (ver docs/api/rate-limits.md)', schema: { type: 'integer' } },
      },
    },
  };
}
