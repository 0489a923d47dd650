// One delivery attempt of the log: date and time, event, order, attempt number, the receiver's answer, the
// attempt's own result and under it (when expanded) the event id, the payload and the receiver's response body.
// A failed attempt reads "Fallida" even when a later attempt of its delivery succeeded; the delivery's state
// ("Reintento programado", "Cancelada") shows on its latest attempt only.
import Link from 'next/link';
import { Fragment } from 'react';
import { Badge } from '@/app/_components/ui';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import { eventLabel } from '@/lib/orders/display-labels';
import type { DeliveryLogAttempt } from '@/lib/webhooks/list-delivery-attempts';
import styles from './delivery-log.module.css';

export type Attempt = DeliveryLogAttempt;

type Tone = 'green' | 'red' | 'blue' | 'gray';

/** The attempt's result as a person reads it. */
export function attemptResult(a: Attempt): { tone: Tone; label: string } {
  if (a.succeeded) return { tone: 'green', label: 'Entregada' };
  if (a.isLatest && a.deliveryState === 'pending') return { tone: 'blue', label: 'Reintento programado' };
  if (a.isLatest && a.deliveryState === 'cancelled') return { tone: 'gray', label: 'Cancelada' };
  return { tone: 'red', label: a.isLatest ? 'Fallida' : 'Fallida, reintentada' };
}

export function DeliveryRow({
  attempt: a,
  expanded,
  onToggle,
  canRedeliver,
  redeliverPending,
  onRedeliver,
}: {
  attempt: Attempt;
  expanded: boolean;
  onToggle: () => void;
  canRedeliver: boolean;
  redeliverPending: boolean;
  onRedeliver: () => void;
}) {
  const result = attemptResult(a);
  const rowName = `${eventLabel(a.event)}${a.orderReference ? ` ${a.orderReference}` : ''}, intento ${a.attemptNumber}, ${formatDateTime(a.attemptedAt)}`;
  return (
    <Fragment>
      <tr data-event={a.event} data-result={result.label} data-testid="delivery-attempt">
        <td className="nowrap">{formatDateTime(a.attemptedAt)}</td>
        <td>{eventLabel(a.event)}</td>
        <td>
          {a.orderId ? (
            <Link href={`/dashboard/orders/${a.orderId}`}>{a.orderReference ?? a.orderId.slice(0, 8)}</Link>
          ) : (
            <span className="muted">—</span>
          )}
        </td>
        <td className="num hide-md">{a.attemptNumber}</td>
        <td>
          {a.statusCode !== null ? (
            <Badge tone={a.statusCode < 300 ? 'green' : a.statusCode < 500 ? 'amber' : 'red'}>HTTP {a.statusCode}</Badge>
          ) : (
            <Badge tone="red">Sin respuesta</Badge>
          )}
          {a.error && <div className={styles.error}>{a.error}</div>}
        </td>
        <td className="num hide-md nowrap">{a.responseTimeMs} ms</td>
        <td>
          <Badge tone={result.tone}>{result.label}</Badge>
        </td>
        <td>
          <div className="row-actions">
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Ocultar' : 'Ver'} payload de ${rowName}`}
              onClick={onToggle}
            >
              {expanded ? 'Ocultar' : 'Payload'}
            </button>
            {canRedeliver && (
              <button
                type="button"
                className="btn btn-sm"
                disabled={redeliverPending}
                aria-label={`Reenviar ${rowName}`}
                onClick={onRedeliver}
              >
                Reenviar
              </button>
            )}
          </div>
        </td>
      </tr>
      {expanded && (
        <tr className="detail-row">
          <td colSpan={8}>
            <div className="stack-sm">
              <div className={`muted ${styles.meta}`}>
                Evento <code>{a.event}</code> · <code>{a.eventId}</code>
                {a.error ? ` · ${a.error}` : ''}
              </div>
              {/* Both boxes scroll: focusable, with a name, so the keyboard can scroll them (axe scrollable-region-focusable). */}
              <pre className="payload" tabIndex={0} role="region" aria-label={`Payload de ${rowName}`}>
                {JSON.stringify(a.payload, null, 2)}
              </pre>
              {a.responseBody && (
                <>
                  <div className={`muted ${styles.meta}`}>Respuesta del receptor</div>
                  <pre className="payload" tabIndex={0} role="region" aria-label={`Respuesta del receptor a ${rowName}`}>
                    {a.responseBody}
                  </pre>
                </>
              )}
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
