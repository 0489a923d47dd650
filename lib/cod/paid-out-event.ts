// The order.cod_paid_out webhook event, written to the outbox (lib/webhooks/record-events.ts outboxCtes) in the
// transaction that moves the collection to paid_out (balance credit or a bank batch marked paid). Its data is an order
// event's (orderId, internalReference, status, providerData, trackingUrl) plus `cod`, the collection as the API shows it
// (lib/cod/collection-body.ts), now paid_out.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { CodCollection } from '@/db/schema';
import { trackingUrlOrNull } from '@/lib/tracking/tracking-url';
import { type EventOrder, notifyIfQueued, type OutboxEvent, outboxCtes, syntheticProviderData } from '@/lib/webhooks/record-events';
import { codCollectionBody } from './collection-body';

export const ORDER_COD_PAID_OUT = 'order.cod_paid_out' as const;

export function codPaidOutEventBody(id: string, order: EventOrder, collection: CodCollection): string {
  const at = collection.paidOutAt ?? new Date();
  return JSON.stringify({
    id,
    event: ORDER_COD_PAID_OUT,
    createdAt: at.toISOString(),
    data: {
      orderId: order.id,
      internalReference: order.internalReference ?? '',
      status: order.status,
      providerData: syntheticProviderData(order, at, 'Cobro contra entrega pagado al comercio'),
      trackingUrl: trackingUrlOrNull(order.providerTrackingNumber),
      cod: codCollectionBody(collection),
    },
  });
}

/** Records order.cod_paid_out for each order (one statement), in the caller's transaction. */
export async function recordCodPaidOutEvents(
  tx: Tx,
  organizationId: string,
  items: readonly { order: EventOrder; collection: CodCollection }[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const events: OutboxEvent[] = items.map(({ order, collection }) => {
    const id = `evt_${randomUUID()}`;
    return {
      id,
      organizationId,
      orderId: order.id,
      kind: ORDER_COD_PAID_OUT,
      body: codPaidOutEventBody(id, order, collection),
      createdAt: collection.paidOutAt ?? new Date(),
    };
  });
  await tx.execute(sql`with ${outboxCtes(organizationId, events)} select ${notifyIfQueued(organizationId)}`);
  return events.map((e) => e.id);
}
