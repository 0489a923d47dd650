// The outbox write: event rows and one delivery row per subscribed active webhook, in the caller's
// transaction, so an event exists exactly when the change that caused it was committed.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { currentRequestId } from '@/lib/platform/log/context';
import { orderStatusLabels, type OrderStatus } from '@/lib/orders/order-states';
import { trackingUrlOrNull } from '@/lib/tracking/tracking-url';
import type { WebhookEventKind } from './event-kinds';

/** providerData (docs/api/webhooks.md): every field a string. */
export type ProviderData = {
  value: string;
  location: string;
  latitud: string;
  longitud: string;
  observations: string;
  dateTimeISO: string;
  StatusObj: { code: string; description: string };
};

export type EventOrder = {
  id: string;
  organizationId: string;
  internalReference: string | null;
  status: OrderStatus;
  providerTrackingNumber: string | null;
};

/** providerData for a change that did not come from the provider (docs/api/webhooks.md). */
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

/**
 * The exact JSON body of an event, as signed and sent on every attempt. `trackingUrl` (added after the original
 * contract's fields) is the order's public tracking page, PUBLIC_URL as it is when the event is written; null
 * while the order has no tracking number.
 */
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
      trackingUrl: trackingUrlOrNull(order.providerTrackingNumber),
    },
  });
}

export const WEBHOOK_NOTIFY_CHANNEL = 'webhook_deliveries';

/** An event about to be written: its id and exact body are made here, once. */
export type OutboxEvent = { id: string; organizationId: string; orderId: string; kind: WebhookEventKind; body: string; createdAt: Date };

/** One event per kind (distinct ids), with the body every attempt will send and sign. */
export function newOrderEvents(input: {
  order: EventOrder;
  kinds: readonly WebhookEventKind[];
  providerData: ProviderData;
  at?: Date;
}): OutboxEvent[] {
  const createdAt = input.at ?? new Date();
  return input.kinds.map((kind) => {
    const id = `evt_${randomUUID()}`;
    return {
      id,
      organizationId: input.order.organizationId,
      orderId: input.order.id,
      kind,
      body: eventBody(id, kind, createdAt, input.order, input.providerData),
      createdAt,
    };
  });
}

/**
 * The outbox as two CTEs of a larger statement: `outbox_events` writes the events, `outbox_queued`
 * a pending delivery for every active webhook of the organization subscribed to each (one row per
 * delivery). The arrays keep the statement's text the same whatever the number of events, so it is
 * prepared once. Follow with `notifyIfQueued` in the statement's select list.
 */
export function outboxCtes(organizationId: string, events: OutboxEvent[]): SQL {
  const at = events[0]?.createdAt ?? new Date();
  return sql`outbox_events as (
      insert into webhook_events (id, organization_id, order_id, kind, body, created_at, request_id)
      select e.id, ${organizationId}::uuid, e.order_id, e.kind, e.body, ${at.toISOString()}::timestamptz, ${currentRequestId() ?? null}::text
      from unnest(${textArray(events.map((e) => e.id))}::text[], ${textArray(events.map((e) => e.orderId))}::uuid[],
                  ${textArray(events.map((e) => e.kind))}::text[], ${textArray(events.map((e) => e.body))}::text[])
        as e(id, order_id, kind, body)
      returning id, kind
    ), outbox_queued as (
      insert into webhook_deliveries (event_id, webhook_id, organization_id)
      select e.id, w.id, w.organization_id
      from outbox_events e
      join webhooks w on w.organization_id = ${organizationId}::uuid and w.active and w.deleted_at is null
        and e.kind = any(w.events)
      returning 1
    )`;
}

/** Wakes the runners at commit, only when the statement queued a delivery (a select-list item). */
export function notifyIfQueued(organizationId: string): SQL {
  return sql`(select pg_notify(${WEBHOOK_NOTIFY_CHANNEL}, ${organizationId}) where exists (select 1 from outbox_queued))`;
}

/** A text[] parameter (postgres.js sends a JS array as one array value). */
function textArray(values: string[]): SQL {
  return sql`${sql.param(values)}`;
}

/**
 * Writes one event per kind and a pending delivery for every active webhook of the order's
 * organization subscribed to that kind, in one statement. Returns the event ids.
 */
export async function recordOrderEvents(
  tx: DbOrTx,
  input: { order: EventOrder; kinds: readonly WebhookEventKind[]; providerData: ProviderData; at?: Date },
): Promise<string[]> {
  if (input.kinds.length === 0) return [];
  const events = newOrderEvents(input);
  const organizationId = input.order.organizationId;
  await tx.execute(sql`with ${outboxCtes(organizationId, events)} select ${notifyIfQueued(organizationId)}`);
  return events.map((e) => e.id);
}

/** Wakes the delivery runners. PostgreSQL delivers it only when the transaction commits, so never early. */
export async function notifyDeliveryRunners(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${WEBHOOK_NOTIFY_CHANNEL}, ${organizationId})`);
}
