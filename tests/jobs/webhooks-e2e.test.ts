// Webhooks end to end through the real routes: orders created and cancelled through the API, status
// reports through the signed provider intake and the sandbox simulator, each reaching a real receiver
// signed and shaped as the spec says; and the latency from a status change to the receiver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEventKinds } from '@/lib/webhooks/event-kinds';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookEventPayloadSchema, type WebhookEventPayload } from '@/lib/webhooks/schemas';
import { verifyWebhookSignature } from '@/lib/webhooks/signature';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { providerReport, sendProviderReport } from '../helpers/provider';
import { createWebhookViaApi, eventually, sleep } from '../helpers/webhook-events';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from '../helpers/webhook-receiver';

let server: TestServer;
let receiver: WebhookReceiver;
let runner: RunnerOf<typeof webhookDeliveryJob>;

beforeAll(async () => {
  server = await startAppServer();
  receiver = await startWebhookReceiver();
  runner = await new JobRunner(webhookDeliveryJob, { pollIntervalMs: 500 }).start();
});
afterAll(async () => {
  await runner.stop();
  await receiver.close();
  await server.close();
});

function verified(secret: string, requests: ReceivedRequest[]): WebhookEventPayload[] {
  return requests.map((r) => {
    expect(verifyWebhookSignature(secret, r.rawBody, r.headers['x-service-signature'] as string)).toBe(true);
    const body = webhookEventPayloadSchema.parse(JSON.parse(r.rawBody.toString('utf8')));
    expect(r.headers['x-service-event']).toBe(body.event);
    return body;
  });
}

describe('order lifecycle -> webhooks', () => {
  it('create, provider report and sandbox advance each reach the receiver, signed and shaped as the spec says', async () => {
    const { api } = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/lifecycle'), events: [...webhookEventKinds] });

    // Creation: order.created.
    const order = await createOrderViaApi(api, { internalReference: 'PED-E2E-1' });
    const [created] = verified(webhook.secret, await receiver.waitFor(1, '/lifecycle'));
    expect(created).toMatchObject({
      event: 'order.created',
      data: { orderId: order.orderId, internalReference: 'PED-E2E-1', status: 'created', providerData: { value: order.trackingNumber } },
    });

    // A signed provider report: order.picked_up and order.status_changed, carrying the report as providerData.
    const report = providerReport(order.trackingNumber, 'picked_up', { location: 'CDMX Centro', observations: 'Recolectado' });
    expect((await sendProviderReport(server.url, report)).status).toBe(200);
    const afterReport = verified(webhook.secret, (await receiver.waitFor(3, '/lifecycle')).slice(1));
    expect(afterReport.map((e) => e.event).sort()).toEqual(['order.picked_up', 'order.status_changed']);
    expect(afterReport[0].id).not.toBe(afterReport[1].id);
    for (const event of afterReport) {
      expect(event.data.status).toBe('picked_up');
      expect(event.data.providerData).toEqual(report);
    }

    // The sandbox simulator: next state along the happy path.
    const advanced = await api('POST', `/sandbox/orders/${order.orderId}/advance`, {});
    expect(advanced.status).toBe(200);
    const afterAdvance = verified(webhook.secret, (await receiver.waitFor(5, '/lifecycle')).slice(3));
    expect(afterAdvance.map((e) => e.event).sort()).toEqual(['order.in_transit', 'order.status_changed']);
    expect(afterAdvance.every((e) => e.data.status === 'in_transit')).toBe(true);

    // The deliveries endpoint shows every attempt (logged right after the receiver answers).
    const log = await eventually(async () => {
      const r = await api('GET', `/webhooks/${webhook.id}/deliveries`);
      return r.body.data.length === 5 && r;
    });
    expect(log.body.data.every((a: { statusCode: number }) => a.statusCode === 200)).toBe(true);
  });

  it('an API cancel emits order.cancelled and order.status_changed with the reason', async () => {
    const { api } = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/cancel'), events: ['order.cancelled', 'order.status_changed'] });
    const order = await createOrderViaApi(api);
    const res = await api('POST', `/orders/${order.orderId}/cancel`, { reason: 'El cliente ya no lo quiere' });
    expect(res.status).toBe(200);
    const events = verified(webhook.secret, await receiver.waitFor(2, '/cancel'));
    expect(events.map((e) => e.event).sort()).toEqual(['order.cancelled', 'order.status_changed']);
    for (const e of events) {
      expect(e.data).toMatchObject({ orderId: order.orderId, status: 'cancelled' });
      expect(e.data.providerData).toMatchObject({
        observations: 'El cliente ya no lo quiere',
        StatusObj: { code: 'cancelled', description: 'Cancelada' },
      });
    }
    await sleep(300);
    expect(receiver.on('/cancel')).toHaveLength(2);
  });
});

describe('latency', () => {
  it('200 status changes all reach the receiver, signed; prints the latency from the provider report', async () => {
    const { api } = await createTestClient(server.url, { balance: 100_000 });
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/latency'), events: ['order.status_changed'] });
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await createOrderViaApi(api));
    const sentAt = new Map<string, number>(); // orderId:status -> when the report was sent
    const reportMs: number[] = [];
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      for (const order of orders) {
        const start = Date.now();
        sentAt.set(`${order.orderId}:${code}`, start);
        const res = await sendProviderReport(server.url, providerReport(order.trackingNumber, code));
        reportMs.push(Date.now() - start);
        expect(res.status).toBe(200);
      }
    }
    reportMs.sort((a, b) => a - b);
    const requests = await receiver.waitFor(200, '/latency', 30_000);
    const latencies = verified(webhook.secret, requests).map(
      (e, i) => requests[i].receivedAt - sentAt.get(`${e.data.orderId}:${e.data.status}`)!,
    );
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
    console.info(
      `webhook latency over ${latencies.length} status changes (report sent -> receiver): p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)} ms; the report request itself: p50 ${reportMs[100]} ms`,
    );
    expect(latencies).toHaveLength(200);
  });
});
