// The order's states and where a tracking event came from. The state machine over these states is
// lib/orders/order-states.ts (docs/api/tracking.md).

export const orderStatuses = [
  'pending',
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'failed',
  'cancelled',
  'return_requested',
  'return_approved',
  'returned',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const trackingEventSources = ['provider', 'api', 'system'] as const;
