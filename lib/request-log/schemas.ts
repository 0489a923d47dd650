// Shapes of GET /api/v1/request-logs and GET /api/v1/request-logs/{id} (docs/request-log.md): the query as it
// comes in the URL (every parameter a string; unknown ones refused by name) and the rows as the API answers
// them. Used for parsing, for the TypeScript types and for the OpenAPI document.
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { dateParam } from '@/lib/orders/schemas';
import { pageLimitParam } from '@/lib/platform/pagination/limit-param';

export const REQUEST_LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export const REQUEST_LOG_QUERY_PARAMS = ['status', 'method', 'path', 'apiKeyId', 'requestId', 'from', 'to', 'limit', 'cursor'] as const;

/** A status class (2xx..5xx) or one exact status (100..599). */
const statusParam = z.string().transform((value, ctx) => {
  const v = value.trim().toLowerCase();
  if ((STATUS_CLASSES as readonly string[]).includes(v)) return { class: Number(v[0]) };
  if (/^[1-5]\d\d$/.test(v)) return { exact: Number(v) };
  ctx.addIssue({
    code: 'custom',
    message: 'debe ser una clase de estado (2xx, 3xx, 4xx o 5xx) o un código HTTP exacto (por ejemplo, 404)',
  });
  return z.NEVER;
});

export const listRequestLogsQuerySchema = z
  .object({
    status: statusParam.optional(),
    method: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .pipe(z.enum(REQUEST_LOG_METHODS, { error: `debe ser uno de: ${REQUEST_LOG_METHODS.join(', ')}` }))
      .optional(),
    path: z
      .string()
      .max(500)
      .regex(/^\/[\x21-\x7e]*$/, { error: 'debe empezar con / (una plantilla como /orders/{id} o el inicio de una ruta como /orders)' })
      .optional(),
    apiKeyId: z.uuid({ error: 'debe ser el identificador (UUID) de una clave de API' }).optional(),
    requestId: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[\x21-\x7e]+$/, { error: 'debe ser un X-Request-Id sin espacios' })
      .optional(),
    from: dateParam(false).optional(),
    to: dateParam(true).optional(),
    limit: pageLimitParam(50, 'Solicitudes por página'), // DEFAULT_PAGE_SIZE of lib/request-log/list-request-logs.ts
    cursor: z.string().min(1).max(500).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from.at.getTime() <= q.to.at.getTime(), { path: ['from'], error: 'no puede ser posterior a to' });
export type ListRequestLogsQuery = z.output<typeof listRequestLogsQuerySchema>;

/** One request as the list shows it (no bodies). */
export const requestLogSummarySchema = z.object({
  id: z.uuid(),
  requestId: z.string(),
  createdAt: z.iso.datetime(),
  method: z.string(),
  /** the declared operation path (/orders/{id}); null for a path no operation declares */
  pathTemplate: z.string().nullable(),
  /** the concrete path, /api/v1 included */
  path: z.string(),
  /** the query string without "?", secrets redacted */
  query: z.string().nullable(),
  status: z.number().int(),
  /** the response's X-Error-Code */
  errorCode: z.string().nullable(),
  durationMs: z.number().int().min(0),
  apiKeyId: z.uuid().nullable(),
  apiKeyName: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type RequestLogSummary = z.infer<typeof requestLogSummarySchema>;

export const requestLogListSchema = z.object({ data: z.array(requestLogSummarySchema), nextCursor: z.string().nullable() });
export type RequestLogList = z.infer<typeof requestLogListSchema>;

/** One request with what was kept of its bodies (failed requests only; 2 KB, redacted). */
export const requestLogDetailSchema = requestLogSummarySchema.extend({
  requestBody: z.string().nullable(),
  responseBody: z.string().nullable(),
});
export type RequestLogDetail = z.infer<typeof requestLogDetailSchema>;
