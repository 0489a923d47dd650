// The webhook event of a dispute's decision (order.adjustment_resolved), written in the decision's transaction through
// the outbox (lib/webhooks/record-events.ts), so the event exists exactly when the decision (and its refund) committed.
// Its data is an order event's (orderId, internalReference, status, providerData, trackingUrl) plus `adjustment`, the
// body of GET /api/v1/adjustments/{id} as decided (status accepted or rejected, decisionReason), like order.adjusted.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { orders } from '@/db/schema';
import { adjustmentBody, type AdjustmentWithOrder } from '@/lib/adjustments/adjustment-body';
import { trackingUrlOrNull } from '@/lib/tracking/tracking-url';
import { notifyIfQueued, outboxCtes, syntheticProviderData, type OutboxEvent } from '@/lib/webhooks/record-events';

export const ADJUSTMENT_RESOLVED_EVENT = 'order.adjustment_resolved' as const;

/** Records order.adjustment_resolved for an adjustment just decided (its row as it is after the decision). */
export async function recordAdjustmentResolved(tx: Tx, adjustment: AdjustmentWithOrder, at: Date): Promise<string> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, adjustment.orderId));
  const verdict = adjustment.status === 'accepted' ? 'Disputa aceptada' : 'Disputa rechazada';
  const id = `evt_${randomUUID()}`;
  const body = JSON.stringify({
    id,
    event: ADJUSTMENT_RESOLVED_EVENT,
    createdAt: at.toISOString(),
    data: {
      orderId: order.id,
      internalReference: order.internalReference ?? '',
      status: order.status,
      providerData: syntheticProviderData(order, at, `${verdict}: ${adjustment.decisionReason ?? ''}`),
      trackingUrl: trackingUrlOrNull(order.providerTrackingNumber),
      adjustment: adjustmentBody(adjustment),
    },
  });
  const event: OutboxEvent = {
    id,
    organizationId: order.organizationId,
    orderId: order.id,
    kind: ADJUSTMENT_RESOLVED_EVENT,
    body,
    createdAt: at,
  };
  await tx.execute(sql`with ${outboxCtes(order.organizationId, [event])} select ${notifyIfQueued(order.organizationId)}`);
  return id;
}
