// The request log of one organization, newest first: keyset pages over (created_at desc, id desc) served by
// request_logs_org_created_idx (lib/pagination), with the filters of GET /api/v1/request-logs and the
// dashboard's "Registros". Every read filters organization_id: rows without an organization (requests
// without a valid key) are never listed.
import { and, between, desc, eq, getTableColumns, gte, like, lt, lte, or, type SQL } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { DbOrTx } from '@/db/client';
import { requestLogs, type RequestLog } from '@/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { formatZodError, zodFieldErrors } from '@/lib/errors/zod-es';
import { parseCursorParam } from '@/lib/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/pagination/keyset';
import { isUuid } from '@/lib/text/uuid';
import { RETENTION_DAYS } from './retention';
import {
  listRequestLogsQuerySchema, REQUEST_LOG_QUERY_PARAMS, type ListRequestLogsQuery, type RequestLogDetail, type RequestLogList, type RequestLogSummary,
} from './schemas';

export const DEFAULT_PAGE_SIZE = 50;
const API_PREFIX = '/api/v1';

const DAY_MS = 86_400_000;
/** A `from` this far ahead of the server's clock is still "now" (clients' clocks drift). */
const CLOCK_SKEW_MS = 60_000;

/**
 * The URL query, validated: a Spanish 400 naming every unknown parameter, or the parameter that is wrong.
 * `from` in the future, or before the 30 days the log keeps, is refused with the reason (`now`: a test clock).
 */
export function parseListRequestLogsQuery(params: URLSearchParams, now = new Date()): ListRequestLogsQuery {
  const query = parseQuery(params);
  const from = query.from?.at.getTime();
  if (from !== undefined && from > now.getTime() + CLOCK_SKEW_MS) {
    throw new DomainError('validation_error', 'El parámetro from no puede estar en el futuro.', { fields: [{ field: 'from', message: 'El parámetro from no puede estar en el futuro.' }] });
  }
  // Rows live 30 to 31 days (whole daily partitions), so a day picked 30 days back is still answered.
  if (from !== undefined && from < now.getTime() - (RETENTION_DAYS + 1) * DAY_MS) {
    const message = `El parámetro from es anterior a la retención del registro: se conservan las solicitudes de los últimos ${RETENTION_DAYS} días.`;
    throw new DomainError('validation_error', message, { fields: [{ field: 'from', message }] });
  }
  return query;
}

function parseQuery(params: URLSearchParams): ListRequestLogsQuery {
  const unknown = [...new Set([...params.keys()].filter((name) => !(REQUEST_LOG_QUERY_PARAMS as readonly string[]).includes(name)))];
  if (unknown.length > 0) {
    const names = unknown.map((n) => `«${n.slice(0, 50)}»`).join(', ');
    throw new DomainError(
      'validation_error',
      `${unknown.length === 1 ? 'El parámetro' : 'Los parámetros'} ${names} no ${unknown.length === 1 ? 'existe' : 'existen'}. Filtros válidos: ${REQUEST_LOG_QUERY_PARAMS.join(', ')}.`,
      { fields: unknown.map((field) => ({ field, message: `El parámetro ${field} no existe.` })) },
    );
  }
  const raw = Object.fromEntries(REQUEST_LOG_QUERY_PARAMS.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])));
  try {
    return listRequestLogsQuerySchema.parse(raw);
  } catch (error) {
    if (error instanceof ZodError) {
      const message = formatZodError(error).replace(/El campo /g, 'El parámetro ');
      throw new DomainError('validation_error', message, {
        fields: zodFieldErrors(error).map((f) => ({ ...f, message: f.message.replace(/El campo /g, 'El parámetro ') })),
      });
    }
    throw error;
  }
}

export type ListRequestLogsOptions = ListRequestLogsQuery & { organizationId: string };

/** LIKE pattern of a prefix, its wildcards taken literally. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(options: ListRequestLogsOptions): SQL[] {
  const t = requestLogs;
  const where: (SQL | undefined)[] = [eq(t.organizationId, options.organizationId)];
  const { class: statusClass, exact: exactStatus } = options.status ?? {};
  if (statusClass !== undefined) where.push(between(t.status, statusClass * 100, statusClass * 100 + 99));
  if (exactStatus !== undefined) where.push(eq(t.status, exactStatus));
  if (options.method) where.push(eq(t.method, options.method));
  if (options.path) {
    const path = options.path.startsWith(`${API_PREFIX}/`) ? options.path.slice(API_PREFIX.length) : options.path;
    // A template (/orders/{id}) names one operation; anything else is the start of the concrete path.
    where.push(path.includes('{') ? eq(t.pathTemplate, path) : or(eq(t.pathTemplate, path), like(t.path, prefixPattern(API_PREFIX + path))));
  }
  if (options.apiKeyId) where.push(eq(t.apiKeyId, options.apiKeyId));
  if (options.requestId) where.push(eq(t.requestId, options.requestId));
  if (options.from) where.push(gte(t.createdAt, options.from.at));
  if (options.to) where.push(options.to.exclusive ? lt(t.createdAt, options.to.at) : lte(t.createdAt, options.to.at));
  if (options.cursor) where.push(afterCursor(t.createdAt, t.id, parseCursorParam(options.cursor)));
  return where.filter((c): c is SQL => c !== undefined);
}

function toSummary(row: RequestLog): RequestLogSummary {
  return {
    id: row.id,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
    method: row.method,
    pathTemplate: row.pathTemplate,
    path: row.path,
    query: row.query,
    status: row.status,
    errorCode: row.errorCode,
    durationMs: row.durationMs,
    apiKeyId: row.apiKeyId,
    apiKeyName: row.apiKeyName,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

export async function listRequestLogs(db: DbOrTx, options: ListRequestLogsOptions): Promise<RequestLogList> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const { requestBody: _request, responseBody: _response, ...columns } = getTableColumns(requestLogs);
  const rows = await db
    .select({ ...columns, cursorTime: cursorTime(requestLogs.createdAt) })
    .from(requestLogs)
    .where(and(...filters(options)))
    .orderBy(desc(requestLogs.createdAt), desc(requestLogs.id))
    .limit(limit + 1);
  const page = toPage(rows, limit, (row) => ({ t: row.cursorTime, id: row.id }));
  return { data: page.rows.map((row) => toSummary({ ...row, requestBody: null, responseBody: null })), nextCursor: page.nextCursor };
}

/** One request of the organization; 400 for an id that is not a UUID, 404 for another organization's or an expired one. */
export async function getRequestLog(db: DbOrTx, params: { organizationId: string; id: string }): Promise<RequestLogDetail> {
  if (!isUuid(params.id)) {
    throw new DomainError('validation_error', `El identificador «${String(params.id).replace(/[^\x20-\x7e]/g, '?').slice(0, 60)}» no es válido: debe ser el id (UUID) de un registro de solicitud.`, {
      fields: [{ field: 'id', message: 'El identificador debe ser un UUID.' }],
    });
  }
  const [row] = await db
    .select()
    .from(requestLogs)
    .where(and(eq(requestLogs.id, params.id), eq(requestLogs.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', 'El registro de solicitud no existe o ya expiró (se conservan 30 días).');
  return { ...toSummary(row), requestBody: row.requestBody, responseBody: row.responseBody };
}
