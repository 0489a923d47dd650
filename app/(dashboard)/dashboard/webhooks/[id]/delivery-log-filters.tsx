'use client';
// The delivery log's filters: the attempt's result, a range of Mexico City days (empty = no bound) and the order the
// page was opened for (/dashboard/webhooks/:id?pedido=<orderId>, linked from the order page's webhook deliveries).
import Link from 'next/link';
import type { DeliveryLogResult } from '@/lib/webhooks/list-delivery-attempts';
import styles from './delivery-log.module.css';

export type LogOrder = { id: string; reference: string | null };
export type LogFilters = { result: DeliveryLogResult | ''; from: string; to: string; order: LogOrder | null };
export const noLogFilters: LogFilters = { result: '', from: '', to: '', order: null };

const orderName = (order: LogOrder) => order.reference ?? order.id.slice(0, 8);

const resultOptions: { value: LogFilters['result']; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'succeeded', label: 'Entregados' },
  { value: 'failed', label: 'Fallidos' },
  { value: 'pending', label: 'Reintento programado' },
];

/** The filters as the query of GET /api/dashboard/webhooks/:id/deliveries. */
export function filterQuery(f: LogFilters): string {
  const params = new URLSearchParams();
  if (f.result) params.set('result', f.result);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.order) params.set('orderId', f.order.id);
  return params.toString();
}

export function DeliveryLogFilters({ value, onChange }: { value: LogFilters; onChange: (next: LogFilters) => void }) {
  return (
    <div className={styles.filters} role="group" aria-label="Filtros del registro de entregas">
      <div className="field">
        <label htmlFor="log-result">Resultado</label>
        <select
          id="log-result"
          className="select"
          value={value.result}
          onChange={(e) => onChange({ ...value, result: e.target.value as LogFilters['result'] })}
        >
          {resultOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="log-from">Primer día</label>
        <input
          id="log-from"
          type="date"
          className="input"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="log-to">Último día</label>
        <input
          id="log-to"
          type="date"
          className="input"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </div>
      {value.order && (
        <div className={styles.orderFilter} data-testid="log-order-filter">
          <span>
            Pedido <Link href={`/dashboard/orders/${value.order.id}`}>{orderName(value.order)}</Link>
          </span>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            aria-label={`Ver todos los pedidos: quitar el filtro del pedido ${orderName(value.order)}`}
            onClick={() => onChange({ ...value, order: null })}
          >
            Ver todos los pedidos
          </button>
        </div>
      )}
      {(value.result || value.from || value.to || value.order) && (
        <button type="button" className="btn btn-sm" onClick={() => onChange(noLogFilters)}>
          Limpiar filtros
        </button>
      )}
    </div>
  );
}
