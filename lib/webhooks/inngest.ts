// Webhook delivery on Inngest: the client, the event the outbox relay sends per delivery, and the thin
// function that runs deliverWebhook with Inngest's step (one step.run per attempt, step.sleep between
// attempts, concurrency keyed by webhook). Served at app/api/inngest/route.ts.
// The client reads INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY, INNGEST_DEV and INNGEST_BASE_URL itself.
import { Inngest } from 'inngest';
import { getDb } from '@/db/client';
import { config } from '@/lib/config';
import { errorResponse, json } from '@/lib/http/respond';
import { deliverWebhook, type DeliveryStep } from './deliver-webhook';
import type { RelayDelivery } from './runner';

export const inngest = new Inngest({ id: 'envios-mx' });

export const DELIVERY_REQUESTED_EVENT = 'webhooks/delivery.requested';

export const deliverWebhookFunction = inngest.createFunction(
  {
    id: 'deliver-webhook',
    name: 'Entregar webhook',
    triggers: [{ event: DELIVERY_REQUESTED_EVENT }],
    // At most a few requests at a time to one receiver; other receivers are not held up by a slow one.
    concurrency: { key: 'event.data.webhookId', limit: 5 },
    // Inngest's own retries only cover our infrastructure failing (database down, attempt busy
    // elsewhere); the receiver's failures are the three attempts of SPEC.md, counted by the job.
    retries: 5,
  },
  async ({ event, step }) => {
    const inngestStep: DeliveryStep = {
      run: (id, fn) => step.run(id, fn) as Promise<Awaited<ReturnType<typeof fn>>>,
      sleep: (id, ms) => step.sleep(id, ms),
    };
    return deliverWebhook(getDb(), String(event.data.deliveryId), inngestStep);
  },
);

export const inngestFunctions = [deliverWebhookFunction];

/** The relay of the outbox runner in Inngest mode: one event per delivery. */
export async function sendDeliveryEvents(deliveries: RelayDelivery[]): Promise<void> {
  await inngest.send(deliveries.map((d) => ({ name: DELIVERY_REQUESTED_EVENT, data: { deliveryId: d.deliveryId, webhookId: d.webhookId } })));
}

/** Inngest may call this app (execute functions) only with a signing key, or against a dev server. */
export function inngestServeEnabled(): boolean {
  const c = config();
  return Boolean(c.INNGEST_SIGNING_KEY || c.INNGEST_DEV);
}

/**
 * Guards the serve handlers of app/api/inngest: without Inngest configured, GET still answers (with
 * the delivery mode) instead of the SDK's 500 for a missing signing key, and executions are refused.
 */
export function whenInngestServed<A extends unknown[]>(method: 'GET' | 'POST' | 'PUT', handler: (...args: A) => Promise<Response> | Response) {
  return async (...args: A): Promise<Response> => {
    if (inngestServeEnabled()) return handler(...args);
    if (method === 'GET') {
      return json({
        mode: 'in-process',
        inngest: false,
        functions: inngestFunctions.map((f) => f.id()),
        message: 'Inngest no está configurado: los webhooks se entregan con el runner en proceso.',
      });
    }
    return errorResponse('service_unavailable', 'Inngest no está configurado en este servicio.');
  };
}
