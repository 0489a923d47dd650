// Order detail: summary, addresses, package, the tracking timeline, label download and the order's actions.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireOrgPage } from '@/lib/auth/session';
import { roleAtLeast } from '@/lib/auth/roles';
import { formatDateTime, formatPesos } from '@/lib/dashboard/format';
import { ApiError } from '@/lib/http/api-error';
import { getOrderDetail } from '@/lib/orders/get-order-detail';
import { cancellableStatuses, orderStatusLabels } from '@/lib/orders/order-states';
import type { OrderDetail } from '@/lib/orders/schemas';
import { sandboxNextStatus } from '@/lib/provider-intake/advance-sandbox-order';
import { shipmentTypeLabels } from '@/lib/labels/label-model';
import { Icon } from '@/app/_components/icons';
import { OrderStatusBadge } from '@/app/_components/order-status-badge';
import { Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { OrderActions } from './order-actions';

export const metadata: Metadata = { title: 'Pedido' };

type Address = OrderDetail['delivery_address'];

function AddressBlock({ address }: { address: Address | OrderDetail['pickup_address'] }) {
  return (
    <address style={{ fontStyle: 'normal', display: 'grid', gap: 2 }}>
      <strong>{address.contact_name}</strong>
      <span>{address.street} {address.exterior_number}{address.interior_number ? `, int. ${address.interior_number}` : ''}</span>
      <span>{address.neighborhood}, {address.city}</span>
      <span>{address.state}, C.P. {address.postal_code}</span>
      <span className="muted">{address.contact_phone}{address.email ? ` · ${address.email}` : ''}</span>
      {'delivery_instructions' in address && address.delivery_instructions && (
        <span className="muted">Indicaciones: {address.delivery_instructions}</span>
      )}
    </address>
  );
}

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireOrgPage();
  const { id } = await params;
  let order: OrderDetail;
  try {
    order = await getOrderDetail(getDb(), { organizationId: session.organizationId, orderId: id });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') notFound();
    throw error;
  }
  const canManage = roleAtLeast(session.role, 'admin');
  const hasReturnGuide = order.status === 'return_approved' || order.status === 'returned';
  const next = order.provider === 'sandbox' ? sandboxNextStatus[order.status] : undefined;
  const events = [...order.tracking_events].reverse();

  return (
    <>
      <PageHeader
        breadcrumb={{ href: '/dashboard/orders', label: 'Pedidos' }}
        title={
          <span style={{ display: 'inline-flex', gap: 10, alignItems: 'center', flexWrap: 'wrap' }}>
            {order.internal_reference || `Pedido ${order.id.slice(0, 8)}`}
            <OrderStatusBadge status={order.status} />
          </span>
        }
        description={<>Creado el {formatDateTime(order.created_at)} · ID <code>{order.id}</code></>}
        actions={
          <>
            {order.guide_number && (
              <a className="btn" href={`/api/dashboard/orders/${order.id}/label`} download data-testid="download-label">
                <Icon name="download" /> Descargar guía
              </a>
            )}
            {hasReturnGuide && (
              <a className="btn" href={`/api/dashboard/orders/${order.id}/label?type=return`} download>
                <Icon name="download" /> Guía de devolución
              </a>
            )}
          </>
        }
      />
      {canManage && (
        <OrderActions
          orderId={order.id}
          cancellable={cancellableStatuses.includes(order.status)}
          returnRequested={order.status === 'return_requested'}
          sandboxNext={next ? { status: next, label: orderStatusLabels[next] } : null}
        />
      )}
      <div className="grid-2" style={{ alignItems: 'start' }}>
        <Card title="Rastreo" description={order.estimated_delivery_at ? `Entrega estimada: ${formatDateTime(order.estimated_delivery_at)}` : undefined}>
          <div className="card-body">
            {events.length === 0 ? (
              <EmptyState icon="box" title="Sin eventos todavía">El proveedor aún no reporta movimientos de este envío.</EmptyState>
            ) : (
              <ol className="timeline" data-testid="tracking-timeline" aria-label="Eventos de rastreo, del más reciente al más antiguo">
                {events.map((e, i) => (
                  <li key={`${e.occurred_at}-${i}`}>
                    <span className="dot" aria-hidden="true" />
                    <div>
                      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                        <strong>{orderStatusLabels[e.status]}</strong>
                        <span className="when">{formatDateTime(e.occurred_at)}</span>
                      </div>
                      <div>{e.description}</div>
                      {e.location && <div className="muted" style={{ fontSize: '0.85rem' }}>{e.location}</div>}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </Card>
        <div style={{ display: 'grid', gap: 16 }}>
          <Card title="Envío">
            <div className="card-body">
              <dl className="dl">
                <dt>Guía</dt><dd><code>{order.guide_number ?? '—'}</code></dd>
                <dt>Número de rastreo</dt><dd><code>{order.provider_tracking_number ?? '—'}</code></dd>
                <dt>Proveedor</dt><dd>{order.provider}</dd>
                <dt>Servicio</dt><dd>{shipmentTypeLabels[order.shipment_type]}</dd>
                <dt>Costo total</dt><dd>{formatPesos(order.total_cost)}</dd>
                {order.is_cod && (<><dt>Cobro contra entrega</dt><dd>{order.cod_amount !== null ? formatPesos(order.cod_amount) : '—'}</dd></>)}
                {order.declared_value !== null && (<><dt>Valor declarado</dt><dd>{formatPesos(order.declared_value)}</dd></>)}
                <dt>Paquete</dt>
                <dd>{order.package_weight} kg · {order.package_dimensions.length} × {order.package_dimensions.width} × {order.package_dimensions.height} cm{order.content_description ? ` · ${order.content_description}` : ''}</dd>
                <dt>Destinatario</dt><dd>{order.receiver_name ?? '—'}{order.receiver_phone ? ` · ${order.receiver_phone}` : ''}</dd>
                {order.cancel_reason && (<><dt>Motivo de cancelación</dt><dd>{order.cancel_reason}</dd></>)}
              </dl>
            </div>
          </Card>
          <Card title="Direcciones">
            <div className="card-body grid-2" style={{ gap: 20 }}>
              <div><h3 className="muted" style={{ marginBottom: 6 }}>Recolección</h3><AddressBlock address={order.pickup_address} /></div>
              <div><h3 className="muted" style={{ marginBottom: 6 }}>Entrega</h3><AddressBlock address={order.delivery_address} /></div>
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
