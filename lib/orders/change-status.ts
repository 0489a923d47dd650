// Moves an order along the state machine (order-states.ts): the one path every status change takes
// (provider reports, API cancel, returns). Locks the order row, checks the transition, updates the
// order, appends the tracking event and records the webhook events, all in the caller's transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { orders, trackingEvents, type NewOrder, type Order } from '@/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { eventKindsForStatusChange } from '@/lib/webhooks/event-kinds';
import { recordOrderEvents, syntheticProviderData, type ProviderData } from '@/lib/webhooks/record-events';
import { canTransition, orderStatusLabels, type OrderStatus, type TransitionActor } from './order-states';

export type StatusChange = {
  to: OrderStatus;
  by: TransitionActor;
  source: 'provider' | 'api' | 'system';
  /** when it happened (the provider's dateTimeISO); defaults to now */
  occurredAt?: Date;
  /** tracking event description; defaults to the Spanish label of the new state */
  description?: string;
  location?: string;
  /** the provider's report as received; synthesized for changes that did not come from the provider */
  providerData?: ProviderData;
  /** observations for synthesized providerData (e.g. the cancel reason) */
  observations?: string;
  dedupeKey?: string;
  /** further order columns to set in the same update (cancelReason, returnGuideNumber, ...) */
  set?: Partial<NewOrder>;
};

/** Locks and returns the order, scoped to the organization when one is given; 404 otherwise. */
export async function lockOrder(tx: Tx, orderId: string, organizationId?: string): Promise<Order> {
  const where = organizationId ? and(eq(orders.id, orderId), eq(orders.organizationId, organizationId)) : eq(orders.id, orderId);
  const [order] = await tx.select().from(orders).where(where).for('update');
  if (!order) throw new ApiError('not_found', 'El pedido no existe.');
  return order;
}

/** Applies `change` to an order already locked with lockOrder. Throws 409 invalid_transition when not allowed. */
export async function changeOrderStatus(tx: Tx, order: Order, change: StatusChange): Promise<Order> {
  if (!canTransition(order.status, change.to, change.by)) {
    throw new ApiError(
      'invalid_transition',
      `El pedido no puede pasar de ${orderStatusLabels[order.status]} (${order.status}) a ${orderStatusLabels[change.to]} (${change.to}).`,
    );
  }
  const now = new Date();
  const occurredAt = change.occurredAt ?? now;
  const [updated] = await tx
    .update(orders)
    .set({ ...change.set, status: change.to, statusUpdatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(trackingEvents).values({
    orderId: order.id,
    organizationId: order.organizationId,
    status: change.to,
    description: change.description ?? orderStatusLabels[change.to],
    location: change.location ?? '',
    occurredAt,
    source: change.source,
    providerData: change.providerData ?? null,
    dedupeKey: change.dedupeKey ?? null,
  });
  await recordOrderEvents(tx, {
    order: updated,
    kinds: eventKindsForStatusChange(change.to),
    providerData: change.providerData ?? syntheticProviderData(updated, occurredAt, change.observations),
    at: now,
  });
  return updated;
}
