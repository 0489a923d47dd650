'use client';
// The delivery log of a webhook: every attempt its own row, newest first, 25 per page, filtered by result, days
// and order (delivery-log-filters.tsx; the order comes from the page's ?pedido=). The first page is polled every
// 2 s while the page is open (react-query, paused in background tabs); older pages are static.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchJson } from '@/app/_components/fetch-json';
import { errorMessage } from '@/app/_components/use-action';
import { Alert, Card, EmptyState } from '@/app/_components/ui';
import { DeliveryLogFilters, filterQuery, noLogFilters, type LogFilters, type LogOrder } from './delivery-log-filters';
import { DeliveryRow, type Attempt } from './delivery-row';
import styles from './delivery-log.module.css';

export type AttemptPage = { data: Attempt[]; nextCursor: string | null };

/** The query key prefix of a webhook's log: invalidating it refreshes whatever page is shown. */
export const deliveryLogKey = (webhookId: string) => ['webhook-deliveries', webhookId];

export function DeliveryLog({
  webhookId,
  initialAttempts,
  initialOrder,
  orderProblem,
  canManage,
  redeliverPending,
  onRedeliver,
}: {
  webhookId: string;
  /** the first page as the server read it, with `initialOrder`'s filter when there is one */
  initialAttempts: AttemptPage;
  initialOrder: LogOrder | null;
  /** the page's ?pedido= names no order of the organization */
  orderProblem: string | null;
  canManage: boolean;
  redeliverPending: boolean;
  onRedeliver: (deliveryId: string) => void;
}) {
  const [cursors, setCursors] = useState<string[]>([]); // cursor stack of the pages before the current one
  const [cursor, setCursor] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [initialFilters] = useState<LogFilters>({ ...noLogFilters, order: initialOrder });
  const [filters, setFilters] = useState<LogFilters>(initialFilters);
  const query = filterQuery(filters);
  const changeFilters = (next: LogFilters) => {
    // the order filter came from the address: without it, a reload shows every order again
    if (filters.order && !next.order) window.history.replaceState(window.history.state, '', window.location.pathname);
    setFilters(next);
    setCursors([]);
    setCursor(null);
  };
  const log = useQuery({
    queryKey: [...deliveryLogKey(webhookId), query, cursor],
    queryFn: () => {
      const params = new URLSearchParams(query);
      if (cursor) params.set('cursor', cursor);
      const qs = params.toString();
      return fetchJson<AttemptPage>(`/api/dashboard/webhooks/${webhookId}/deliveries${qs ? `?${qs}` : ''}`);
    },
    initialData: cursor === null && query === filterQuery(initialFilters) ? initialAttempts : undefined,
    placeholderData: keepPreviousData,
    // Only the first page changes as new attempts arrive.
    refetchInterval: cursor === null ? 2_000 : false,
    refetchIntervalInBackground: false,
  });

  const rows = log.data?.data ?? [];
  return (
    <Card
      id="registro"
      title="Registro de entregas"
      description="Cada intento en su fila: fecha, evento, pedido, código HTTP o error, duración, resultado y payload. Se actualiza solo mientras esta página está abierta."
      actions={<span className={`muted ${styles.live}`}>{log.isFetching && <span className="spinner" aria-hidden="true" />}En vivo</span>}
    >
      {log.isError && (
        <div className="card-body">
          <div className="alert alert-error" role="alert">
            {errorMessage(log.error)}
          </div>
        </div>
      )}
      {orderProblem && (
        <div className="card-body">
          <Alert tone="warning">{orderProblem}</Alert>
        </div>
      )}
      <DeliveryLogFilters value={filters} onChange={changeFilters} />
      {rows.length === 0 ? (
        query ? (
          <EmptyState icon="webhook" title="Sin resultados">
            Ningún intento coincide con estos filtros.
          </EmptyState>
        ) : (
          <EmptyState icon="webhook" title="Todavía no hay entregas">
            Envía un evento de prueba o crea y mueve un pedido: cada intento aparecerá aquí en segundos.
          </EmptyState>
        )
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid="deliveries-table">
            <thead>
              <tr>
                <th>Fecha</th>
                <th>Evento</th>
                <th>Pedido</th>
                <th className="num hide-md">Intento</th>
                <th>Respuesta</th>
                <th className="num hide-md">Duración</th>
                <th>Resultado</th>
                <th>Acciones</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <DeliveryRow
                  key={a.id}
                  attempt={a}
                  expanded={expanded === a.id}
                  onToggle={() => setExpanded(expanded === a.id ? null : a.id)}
                  // Redelivery is offered once per delivery, on its latest attempt.
                  canRedeliver={canManage && a.isLatest && (a.deliveryState === 'failed' || a.deliveryState === 'cancelled')}
                  redeliverPending={redeliverPending}
                  onRedeliver={() => onRedeliver(a.deliveryId)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(cursors.length > 0 || log.data?.nextCursor) && (
        <nav className="card-footer" aria-label="Paginación del registro">
          <span className="muted">Página {cursors.length + 1}</span>
          <div className="pager">
            <button
              type="button"
              className="btn btn-sm"
              disabled={cursors.length === 0}
              onClick={() => {
                const prev = [...cursors];
                const c = prev.pop() ?? null;
                setCursors(prev);
                setCursor(c || null);
              }}
            >
              ← Más recientes
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={!log.data?.nextCursor}
              onClick={() => {
                setCursors([...cursors, cursor ?? '']);
                setCursor(log.data!.nextCursor);
              }}
            >
              Más antiguas →
            </button>
          </div>
        </nav>
      )}
    </Card>
  );
}
