// Webhook event kinds (docs/api/webhooks.md), and which kind a status change emits besides order.status_changed.
import type { OrderStatus } from '@/model/orders';
import { webhookEventKinds, type WebhookEventKind } from '@/model/webhooks';

export { webhookEventKinds, type WebhookEventKind };

/**
 * When each kind fires, in Spanish. The one source of the OpenAPI document's webhooks section
 * (lib/http/openapi/index.ts) and of the event catalogue at /docs/guias/eventos (app/docs/_lib/generated.ts).
 */
export const webhookEventDescriptions: Record<WebhookEventKind, string> = {
  'order.created': 'Se creó un pedido con su guía (POST /orders). Se envía una sola vez por pedido, con data.status en created.',
  'order.status_changed':
    'Cualquier cambio de estado del pedido, incluidas las devoluciones (return_requested, return_approved, returned), que no tienen tipo propio. Un cambio que tiene tipo propio envía además ese evento, con otro id.',
  'order.picked_up': 'El proveedor recolectó el paquete (created → picked_up).',
  'order.in_transit': 'El paquete va en camino hacia su destino (picked_up → in_transit).',
  'order.out_for_delivery': 'El paquete salió a reparto (in_transit → out_for_delivery).',
  'order.delivered': 'El paquete se entregó con éxito (out_for_delivery → delivered).',
  'order.failed': 'La entrega no se pudo realizar (out_for_delivery → failed). Es un estado final.',
  'order.cancelled':
    'El pedido se canceló con POST /orders/{id}/cancel (solo en pending o created); data.providerData.observations lleva el motivo y el costo se reembolsa al saldo.',
  'order.adjusted':
    'El proveedor midió el paquete y se registró un ajuste de peso; data.adjustment lleva las cifras declaradas y medidas, el monto (positivo: cargo al saldo; negativo: abono; 0: sin cambio) y el plazo para disputarlo (GET /adjustments/{id}).',
  'order.adjustment_resolved':
    'El proveedor decidió la disputa de un ajuste de peso (POST /adjustments/{id}/dispute); data.adjustment lleva status accepted (el cargo se abonó de vuelta al saldo, movimiento dispute_refund) o rejected (sin movimiento de dinero) y decisionReason.',
  'order.cod_paid_out':
    'El cobro contra entrega del pedido llegó al comercio (codStatus paid_out): se abonó al saldo (movimiento cod_payout, neto de la comisión si se descuenta del cobro) o se marcó pagado el lote de transferencia bancaria que lo incluía.',
  'order.cod_collected':
    'El mensajero cobró un pedido contra entrega (codStatus collected); data.cod lleva el monto esperado y el cobrado, la fecha, la referencia del mensajero y, cuando el monto cobrado no es el esperado, la diferencia (discrepancy, en pesos) con discrepancyStatus open.',
  'order.cod_refused':
    'El destinatario no pagó un pedido contra entrega y el paquete regresa (codStatus refused); data.cod lleva la fecha (refusedAt) y el motivo (refusedReason).',
};

/** The status-specific kind for a status, when one exists (return states have none). */
export const eventKindForStatus: Partial<Record<OrderStatus, WebhookEventKind>> = {
  picked_up: 'order.picked_up',
  in_transit: 'order.in_transit',
  out_for_delivery: 'order.out_for_delivery',
  delivered: 'order.delivered',
  failed: 'order.failed',
  cancelled: 'order.cancelled',
};

/** Every kind a move into `status` emits: its own kind (if any) and order.status_changed, as separate events. */
export function eventKindsForStatusChange(status: OrderStatus): WebhookEventKind[] {
  const own = eventKindForStatus[status];
  return own ? [own, 'order.status_changed'] : ['order.status_changed'];
}

/**
 * The kind of the event sent by POST /webhooks/:id/test. It is not subscribable and goes only to the
 * webhook being tested; receivers ignore kinds they do not know (docs/api/webhooks.md).
 */
export const TEST_EVENT_KIND = 'webhook.test';

export function isWebhookEventKind(value: string): value is WebhookEventKind {
  return (webhookEventKinds as readonly string[]).includes(value);
}
