// The shipment facts of an order: guide and tracking numbers, carrier (its name as Paqueterías shows it), service,
// costs, package and receiver.
import { CopyButton } from '@/app/_components/copy-button';
import { Badge, Card } from '@/app/_components/ui';
import { formatPesos } from '@/app/(dashboard)/_lib/format';
import { serviceLabel } from '@/app/(dashboard)/_lib/display-labels';
import type { OrderDetail } from '@/lib/orders/schemas';
import { recipientOf } from '@/lib/orders/recipient';
import { carrierModule } from '@/lib/providers/registry';

export function ShipmentCard({ order }: { order: OrderDetail }) {
  const recipient = recipientOf(
    { name: order.receiver_name, phone: order.receiver_phone },
    { contactName: order.delivery_address.contact_name, contactPhone: order.delivery_address.contact_phone },
  );
  return (
    <Card title="Envío">
      <div className="card-body">
        <dl className="dl">
          <dt>Guía</dt>
          <dd className="copy-row" data-testid="guide-number">
            <code>{order.guide_number ?? '—'}</code>
            {order.guide_number && (
              <CopyButton value={order.guide_number} accessibleName="Copiar número de guía" copiedLabel="Copiado" compact />
            )}
            {order.status === 'cancelled' && <Badge tone="red">Cancelada</Badge>}
          </dd>
          <dt>Número de rastreo</dt>
          <dd className="copy-row" data-testid="tracking-number">
            <code>{order.provider_tracking_number ?? '—'}</code>
            {order.provider_tracking_number && (
              <CopyButton value={order.provider_tracking_number} accessibleName="Copiar número de rastreo" copiedLabel="Copiado" compact />
            )}
          </dd>
          <dt>Paquetería</dt>
          <dd data-testid="order-carrier">{carrierModule(order.provider)?.displayName ?? order.provider}</dd>
          <dt>Servicio</dt>
          <dd data-testid="order-service">
            {(order.carrier_service && carrierModule(order.provider)?.serviceName(order.carrier_service)) ??
              serviceLabel(order.shipment_type)}
          </dd>
          <dt>Costo total</dt>
          <dd>{formatPesos(order.total_cost)}</dd>
          {order.is_cod && (
            <>
              <dt>Cobro contra entrega</dt>
              <dd>{order.cod_amount !== null ? formatPesos(order.cod_amount) : '—'}</dd>
            </>
          )}
          {order.declared_value !== null && (
            <>
              <dt>Valor declarado</dt>
              <dd>{formatPesos(order.declared_value)}</dd>
            </>
          )}
          <dt>Paquete</dt>
          <dd>
            {order.package_weight} kg · {order.package_dimensions.length} × {order.package_dimensions.width} ×{' '}
            {order.package_dimensions.height} cm{order.content_description ? ` · ${order.content_description}` : ''}
          </dd>
          <dt>Destinatario</dt>
          <dd>
            {recipient.name} · {recipient.phone}
          </dd>
          {order.cancel_reason && (
            <>
              <dt>Motivo de cancelación</dt>
              <dd>{order.cancel_reason}</dd>
            </>
          )}
        </dl>
      </div>
    </Card>
  );
}
