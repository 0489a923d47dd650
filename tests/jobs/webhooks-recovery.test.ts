// Webhook recovery, endpoint health and the events of an order, over real HTTP with a real receiver:
// POST /webhooks/:id/recover re-sends exactly the failed deliveries since a time, once, oldest first, as a job
// whose progress reaches completed; bad `since` values; an endpoint failing for 5 days is disabled (the clock
// is moved with the delivery's `now` option, never by waiting) and re-enabling clears it;
// GET /orders/:id/events lists the events of one order with each delivery's state, per organization.
import { InngestTestEngine } from '@inngest/test';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { webhookDeliveries, webhookRecoveries, webhooks } from '@/db/schema';
import { deliverWebhook, type DeliveryStep } from '@/lib/webhooks/deliver-webhook';
import { ENDPOINT_FAILURE_WINDOW_MS } from '@/lib/webhooks/endpoint-health';
import { inngestFunctionOf } from '@/lib/platform/jobs/inngest';
import { JobRunner } from '@/lib/platform/jobs/job-runner';
import { claimRecovery } from '@/lib/webhooks/claim-recovery';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookRecoveryJob } from '@/lib/webhooks/recovery-job';
import { runRecovery } from '@/lib/webhooks/run-recovery';
import { startRecovery } from '@/lib/webhooks/start-recovery';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient, createTestKey } from '../helpers/fixtures';
import { createWebhookViaApi, deliveriesOfEvent, eventually, insertOrder, recordStatusChange, sleep } from '../helpers/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

const recoverDeliveriesFunction = inngestFunctionOf(webhookRecoveryJob);
let server: TestServer;
let receiver: WebhookReceiver;
const stoppers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  server = await startAppServer();
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await Promise.all(stoppers.splice(0).map((stop) => stop()));
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

/** One delivery at a time, so the order the receiver sees is the order the runner claims in. */
async function startDeliveryRunner() {
  const runner = await new JobRunner(webhookDeliveryJob, { pollIntervalMs: 100, attemptTimeoutMs: 2_000, concurrency: 1 }).start();
  stoppers.push(() => runner.stop());
  return runner;
}

async function startRecoveryRunner(batchSize = 2) {
  const runner = await new JobRunner(webhookRecoveryJob, { pollIntervalMs: 100, batchSize }).start();
  stoppers.push(() => runner.stop());
  return runner;
}

async function deliveryState(eventId: string, webhookId: string) {
  const rows = await deliveriesOfEvent(eventId);
  return rows.find((d) => d.webhookId === webhookId)!;
}

/** Records one status_changed event and waits until its delivery to `webhookId` has ended. */
async function eventEndingAs(orderOrgId: string, webhookId: string, state: 'succeeded' | 'failed') {
  const [eventId] = await recordStatusChange(await insertOrder(orderOrgId), 'in_transit', ['order.status_changed']);
  await eventually(async () => (await deliveryState(eventId, webhookId)).state === state, 15_000);
  return eventId;
}

const eventIdOf = (r: { rawBody: Buffer }) => JSON.parse(r.rawBody.toString()).id as string;

describe('POST /webhooks/:id/recover', () => {
  it('re-sends exactly the failed deliveries since the time, once, oldest first; the job reaches completed', async () => {
    await startDeliveryRunner();
    const { org, api } = await createTestClient(server.url);
    const hook = await createWebhookViaApi(api, { url: receiver.url('/rec/main') });
    const other = await createWebhookViaApi(api, { url: receiver.url('/rec/other') });

    // Before `since`: a failure that must stay as it is.
    receiver.script('/rec/main', [400]);
    receiver.script('/rec/other', [400]);
    const before = await eventEndingAs(org.id, hook.id, 'failed');
    await eventually(async () => (await deliveryState(before, other.id)).state === 'failed');
    await sleep(20);
    const since = new Date();
    await sleep(20);
    // After it: failed, succeeded, failed, failed (the other webhook fails them all, it is not recovered).
    const expected: string[] = [];
    for (const outcome of ['failed', 'succeeded', 'failed', 'failed'] as const) {
      receiver.script('/rec/main', [outcome === 'failed' ? 400 : 200]);
      receiver.script('/rec/other', [400]);
      const eventId = await eventEndingAs(org.id, hook.id, outcome);
      await eventually(async () => (await deliveryState(eventId, other.id)).state === 'failed');
      if (outcome === 'failed') expected.push(eventId);
    }
    const sentBefore = receiver.on('/rec/main').length;
    const otherBefore = receiver.on('/rec/other').length;

    const first = await api('POST', `/webhooks/${hook.id}/recover`, { since: since.toISOString() });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ webhookId: hook.id, since: since.toISOString(), state: 'queued', total: 3, queued: 0 });
    expect(first.body.results).toEqual({ pending: 0, succeeded: 0, failed: 0, cancelled: 0 });
    // Repeated while open (no worker has started yet): the same job.
    const again = await api('POST', `/webhooks/${hook.id}/recover`, { since: since.toISOString() });
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(first.body.id);
    // Another `since` while it is open: refused with the reason.
    const clash = await api('POST', `/webhooks/${hook.id}/recover`, { since: new Date(since.getTime() - 60_000).toISOString() });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/Ya hay una recuperación en curso/);
    expect((await getDb().select().from(webhookRecoveries).where(eq(webhookRecoveries.webhookId, hook.id))).length).toBe(1);

    await startRecoveryRunner(2);
    const done = await eventually(async () => {
      const res = await api('GET', `/webhooks/${hook.id}/recoveries/${first.body.id}`);
      return res.body.state === 'completed' && res.body.results.succeeded === 3 && res.body;
    });
    expect(done).toMatchObject({ total: 3, queued: 3, results: { pending: 0, succeeded: 3, failed: 0, cancelled: 0 } });
    expect(done.startedAt).not.toBeNull();
    expect(done.completedAt).not.toBeNull();

    await sleep(500);
    const resent = receiver.on('/rec/main').slice(sentBefore);
    expect(resent.map(eventIdOf)).toEqual(expected);
    expect(receiver.on('/rec/other')).toHaveLength(otherBefore);
    expect((await deliveryState(before, hook.id)).state).toBe('failed');

    // Once completed, the same request is a new job with nothing left to send.
    const later = await api('POST', `/webhooks/${hook.id}/recover`, { since: since.toISOString() });
    expect(later.status).toBe(202);
    expect(later.body.id).not.toBe(first.body.id);
    expect(later.body).toMatchObject({ state: 'completed', total: 0, queued: 0 });
    await sleep(300);
    expect(receiver.on('/rec/main')).toHaveLength(sentBefore + 3);
  });

  it('two workers on one job re-queue each delivery once; a claimed job is not claimed twice', async () => {
    const { org, api } = await createTestClient(server.url);
    const hook = await createWebhookViaApi(api, { url: receiver.url('/rec/two') });
    const since = new Date(Date.now() - 1_000);
    const eventIds: string[] = [];
    for (let i = 0; i < 5; i++)
      eventIds.push(...(await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed'])));
    const deliveries = await getDb().select().from(webhookDeliveries).where(inArray(webhookDeliveries.eventId, eventIds));
    await getDb()
      .update(webhookDeliveries)
      .set({ state: 'failed', completedAt: new Date() })
      .where(
        inArray(
          webhookDeliveries.id,
          deliveries.map((d) => d.id),
        ),
      );

    const { recovery } = await startRecovery(getDb(), { organizationId: org.id, webhookId: hook.id, since: since.toISOString() });
    expect(recovery.total).toBe(5);
    const claimed = await claimRecovery(getDb(), { leaseMs: 30_000 });
    expect(claimed?.id).toBe(recovery.id);
    // Leased: nobody else takes it until the lease ends.
    expect(await claimRecovery(getDb(), { leaseMs: 30_000 })).toBeNull();

    const inline = { run: <T>(_id: string, fn: () => Promise<T>) => fn() };
    const results = await Promise.all([
      runRecovery(getDb(), { recoveryId: recovery.id, step: inline, batchSize: 1 }),
      runRecovery(getDb(), { recoveryId: recovery.id, step: inline, batchSize: 1 }),
    ]);
    expect(results[0].queued + results[1].queued).toBe(5);
    const [job] = await getDb().select().from(webhookRecoveries).where(eq(webhookRecoveries.id, recovery.id));
    expect(job).toMatchObject({ state: 'completed', total: 5, queued: 5 });
    const rows = await getDb().select().from(webhookDeliveries).where(inArray(webhookDeliveries.eventId, eventIds));
    expect(rows.every((d) => d.state === 'pending' && d.recoveryId === recovery.id && d.attemptCount === 0)).toBe(true);
    // Oldest first: due times follow creation order.
    const ordered = (order: SQL) =>
      getDb()
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.eventId, eventIds))
        .orderBy(order);
    const byCreation = await ordered(sql`${webhookDeliveries.createdAt}, ${webhookDeliveries.id}`);
    const byDue = await ordered(sql`${webhookDeliveries.nextAttemptAt}`);
    expect(byDue).toEqual(byCreation);
  });

  it('refuses bad `since` values with the reason, in Spanish', async () => {
    const { api } = await createTestClient(server.url);
    const hook = await createWebhookViaApi(api, { url: receiver.url('/rec/bad') });
    const post = (body: unknown) => api('POST', `/webhooks/${hook.id}/recover`, body);

    const notADate = await post({ since: 'ayer' });
    expect(notADate.status).toBe(400);
    expect(notADate.headers.get('x-error-code')).toBe('validation_error');
    expect(notADate.body.error).toMatch(/since/);
    expect(notADate.body.error).toMatch(/fecha ISO 8601/);

    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/since/);

    const future = await post({ since: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe('El campo since no puede estar en el futuro.');

    const tooOld = await post({ since: new Date(Date.now() - 31 * 24 * 3_600_000).toISOString() });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.error).toMatch(/no puede ser anterior a 30 días/);

    const extra = await post({ since: new Date().toISOString(), hasta: 'x' });
    expect(extra.status).toBe(400);
    expect(await getDb().select().from(webhookRecoveries).where(eq(webhookRecoveries.webhookId, hook.id))).toHaveLength(0);
  });

  it('with an Idempotency-Key a repeated request replays the stored answer', async () => {
    const { api } = await createTestClient(server.url);
    const hook = await createWebhookViaApi(api, { url: receiver.url('/rec/idem') });
    const body = { since: new Date(Date.now() - 60_000).toISOString() };
    const headers = { 'Idempotency-Key': `recover-${crypto.randomUUID()}` };
    const first = await api('POST', `/webhooks/${hook.id}/recover`, body, headers);
    expect(first.status).toBe(202);
    const replay = await api('POST', `/webhooks/${hook.id}/recover`, body, headers);
    expect(replay.status).toBe(202);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await getDb().select().from(webhookRecoveries).where(eq(webhookRecoveries.webhookId, hook.id))).toHaveLength(1);
  });

  it("an inactive webhook is refused with 409; another organization's webhook and unknown jobs are 404", async () => {
    const { api } = await createTestClient(server.url);
    const hook = await createWebhookViaApi(api, { url: receiver.url('/rec/off'), active: false });
    const since = new Date(Date.now() - 60_000).toISOString();
    const inactive = await api('POST', `/webhooks/${hook.id}/recover`, { since });
    expect(inactive.status).toBe(409);
    expect(inactive.body.error).toBe('El webhook está inactivo: actívalo para recuperar sus entregas.');

    const stranger = await createTestClient(server.url);
    expect((await stranger.api('POST', `/webhooks/${hook.id}/recover`, { since })).status).toBe(404);
    expect((await api('GET', `/webhooks/${hook.id}/recoveries/${crypto.randomUUID()}`)).status).toBe(404);
    const unknown = await api('GET', `/webhooks/${hook.id}/recoveries/no-es-un-uuid`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('La recuperación no existe.');
  });

  let checkHook = '';
  beforeAll(async () => {
    const { api } = await createTestClient(server.url);
    checkHook = (await createWebhookViaApi(api, { url: receiver.url('/rec/checks') })).id;
  });
  runCommonRouteChecks(() => server.url, {
    method: 'POST',
    path: () => `/webhooks/${checkHook}/recover`,
    body: { since: new Date().toISOString() },
    scope: 'webhooks:manage',
  });
});

describe('recovery jobs on Inngest', () => {
  /** A job over `count` failed deliveries of a new webhook (no delivery runner: deliveries stay as the job leaves them). */
  async function openJob(count: number) {
    const { org, api } = await createTestClient(server.url);
    const hook = await createWebhookViaApi(api, { url: receiver.url('/rec/inngest') });
    const eventIds: string[] = [];
    for (let i = 0; i < count; i++)
      eventIds.push(...(await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed'])));
    await getDb()
      .update(webhookDeliveries)
      .set({ state: 'failed', completedAt: new Date() })
      .where(inArray(webhookDeliveries.eventId, eventIds));
    const { recovery } = await startRecovery(getDb(), {
      organizationId: org.id,
      webhookId: hook.id,
      since: new Date(Date.now() - 60_000).toISOString(),
    });
    return { recovery, eventIds };
  }

  it('the function re-queues every delivery, one step per batch of 100, and is one run per job', async () => {
    const { recovery, eventIds } = await openJob(3);
    const engine = new InngestTestEngine({
      function: recoverDeliveriesFunction,
      events: [{ name: webhookRecoveryJob.inngest.event, data: { recoveryId: recovery.id } }],
    });
    const { result, ctx } = await engine.execute();
    expect(result).toEqual({ recoveryId: recovery.id, state: 'completed', queued: 3, batches: 1 });
    const runIds = (ctx.step.run as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((c) => c[0]);
    expect(runIds).toEqual(['batch-1']);
    const rows = await getDb().select().from(webhookDeliveries).where(inArray(webhookDeliveries.eventId, eventIds));
    expect(rows.map((d) => [d.state, d.recoveryId])).toEqual(rows.map(() => ['pending', recovery.id]));
    expect(recoverDeliveriesFunction.opts.concurrency).toEqual({ key: 'event.data.recoveryId', limit: 1 });
  });

  it('in Inngest mode the worker hands each job over once instead of running it', async () => {
    const { recovery } = await openJob(1);
    const relayed: string[] = [];
    const runner = await new JobRunner(webhookRecoveryJob, {
      pollIntervalMs: 100,
      relay: async (data) => void relayed.push(...data.map((d) => d.recoveryId)),
    }).start();
    stoppers.push(() => runner.stop());
    await eventually(async () => relayed.includes(recovery.id));
    await sleep(400);
    expect(relayed.filter((id) => id === recovery.id)).toHaveLength(1);
    const [job] = await getDb().select().from(webhookRecoveries).where(eq(webhookRecoveries.id, recovery.id));
    expect(job.state).toBe('queued');
    expect(job.dispatchedAt).toBeInstanceOf(Date);
  });
});

describe('endpoint health: disabled after 5 days of failures', () => {
  const inline: DeliveryStep = { run: (_id, fn) => fn(), sleep: async () => {} };
  const DAY = 24 * 3_600_000;

  /** Queues one event and runs its delivery to the end with the clock at `at` (a 4xx ends it at once). */
  async function failingAttemptAt(orgId: string, webhookId: string, at: Date, path: string, status = 410) {
    receiver.script(path, [status]);
    const [eventId] = await recordStatusChange(await insertOrder(orgId), 'in_transit', ['order.status_changed']);
    const delivery = await deliveryState(eventId, webhookId);
    return deliverWebhook(getDb(), { deliveryId: delivery.id, step: inline, attemptTimeoutMs: 2_000, now: () => at });
  }

  async function webhookRow(id: string) {
    const [row] = await getDb().select().from(webhooks).where(eq(webhooks.id, id));
    return row;
  }

  it('keeps the streak, disables at 5 days with the reason in the API, cancels pending deliveries; re-enabling clears it', async () => {
    const { org, api } = await createTestClient(server.url);
    const hook = await createWebhookViaApi(api, { url: receiver.url('/dead') });
    const t0 = new Date(Date.now() - 10 * DAY);

    expect(await failingAttemptAt(org.id, hook.id, t0, '/dead')).toMatchObject({ state: 'failed' });
    expect((await webhookRow(hook.id)).failingSince?.toISOString()).toBe(t0.toISOString());
    await failingAttemptAt(org.id, hook.id, new Date(t0.getTime() + ENDPOINT_FAILURE_WINDOW_MS - 60_000), '/dead');
    expect(await webhookRow(hook.id)).toMatchObject({ active: true, disabledAt: null });
    // The streak keeps its first failure.
    expect((await webhookRow(hook.id)).failingSince?.toISOString()).toBe(t0.toISOString());

    // A delivery waiting in the queue when the endpoint is disabled.
    const [waiting] = await recordStatusChange(await insertOrder(org.id), 'delivered', ['order.status_changed']);
    const disabledAt = new Date(t0.getTime() + ENDPOINT_FAILURE_WINDOW_MS + 60_000);
    await failingAttemptAt(org.id, hook.id, disabledAt, '/dead');

    const row = await webhookRow(hook.id);
    expect(row.active).toBe(false);
    expect(row.disabledAt?.toISOString()).toBe(disabledAt.toISOString());
    expect((await deliveryState(waiting, hook.id)).state).toBe('cancelled');

    const view = await api('GET', `/webhooks/${hook.id}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ active: false, disabledAt: disabledAt.toISOString() });
    expect(view.body.disabledReason).toMatch(/^Todas las entregas fallaron durante 5 días \(desde el /);
    expect(view.body.disabledReason).toContain(t0.toISOString());
    const listed = await api('GET', '/webhooks');
    expect(listed.body.data.find((w: { id: string }) => w.id === hook.id)).toMatchObject({
      active: false,
      disabledReason: view.body.disabledReason,
    });

    // Disabled: recovery waits for the re-enabling.
    const refused = await api('POST', `/webhooks/${hook.id}/recover`, { since: new Date(Date.now() - 60_000).toISOString() });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/desactivado automáticamente/);

    const enabled = await api('PATCH', `/webhooks/${hook.id}`, { active: true });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ active: true, disabledAt: null, disabledReason: null });
    expect((await webhookRow(hook.id)).failingSince).toBeNull();

    // A fresh streak: one more failure does not disable it again.
    await failingAttemptAt(org.id, hook.id, new Date(disabledAt.getTime() + DAY), '/dead');
    expect((await webhookRow(hook.id)).active).toBe(true);
    // And after that recovery works again (the cancelled delivery is among those re-sent).
    const recovered = await api('POST', `/webhooks/${hook.id}/recover`, { since: new Date(Date.now() - 60_000).toISOString() });
    expect(recovered.status).toBe(202);
    expect(recovered.body.total).toBeGreaterThanOrEqual(4);
  });

  it('a success ends the streak; a manual deactivation sets no reason', async () => {
    const { org, api } = await createTestClient(server.url);
    const hook = await createWebhookViaApi(api, { url: receiver.url('/flaky-days') });
    const t0 = new Date(Date.now() - 20 * DAY);
    await failingAttemptAt(org.id, hook.id, t0, '/flaky-days');
    await failingAttemptAt(org.id, hook.id, new Date(t0.getTime() + DAY), '/flaky-days', 200);
    expect((await webhookRow(hook.id)).failingSince).toBeNull();
    const restart = new Date(t0.getTime() + 2 * DAY);
    await failingAttemptAt(org.id, hook.id, restart, '/flaky-days');
    await failingAttemptAt(org.id, hook.id, new Date(t0.getTime() + 6 * DAY), '/flaky-days');
    expect((await webhookRow(hook.id)).active).toBe(true);
    await failingAttemptAt(org.id, hook.id, new Date(restart.getTime() + ENDPOINT_FAILURE_WINDOW_MS), '/flaky-days');
    expect((await webhookRow(hook.id)).active).toBe(false);

    const manual = await createWebhookViaApi(api, { url: receiver.url('/manual') });
    const off = await api('PATCH', `/webhooks/${manual.id}`, { active: false });
    expect(off.body).toMatchObject({ active: false, disabledAt: null, disabledReason: null });
  });
});

describe('GET /orders/:id/events', () => {
  it("lists the order's events oldest first with each delivery's state; 404 for another organization", async () => {
    await startDeliveryRunner();
    const { org, api } = await createTestClient(server.url);
    const ok = await createWebhookViaApi(api, { url: receiver.url('/ev/ok'), events: ['order.picked_up', 'order.status_changed'] });
    const ko = await createWebhookViaApi(api, { url: receiver.url('/ev/ko') });
    receiver.script('/ev/ko', [422]);
    const order = await insertOrder(org.id);
    const [pickedUp, changed] = await recordStatusChange(order, 'picked_up');
    await eventually(async () => (await deliveryState(changed, ko.id)).state === 'failed');
    await eventually(async () => (await deliveriesOfEvent(pickedUp)).every((d) => d.state === 'succeeded'));
    await eventually(async () => (await deliveryState(changed, ok.id)).state === 'succeeded');
    // Another order's events are not listed.
    await recordStatusChange(await insertOrder(org.id), 'picked_up');

    const res = await api('GET', `/orders/${order.id}/events`);
    expect(res.status).toBe(200);
    expect(res.body.orderId).toBe(order.id);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.data.map((e: { id: string }) => e.id).sort()).toEqual([pickedUp, changed].sort());
    const byId = Object.fromEntries(res.body.data.map((e: { id: string }) => [e.id, e]));
    expect(byId[pickedUp]).toMatchObject({
      event: 'order.picked_up',
      payload: { id: pickedUp, data: { orderId: order.id, status: 'picked_up' } },
    });
    expect(byId[pickedUp].deliveries).toEqual([
      expect.objectContaining({ webhookId: ok.id, state: 'succeeded', attempts: 1, lastStatusCode: 200 }),
    ]);
    const changedDeliveries = byId[changed].deliveries;
    expect(changedDeliveries).toHaveLength(2);
    expect(changedDeliveries.find((d: { webhookId: string }) => d.webhookId === ok.id)).toMatchObject({
      state: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
    });
    const failed = changedDeliveries.find((d: { webhookId: string }) => d.webhookId === ko.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, lastStatusCode: 422 });
    expect(new Date(failed.lastAttemptAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const times = res.body.data.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort()).toEqual(times);

    // Tenancy and ids.
    const stranger = await createTestClient(server.url);
    const foreign = await stranger.api('GET', `/orders/${order.id}/events`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('El pedido no existe.');
    expect((await api('GET', '/orders/no-es-un-uuid/events')).status).toBe(404);
    // orders:read is enough; a key without it gets 403.
    const reader = await createTestKey(org.id, ['orders:read']);
    const asReader = await fetch(`${server.url}/api/v1/orders/${order.id}/events`, { headers: { Authorization: `Bearer ${reader.key}` } });
    expect(asReader.status).toBe(200);
    const noRead = await createTestKey(org.id, ['webhooks:manage']);
    const refused = await fetch(`${server.url}/api/v1/orders/${order.id}/events`, { headers: { Authorization: `Bearer ${noRead.key}` } });
    expect(refused.status).toBe(403);
  });

  it('each event names the X-Request-Id of the API request that caused it', async () => {
    const { org, api } = await createTestClient(server.url);
    const order = await insertOrder(org.id);
    const requestId = `req_whrecover_${Date.now()}`;
    const advanced = await api('POST', `/sandbox/orders/${order.id}/advance`, {}, { 'X-Request-Id': requestId });
    expect(advanced.status, advanced.text).toBe(200);
    const res = await api('GET', `/orders/${order.id}/events`);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.map((e: { requestId: string | null }) => e.requestId)).toEqual(res.body.data.map(() => requestId));
  });

  it('an order without events answers an empty list', async () => {
    const { org, api } = await createTestClient(server.url);
    const order = await insertOrder(org.id);
    const res = await api('GET', `/orders/${order.id}/events`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ orderId: order.id, data: [], hasMore: false });
  });

  let checkOrder = '';
  beforeAll(async () => {
    const { org } = await createTestClient(server.url);
    checkOrder = (await insertOrder(org.id)).id;
  });
  runCommonRouteChecks(() => server.url, { method: 'GET', path: () => `/orders/${checkOrder}/events`, scope: 'orders:read' });
});
