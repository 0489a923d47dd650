// The request log of one organization, newest first: keyset pages over (created_at desc, id desc) served by
// request_logs_org_created_idx (lib/platform/pagination), with the filters of GET /api/v1/request-logs and the
// dashboard's "Registros". Every read filters organization_id: rows without an organization (requests
// without a valid key) are never listed.
import { and, between, desc, eq, getTableColumns, gte, like, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { requestLogs, type RequestLog } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import { isUuid } from '@/lib/platform/text/uuid';
import { RETENTION_DAYS } from './retention';
import type { ListRequestLogsQuery, RequestLogDetail, RequestLogList, RequestLogSummary } from './schemas';

export const DEFAULT_PAGE_SIZE = 50;
const API_PREFIX = '/api/v1';

const DAY_MS = 86_400_000;
/** A `from` this far ahead of the server's clock is still "now" (clients' clocks drift). */
const CLOCK_SKEW_MS = 60_000;

/**
 * The request log keeps 30 days: `from` in the future, or before the days the log keeps, is refused with the
 * reason (`now`: a test clock). The query's shape is checked where it is read (apiRoute, with the operation's
 * declared schema, listRequestLogsQuerySchema).
 */
export function checkRequestLogWindow(query: Pick<ListRequestLogsQuery, 'from'>, now = new Date()): void {
  const from = query.from?.at.getTime();
  if (from !== undefined && from > now.getTime() + CLOCK_SKEW_MS) {
    throw new DomainError('validation_error', 'El parámetro from no puede estar en el futuro.', {
      fields: [{ field: 'from', message: 'El parámetro from no puede estar en el futuro.' }],
    });
  }
  // Rows live 30 to 31 days (whole daily partitions), so a day picked 30 days back is still answered.
  if (from !== undefined && from < now.getTime() - (RETENTION_DAYS + 1) * DAY_MS) {
    const message = `El parámetro from es anterior a la retención del registro: se conservan las solicitudes de los últimos ${RETENTION_DAYS} días.`;
    throw new DomainError('validation_error', message, { fields: [{ field: 'from', message }] });
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
    where.push(
      path.includes('{') ? eq(t.pathTemplate, path) : or(eq(t.pathTemplate, path), like(t.path, prefixPattern(API_PREFIX + path))),
    );
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
  checkRequestLogWindow(options);
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

/** The answer for an id that is not a UUID: a 400 that quotes it (printable ASCII, 60 characters at most). */
export const invalidRequestLogId = (id: string) =>
  new DomainError(
    'validation_error',
    `El identificador «${String(id)
      .replace(/[^\x20-\x7e]/g, '?')
      .slice(0, 60)}» no es válido: debe ser el id (UUID) de un registro de solicitud.`,
    {
      fields: [{ field: 'id', message: 'El identificador debe ser un UUID.' }],
    },
  );

/** One request of the organization; 400 for an id that is not a UUID, 404 for another organization's or an expired one. */
export async function getRequestLog(db: DbOrTx, params: { organizationId: string; id: string }): Promise<RequestLogDetail> {
  if (!isUuid(params.id)) throw invalidRequestLogId(params.id);
  const [row] = await db
    .select()
    .from(requestLogs)
    .where(and(eq(requestLogs.id, params.id), eq(requestLogs.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', 'El registro de solicitud no existe o ya expiró (se conservan 30 días).');
  return { ...toSummary(row), requestBody: row.requestBody, responseBody: row.responseBody };
}
