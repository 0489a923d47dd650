// The order.cod_collected and order.cod_refused webhook events, written to the outbox (lib/webhooks/record-events.ts
// outboxCtes) in the collection's transaction, as order.adjusted is (lib/adjustments/adjusted-event.ts). Their data
// is an order event's (orderId, internalReference, status, providerData, trackingUrl) plus `cod`, the collection's body.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { Order } from '@/db/schema';
import { trackingUrlOrNull } from '@/lib/tracking/tracking-url';
import { notifyIfQueued, outboxCtes, syntheticProviderData, type OutboxEvent } from '@/lib/webhooks/record-events';
import type { CodCollectionBody } from './schemas';

export type CodEventKind = 'order.cod_collected' | 'order.cod_refused';

export function codEventBody(id: string, kind: CodEventKind, createdAt: Date, order: Order, cod: CodCollectionBody, at: Date): string {
  const observations =
    kind === 'order.cod_collected'
      ? `Cobro contra entrega ${cod.courierReference ?? ''}`.trim()
      : `Cobro contra entrega rechazado${cod.refusedReason ? `: ${cod.refusedReason}` : ''}`;
  return JSON.stringify({
    id,
    event: kind,
    createdAt: createdAt.toISOString(),
    data: {
      orderId: order.id,
      internalReference: order.internalReference ?? '',
      status: order.status,
      providerData: syntheticProviderData(order, at, observations),
      trackingUrl: trackingUrlOrNull(order.providerTrackingNumber),
      cod,
    },
  });
}

/** Records the event in the caller's transaction; it is delivered after the commit. */
export async function recordCodEvent(tx: Tx, kind: CodEventKind, order: Order, cod: CodCollectionBody, at: Date): Promise<string> {
  const id = `evt_${randomUUID()}`;
  const now = new Date();
  const event: OutboxEvent = {
    id,
    organizationId: order.organizationId,
    orderId: order.id,
    kind,
    body: codEventBody(id, kind, now, order, cod, at),
    createdAt: now,
  };
  await tx.execute(sql`with ${outboxCtes(order.organizationId, [event])} select ${notifyIfQueued(order.organizationId)}`);
  return id;
}
