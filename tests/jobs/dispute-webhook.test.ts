// order.adjustment_resolved end to end: a dispute decided by the provider's signed report (and one decided by the
// sandbox at once) reaches a real receiver, signed, with the decided adjustment in data.adjustment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { DHL_EXPRESS } from '@/lib/providers/dhl-express/payloads';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookEventPayloadSchema } from '@/lib/webhooks/schemas';
import { verifyWebhookSignature } from '@/lib/webhooks/signature';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { base64Photo, cameraJpeg, declaredFigures, insertChargedAdjustment } from '../helpers/disputes';
import { nextReportTime, sendProviderReport } from '../helpers/provider';
import { createWebhookViaApi } from '../helpers/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

let server: TestServer;
let receiver: WebhookReceiver;
let runner: RunnerOf<typeof webhookDeliveryJob>;

beforeAll(async () => {
  server = await startAppServer();
  receiver = await startWebhookReceiver();
  runner = await new JobRunner(webhookDeliveryJob, { pollIntervalMs: 200 }).start();
});
afterAll(async () => {
  await runner.stop();
  await receiver.close();
  await server.close();
});

describe('order.adjustment_resolved', () => {
  it("the provider's decision reaches the receiver once, signed, with the accepted adjustment", async () => {
    const { api, org } = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/resuelto'), events: ['order.adjustment_resolved'] });
    const { adjustment, order } = await insertChargedAdjustment(org.id, { provider: DHL_EXPRESS });
    expect(
      (await api('POST', `/adjustments/${adjustment.id}/dispute`, { ...declaredFigures, photos: [base64Photo(await cameraJpeg())] }))
        .status,
    ).toBe(200);
    const report = {
      type: 'dispute_decision',
      adjustmentId: adjustment.id,
      decision: 'accepted',
      reason: 'Las fotos confirman 1.5 kg.',
      reference: `DEC-${adjustment.id}`,
      dateTimeISO: nextReportTime(),
    };
    expect((await sendProviderReport(server.url, report)).status).toBe(200);
    expect((await sendProviderReport(server.url, report)).body.outcome).toBe('duplicate');
    const [request] = await receiver.waitFor(1, '/resuelto');
    expect(verifyWebhookSignature(webhook.secret, request.rawBody, request.headers['x-service-signature'] as string)).toBe(true);
    const event = webhookEventPayloadSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
    expect(event).toMatchObject({
      event: 'order.adjustment_resolved',
      data: {
        orderId: order.id,
        adjustment: { id: adjustment.id, status: 'accepted', decisionReason: 'Las fotos confirman 1.5 kg.', amount: 35 },
      },
    });
    expect(event.data.providerData.observations).toBe('Disputa aceptada: Las fotos confirman 1.5 kg.');
    // the repeated report wrote no second event
    await new Promise((r) => setTimeout(r, 1_000));
    expect(receiver.on('/resuelto')).toHaveLength(1);
  });

  it("the sandbox's own decision sends the event too (rejected: no photo)", async () => {
    const { api, org } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/sandbox'), events: ['order.adjustment_resolved'] });
    const { adjustment } = await insertChargedAdjustment(org.id);
    expect((await api('POST', `/adjustments/${adjustment.id}/dispute`, declaredFigures)).body.status).toBe('rejected');
    const [request] = await receiver.waitFor(1, '/sandbox');
    const event = webhookEventPayloadSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
    expect(event.data.adjustment).toMatchObject({ id: adjustment.id, status: 'rejected' });
  });
});
