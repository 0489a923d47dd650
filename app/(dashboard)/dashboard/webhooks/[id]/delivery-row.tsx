// One delivery attempt of the log: time, event, attempt number, the receiver's answer, the delivery's state,
// and under it (when expanded) the event id, the payload and the receiver's response body.
import { Fragment } from 'react';
import { Badge } from '@/app/_components/ui';
import { formatDateTime, formatTime } from '@/app/(dashboard)/_lib/format';
import styles from './delivery-log.module.css';

export type Attempt = {
  id: string;
  deliveryId: string;
  eventId: string;
  event: string;
  attemptNumber: number;
  attemptedAt: string;
  statusCode: number | null;
  responseTimeMs: number;
  error: string | null;
  payload: unknown;
  responseBody: string | null;
  deliveryState: 'pending' | 'succeeded' | 'failed' | 'cancelled';
};

const deliveryBadge = {
  pending: { tone: 'blue', label: 'En curso' },
  succeeded: { tone: 'green', label: 'Entregada' },
  failed: { tone: 'red', label: 'Fallida' },
  cancelled: { tone: 'gray', label: 'Cancelada' },
} as const;

export function DeliveryRow({ attempt: a, expanded, onToggle, canRedeliver, redeliverPending, onRedeliver }: {
  attempt: Attempt;
  expanded: boolean;
  onToggle: () => void;
  canRedeliver: boolean;
  redeliverPending: boolean;
  onRedeliver: () => void;
}) {
  return (
    <Fragment>
      <tr data-event={a.event}>
        <td className="nowrap" title={formatDateTime(a.attemptedAt)}>{formatTime(a.attemptedAt)}</td>
        <td><code>{a.event}</code></td>
        <td className="num">{a.attemptNumber}</td>
        <td>
          {a.statusCode !== null
            ? <Badge tone={a.statusCode < 300 ? 'green' : a.statusCode < 500 ? 'amber' : 'red'}>HTTP {a.statusCode}</Badge>
            : <Badge tone="red">{a.error ? 'Sin respuesta' : 'Error'}</Badge>}
        </td>
        <td className="num hide-sm">{a.responseTimeMs} ms</td>
        <td><Badge tone={deliveryBadge[a.deliveryState].tone}>{deliveryBadge[a.deliveryState].label}</Badge></td>
        <td>
          <div className="row-actions">
            <button type="button" className="btn btn-sm btn-ghost" aria-expanded={expanded} onClick={onToggle}>
              {expanded ? 'Ocultar' : 'Payload'}
            </button>
            {canRedeliver && (
              <button type="button" className="btn btn-sm" disabled={redeliverPending} onClick={onRedeliver}>
                Reenviar
              </button>
            )}
          </div>
        </td>
      </tr>
      {expanded && (
        <tr className="detail-row">
          <td colSpan={7}>
            <div className="stack-sm">
              <div className={`muted ${styles.meta}`}>Evento <code>{a.eventId}</code>{a.error ? ` · ${a.error}` : ''}</div>
              <pre className="payload">{JSON.stringify(a.payload, null, 2)}</pre>
              {a.responseBody && (<><div className={`muted ${styles.meta}`}>Respuesta del receptor</div><pre className="payload">{a.responseBody}</pre></>)}
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
