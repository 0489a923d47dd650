// Helpers of the webhook tests: an order row inserted directly, events recorded through the real
// outbox write (recordOrderEvents), and a webhook created through the API.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders, webhookDeliveries, webhookEvents, webhooks, type Order } from '@/db/schema';
import type { OrderStatus } from '@/lib/orders/order-states';
import { eventKindsForStatusChange, type WebhookEventKind } from '@/lib/webhooks/event-kinds';
import { recordOrderEvents, type ProviderData } from '@/lib/webhooks/record-events';
import type { ApiResponse } from './fixtures';

type Api = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const address = {
  contactName: 'Prueba',
  contactPhone: '5555555555',
  street: 'Calle 1',
  exteriorNumber: '1',
  neighborhood: 'Centro',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  postalCode: '06000',
};

export async function insertOrder(organizationId: string, status: OrderStatus = 'created'): Promise<Order> {
  const [order] = await getDb()
    .insert(orders)
    .values({
      organizationId,
      provider: 'sandbox',
      providerTrackingNumber: `TRK${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
      guideNumber: `GUIA${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
      internalReference: `REF-${randomUUID().slice(0, 8)}`,
      status,
      pickupAddress: address,
      deliveryAddress: address,
      packageWeight: 1,
      packageLength: 10,
      packageWidth: 10,
      packageHeight: 10,
      totalCostCentavos: 12_000,
    })
    .returning();
  return order;
}

export function sampleProviderData(order: Order, code: string): ProviderData {
  return {
    value: order.providerTrackingNumber ?? '',
    location: 'Guadalajara, Jal.',
    latitud: '20.659698',
    longitud: '-103.349609',
    observations: 'Sin novedad',
    dateTimeISO: new Date().toISOString(),
    StatusObj: { code, description: 'Estado reportado por el proveedor' },
  };
}

/** Records the events of a move of `order` into `status` (its own kind + order.status_changed) in one transaction. */
export async function recordStatusChange(order: Order, status: OrderStatus, kinds?: WebhookEventKind[]): Promise<string[]> {
  return getDb().transaction((tx) =>
    recordOrderEvents(tx, {
      order: { ...order, status },
      kinds: kinds ?? eventKindsForStatusChange(status),
      providerData: sampleProviderData(order, status),
    }),
  );
}

export async function createWebhookViaApi(api: Api, body: { url: string; events?: WebhookEventKind[]; name?: string; active?: boolean }) {
  const res = await api('POST', '/webhooks', { name: 'Receptor de pruebas', events: ['order.status_changed'], ...body });
  if (res.status !== 201) throw new Error(`POST /webhooks answered ${res.status}: ${res.text}`);
  return res.body as { id: string; secret: string; url: string; events: WebhookEventKind[]; active: boolean };
}

/** A webhook row written directly (for URLs the API would refuse under the current rules). */
export async function insertWebhookRow(organizationId: string, url: string, events: WebhookEventKind[] = ['order.status_changed']) {
  const [row] = await getDb()
    .insert(webhooks)
    .values({ organizationId, name: 'directo', url, events, secret: `whsec_${randomUUID().replace(/-/g, '')}` })
    .returning();
  return row;
}

export async function deliveriesOfEvent(eventId: string) {
  return getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
}

export async function eventBodyOf(eventId: string): Promise<string> {
  const [event] = await getDb().select().from(webhookEvents).where(eq(webhookEvents.id, eventId));
  return event.body;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `intervalMs` until it returns a truthy value. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(intervalMs);
  }
}
