// The order.adjusted webhook event of a new adjustment, written to the outbox (lib/webhooks/record-events.ts outboxCtes)
// in the adjustment's transaction. Its data is an order event's (orderId, internalReference, status, providerData,
// trackingUrl) plus `adjustment`, the body of GET /api/v1/adjustments/{id}.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { Order } from '@/db/schema';
import { notifyIfQueued, outboxCtes, syntheticProviderData, type OutboxEvent } from '@/lib/webhooks/record-events';
import { trackingUrlOrNull } from '@/lib/tracking/tracking-url';
import type { AdjustmentBody } from './schemas';

export const ORDER_ADJUSTED = 'order.adjusted' as const;

export function adjustedEventBody(id: string, createdAt: Date, order: Order, adjustment: AdjustmentBody): string {
  const providerData = syntheticProviderData(order, new Date(adjustment.measuredAt), `Medición ${adjustment.providerReference}`);
  return JSON.stringify({
    id,
    event: ORDER_ADJUSTED,
    createdAt: createdAt.toISOString(),
    data: {
      orderId: order.id,
      internalReference: order.internalReference ?? '',
      status: order.status,
      providerData,
      trackingUrl: trackingUrlOrNull(order.providerTrackingNumber),
      adjustment,
    },
  });
}

/** The outbox row of an adjustment's order.adjusted event (written by the caller's statement, outboxCtes). */
export function adjustedOutboxEvent(order: Order, adjustment: AdjustmentBody, at: Date): OutboxEvent {
  const id = `evt_${randomUUID()}`;
  return {
    id,
    organizationId: order.organizationId,
    orderId: order.id,
    kind: ORDER_ADJUSTED,
    body: adjustedEventBody(id, at, order, adjustment),
    createdAt: at,
  };
}

/** Writes the order.adjusted event of `adjustment` in `tx` and wakes the delivery runners at commit. */
export async function recordAdjustedEvent(tx: Tx, order: Order, adjustment: AdjustmentBody, at: Date): Promise<string> {
  const event = adjustedOutboxEvent(order, adjustment, at);
  await tx.execute(sql`with ${outboxCtes(order.organizationId, [event])} select ${notifyIfQueued(order.organizationId)}`);
  return event.id;
}
