// Moves an order along the state machine (order-states.ts): the one path every status change takes
// (provider reports, API cancel, returns). Locks the order row, checks the transition, updates the
// order, appends the tracking event and records the webhook events, all in the caller's transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { orders, trackingEvents, type NewOrder, type Order } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import { eventKindsForStatusChange } from '@/lib/webhooks/event-kinds';
import { enqueueRecipientNotifications } from '@/lib/notifications/enqueue';
import { recordOrderEvents, syntheticProviderData, type ProviderData } from '@/lib/webhooks/record-events';
import { statusLabel } from './display-labels';
import { canTransition, orderStatusLabels, type OrderStatus, type TransitionActor } from './order-states';

export type StatusChange = {
  to: OrderStatus;
  by: TransitionActor;
  source: 'provider' | 'api' | 'system';
  /** when it happened (the provider's dateTimeISO); defaults to now */
  occurredAt?: Date;
  /** tracking event description; defaults to the display label of the new state (lib/orders/display-labels.ts) */
  description?: string;
  location?: string;
  /** the provider's report (all-string providerData, sent in the webhooks); synthesized when absent */
  providerData?: ProviderData;
  /** the report exactly as received, stored on the tracking event; defaults to providerData */
  rawProviderData?: Record<string, unknown>;
  /** observations for synthesized providerData (e.g. the cancel reason) */
  observations?: string;
  dedupeKey?: string;
  /** further order columns to set in the same update (cancelReason, returnGuideNumber, ...) */
  set?: Partial<NewOrder>;
};

/** Locks and returns the order, scoped to the organization when one is given; 404 otherwise. */
export async function lockOrder(tx: Tx, { orderId, organizationId }: { orderId: string; organizationId?: string }): Promise<Order> {
  // A malformed id names no order: 404, not a uuid cast error from PostgreSQL.
  if (!isUuid(orderId)) throw new DomainError('not_found', 'El pedido no existe.');
  const where = organizationId ? and(eq(orders.id, orderId), eq(orders.organizationId, organizationId)) : eq(orders.id, orderId);
  const [order] = await tx.select().from(orders).where(where).for('update');
  if (!order) throw new DomainError('not_found', 'El pedido no existe.');
  return order;
}

/** Applies `change` to an order already locked with lockOrder. Throws 409 invalid_transition when not allowed. */
export async function changeOrderStatus(tx: Tx, order: Order, change: StatusChange): Promise<Order> {
  if (!canTransition(order.status, change.to, change.by)) {
    throw new DomainError(
      'invalid_transition',
      `El pedido no puede pasar de ${orderStatusLabels[order.status]} (${order.status}) a ${orderStatusLabels[change.to]} (${change.to}).`,
    );
  }
  const now = new Date();
  const occurredAt = change.occurredAt ?? now;
  // What the events say of the order is known before the update (`set` never touches those fields), so
  // the three writes go to PostgreSQL together, pipelined on the transaction's connection: one wait,
  // not three. Should one fail, the transaction is aborted and the first error is the one thrown.
  const changed = { ...order, status: change.to };
  const [[updated]] = await Promise.all([
    tx
      .update(orders)
      .set({ ...change.set, status: change.to, statusUpdatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning(),
    appendTrackingEvent(tx, order, {
      status: change.to,
      description: change.description ?? statusLabel(change.to),
      location: change.location,
      occurredAt,
      source: change.source,
      providerData: change.rawProviderData ?? change.providerData ?? null,
      dedupeKey: change.dedupeKey,
    }),
    recordOrderEvents(tx, {
      order: changed,
      kinds: eventKindsForStatusChange(change.to),
      providerData: change.providerData ?? syntheticProviderData(changed, occurredAt, change.observations),
      at: now,
    }),
    // The recipient's email/SMS notice (lib/notifications/enqueue.ts): outbox rows only, nothing is sent here. It
    // reads the order as this change leaves it: a return's notice is about the return guide `set` brings.
    enqueueRecipientNotifications(
      tx,
      { ...order, returnTrackingNumber: change.set?.returnTrackingNumber ?? order.returnTrackingNumber },
      change.to,
    ),
  ]);
  return updated;
}

export type TrackingEventInput = {
  status: OrderStatus;
  description: string;
  location?: string;
  occurredAt: Date;
  source: StatusChange['source'];
  providerData?: Record<string, unknown> | null;
  dedupeKey?: string;
  /** false for a report kept for the record that did not move the status (older than the latest) */
  appliedToStatus?: boolean;
};

/**
 * Appends one tracking event to an order locked by the caller. changeOrderStatus uses it for every
 * status change; the provider intake also uses it alone for reports that do not change the status.
 */
export async function appendTrackingEvent(tx: Tx, order: Pick<Order, 'id' | 'organizationId'>, event: TrackingEventInput): Promise<void> {
  await tx.insert(trackingEvents).values({
    orderId: order.id,
    organizationId: order.organizationId,
    status: event.status,
    description: event.description,
    location: event.location ?? '',
    occurredAt: event.occurredAt,
    source: event.source,
    providerData: event.providerData ?? null,
    dedupeKey: event.dedupeKey ?? null,
    appliedToStatus: event.appliedToStatus ?? true,
  });
}
