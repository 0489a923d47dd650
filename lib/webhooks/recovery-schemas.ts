// Request and response shapes of webhook recovery (POST /webhooks/:id/recover, GET /webhooks/:id/recoveries/:id)
// and of the events of an order (GET /orders/:id/events). docs/api/webhooks.md describes them.
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { deliveryStates, recoveryStates } from '@/db/schema/webhooks';

export const recoverRequestSchema = z.strictObject({
  /** ISO 8601 with Z or an offset; deliveries created at or after it (and before the request) are re-sent */
  since: z.iso.datetime({ offset: true }),
});
export type RecoverRequest = z.infer<typeof recoverRequestSchema>;

export const recoverySchema = z.object({
  id: z.uuid(),
  webhookId: z.uuid(),
  since: z.iso.datetime(),
  /** queued → running → completed; cancelled when the webhook was deactivated or deleted meanwhile */
  state: z.enum(recoveryStates),
  /** failed or cancelled deliveries of the endpoint in [since, createdAt], counted at the request */
  total: z.number().int().min(0),
  /** how many of them the job has re-queued so far (a new round each, oldest first) */
  queued: z.number().int().min(0),
  /** where the re-queued deliveries stand now */
  results: z.object({
    pending: z.number().int().min(0),
    succeeded: z.number().int().min(0),
    failed: z.number().int().min(0),
    cancelled: z.number().int().min(0),
  }),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
});
export type RecoveryView = z.infer<typeof recoverySchema>;

export const orderEventDeliverySchema = z.object({
  deliveryId: z.uuid(),
  webhookId: z.uuid(),
  state: z.enum(deliveryStates),
  /** attempts made, every round counted */
  attempts: z.number().int().min(0),
  lastStatusCode: z.number().int().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
});

export const orderEventSchema = z.object({
  /** evt_<uuid>, the id receivers see in the body and in webhook-id */
  id: z.string(),
  /** the event kind (order.created, order.status_changed, …), as in the body's `event` */
  event: z.string(),
  createdAt: z.iso.datetime(),
  /** the X-Request-Id of the API request that caused the event (null for changes no API request made) */
  requestId: z.string().nullable(),
  /** the exact body sent to receivers, parsed */
  payload: z.unknown(),
  /** one per webhook the event was queued for (none when no active webhook was subscribed) */
  deliveries: z.array(orderEventDeliverySchema),
});

export const orderEventListSchema = z.object({
  orderId: z.uuid(),
  data: z.array(orderEventSchema),
  /** true when the order has more events than the list returns (the oldest are listed) */
  hasMore: z.boolean(),
});
