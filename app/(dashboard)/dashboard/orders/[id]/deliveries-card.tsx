// "Webhooks de este pedido": every webhook delivery of this order's events, each linking to the endpoint's delivery
// log filtered on this order (app/(dashboard)/dashboard/webhooks/[id]?pedido=<orderId>). Shown to roles with
// webhooks:read.
import Link from 'next/link';
import { eventLabel } from '@/app/(dashboard)/_lib/display-labels';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import type { OrderDelivery } from '@/lib/webhooks/order-deliveries';
import { Badge, Card, EmptyState } from '@/app/_components/ui';

const stateBadge = {
  succeeded: { tone: 'green', label: 'Entregado' },
  failed: { tone: 'red', label: 'Fallido' },
  pending: { tone: 'amber', label: 'Pendiente' },
  cancelled: { tone: 'gray', label: 'Cancelado' },
} as const;

export function DeliveriesCard({ orderId, deliveries }: { orderId: string; deliveries: OrderDelivery[] }) {
  return (
    <Card title="Webhooks de este pedido" description="Cada evento del pedido y a qué endpoint se envió">
      {deliveries.length === 0 ? (
        <EmptyState icon="webhook" title="Sin entregas">
          Ningún webhook activo recibió eventos de este pedido.
        </EmptyState>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Entregas de webhooks de este pedido">
          <table className="table" data-testid="order-deliveries">
            <thead>
              <tr>
                <th scope="col">Evento</th>
                <th scope="col">Webhook</th>
                <th scope="col">Estado</th>
                <th scope="col" className="hide-sm">
                  Fecha
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.deliveryId}>
                  <td>
                    {eventLabel(d.kind)}
                    <div className="muted text-sm">
                      <code>{d.kind}</code>
                    </div>
                  </td>
                  <td>
                    <Link
                      href={`/dashboard/webhooks/${d.webhookId}?pedido=${orderId}#registro-title`}
                      aria-label={`Ver en el registro de entregas de ${d.webhookName} los intentos de este pedido (${eventLabel(d.kind)})`}
                    >
                      {d.webhookName}
                    </Link>
                  </td>
                  <td className="nowrap">
                    <Badge tone={stateBadge[d.state].tone}>{stateBadge[d.state].label}</Badge>
                    {d.lastStatusCode !== null && <span className="muted text-sm"> HTTP {d.lastStatusCode}</span>}
                    <div className="muted text-sm">{d.attempts === 1 ? '1 intento' : `${d.attempts} intentos`}</div>
                  </td>
                  <td className="hide-sm muted nowrap">{formatDateTime(d.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
