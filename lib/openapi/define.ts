// The shape of one documented operation. Routes are described once, with the same zod schemas the
// handlers parse with, and lib/openapi/document.ts turns them into the OpenAPI 3.1 document.
import type { z } from 'zod';
import type { ApiScope } from '@/lib/api-keys/scopes';
import type { ErrorCode } from '@/lib/http/error-codes';

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

export type ResponseDoc = {
  description: string;
  /** JSON body schema; omit for bodies that are not JSON */
  schema?: z.ZodType;
  /** non-JSON content (a PDF, say) */
  content?: Record<string, { schema: Record<string, unknown> }>;
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
  /** path parameters: name -> description (all strings) */
  pathParams?: Record<string, string>;
  query?: z.ZodObject;
  headers?: Record<string, { description: string; required?: boolean; schema: Record<string, unknown> }>;
  body?: z.ZodType;
  bodyExample?: unknown;
  responses: Record<number, ResponseDoc>;
  /** error identifiers this operation may answer besides the common ones of its kind */
  errors: readonly ErrorCode[];
  /** the server this path lives on: the versioned API (default) or the site root */
  root?: boolean;
};

export function defineOperations(operations: OperationDoc[]): OperationDoc[] {
  return operations;
}
