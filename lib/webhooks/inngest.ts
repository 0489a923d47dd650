// Webhook delivery on Inngest: the client, the event the outbox relay sends per delivery, and the thin
// function that runs deliverWebhook with Inngest's step (one step.run per attempt, step.sleep between
// attempts: seconds, or up to 10 hours with the extended schedule, held durably by Inngest; concurrency keyed
// by webhook). Served by app/api/inngest/route.ts; the outbox runner
// (lib/webhooks/runner.ts) sends the events. Nothing here knows HTTP.
// The client reads INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY, INNGEST_DEV and INNGEST_BASE_URL itself.
import { Inngest } from 'inngest';
import { getDb } from '@/db/client';
import { deliverWebhook, type DeliveryStep } from './deliver-webhook';

export const inngest = new Inngest({ id: 'envios-mx' });

export const DELIVERY_REQUESTED_EVENT = 'webhooks/delivery.requested';

/** The data of one DELIVERY_REQUESTED_EVENT: the delivery to run and its webhook (the concurrency key). */
export type DeliveryRequest = { deliveryId: string; webhookId: string };

export const deliverWebhookFunction = inngest.createFunction(
  {
    id: 'deliver-webhook',
    name: 'Entregar webhook',
    triggers: [{ event: DELIVERY_REQUESTED_EVENT }],
    // At most a few requests at a time to one receiver; other receivers are not held up by a slow one.
    concurrency: { key: 'event.data.webhookId', limit: 5 },
    // Inngest's own retries only cover our infrastructure failing (database down, attempt busy
    // elsewhere); the receiver's failures are the attempts of docs/api/webhooks.md "Retry policy", counted by the job.
    retries: 5,
  },
  async ({ event, step }) => {
    const inngestStep: DeliveryStep = {
      run: (id, fn) => step.run(id, fn) as Promise<Awaited<ReturnType<typeof fn>>>,
      sleep: (id, ms) => step.sleep(id, ms),
    };
    return deliverWebhook(getDb(), { deliveryId: String(event.data.deliveryId), step: inngestStep });
  },
);

export const inngestFunctions = [deliverWebhookFunction];

/** The relay of the outbox runner in Inngest mode: one event per delivery. */
export async function sendDeliveryEvents(deliveries: DeliveryRequest[]): Promise<void> {
  await inngest.send(deliveries.map((d) => ({ name: DELIVERY_REQUESTED_EVENT, data: { deliveryId: d.deliveryId, webhookId: d.webhookId } })));
}
