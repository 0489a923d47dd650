// The response of both return endpoints: where the order's return stands.
import type { Order } from '@/db/schema';
import { orderStatusLabels } from '@/lib/orders/order-states';
import type { ReturnResponse } from './schemas';

export function toReturnResponse(order: Order, message: string): ReturnResponse {
  return {
    message,
    order_id: order.id,
    status: order.status,
    status_label: orderStatusLabels[order.status],
    return_reason: order.returnReason,
    return_requested_at: order.returnRequestedAt?.toISOString() ?? null,
    return_approved_at: order.returnApprovedAt?.toISOString() ?? null,
    return_guide_number: order.returnGuideNumber,
    return_tracking_number: order.returnTrackingNumber,
  };
}
