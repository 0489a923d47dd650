// Response shapes of the tracking endpoints (scope tracking:read): snake_case, like the order reads.
import { z } from 'zod';
import { orderStatuses } from '@/lib/orders/order-states';

/** A tracking event (docs/api/tracking.md), plus the Spanish label of its status. */
export const trackingEventResponseSchema = z.object({
  status: z.enum(orderStatuses),
  status_label: z.string(),
  description: z.string(),
  /** ISO 8601 UTC: when it happened (the provider's dateTimeISO for provider reports) */
  occurred_at: z.string(),
  location: z.string(),
});
export type TrackingEventResponse = z.infer<typeof trackingEventResponseSchema>;

export const trackingResponseSchema = z.object({
  order_id: z.uuid(),
  tracking_number: z.string().nullable(),
  /** the return guide's tracking number once a return was approved, else null */
  return_tracking_number: z.string().nullable(),
  status: z.enum(orderStatuses),
  status_label: z.string(),
  status_updated_at: z.string(),
  estimated_delivery_at: z.string().nullable(),
  /** chronological (oldest first) by occurred_at */
  events: z.array(trackingEventResponseSchema),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;
