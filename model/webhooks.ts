// Webhook event kinds (docs/api/webhooks.md; their descriptions and the kind a status change emits:
// lib/webhooks/event-kinds.ts), the retry schedules an endpoint may choose (their delays:
// lib/webhooks/retry-schedule.ts), and the states of a delivery and of a recovery job.

export const webhookEventKinds = [
  'order.created',
  'order.status_changed',
  'order.picked_up',
  'order.in_transit',
  'order.out_for_delivery',
  'order.delivered',
  'order.failed',
  'order.cancelled',
  'order.adjusted',
  'order.adjustment_resolved',
  'order.cod_paid_out',
  'order.cod_collected',
  'order.cod_refused',
] as const;
export type WebhookEventKind = (typeof webhookEventKinds)[number];

export const webhookRetrySchedules = ['standard', 'extended'] as const;
export type WebhookRetrySchedule = (typeof webhookRetrySchedules)[number];

// cancelled: the webhook was deleted or deactivated before the delivery finished (can be redelivered)
export const deliveryStates = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

export const recoveryStates = ['queued', 'running', 'completed', 'cancelled'] as const;
