// Spanish descriptions of the webhook event kinds, for the dashboard's checkboxes.
import type { WebhookEventKind } from '@/lib/webhooks/event-kinds';

export const eventKindDescriptions: Record<WebhookEventKind, string> = {
  'order.created': 'Se creó un pedido',
  'order.status_changed': 'Cualquier cambio de estado',
  'order.picked_up': 'Paquete recolectado',
  'order.in_transit': 'Paquete en tránsito',
  'order.out_for_delivery': 'Paquete en reparto',
  'order.delivered': 'Entregado',
  'order.failed': 'Entrega fallida',
  'order.cancelled': 'Pedido cancelado',
};
