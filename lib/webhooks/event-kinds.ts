// Webhook event kinds (docs/api/webhooks.md), and which kind a status change emits besides order.status_changed.
import type { OrderStatus } from '@/lib/orders/order-states';

export const webhookEventKinds = [
  'order.created',
  'order.status_changed',
  'order.picked_up',
  'order.in_transit',
  'order.out_for_delivery',
  'order.delivered',
  'order.failed',
  'order.cancelled',
] as const;
export type WebhookEventKind = (typeof webhookEventKinds)[number];

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
