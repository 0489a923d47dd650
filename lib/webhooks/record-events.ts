// The outbox write: event rows and one delivery row per subscribed active webhook, in the caller's
// transaction, so an event exists exactly when the change that caused it was committed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webhookEvents } from '@/db/schema';
import { orderStatusLabels, type OrderStatus } from '@/lib/orders/order-states';
import type { WebhookEventKind } from './event-kinds';

/** SPEC.md providerData: every field a string. */
export type ProviderData = {
  value: string;
  location: string;
  latitud: string;
  longitud: string;
  observations: string;
  dateTimeISO: string;
  StatusObj: { code: string; description: string };
};

export type EventOrder = { id: string; organizationId: string; internalReference: string | null; status: OrderStatus; providerTrackingNumber: string | null };

/** providerData for a change that did not come from the provider (DESIGN.md "Webhook events"). */
export function syntheticProviderData(order: EventOrder, at: Date, observations = ''): ProviderData {
  return {
    value: order.providerTrackingNumber ?? '',
    location: '',
    latitud: '',
    longitud: '',
    observations,
    dateTimeISO: at.toISOString(),
    StatusObj: { code: order.status, description: orderStatusLabels[order.status] },
  };
}

/** The exact JSON body of an event, as signed and sent on every attempt. */
export function eventBody(id: string, kind: string, createdAt: Date, order: EventOrder, providerData: ProviderData): string {
  return JSON.stringify({
    id,
    event: kind,
    createdAt: createdAt.toISOString(),
    data: {
      orderId: order.id,
      internalReference: order.internalReference ?? '',
      status: order.status,
      providerData,
    },
  });
}

export const WEBHOOK_NOTIFY_CHANNEL = 'webhook_deliveries';

/**
 * Writes one event per kind (distinct ids) and a pending delivery for every active webhook of the
 * order's organization subscribed to that kind. Returns the event ids.
 */
export async function recordOrderEvents(
  tx: DbOrTx,
  input: { order: EventOrder; kinds: readonly WebhookEventKind[]; providerData: ProviderData; at?: Date },
): Promise<string[]> {
  const createdAt = input.at ?? new Date();
  if (input.kinds.length === 0) return [];
  const events = input.kinds.map((kind) => {
    const id = `evt_${randomUUID()}`;
    return { id, organizationId: input.order.organizationId, orderId: input.order.id, kind, body: eventBody(id, kind, createdAt, input.order, input.providerData), createdAt };
  });
  await tx.insert(webhookEvents).values(events);
  // One statement for every delivery of every event; the runners are woken only when there is one.
  const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
  await tx.execute(sql`
    with queued as (
      insert into webhook_deliveries (event_id, webhook_id, organization_id)
      select e.id, w.id, w.organization_id
      from unnest(array[${list(events.map((e) => e.id))}]::text[], array[${list(events.map((e) => e.kind))}]::text[]) as e(id, kind)
      join webhooks w on w.organization_id = ${input.order.organizationId} and w.active and w.deleted_at is null
        and e.kind = any(w.events)
      returning 1
    )
    select pg_notify(${WEBHOOK_NOTIFY_CHANNEL}, ${input.order.organizationId})
    where exists (select 1 from queued)`);
  return events.map((e) => e.id);
}

/** Wakes the delivery runners. PostgreSQL delivers it only when the transaction commits, so never early. */
export async function notifyDeliveryRunners(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${WEBHOOK_NOTIFY_CHANNEL}, ${organizationId})`);
}
