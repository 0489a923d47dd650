// The "Registros" page's filters: what the form sends, turned into the GET /api/v1/request-logs query the
// request log already validates (lib/request-log/list-request-logs.ts), and the page's links. Dates are
// Mexico City calendar days, as on the orders page.
import { staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import type { DomainError } from '@/lib/platform/errors/domain-error';
import { operations } from '@/lib/http/openapi/operations';
import { readQuery } from '@/lib/http/query';
import { checkRequestLogWindow } from '@/lib/request-log/list-request-logs';
import { REQUEST_LOG_METHODS, STATUS_CLASSES } from '@/lib/request-log/schemas';
import { readPageStack, writePageStack } from '@/lib/platform/pagination/page-stack';
import { isUuid } from '@/lib/platform/text/uuid';
import { MEXICO_CITY_OFFSET } from '@/lib/platform/time/mexico-city';

export const LOGS_PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_FIELDS = ['path', 'requestId'] as const;

export type LogsFilter = {
  status: string | null;
  method: string | null;
  path: string | null;
  key: string | null;
  requestId: string | null;
  from: string | null;
  to: string | null;
  cursor: string | null;
  stack: string[];
};

/** Reads the page's search params; values that cannot be right are dropped instead of failing the page. */
export function readLogsFilter(params: Record<string, string | string[] | undefined>): LogsFilter {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string).trim() : '') || null;
  const status = one('status');
  const method = one('method');
  const key = one('key');
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, one(name)?.slice(0, 200) ?? null])) as Record<
    (typeof TEXT_FIELDS)[number],
    string | null
  >;
  return {
    status: status && ((STATUS_CLASSES as readonly string[]).includes(status) || /^[1-5]\d\d$/.test(status)) ? status : null,
    method: method && (REQUEST_LOG_METHODS as readonly string[]).includes(method) ? method : null,
    path: text.path,
    key: isUuid(key) ? key : null,
    requestId: text.requestId,
    from: one('from') && DAY.test(one('from')!) ? one('from') : null,
    to: one('to') && DAY.test(one('to')!) ? one('to') : null,
    cursor: one('cursor'),
    stack: readPageStack(one('stack') ?? undefined),
  };
}

export const isFiltered = (f: LogsFilter) => Boolean(f.status || f.method || f.path || f.key || f.requestId || f.from || f.to);

/** The request log's query for a filter (throws the API's Spanish 400 for a value it refuses). */
export function toLogsQuery(filter: LogsFilter) {
  const params = new URLSearchParams({ limit: String(LOGS_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  if (filter.method) params.set('method', filter.method);
  if (filter.path) params.set('path', filter.path.startsWith('/') ? filter.path : `/${filter.path}`);
  if (filter.key) params.set('apiKeyId', filter.key);
  if (filter.requestId) params.set('requestId', filter.requestId);
  // Mexico City has had no daylight saving time since 2022: its days run from -06:00 midnight.
  if (filter.from) params.set('from', `${filter.from}T00:00:00${MEXICO_CITY_OFFSET}`);
  if (filter.to) params.set('to', `${filter.to}T23:59:59.999999${MEXICO_CITY_OFFSET}`);
  if (filter.cursor) params.set('cursor', filter.cursor);
  // read as GET /api/v1/request-logs reads it (its declared query), with the same window
  const query = readQuery(operations.listRequestLogs, params);
  checkRequestLogWindow(query);
  return query;
}

/** The form's label of each query parameter the page sends. */
const fieldLabels: Record<string, string> = {
  status: 'Estado',
  method: 'Método',
  path: 'Ruta',
  apiKeyId: 'Clave',
  requestId: 'X-Request-Id',
  from: 'Desde',
  to: 'Hasta',
};

/**
 * The request log's refusal of the page's query as the page says it: naming the fields the way the form labels
 * them, never the API's parameter names or formats (a stale cursor, a day that does not exist, a day too old).
 */
export function logsProblem(error: DomainError): string {
  const message = error.message;
  const fields = (error.fields ?? []).map((f) => f.field);
  if (/El parámetro cursor/.test(message) || fields.includes('cursor')) return staleLinkMessage('registros');
  if (/from no puede ser posterior a to/.test(message)) return 'La fecha «Desde» no puede ser posterior a la fecha «Hasta».';
  if (/from no puede estar en el futuro/.test(message)) return 'La fecha «Desde» no puede estar en el futuro.';
  const retention = /from es anterior a la retención.*?(\d+) días/.exec(message);
  if (retention) return `La fecha «Desde» es demasiado antigua: el registro conserva las solicitudes de los últimos ${retention[1]} días.`;
  const labelled = fields.filter((f) => fieldLabels[f]).map((f) => `«${fieldLabels[f]}»`);
  if (fields.includes('from') || fields.includes('to')) return 'Revisa las fechas «Desde» y «Hasta»: elige días del calendario.';
  if (fields.includes('path')) return 'La «Ruta» debe empezar con / y no llevar espacios, por ejemplo /orders o /orders/{id}.';
  if (labelled.length) return `Revisa ${labelled.length === 1 ? 'el filtro' : 'los filtros'} ${[...new Set(labelled)].join(', ')}.`;
  return 'No se pudieron aplicar estos filtros. Límpialos y vuelve a intentarlo.';
}

/** A link of the logs page with the same filters. */
export function logsHref(filter: Omit<LogsFilter, 'cursor' | 'stack'>, page: { cursor?: string | null; stack?: string[] } = {}): string {
  const params = new URLSearchParams();
  for (const name of ['status', 'method', 'path', 'key', 'requestId', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  if (page.cursor) params.set('cursor', page.cursor);
  const stack = writePageStack(page.stack ?? []);
  if (stack !== null) params.set('stack', stack);
  const query = params.toString();
  return query ? `/dashboard/logs?${query}` : '/dashboard/logs';
}

/** The badge colour of a status: green 2xx, blue 3xx, amber 4xx, red 5xx. */
export function statusTone(status: number): 'green' | 'blue' | 'amber' | 'red' {
  return status >= 500 ? 'red' : status >= 400 ? 'amber' : status >= 300 ? 'blue' : 'green';
}
