'use client';
// The delivery log's filters: the attempt's result and a range of Mexico City days (empty = no bound).
import type { DeliveryLogResult } from '@/lib/webhooks/list-delivery-attempts';
import styles from './delivery-log.module.css';

export type LogFilters = { result: DeliveryLogResult | ''; from: string; to: string };

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
  return params.toString();
}

export function DeliveryLogFilters({ value, onChange }: { value: LogFilters; onChange: (next: LogFilters) => void }) {
  return (
    <div className={styles.filters} role="group" aria-label="Filtros del registro de entregas">
      <div className="field">
        <label htmlFor="log-result">Resultado</label>
        <select id="log-result" className="select" value={value.result} onChange={(e) => onChange({ ...value, result: e.target.value as LogFilters['result'] })}>
          {resultOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="log-from">Primer día</label>
        <input id="log-from" type="date" className="input" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="log-to">Último día</label>
        <input id="log-to" type="date" className="input" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </div>
      {(value.result || value.from || value.to) && (
        <button type="button" className="btn btn-sm" onClick={() => onChange({ result: '', from: '', to: '' })}>Limpiar filtros</button>
      )}
    </div>
  );
}
