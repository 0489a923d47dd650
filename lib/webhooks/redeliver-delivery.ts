import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookDeliveries, webhookEvents, type WebhookDelivery } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import { findWebhook } from './find-webhook';
import { notifyDeliveryRunners } from './record-events';

export function toDeliveryView(delivery: WebhookDelivery, event: string) {
  return {
    id: delivery.id,
    webhookId: delivery.webhookId,
    eventId: delivery.eventId,
    event,
    state: delivery.state,
    attemptCount: delivery.attemptCount,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISOString(),
    completedAt: delivery.completedAt?.toISOString() ?? null,
  };
}

/**
 * The one rule of a redelivery: the delivery is pending again, due now, at attempt 0 of a new round, with
 * nothing of the previous round left but its logged attempts. Used here and by the recovery jobs
 * (run-recovery.ts).
 */
export function newDeliveryRound() {
  return {
    state: 'pending' as const,
    attemptCount: 0,
    attemptStartedAt: null,
    nextAttemptAt: new Date(),
    lockedUntil: null,
    dispatchedAt: null,
    completedAt: null,
    lastError: null,
    lastStatusCode: null,
  };
}

/** The answer for a delivery the webhook does not have. */
export const deliveryNotFound = () => new DomainError('not_found', 'La entrega no existe.');

/**
 * Starts a new round of attempts (the webhook's retry schedule: three, or nine when extended) for a failed
 * (or cancelled) delivery: the same event id and the same body bytes, signed with the webhook's current
 * secret (and its previous one while a rotation's grace lasts).
 */
export async function redeliverDelivery(db: Db, input: { organizationId: string; webhookId: string; deliveryId: string }) {
  return db.transaction(async (tx) => {
    const webhook = await findWebhook(tx, { organizationId: input.organizationId, id: input.webhookId });
    if (!isUuid(input.deliveryId)) throw deliveryNotFound();
    const [found] = await tx
      .select({ delivery: webhookDeliveries, event: webhookEvents.kind })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(
        and(
          eq(webhookDeliveries.id, input.deliveryId),
          eq(webhookDeliveries.webhookId, webhook.id),
          eq(webhookDeliveries.organizationId, input.organizationId),
        ),
      )
      .for('update', { of: webhookDeliveries });
    if (!found) throw deliveryNotFound();
    if (found.delivery.state !== 'failed' && found.delivery.state !== 'cancelled') {
      throw new DomainError(
        'conflict',
        found.delivery.state === 'pending'
          ? 'La entrega sigue en curso: espera a que termine para reenviarla.'
          : 'La entrega ya fue exitosa; solo se reenvían entregas fallidas o canceladas.',
      );
    }
    if (!webhook.active) throw new DomainError('conflict', 'El webhook está inactivo: actívalo para reenviar la entrega.');
    const [updated] = await tx
      .update(webhookDeliveries)
      .set(newDeliveryRound())
      .where(eq(webhookDeliveries.id, found.delivery.id))
      .returning();
    await notifyDeliveryRunners(tx, input.organizationId);
    return toDeliveryView(updated, found.event);
  });
}
