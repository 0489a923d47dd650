// Webhook delivery on Inngest: the function run with @inngest/test performs the same attempts against a
// real receiver (sleeps mocked), the outbox relay hands deliveries to Inngest instead of sending them,
// and GET /api/inngest answers with or without Inngest configured (no dev server here).
import { randomUUID } from 'node:crypto';
import { InngestTestEngine } from '@inngest/test';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { webhookAttempts } from '@/db/schema';
import { resetConfigCache } from '@/lib/platform/config';
import { inngest, inngestFunctionOf, sendJobEvents } from '@/lib/platform/jobs/inngest';
import { JobRunner } from '@/lib/platform/jobs/job-runner';
import { type DeliveryRequest, webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookEventPayloadSchema } from '@/lib/webhooks/schemas';
import { verifyWebhookSignature } from '@/lib/webhooks/signature';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { createWebhookViaApi, deliveriesOfEvent, eventually, insertOrder, recordStatusChange, sleep } from '../helpers/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

const deliverWebhookFunction = inngestFunctionOf(webhookDeliveryJob);
const DELIVERY_REQUESTED_EVENT = webhookDeliveryJob.inngest.event;

let server: TestServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  server = await startAppServer();
  receiver = await startWebhookReceiver();
});
afterEach(() => {
  delete process.env.INNGEST_DEV;
  resetConfigCache();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

/** A recorded event with one delivery to `path` (no runner running: only Inngest delivers it). */
async function pendingDelivery(path: string) {
  const { org, api } = await createTestClient(server.url);
  const webhook = await createWebhookViaApi(api, { url: receiver.url(path) });
  const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
  const [delivery] = await deliveriesOfEvent(eventId);
  return { webhook, eventId, delivery, api };
}

/** A fresh engine per run (a reused one replays the previous run's step results); sleeps mocked. */
function engineFor(deliveryId: string, webhookId: string) {
  return new InngestTestEngine({
    function: deliverWebhookFunction,
    events: [{ name: DELIVERY_REQUESTED_EVENT, data: { deliveryId, webhookId } }],
    steps: [
      { id: 'wait-before-attempt-2', handler: () => null },
      { id: 'wait-before-attempt-3', handler: () => null },
    ],
  });
}

describe('the Inngest delivery function', () => {
  it('500, 500, 200: three attempts, one step.run each, the spec waits between them', async () => {
    const { webhook, eventId, delivery } = await pendingDelivery('/inngest/flaky');
    receiver.script('/inngest/flaky', [500, 500, 200]);
    const { result, error, ctx } = await engineFor(delivery.id, webhook.id).execute();
    expect(error).toBeUndefined();
    expect(result).toEqual({ deliveryId: delivery.id, state: 'succeeded', attempts: 3 });

    const requests = receiver.on('/inngest/flaky');
    expect(requests).toHaveLength(3);
    for (const r of requests) {
      expect(verifyWebhookSignature(webhook.secret, r.rawBody, r.headers['x-service-signature'] as string)).toBe(true);
      expect(webhookEventPayloadSchema.parse(JSON.parse(r.rawBody.toString())).id).toBe(eventId);
    }
    const runIds = (ctx.step.run as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((c) => c[0]);
    expect(runIds).toEqual(['plan', 'attempt-1', 'attempt-2', 'attempt-3']);
    expect(ctx.step.sleep).toHaveBeenCalledWith('wait-before-attempt-2', 1_500);
    expect(ctx.step.sleep).toHaveBeenCalledWith('wait-before-attempt-3', 3_000);

    const attempts = await getDb()
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id))
      .orderBy(webhookAttempts.startedAt);
    expect(attempts.map((a) => [a.attemptNumber, a.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect((await deliveriesOfEvent(eventId))[0].state).toBe('succeeded');
  });

  it('404: one attempt and the delivery is failed', async () => {
    const { webhook, delivery } = await pendingDelivery('/inngest/gone');
    receiver.script('/inngest/gone', [404]);
    const { result, ctx } = await engineFor(delivery.id, webhook.id).execute();
    expect(result).toEqual({ deliveryId: delivery.id, state: 'failed', attempts: 1 });
    expect(ctx.step.sleep).not.toHaveBeenCalled();
    expect(receiver.on('/inngest/gone')).toHaveLength(1);
  });

  it('a second run for the same delivery sends nothing more', async () => {
    const { webhook, delivery } = await pendingDelivery('/inngest/twice');
    await engineFor(delivery.id, webhook.id).execute();
    const { result } = await engineFor(delivery.id, webhook.id).execute();
    expect(result).toEqual({ deliveryId: delivery.id, state: 'succeeded', attempts: 0 });
    expect(receiver.on('/inngest/twice')).toHaveLength(1);
  });

  it('is keyed by webhook for concurrency', () => {
    expect(deliverWebhookFunction.opts.concurrency).toEqual({ key: 'event.data.webhookId', limit: 5 });
  });
});

describe('the outbox relay (Inngest mode)', () => {
  it('hands every delivery to Inngest once and sends nothing itself', async () => {
    const relayed: DeliveryRequest[] = [];
    const runner = await new JobRunner(webhookDeliveryJob, { pollIntervalMs: 100, relay: async (d) => void relayed.push(...d) }).start();
    try {
      const { webhook, eventId, delivery } = await pendingDelivery('/inngest/relayed');
      await eventually(async () => relayed.some((r) => r.deliveryId === delivery.id));
      await sleep(500);
      expect(relayed.filter((r) => r.deliveryId === delivery.id)).toEqual([{ deliveryId: delivery.id, webhookId: webhook.id }]);
      const [row] = await deliveriesOfEvent(eventId);
      expect(row.dispatchedAt).toBeInstanceOf(Date);
      expect(row.state).toBe('pending');
      expect(receiver.on('/inngest/relayed')).toHaveLength(0);
    } finally {
      await runner.stop();
    }
  });

  it('sends one Inngest event per delivery to the event API with the event key', async () => {
    // A stand-in for Inngest's event API on 127.0.0.1 (there is no Inngest server on these machines).
    inngest.setEnvVars({ INNGEST_EVENT_KEY: 'clave-de-prueba', INNGEST_EVENT_API_BASE_URL: receiver.url('/') });
    try {
      receiver.script('/e/clave-de-prueba', [
        { status: 200, body: '{"ids":["01J0","01J1"],"status":200}', headers: { 'Content-Type': 'application/json' } },
      ]);
      const deliveries = [
        { deliveryId: randomUUID(), webhookId: randomUUID() },
        { deliveryId: randomUUID(), webhookId: randomUUID() },
      ];
      await sendJobEvents(webhookDeliveryJob, deliveries);
      const [request] = receiver.on('/e/clave-de-prueba');
      expect(request.method).toBe('POST');
      const sent = JSON.parse(request.rawBody.toString()) as Array<{ name: string; data: unknown }>;
      expect(sent.map((e) => ({ name: e.name, data: e.data }))).toEqual(
        deliveries.map((data) => ({ name: DELIVERY_REQUESTED_EVENT, data })),
      );
    } finally {
      inngest.setEnvVars({ INNGEST_EVENT_KEY: undefined, INNGEST_EVENT_API_BASE_URL: undefined });
    }
  });

  it('a failed hand-off is retried after the lease', async () => {
    let calls = 0;
    const relayed: string[] = [];
    const runner = await new JobRunner(webhookDeliveryJob, {
      pollIntervalMs: 100,
      leaseMs: 500,
      relay: async (d) => {
        calls++;
        if (calls === 1) throw new Error('Inngest no responde');
        relayed.push(...d.map((x) => x.deliveryId));
      },
    }).start();
    try {
      const { delivery } = await pendingDelivery('/inngest/relay-retry');
      await eventually(async () => relayed.includes(delivery.id), 5_000);
      expect(calls).toBeGreaterThanOrEqual(2);
    } finally {
      await runner.stop();
    }
  });
});

describe('GET /api/inngest', () => {
  it('answers without Inngest configured, and refuses executions', async () => {
    const res = await fetch(`${server.url}/api/inngest`);
    expect(res.status).toBe(200);
    // every function served (other areas add theirs: email, batches)
    expect(await res.json()).toMatchObject({
      mode: 'in-process',
      inngest: false,
      functions: expect.arrayContaining(['deliver-webhook', 'recover-webhook-deliveries', 'send-email']),
    });
    const post = await fetch(`${server.url}/api/inngest`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(post.status).toBe(503);
    expect(Object.keys(await post.json())).toEqual(['error']);
  });

  it('answers the SDK introspection in dev mode without a dev server', async () => {
    process.env.INNGEST_DEV = '1';
    resetConfigCache();
    const res = await fetch(`${server.url}/api/inngest`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ mode: 'dev' });
    expect(body.function_count).toBeGreaterThanOrEqual(3); // the webhook delivery and recovery functions, email, and others'
  });
});
