import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { webhookDeliveries, webhookEvents } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { currentRequestId } from '@/lib/platform/log/context';
import { TEST_EVENT_KIND } from './event-kinds';
import { findWebhook } from './find-webhook';
import { eventBody, notifyDeliveryRunners } from './record-events';

/** An order that does not exist, so a receiver can tell test data apart even if it ignores the kind. */
export const TEST_ORDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Queues a `webhook.test` event for one webhook through the normal outbox: signed, retried and logged
 * like any other event. Its body has the shape of an order event (sample data), so a receiver can
 * exercise its parsing; a receiver that ignores unknown kinds simply answers 200.
 */
export async function sendTestEvent(db: Db, input: { organizationId: string; webhookId: string }) {
  return db.transaction(async (tx) => {
    const webhook = await findWebhook(tx, { organizationId: input.organizationId, id: input.webhookId });
    if (!webhook.active) {
      throw new DomainError('conflict', 'El webhook está inactivo: actívalo (PATCH active: true) para enviarle un evento de prueba.');
    }
    const now = new Date();
    const id = `evt_${randomUUID()}`;
    const body = eventBody(
      id,
      TEST_EVENT_KIND,
      now,
      {
        id: TEST_ORDER_ID,
        organizationId: input.organizationId,
        internalReference: 'PRUEBA-0001',
        status: 'in_transit',
        providerTrackingNumber: 'PRUEBA000000001',
      },
      {
        value: 'PRUEBA000000001',
        location: 'Ciudad de México',
        latitud: '19.432608',
        longitud: '-99.133209',
        observations: 'Evento de prueba enviado desde la API',
        dateTimeISO: now.toISOString(),
        StatusObj: { code: 'in_transit', description: 'En Transito' },
      },
    );
    await tx.insert(webhookEvents).values({
      id,
      organizationId: input.organizationId,
      orderId: null,
      kind: TEST_EVENT_KIND,
      body,
      createdAt: now,
      requestId: currentRequestId() ?? null,
    });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ eventId: id, webhookId: webhook.id, organizationId: input.organizationId })
      .returning();
    await notifyDeliveryRunners(tx, input.organizationId);
    return { eventId: id, deliveryId: delivery.id, event: TEST_EVENT_KIND };
  });
}
