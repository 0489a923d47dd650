// Request and response shapes of the returns endpoints (POST /orders/:id/return and /return/approve).
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { safeText } from '@/lib/platform/text/zod';
import { orderStatuses } from '@/lib/orders/order-states';

export const requestReturnSchema = z
  .object({
    reason: safeText({ max: 500, multiline: true }),
  })
  .strict();
export type RequestReturnInput = z.infer<typeof requestReturnSchema>;

export const returnResponseSchema = z.object({
  /** Spanish confirmation */
  message: z.string(),
  order_id: z.uuid(),
  status: z.enum(orderStatuses),
  status_label: z.string(),
  return_reason: z.string().nullable(),
  return_requested_at: z.string().nullable(),
  return_approved_at: z.string().nullable(),
  /** the return guide, once approved (GET /orders/:id/label?type=return) */
  return_guide_number: z.string().nullable(),
  return_tracking_number: z.string().nullable(),
});
export type ReturnResponse = z.infer<typeof returnResponseSchema>;
