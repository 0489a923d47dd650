// The tracking timeline of an order, newest event first.
import { Card, EmptyState } from '@/app/_components/ui';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import { statusLabel, trackingDescriptionLabel } from '@/app/(dashboard)/_lib/display-labels';
import type { OrderDetail } from '@/lib/orders/schemas';

/** The estimated delivery, only while the order can still arrive (a cancelled or failed order has none). */
function eta(order: OrderDetail): string | undefined {
  if (
    !order.estimated_delivery_at ||
    ['cancelled', 'failed', 'delivered', 'return_requested', 'return_approved', 'returned'].includes(order.status)
  )
    return undefined;
  return `Entrega estimada: ${formatDateTime(order.estimated_delivery_at)}`;
}

export function TrackingCard({ order }: { order: OrderDetail }) {
  const events = [...order.tracking_events].reverse();
  return (
    <Card title="Rastreo" description={eta(order)}>
      <div className="card-body">
        {events.length === 0 ? (
          <EmptyState icon="box" title="Sin eventos todavía">
            El proveedor aún no reporta movimientos de este envío.
          </EmptyState>
        ) : (
          <ol className="timeline" data-testid="tracking-timeline" aria-label="Eventos de rastreo, del más reciente al más antiguo">
            {events.map((e, i) => (
              <li key={`${e.occurred_at}-${i}`}>
                <span className="dot" aria-hidden="true" />
                <div>
                  <div className="cluster">
                    <strong>{statusLabel(e.status)}</strong>
                    <span className="when">{formatDateTime(e.occurred_at)}</span>
                  </div>
                  <div>{trackingDescriptionLabel(e.description, e.status)}</div>
                  {e.location && <div className="muted text-sm">{e.location}</div>}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
