// order.adjusted delivered to a real receiver: a measurement report's adjustment reaches a subscribed webhook, signed,
// with data.adjustment the body of GET /adjustments/{id} (without its evidence list); a webhook not subscribed to it gets nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookEventPayloadSchema } from '@/lib/webhooks/schemas';
import { verifyWebhookSignature } from '@/lib/webhooks/signature';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { measurementReport, sendMeasurement } from '../helpers/measurements';
import { createOrderViaApi } from '../helpers/orders';
import { createWebhookViaApi, sleep } from '../helpers/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

let server: TestServer;
let receiver: WebhookReceiver;
const runners: RunnerOf<typeof webhookDeliveryJob>[] = [];
beforeAll(async () => {
  server = await startAppServer();
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

describe('order.adjusted', () => {
  it('reaches the subscribed webhook with the adjustment, signed', async () => {
    const runner = new JobRunner(webhookDeliveryJob, { pollIntervalMs: 200, attemptTimeoutMs: 2_000 });
    runners.push(runner);
    await runner.start();
    const { api } = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/ajustes'), events: ['order.adjusted'] });
    const other = await createWebhookViaApi(api, { url: receiver.url('/estados'), events: ['order.status_changed'] });
    expect(other.id).toBeDefined();
    const { orderId } = await createOrderViaApi(api);
    await api('POST', `/sandbox/orders/${orderId}/advance`, {});
    const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
    const res = await sendMeasurement(server.url, measurementReport(order.providerTrackingNumber!, 4));
    expect(res.status).toBe(200);

    const [request] = await receiver.waitFor(1, '/ajustes');
    expect(verifyWebhookSignature(webhook.secret, request.rawBody, request.headers['x-service-signature'] as string)).toBe(true);
    expect(request.headers['x-service-event']).toBe('order.adjusted');
    const payload = webhookEventPayloadSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
    expect(payload.event).toBe('order.adjusted');
    expect(payload.data).toMatchObject({ orderId, status: 'picked_up' });
    expect(payload.data.adjustment).toEqual(res.body.adjustment);
    // GET /adjustments/{id} answers the same fields plus the decision's reference and the evidence photos
    const { decisionReference, evidence, ...fields } = (await api('GET', `/adjustments/${res.body.adjustment.id}`)).body;
    expect(payload.data.adjustment).toEqual(fields);
    expect([decisionReference, evidence]).toEqual([null, []]);
    // The status webhook heard the pickup, never the adjustment.
    await sleep(500);
    expect(receiver.on('/estados').every((r) => r.headers['x-service-event'] === 'order.status_changed')).toBe(true);
  });
});
