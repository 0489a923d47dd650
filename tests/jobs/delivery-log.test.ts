// The dashboard's delivery log (issue 17.8, lib/webhooks/list-delivery-attempts.ts listDeliveryLog): every attempt
// its own row with its order's reference, a failed attempt stays failed after a later success (the delivery's
// state belongs to its latest attempt), filters by result, day and order; and "Reenviar fallidas" over a time range
// (lib/webhooks/start-recovery.ts startRecovery with `until`): only that range, the same request twice is
// one job. Deliveries are made by the real runner against a real receiver answering 500 then 200.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '@/db/schema';
import { deliveryLogOrder, listDeliveryLog, readDeliveryLogQuery } from '@/lib/webhooks/list-delivery-attempts';
import { JobRunner } from '@/lib/platform/jobs/job-runner';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { startRecovery } from '@/lib/webhooks/start-recovery';
import { createWebhook } from '@/lib/webhooks/create-webhook';
import { createTestOrg } from '../helpers/fixtures';
import { eventually, insertOrder, recordStatusChange } from '../helpers/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

let receiver: WebhookReceiver;
beforeAll(async () => {
  process.env.ALLOW_INSECURE_WEBHOOK_URLS = 'true';
  receiver = await startWebhookReceiver();
});
afterAll(async () => receiver.close());

describe('delivery log', () => {
  it('lists each attempt with its order; a failed attempt is not "delivered" after the retry succeeds; filters by result and day', async () => {
    const org = await createTestOrg();
    const webhook = await createWebhook(getDb(), {
      organizationId: org.id,
      webhook: { name: 'Registro', url: receiver.url('/registro'), events: ['order.picked_up'] },
    });
    const order = await insertOrder(org.id, 'created');
    receiver.script('/registro', [500]); // the first attempt fails, the retry (default 200) succeeds
    const [eventId] = await recordStatusChange(order, 'picked_up', ['order.picked_up']);
    // Retry right away instead of waiting for the schedule.
    const runner = new JobRunner(webhookDeliveryJob, { pollIntervalMs: 50 });
    await runner.start();
    try {
      await eventually(async () => {
        const [d] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
        if (d?.state === 'pending' && d.attemptCount === 1 && d.attemptStartedAt === null) {
          await getDb().update(webhookDeliveries).set({ nextAttemptAt: new Date() }).where(eq(webhookDeliveries.id, d.id));
        }
        return d?.state === 'succeeded';
      });
    } finally {
      await runner.stop();
    }

    const log = await listDeliveryLog(getDb(), { organizationId: org.id, webhookId: webhook.id, limit: 25 });
    expect(log.data).toHaveLength(2);
    const [retry, first] = log.data; // newest first
    expect(retry).toMatchObject({
      attemptNumber: 2,
      statusCode: 200,
      succeeded: true,
      isLatest: true,
      deliveryState: 'succeeded',
      orderId: order.id,
      orderReference: order.internalReference,
      event: 'order.picked_up',
    });
    expect(first).toMatchObject({
      attemptNumber: 1,
      statusCode: 500,
      succeeded: false,
      isLatest: false,
      orderReference: order.internalReference,
    });
    expect(first.deliveryId).toBe(retry.deliveryId);

    const only = async (params: Record<string, string>) =>
      (
        await listDeliveryLog(getDb(), { organizationId: org.id, webhookId: webhook.id, limit: 25, ...readDeliveryLogQuery(params) })
      ).data.map((a) => a.attemptNumber);
    expect(await only({ result: 'succeeded' })).toEqual([2]);
    expect(await only({ result: 'failed' })).toEqual([1]);
    expect(await only({ result: 'pending' })).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    expect(await only({ from: today, to: today })).toEqual([2, 1]);
    expect(await only({ to: '2026-01-01' })).toEqual([]);
    expect(await only({ result: 'nada', from: 'ayer' })).toEqual([2, 1]); // unknown values are dropped
    // Another organization sees nothing of it.
    const other = await createTestOrg();
    await expect(listDeliveryLog(getDb(), { organizationId: other.id, webhookId: webhook.id, limit: 25 })).rejects.toThrow(/no existe/);
  });

  it("filters by order (the order page links to the log of its own attempts); another organization's order names none", async () => {
    const org = await createTestOrg();
    const webhook = await createWebhook(getDb(), {
      organizationId: org.id,
      webhook: { name: 'Por pedido', url: receiver.url('/por-pedido'), events: ['order.created'] },
    });
    const [mine, other] = [await insertOrder(org.id, 'created'), await insertOrder(org.id, 'created')];
    const at = Date.now() - 60_000;
    // Two attempts of one delivery for `mine`, one for `other` and one of a test event (no order), interleaved in time.
    const attempt = async (order: { id: string } | null, times: number[]) => {
      const eventId = `evt_${randomUUID()}`;
      await getDb()
        .insert(webhookEvents)
        .values({ id: eventId, organizationId: org.id, orderId: order?.id ?? null, kind: 'order.created', body: '{}' });
      const [d] = await getDb()
        .insert(webhookDeliveries)
        .values({ eventId, webhookId: webhook.id, organizationId: org.id, state: 'failed', attemptCount: times.length })
        .returning();
      await getDb()
        .insert(webhookAttempts)
        .values(
          times.map((t, i) => ({
            deliveryId: d.id,
            webhookId: webhook.id,
            organizationId: org.id,
            eventId,
            eventKind: 'order.created',
            attemptNumber: i + 1,
            startedAt: new Date(at + t * 1000),
            statusCode: 500,
            durationMs: 5,
            requestBody: '{}',
          })),
        );
    };
    await attempt(mine, [1, 4]);
    await attempt(other, [2]);
    await attempt(null, [3]);

    const rows = async (params: Record<string, string>) =>
      (await listDeliveryLog(getDb(), { organizationId: org.id, webhookId: webhook.id, limit: 25, ...readDeliveryLogQuery(params) })).data;
    expect((await rows({ orderId: mine.id })).map((a) => [a.orderId, a.attemptNumber])).toEqual([
      [mine.id, 2],
      [mine.id, 1],
    ]);
    expect((await rows({ orderId: other.id, result: 'failed' })).map((a) => a.orderId)).toEqual([other.id]);
    expect(await rows({ orderId: 'no-es-un-id' })).toHaveLength(4); // dropped, like any value that cannot be right
    expect(await deliveryLogOrder(getDb(), { organizationId: org.id, orderId: mine.id })).toEqual({
      id: mine.id,
      reference: mine.internalReference,
    });
    const stranger = await createTestOrg();
    expect(await deliveryLogOrder(getDb(), { organizationId: stranger.id, orderId: mine.id })).toBeNull();
    expect(await deliveryLogOrder(getDb(), { organizationId: org.id, orderId: 'roto' })).toBeNull();
  });

  it('"Reenviar fallidas" re-queues the failed deliveries of the chosen range only, once even when sent twice', async () => {
    const org = await createTestOrg();
    const webhook = await createWebhook(getDb(), {
      organizationId: org.id,
      webhook: { name: 'Rango', url: receiver.url('/rango'), events: ['order.created'] },
    });
    const now = Date.now();
    // Six failed deliveries, one per hour over the last six hours.
    const ids: string[] = [];
    for (let h = 6; h >= 1; h--) {
      const eventId = `evt_${randomUUID()}`;
      const at = new Date(now - h * 3_600_000);
      await getDb().insert(webhookEvents).values({ id: eventId, organizationId: org.id, kind: 'order.created', body: '{}', createdAt: at });
      const [d] = await getDb()
        .insert(webhookDeliveries)
        .values({
          eventId,
          webhookId: webhook.id,
          organizationId: org.id,
          state: 'failed',
          attemptCount: 3,
          createdAt: at,
          completedAt: at,
        })
        .returning();
      ids.push(d.id);
    }
    const since = new Date(now - 5.5 * 3_600_000).toISOString();
    const until = new Date(now - 2.5 * 3_600_000).toISOString();
    const request = { organizationId: org.id, webhookId: webhook.id, since, until };
    const [a, b] = await Promise.all([startRecovery(getDb(), request), startRecovery(getDb(), request)]);
    expect(a.recovery.id).toBe(b.recovery.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.recovery.total).toBe(3); // the deliveries of hours 5, 4 and 3

    await expect(startRecovery(getDb(), { ...request, until: since })).rejects.toThrow(/until debe ser posterior a since/);
    await expect(startRecovery(getDb(), { ...request, until: 'mañana' })).rejects.toThrow(/until debe ser una fecha/);
  });
});
