// order.cod_collected and order.cod_refused delivered to a real receiver (issue 35): a signed COD report's event
// reaches the webhook subscribed to it, signed, with data.cod the body the report answered; a webhook subscribed to
// other kinds gets nothing of it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookEventPayloadSchema } from '@/lib/webhooks/schemas';
import { verifyWebhookSignature } from '@/lib/webhooks/signature';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { codCollectedReport, codRefusedReport, createCodOrder, sendCodReport } from '../helpers/cod';
import { createTestClient } from '../helpers/fixtures';
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

describe('COD webhooks', () => {
  it('order.cod_collected and order.cod_refused reach the subscribed webhook with data.cod, signed', async () => {
    const runner = new JobRunner(webhookDeliveryJob, { pollIntervalMs: 200, attemptTimeoutMs: 2_000 });
    runners.push(runner);
    await runner.start();
    const { api } = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/cobros'), events: ['order.cod_collected', 'order.cod_refused'] });
    await createWebhookViaApi(api, { url: receiver.url('/creados'), events: ['order.created'] });
    const collected = await createCodOrder(api, 1250);
    const refused = await createCodOrder(api, 400);
    const collection = await sendCodReport(server.url, codCollectedReport(collected.providerTrackingNumber!, 1200));
    expect(collection.status).toBe(200);
    const refusal = await sendCodReport(server.url, codRefusedReport(refused.providerTrackingNumber!));
    expect(refusal.status).toBe(200);

    const requests = await receiver.waitFor(2, '/cobros');
    const byEvent = new Map(requests.map((r) => [r.headers['x-service-event'], r]));
    for (const [kind, order, answer] of [
      ['order.cod_collected', collected, collection],
      ['order.cod_refused', refused, refusal],
    ] as const) {
      const request = byEvent.get(kind)!;
      expect(request, kind).toBeDefined();
      expect(verifyWebhookSignature(webhook.secret, request.rawBody, request.headers['x-service-signature'] as string)).toBe(true);
      const payload = webhookEventPayloadSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
      expect(payload.event).toBe(kind);
      expect(payload.data).toMatchObject({ orderId: order.id, status: 'created' });
      expect(payload.data.cod).toEqual(answer.body.cod);
    }
    expect(byEvent.get('order.cod_collected')!.rawBody.toString('utf8')).toContain('"discrepancy":-50');
    await sleep(500);
    expect(receiver.on('/creados').every((r) => r.headers['x-service-event'] === 'order.created')).toBe(true);
  });
});
