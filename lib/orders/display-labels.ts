// What a person reads for an order's status, service and webhook event: the one display map of the dashboard,
// emails and PDFs (Spanish, Mexico, with accents). The API keeps the SPEC's `status_label` values
// (orderStatusLabels in lib/orders/order-states.ts, e.g. "En Transito"); this map is for human-facing text only.
// Pure data, no imports beyond types and the state table: usable by lib/email, lib/labels, app/ and the browser.
import type { ShipmentType } from '@/db/schema/organizations';
import type { WebhookEventKind } from '@/lib/webhooks/event-kinds';
import { orderStatuses, orderStatusLabels, type OrderStatus } from './order-states';

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
  express: 'Exprés',
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
  'order.adjusted': 'Ajuste de peso',
  'order.adjustment_resolved': 'Disputa de ajuste resuelta',
  'order.cod_paid_out': 'Cobro contra entrega pagado',
  'order.cod_collected': 'Cobro contra entrega cobrado',
  'order.cod_refused': 'Cobro contra entrega rechazado',
};

/** The Spanish label of a status; an unknown code (older data, a new provider state) is shown as is. */
export function statusLabel(status: OrderStatus | string): string {
  return (orderStatusDisplay as Record<string, string>)[status] ?? status;
}

export function serviceLabel(type: ShipmentType | string): string {
  return (serviceDisplay as Record<string, string>)[type] ?? type;
}

/** The test event of "Enviar evento de prueba" (TEST_EVENT_KIND of lib/webhooks/event-kinds.ts), not a subscribable kind. */
const testEventDisplay: Record<string, string> = { 'webhook.test': 'Evento de prueba' };

export function eventLabel(kind: WebhookEventKind | string): string {
  return (eventDisplay as Record<string, string>)[kind] ?? testEventDisplay[kind] ?? kind;
}

/** Status options in the state machine's order, for selects and filters. */
export const statusOptions: { value: OrderStatus; label: string }[] = orderStatuses.map((value) => ({
  value,
  label: orderStatusDisplay[value],
}));
export const serviceOptions: { value: ShipmentType; label: string }[] = (Object.keys(serviceDisplay) as ShipmentType[]).map((value) => ({
  value,
  label: serviceDisplay[value],
}));

/**
 * A tracking event's description as a person reads it. Events written before the display map was used for them
 * start with the API's label of their status ("En Transito: Reporte simulado (sandbox)", "Devolucion Solicitada:
 * No era la talla"), and a provider may send that label as its description: that beginning is shown with the
 * display label ("En tránsito: …"). Any other text (the carrier's own words) is shown as stored.
 */
export function trackingDescriptionLabel(description: string, status: OrderStatus | string): string {
  const apiLabel = (orderStatusLabels as Record<string, string>)[status];
  if (!apiLabel || apiLabel === statusLabel(status)) return description;
  if (description === apiLabel) return statusLabel(status);
  if (description.startsWith(`${apiLabel}: `)) return `${statusLabel(status)}${description.slice(apiLabel.length)}`;
  return description;
}

const SHIPMENT_CHARGE = /^Envío (standard|express|same_day)(, guía .*)?$/;

/**
 * A balance movement's description as a person reads it. The charge of an order is written "Envío <servicio>,
 * guía <número>" with the service's display label (lib/orders/create-order.ts); charges written before that carry
 * the service code ("Envío standard, guía …") and are shown with its label. The stored text is never rewritten.
 */
export function ledgerDescriptionLabel(description: string): string {
  const charge = SHIPMENT_CHARGE.exec(description);
  return charge ? `Envío ${serviceLabel(charge[1])}${charge[2] ?? ''}` : description;
}
