// An order status as a coloured badge with its Spanish label (the display map, lib/orders/display-labels.ts);
// the overview's bars use the same tone (.bar-fill.tone-* in app/globals.css).
import { statusLabel } from '@/lib/orders/display-labels';
import type { OrderStatus } from '@/lib/orders/order-states';
import type { BadgeTone } from './ui';

export const orderStatusTone: Record<OrderStatus, BadgeTone> = {
  pending: 'gray',
  created: 'blue',
  picked_up: 'violet',
  in_transit: 'teal',
  out_for_delivery: 'teal',
  delivered: 'green',
  failed: 'red',
  cancelled: 'gray',
  return_requested: 'amber',
  return_approved: 'amber',
  returned: 'violet',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`badge badge-${orderStatusTone[status]}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}
