// Order detail: summary, addresses, package, the tracking timeline, label download and the order's actions.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { can } from '@/lib/auth/permissions';
import { formatDateTime } from '@/app/(dashboard)/_lib/format';
import { statusLabel } from '@/app/(dashboard)/_lib/display-labels';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { getOrderDetail } from '@/lib/orders/get-order-detail';
import { listOrderDeliveries } from '@/lib/webhooks/order-deliveries';
import { CopyButton } from '@/app/_components/copy-button';
import { DeliveriesCard } from './deliveries-card';
import { cancellableStatuses, hasReturnGuide as returnGuideExists, sandboxNextStatus } from '@/lib/orders/order-states';
import type { OrderDetail } from '@/lib/orders/schemas';
import { Icon } from '@/app/_components/icons';
import { OrderStatusBadge } from '@/app/_components/order-status-badge';
import { PageHeader } from '@/app/_components/ui';
import { AddressesCard } from './addresses-card';
import { AdjustmentsCard } from './adjustments-card';
import { CodCard } from './cod-card';
import { OrderActions } from './order-actions';
import { RecipientCard } from './recipient-card';
import { ShipmentCard } from './shipment-card';
import { TrackingCard } from './tracking-card';

export const metadata: Metadata = { title: 'Pedido' };

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireOrgPermission('orders:read');
  const { id } = await params;
  let order: OrderDetail;
  try {
    order = await getOrderDetail(getDb(), { organizationId: session.organizationId, orderId: id });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  }
  const canManage = can(session.role, 'orders:write');
  const deliveries = can(session.role, 'webhooks:read')
    ? await listOrderDeliveries(getDb(), { organizationId: session.organizationId, orderId: order.id })
    : null;
  const cancelled = order.status === 'cancelled';
  const hasReturnGuide = returnGuideExists(order.status);
  const next = order.provider === 'sandbox' ? sandboxNextStatus[order.status] : undefined;

  return (
    <>
      <PageHeader
        breadcrumb={{ href: '/dashboard/orders', label: 'Pedidos' }}
        title={
          <span className="inline-title">
            {order.internal_reference || `Pedido ${order.id.slice(0, 8)}`}
            <OrderStatusBadge status={order.status} />
          </span>
        }
        description={
          <span className="copy-row">
            Creado el {formatDateTime(order.created_at)} · ID <code data-testid="order-id">{order.id}</code>
            <CopyButton value={order.id} accessibleName="Copiar id del pedido" copiedLabel="Copiado" compact />
          </span>
        }
        actions={
          <>
            {order.guide_number && (
              <a
                className={cancelled ? 'btn btn-cancelled' : 'btn'}
                href={`/api/v1/orders/${order.id}/label`}
                download
                data-testid="download-label"
              >
                <Icon name="download" /> {cancelled ? 'Descargar guía (cancelada)' : 'Descargar guía'}
              </a>
            )}
            {order.has_carrier_label && (
              <a className="btn" href={`/api/v1/orders/${order.id}/carrier-label`} download data-testid="download-carrier-label">
                <Icon name="download" /> Guía de la paquetería
              </a>
            )}
            {hasReturnGuide && (
              <a className="btn" href={`/api/v1/orders/${order.id}/label?type=return`} download>
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
          sandboxNext={next ? { status: next, label: statusLabel(next) } : null}
          sandboxMeasurable={order.provider === 'sandbox' && !['pending', 'created', 'cancelled'].includes(order.status)}
        />
      )}
      <div className="grid-2 align-start">
        <TrackingCard order={order} />
        <div className="stack-lg">
          <ShipmentCard order={order} />
          <AddressesCard order={order} />
          <RecipientCard order={order} />
          <CodCard order={order} />
        </div>
      </div>
      <AdjustmentsCard adjustments={order.adjustments} />
      {deliveries && <DeliveriesCard orderId={order.id} deliveries={deliveries} />}
    </>
  );
}
