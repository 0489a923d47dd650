// What a person reads for an order's status, service and webhook event: the one display map of the dashboard,
// emails and PDFs (Spanish, Mexico, with accents). The API keeps the SPEC's `status_label` values
// (orderStatusLabels in lib/orders/order-states.ts, e.g. "En Transito"); this map is for human-facing text only.
// Pure data, no imports beyond types: usable by lib/email, app/ and the browser.
import type { ShipmentType } from '@/db/schema/organizations';
import type { WebhookEventKind } from '@/lib/webhooks/event-kinds';
import { orderStatuses, type OrderStatus } from './order-states';

export const orderStatusDisplay: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  created: 'Creada',
  picked_up: 'Recolectada',
  in_transit: 'En tránsito',
  out_for_delivery: 'En reparto',
  delivered: 'Entregada',
  failed: 'Entrega fallida',
  cancelled: 'Cancelada',
  return_requested: 'Devolución solicitada',
  return_approved: 'Devolución aprobada',
  returned: 'Devolución completada',
};

export const serviceDisplay: Record<ShipmentType, string> = {
  standard: 'Estándar',
  express: 'Express',
  same_day: 'Mismo día',
};

export const eventDisplay: Record<WebhookEventKind, string> = {
  'order.created': 'Pedido creado',
  'order.status_changed': 'Cambio de estado',
  'order.picked_up': 'Paquete recolectado',
  'order.in_transit': 'Paquete en tránsito',
  'order.out_for_delivery': 'Paquete en reparto',
  'order.delivered': 'Paquete entregado',
  'order.failed': 'Entrega fallida',
  'order.cancelled': 'Pedido cancelado',
};

/** The Spanish label of a status; an unknown code (older data, a new provider state) is shown as is. */
export function statusLabel(status: OrderStatus | string): string {
  return (orderStatusDisplay as Record<string, string>)[status] ?? status;
}

export function serviceLabel(type: ShipmentType | string): string {
  return (serviceDisplay as Record<string, string>)[type] ?? type;
}

export function eventLabel(kind: WebhookEventKind | string): string {
  return (eventDisplay as Record<string, string>)[kind] ?? kind;
}

/** Status options in the state machine's order, for selects and filters. */
export const statusOptions: { value: OrderStatus; label: string }[] = orderStatuses.map((value) => ({ value, label: orderStatusDisplay[value] }));
export const serviceOptions: { value: ShipmentType; label: string }[] = (Object.keys(serviceDisplay) as ShipmentType[]).map((value) => ({
  value,
  label: serviceDisplay[value],
}));
