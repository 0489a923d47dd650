// The orders table: reference, recipient, status, guide number (the SBX… number printed on the label, as on the
// detail page) with the service under it, date and cost. Fits its box at 1280 px; scrolls inside it on a phone.
import Link from 'next/link';
import { serviceLabel } from '@/app/(dashboard)/_lib/display-labels';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import type { DashboardOrderRow } from '@/lib/orders/list-orders';
import { OrderStatusBadge } from '@/app/_components/order-status-badge';

export function OrdersTable({ rows }: { rows: DashboardOrderRow[] }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Pedidos">
      <table className="table" data-testid="orders-table">
        <thead>
          <tr>
            <th scope="col">Pedido</th>
            <th scope="col">Destinatario</th>
            <th scope="col">Estado</th>
            <th scope="col">Guía</th>
            <th scope="col" className="hide-sm">
              Creado
            </th>
            <th scope="col" className="num">
              Costo
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id} data-order-id={o.id}>
              <td>
                <Link href={`/dashboard/orders/${o.id}`} className="item-name">
                  {o.internal_reference || <code>{o.id.slice(0, 8)}</code>}
                </Link>
                {o.is_cod && <span className="badge badge-amber plain badge-inline">COD</span>}
              </td>
              <td>{o.recipient}</td>
              <td>
                <OrderStatusBadge status={o.status} />
              </td>
              <td className="nowrap">
                <code>{o.guide_number ?? '—'}</code>
                <div className="muted text-sm">{serviceLabel(o.shipment_type)}</div>
              </td>
              <td className="hide-sm muted nowrap">{formatDateTime(o.created_at)}</td>
              <td className="num">{formatPesos(o.total_cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
