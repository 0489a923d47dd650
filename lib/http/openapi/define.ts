// The shape of one API operation, declared once (lib/http/openapi/operations/): method, path, scope, schemas,
// summary. The route's wrapper (lib/http/api-route.ts) takes its scope check, its path parameters' check, its
// query and body schemas from the declaration, and lib/http/openapi/document.ts turns the same declarations into
// the OpenAPI 3.1 document.
import type { z } from 'zod';
import type { ApiScope } from '@/lib/api-keys/scopes';
import type { ErrorCode } from '@/lib/platform/errors/codes';
import type { DomainError } from '@/lib/platform/errors/domain-error';
import { orderNotFound } from '@/lib/orders/get-order-detail';
import { webhookNotFound } from '@/lib/webhooks/find-webhook';

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * A path parameter that is a UUID (documented with `format: uuid`). `invalid` is the answer to a value that is
 * not one: the resource's own Spanish "does not exist" (the same answer as another organization's id), which
 * apiRoute throws before the handler runs, so the handler gets a UUID.
 */
export type PathParam = { description: string; format: 'uuid'; invalid: (value: string) => DomainError };
export const uuidParam = (description: string, invalid: (value: string) => DomainError): PathParam => ({
  description,
  format: 'uuid',
  invalid,
});

/**
 * The URL query of an operation: a zod object whose fields are the query parameters. apiRoute parses it
 * (lib/http/query.ts) and hands the handler its output as `ctx.query`; the document lists its fields.
 */
export type QuerySchema = z.ZodObject<z.core.$ZodLooseShape, z.core.$ZodObjectConfig>;

export type ResponseDoc = {
  description: string;
  /** JSON body schema; omit for bodies that are not JSON */
  schema?: z.ZodType;
  /** non-JSON content (a PDF, say), alone or beside the JSON `schema` (an answer chosen by Accept or a parameter) */
  content?: Record<string, { schema: Record<string, unknown>; example?: unknown }>;
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
  example?: unknown;
};

export type OperationDoc = {
  method: HttpMethod;
  /** OpenAPI path under the server url, e.g. /orders/{id} */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** scopes that grant the operation (any of them); 'any' = every valid key; null = no API key */
  scopes: readonly ApiScope[] | 'any' | null;
  /** path parameters: name -> description, or { description, format: 'uuid' } for an id (uuidParam) */
  pathParams?: Record<string, string | PathParam>;
  query?: QuerySchema;
  /** with `query`: a parameter the schema does not name is refused with a 400 naming it (default: ignored) */
  unknownQuery?: 'reject';
  /**
   * with `query`: read as the webhook lists always read it, the last value of a repeated parameter and a 400
   * that says «El campo limit …» (the other operations: the first value, «El parámetro limit …»)
   */
  queryAsFields?: true;
  headers?: Record<string, { description: string; required?: boolean; schema: Record<string, unknown> }>;
  /** the JSON body, parsed with this schema by the route's wrapper before the handler runs */
  body?: z.ZodType;
  /**
   * A JSON body may be larger than the 1 MB default (POST /orders and a batch purchase carry a scale photo in base64):
   * read under `maxBytes` while streaming, 413 with `tooLargeMessage` past it.
   */
  bodyLimit?: { maxBytes: number; tooLargeMessage: string };
  /** an absent body is read as {} (every field of `body` is optional) instead of failing validation */
  emptyBodyIsObject?: true;
  bodyExample?: unknown;
  responses: Record<number, ResponseDoc>;
  /** error identifiers this operation may answer besides the common ones of its kind */
  errors: readonly ErrorCode[];
  /** the server this path lives on: the versioned API (default) or the site root */
  root?: boolean;
  /** with `scopes: null`: the security scheme that guards the operation instead of an API key (OperatorKey: a platform
   *  operator's key, lib/http/with-operator-key.ts) */
  security?: 'ProviderSignature' | 'OperatorKey';
  /**
   * A POST that creates or changes something: it accepts Idempotency-Key and X-Idempotency-Key (both with
   * different values: 400) and answers a repetition with the stored response (docs/api/idempotency.md).
   * apiRoute claims the key and runs the handler in one transaction that also stores its answer.
   */
  idempotent?: true;
  /**
   * With `idempotent`: the domain function claims the key and stores the answer in its own statement (POST
   * /orders, whose provider call must not hold a transaction); apiRoute only reads the key (ctx.idempotency).
   */
  idempotencyInDomain?: true;
  /**
   * The body may also be a file of these media types (a CSV, say): read as bytes up to `maxBytes` (413 with
   * `tooLargeMessage` past it, JSON included) and handed to the handler as `upload`. `body` then documents the
   * JSON form only: the handler validates it itself (per-item errors), apiRoute does not parse it.
   */
  upload?: { mediaTypes: Record<string, { schema: Record<string, unknown>; example?: string }>; maxBytes: number; tooLargeMessage: string };
};

/** An operation behind an API key (the only kind lib/http/api-route.ts serves). */
export type KeyedOperationDoc = OperationDoc & { scopes: readonly ApiScope[] | 'any' };

/** Keeps the literal types (schemas, path parameter names) the route's handler is typed from. */
export function defineOperation<const O extends OperationDoc>(operation: O): O {
  return operation;
}

type Declared = Omit<OperationDoc, 'operationId'>;

/**
 * A group of operations, keyed by operationId (the key is the one place the id is written). Keeps the
 * literal types (schemas, path parameter names, scopes) the route handlers are typed from.
 */
export function defineOperations<const T extends Record<string, Declared>>(
  operations: T,
): { [K in keyof T]: T[K] & { operationId: K & string } } {
  return Object.fromEntries(Object.entries(operations).map(([operationId, op]) => [operationId, { ...op, operationId }])) as never;
}

/** The schemas given a name with `named()`: other uses of the same schema refer to that name too. */
export const namedSchemaIds = new Map<z.ZodType, string>();

/** Names a schema: it becomes components.schemas[id] in the document (every use of `schema` becomes a $ref). */
export const named = <T extends z.ZodType>(schema: T, id: string) => {
  namedSchemaIds.set(schema, id);
  return schema.meta({ id }) as T;
};

/** Path parameter descriptions shared by several operations. */
export const orderIdParam = { id: uuidParam('Identificador del pedido (orderId)', orderNotFound) } as const;
export const webhookIdParam = { id: uuidParam('Identificador del webhook', webhookNotFound) } as const;
