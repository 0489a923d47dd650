// Registros: the organization's API requests of the last 30 days (docs/request-log.md), newest first, with
// filters and keyset paging. Every member reads it (reading changes nothing, as the webhook delivery log).
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { listApiKeys } from '@/lib/api-keys/list-api-keys';
import { requireOrgPermission } from '@/lib/http/session';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { listRequestLogs } from '@/lib/request-log/list-request-logs';
import { REQUEST_LOG_METHODS, STATUS_CLASSES, type RequestLogList } from '@/lib/request-log/schemas';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import { staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import { Pager } from '@/app/_components/pager';
import { Alert, Badge, Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { isFiltered, logsHref, logsProblem, readLogsFilter, statusTone, toLogsQuery } from '../logs-filter';

export const metadata: Metadata = { title: 'Registros' };

export default async function LogsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireOrgPermission('logs:read');
  const filter = readLogsFilter(await searchParams);
  // the keys of this mode: a live organization's list holds its twin's too (docs/modes.md)
  const keys = (await listApiKeys(getDb(), { organizationId: session.organizationId })).filter((k) => k.mode === session.mode);
  let page: RequestLogList = { data: [], nextCursor: null };
  let problem: string | null = null;
  try {
    page = await listRequestLogs(getDb(), { organizationId: session.organizationId, ...toLogsQuery(filter) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    problem = logsProblem(error);
  }
  const filtered = isFiltered(filter);
  const previous = filter.stack.length
    ? logsHref(filter, { cursor: filter.stack[filter.stack.length - 1] || null, stack: filter.stack.slice(0, -1) })
    : null;
  const next = page.nextCursor ? logsHref(filter, { cursor: page.nextCursor, stack: [...filter.stack, filter.cursor ?? ''] }) : null;

  return (
    <>
      <PageHeader
        title="Registros"
        description="Cada solicitud a la API de tu organización en los últimos 30 días. Cita el X-Request-Id al escribir a soporte."
      />
      <Card>
        {/* Keyed by the filter: after "Limpiar" (a client-side navigation) the fields show the new values, not the old ones. */}
        <form key={logsHref(filter)} className="filters" method="get" action="/dashboard/logs" aria-label="Filtros">
          <div className="field">
            <label htmlFor="status">Estado</label>
            <select id="status" name="status" className="select" defaultValue={filter.status ?? ''}>
              <option value="">Todos</option>
              {STATUS_CLASSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="method">Método</label>
            <select id="method" name="method" className="select" defaultValue={filter.method ?? ''}>
              <option value="">Todos</option>
              {REQUEST_LOG_METHODS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="path">Ruta</label>
            <input id="path" name="path" className="input" placeholder="/orders/{id}" defaultValue={filter.path ?? ''} />
          </div>
          <div className="field">
            <label htmlFor="key">Clave</label>
            <select id="key" name="key" className="select" defaultValue={filter.key ?? ''}>
              <option value="">Todas</option>
              {keys.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="requestId">X-Request-Id</label>
            <input id="requestId" name="requestId" className="input" placeholder="req_…" defaultValue={filter.requestId ?? ''} />
          </div>
          <div className="field">
            <label htmlFor="from">Desde</label>
            <input id="from" name="from" type="date" className="input" defaultValue={filter.from ?? ''} />
          </div>
          <div className="field">
            <label htmlFor="to">Hasta</label>
            <input id="to" name="to" type="date" className="input" defaultValue={filter.to ?? ''} />
          </div>
          <div className="filter-actions">
            <button type="submit" className="btn btn-primary">
              Filtrar
            </button>
            {filtered && (
              <Link href="/dashboard/logs" className="btn">
                Limpiar
              </Link>
            )}
          </div>
        </form>
        {problem ? (
          <div className="card-body">
            <Alert tone="error">
              {problem}
              {problem === staleLinkMessage('registros') && (
                <>
                  {' '}
                  <Link href={logsHref(filter)}>Ir a la primera página</Link>
                </>
              )}
            </Alert>
          </div>
        ) : page.data.length === 0 ? (
          filtered || filter.cursor ? (
            <EmptyState
              icon="list"
              title="Sin resultados"
              action={
                <Link href="/dashboard/logs" className="btn">
                  Ver todas las solicitudes
                </Link>
              }
            >
              Ninguna solicitud coincide con estos filtros.
            </EmptyState>
          ) : (
            <EmptyState
              icon="list"
              title="Todavía no hay solicitudes"
              action={
                <Link href="/dashboard/api-keys" className="btn btn-primary">
                  Crear una clave de API
                </Link>
              }
            >
              Aquí aparece cada solicitud que tus claves hacen a <code>/api/v1</code>, unos segundos después de responderla.
            </EmptyState>
          )
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="logs-table">
              <thead>
                <tr>
                  <th>Hora</th>
                  <th>Solicitud</th>
                  <th>Estado</th>
                  <th className="hide-sm">Clave</th>
                  <th className="hide-sm num">Duración</th>
                  <th className="hide-md">X-Request-Id</th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((r) => (
                  <tr key={r.id}>
                    <td className="muted nowrap">{formatDateTime(r.createdAt)}</td>
                    <td>
                      <Link href={`/dashboard/logs/${r.id}`} className="item-name">
                        <code>{r.method}</code> {r.pathTemplate ?? r.path}
                      </Link>
                    </td>
                    <td>
                      <Badge tone={statusTone(r.status)}>{r.status}</Badge>
                      {r.errorCode && <span className="muted hide-sm"> {r.errorCode}</span>}
                    </td>
                    <td className="hide-sm">{r.apiKeyName ?? <span className="muted">—</span>}</td>
                    <td className="hide-sm num nowrap">{r.durationMs} ms</td>
                    <td className="hide-md">
                      <code>{r.requestId}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={filter.stack.length + 1} previous={previous} next={next} />
      </Card>
    </>
  );
}
