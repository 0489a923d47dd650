// Webhook delivery end to end against a real HTTP receiver on 127.0.0.1: signature over the raw bytes,
// headers and body shape, the retry schedule, timeouts, who receives what, restarts, two runners, SSRF.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { webhookAttempts, webhookDeliveries } from '@/db/schema';
import { resetConfigCache } from '@/lib/platform/config';
import { publicBaseUrl } from '@/lib/platform/public-url';
import { WEBHOOK_ATTEMPT_TIMEOUT_MS } from '@/lib/webhooks/deliver-webhook';
import { JobRunner, type RunnerOf, type RunnerOptionsOf } from '@/lib/platform/jobs/job-runner';
import { attemptTimeoutOf, webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookEventPayloadSchema, webhookRequestHeadersSchema } from '@/lib/webhooks/schemas';
import { verifyWebhookSignature } from '@/lib/webhooks/signature';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient, createTestOrg } from '../helpers/fixtures';
import {
  createWebhookViaApi,
  deliveriesOfEvent,
  eventBodyOf,
  eventually,
  insertOrder,
  insertWebhookRow,
  recordStatusChange,
  sleep,
} from '../helpers/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

let server: TestServer;
let receiver: WebhookReceiver;
const runners: RunnerOf<typeof webhookDeliveryJob>[] = [];

async function startRunner(options: RunnerOptionsOf<typeof webhookDeliveryJob> = {}) {
  const runner = new JobRunner(webhookDeliveryJob, { pollIntervalMs: 200, attemptTimeoutMs: 2_000, ...options });
  runners.push(runner);
  return runner.start();
}

async function attemptsOf(deliveryId: string) {
  return getDb().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(webhookAttempts.startedAt);
}

async function deliveryOf(eventId: string) {
  const [delivery] = await deliveriesOfEvent(eventId);
  return delivery;
}

beforeAll(async () => {
  server = await startAppServer();
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  process.env.ALLOW_INSECURE_WEBHOOK_URLS = 'true';
  resetConfigCache();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

describe('what a receiver gets', () => {
  it('signs the exact body bytes with the secret; headers and body match the spec', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/shape'), events: ['order.picked_up', 'order.status_changed'] });
    const order = await insertOrder(org.id);
    const eventIds = await recordStatusChange(order, 'picked_up');
    expect(eventIds).toHaveLength(2);

    const requests = await receiver.waitFor(2, '/shape');
    const bodies = requests.map((r) => {
      // Verified over the raw bytes as received, never over a re-serialized object.
      expect(verifyWebhookSignature(webhook.secret, r.rawBody, r.headers['x-service-signature'] as string)).toBe(true);
      expect(
        verifyWebhookSignature(webhook.secret, Buffer.concat([r.rawBody, Buffer.from(' ')]), r.headers['x-service-signature'] as string),
      ).toBe(false);
      webhookRequestHeadersSchema.parse(r.headers);
      const body = webhookEventPayloadSchema.parse(JSON.parse(r.rawBody.toString('utf8')));
      expect(r.headers['x-service-event']).toBe(body.event);
      return body;
    });
    expect(new Set(bodies.map((b) => b.event))).toEqual(new Set(['order.picked_up', 'order.status_changed']));
    expect(new Set(bodies.map((b) => b.id))).toEqual(new Set(eventIds));
    for (const body of bodies) {
      expect(body.data).toMatchObject({ orderId: order.id, internalReference: order.internalReference, status: 'picked_up' });
      expect(body.data.providerData).toMatchObject({ value: order.providerTrackingNumber, StatusObj: { code: 'picked_up' } });
      // The recipient's tracking page (PUBLIC_URL, lib/tracking/tracking-url.ts), after the original contract's fields.
      expect(body.data.trackingUrl).toBe(`${publicBaseUrl()}/rastreo/${order.providerTrackingNumber}`);
      expect(Object.keys(body.data)).toEqual(['orderId', 'internalReference', 'status', 'providerData', 'trackingUrl']);
    }
    // The stored outbox body is exactly what went over the wire.
    for (const r of requests) {
      const id = JSON.parse(r.rawBody.toString()).id as string;
      expect(r.rawBody.toString('utf8')).toBe(await eventBodyOf(id));
    }
    await eventually(async () => (await deliveryOf(eventIds[0])).state === 'succeeded');
  });

  it('trackingUrl is null while the order has no tracking number', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/no-number') });
    const pending = { ...(await insertOrder(org.id, 'pending')), providerTrackingNumber: null };
    const [eventId] = await recordStatusChange(pending, 'cancelled', ['order.status_changed']);
    const [request] = await receiver.waitFor(1, '/no-number');
    const body = webhookEventPayloadSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
    expect(body).toMatchObject({ id: eventId, data: { status: 'cancelled', trackingUrl: null } });
  });

  it('keeps only the first 2 KB of the answer in the log', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/big-answer') });
    receiver.script('/big-answer', [{ status: 200, body: 'x'.repeat(5000) }]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const delivery = await eventually(async () => {
      const d = await deliveryOf(eventId);
      return d.state === 'succeeded' && d;
    });
    const [attempt] = await attemptsOf(delivery.id);
    expect(attempt.statusCode).toBe(200);
    expect(attempt.responseBody).toBe('x'.repeat(2048));
  });
});

describe('retries', () => {
  it('500, 500, 200: three attempts about 1.5 s and 3 s apart, same bytes and event id', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/flaky') });
    receiver.script('/flaky', [500, 500, 200]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const requests = await receiver.waitFor(3, '/flaky');
    const [a, b, c] = requests;
    expect(b.receivedAt - a.receivedAt).toBeGreaterThanOrEqual(1_400);
    expect(b.receivedAt - a.receivedAt).toBeLessThan(2_300);
    expect(c.receivedAt - b.receivedAt).toBeGreaterThanOrEqual(2_900);
    expect(c.receivedAt - b.receivedAt).toBeLessThan(3_800);
    expect(b.rawBody.equals(a.rawBody) && c.rawBody.equals(a.rawBody)).toBe(true);
    expect(JSON.parse(a.rawBody.toString()).id).toBe(eventId);

    const delivery = await eventually(async () => {
      const d = await deliveryOf(eventId);
      return d.state === 'succeeded' && d;
    });
    expect(delivery.attemptCount).toBe(3);
    const attempts = await attemptsOf(delivery.id);
    expect(attempts.map((t) => [t.attemptNumber, t.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    await sleep(500);
    expect(receiver.on('/flaky')).toHaveLength(3);
  });

  it('404: one attempt, no retry; the delivery is failed', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/gone') });
    receiver.script('/gone', [404]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const delivery = await eventually(async () => {
      const d = await deliveryOf(eventId);
      return d.state === 'failed' && d;
    });
    expect(delivery.lastStatusCode).toBe(404);
    await sleep(2_000);
    expect(receiver.on('/gone')).toHaveLength(1);
    expect(await attemptsOf(delivery.id)).toHaveLength(1);
  });

  it('a redirect is not followed and not retried', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/moved') });
    receiver.script('/moved', [{ status: 302, headers: { Location: receiver.url('/elsewhere') } }]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const delivery = await eventually(async () => {
      const d = await deliveryOf(eventId);
      return d.state === 'failed' && d;
    });
    const [attempt] = await attemptsOf(delivery.id);
    expect(attempt.statusCode).toBe(302);
    expect(attempt.error).toMatch(/Redirección no seguida/);
    await sleep(300);
    expect(receiver.on('/elsewhere')).toHaveLength(0);
  });

  it('a receiver that hangs: the attempt times out, then the retry succeeds', async () => {
    await startRunner({ attemptTimeoutMs: 1_000 });
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/hang') });
    receiver.script('/hang', ['hang', 200]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const [first, second] = await receiver.waitFor(2, '/hang');
    // timeout (1 s here) + the 1.5 s wait
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(2_400);
    expect(second.receivedAt - first.receivedAt).toBeLessThan(3_500);
    const delivery = await eventually(async () => {
      const d = await deliveryOf(eventId);
      return d.state === 'succeeded' && d;
    });
    const [timedOut, ok] = await attemptsOf(delivery.id);
    expect(timedOut.statusCode).toBeNull();
    expect(timedOut.error).toMatch(/tiempo de espera agotado/);
    expect(timedOut.durationMs).toBeGreaterThanOrEqual(990);
    expect(timedOut.durationMs).toBeLessThan(1_800);
    expect(ok.statusCode).toBe(200);
  });

  it('the attempt timeout is 10 000 ms unless a test shortens it', () => {
    expect(WEBHOOK_ATTEMPT_TIMEOUT_MS).toBe(10_000);
    expect(attemptTimeoutOf({})).toBe(10_000);
    expect(attemptTimeoutOf({ attemptTimeoutMs: 1_000 })).toBe(1_000);
  });

  it('a network error is retried; after the third failure the delivery is failed', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    // A port nobody listens on: connection refused on every attempt.
    const closed = await startWebhookReceiver();
    const url = closed.url('/nobody');
    await closed.close();
    await createWebhookViaApi(api, { url });
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const delivery = await eventually(async () => {
      const d = await deliveryOf(eventId);
      return d.state === 'failed' && d;
    }, 15_000);
    const attempts = await attemptsOf(delivery.id);
    expect(attempts.map((a) => a.attemptNumber)).toEqual([1, 2, 3]);
    expect(attempts.every((a) => a.statusCode === null && /Error de red: ECONNREFUSED/.test(a.error ?? ''))).toBe(true);
  });
});

describe('who receives an event', () => {
  it('inactive, deleted and unsubscribed webhooks and other organizations receive nothing', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    const other = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/who/active'), events: ['order.delivered', 'order.status_changed'] });
    await createWebhookViaApi(api, { url: receiver.url('/who/inactive'), active: false });
    const deleted = await createWebhookViaApi(api, { url: receiver.url('/who/deleted') });
    expect((await api('DELETE', `/webhooks/${deleted.id}`)).status).toBe(200);
    const paused = await createWebhookViaApi(api, { url: receiver.url('/who/paused') });
    expect((await api('PATCH', `/webhooks/${paused.id}`, { active: false })).status).toBe(200);
    await createWebhookViaApi(api, { url: receiver.url('/who/unsubscribed'), events: ['order.cancelled', 'order.created'] });
    await createWebhookViaApi(other.api, { url: receiver.url('/who/other-org'), events: ['order.delivered', 'order.status_changed'] });

    const eventIds = await recordStatusChange(await insertOrder(org.id, 'out_for_delivery'), 'delivered');
    await receiver.waitFor(2, '/who/active');
    await sleep(1_000);
    for (const path of ['/who/inactive', '/who/deleted', '/who/paused', '/who/unsubscribed', '/who/other-org']) {
      expect(receiver.on(path), path).toHaveLength(0);
    }
    // No delivery row was even written for them.
    for (const id of eventIds) expect(await deliveriesOfEvent(id)).toHaveLength(1);
  });

  it('deactivating or deleting a webhook stops its pending retries', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    const paused = await createWebhookViaApi(api, { url: receiver.url('/stop/paused') });
    const deleted = await createWebhookViaApi(api, { url: receiver.url('/stop/deleted') });
    receiver.script('/stop/paused', [500, 500, 500]);
    receiver.script('/stop/deleted', [500, 500, 500]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    await receiver.waitFor(1, '/stop/paused');
    await receiver.waitFor(1, '/stop/deleted');
    expect((await api('PATCH', `/webhooks/${paused.id}`, { active: false })).status).toBe(200);
    expect((await api('DELETE', `/webhooks/${deleted.id}`)).status).toBe(200);
    await sleep(2_500);
    expect(receiver.on('/stop/paused')).toHaveLength(1);
    expect(receiver.on('/stop/deleted')).toHaveLength(1);
    const deliveries = await deliveriesOfEvent(eventId);
    expect(deliveries.map((d) => d.state)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('running the outbox', () => {
  it('a runner stopped in the middle of the retries: a new runner finishes the delivery on schedule', async () => {
    const first = await startRunner();
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/restart') });
    receiver.script('/restart', [500, 500, 200]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    await receiver.waitFor(1, '/restart');
    await sleep(300);
    await first.stop(); // during the 1.5 s wait before attempt 2
    expect((await deliveryOf(eventId)).state).toBe('pending');
    await startRunner();
    const [a, b, c] = await receiver.waitFor(3, '/restart');
    expect(b.receivedAt - a.receivedAt).toBeGreaterThanOrEqual(1_400);
    expect(b.receivedAt - a.receivedAt).toBeLessThan(2_300);
    expect(c.receivedAt - b.receivedAt).toBeGreaterThanOrEqual(2_900);
    await eventually(async () => (await deliveryOf(eventId)).state === 'succeeded');
    await sleep(300);
    expect(receiver.on('/restart')).toHaveLength(3);
  });

  it('a delivery held by a runner that died is resumed once its lease expires', async () => {
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/lease') });
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    // As a dead process leaves it: attempt 1 done (500), attempt 2 due, lease still running for 1.5 s.
    const leaseEnds = Date.now() + 1_500;
    await getDb()
      .update(webhookDeliveries)
      .set({ attemptCount: 1, lastStatusCode: 500, nextAttemptAt: new Date(), lockedUntil: new Date(leaseEnds) })
      .where(eq(webhookDeliveries.eventId, eventId));
    await startRunner();
    const [request] = await receiver.waitFor(1, '/lease');
    expect(request.receivedAt).toBeGreaterThanOrEqual(leaseEnds - 50);
    const delivery = await eventually(async () => {
      const d = await deliveryOf(eventId);
      return d.state === 'succeeded' && d;
    });
    expect((await attemptsOf(delivery.id)).map((a) => a.attemptNumber)).toEqual([2]);
  });

  it('an attempt interrupted mid-flight by a crash is repeated once it is surely abandoned', async () => {
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/crashed') });
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    // Attempt 1 started 30 s ago by a process that died before logging it (its lease long expired).
    await getDb()
      .update(webhookDeliveries)
      .set({ attemptCount: 1, attemptStartedAt: new Date(Date.now() - 30_000), lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(webhookDeliveries.eventId, eventId));
    await startRunner({ attemptTimeoutMs: 1_000 });
    await receiver.waitFor(1, '/crashed');
    const delivery = await eventually(async () => {
      const d = await deliveryOf(eventId);
      return d.state === 'succeeded' && d;
    });
    expect((await attemptsOf(delivery.id)).map((a) => a.attemptNumber)).toEqual([1]);
  });

  it('two runners on one database never send the same attempt twice', async () => {
    await startRunner();
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/two-runners') });
    await createWebhookViaApi(api, { url: receiver.url('/two-runners-flaky') });
    receiver.script(
      '/two-runners-flaky',
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 500 : 200)),
    );
    const orders = await Promise.all(Array.from({ length: 30 }, () => insertOrder(org.id)));
    const eventIds = (await Promise.all(orders.map((o) => recordStatusChange(o, 'in_transit', ['order.status_changed'])))).flat();
    await receiver.waitFor(30, '/two-runners');
    await eventually(async () => {
      const states = await Promise.all(eventIds.map(async (id) => (await deliveriesOfEvent(id)).map((d) => d.state)));
      return states.flat().every((s) => s === 'succeeded');
    }, 20_000);
    await sleep(500);
    const ids = receiver.on('/two-runners').map((r) => JSON.parse(r.rawBody.toString()).id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    // Every attempt number of every delivery was sent exactly once.
    const attempts = await getDb().select().from(webhookAttempts).where(eq(webhookAttempts.organizationId, org.id));
    const keys = attempts.map((a) => `${a.deliveryId}#${a.attemptNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(receiver.on('/two-runners-flaky').length).toBe(attempts.filter((a) => a.statusCode !== null).length - 30);
  });

  it('does not hold up the transaction that records the event', async () => {
    await startRunner();
    const { org, api } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url('/slow-receiver') });
    receiver.script('/slow-receiver', ['hang']);
    const started = performance.now();
    await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('SSRF rules at delivery time (production mode)', () => {
  const setProduction = () => {
    process.env.ALLOW_INSECURE_WEBHOOK_URLS = 'false';
    resetConfigCache();
  };

  it('refuses loopback, private, link-local, metadata and names resolving to them, without connecting', async () => {
    const org = await createTestOrg();
    const port = receiver.port;
    const targets = {
      [`https://127.0.0.1:${port}/ssrf`]: /127\.0\.0\.1/,
      [`https://[::1]:${port}/ssrf`]: /::1/,
      [`https://localhost:${port}/ssrf`]: /localhost/,
      'https://10.1.2.3/ssrf': /10\.1\.2\.3/,
      'https://169.254.169.254/latest/meta-data': /169\.254\.169\.254/,
      [`http://127.0.0.1:${port}/ssrf`]: /https/,
    };
    for (const url of Object.keys(targets)) await insertWebhookRow(org.id, url);
    setProduction();
    await startRunner();
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const deliveries = await eventually(async () => {
      const ds = await deliveriesOfEvent(eventId);
      return ds.every((d) => d.state === 'failed') && ds;
    });
    expect(deliveries).toHaveLength(Object.keys(targets).length);
    const attempts = await getDb().select().from(webhookAttempts).where(eq(webhookAttempts.eventId, eventId));
    expect(attempts).toHaveLength(Object.keys(targets).length); // one each: refused targets are not retried
    expect(new Set(attempts.map((a) => a.deliveryId))).toEqual(new Set(deliveries.map((d) => d.id)));
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBeNull();
      expect(attempt.error).toMatch(/La URL del webhook/);
    }
    const errors = attempts.map((a) => a.error).join('\n');
    for (const pattern of Object.values(targets)) expect(errors).toMatch(pattern);
    expect(receiver.on('/ssrf')).toHaveLength(0);
  });

  it('pins the connection to the checked address, and refuses a name with any private address', async () => {
    const { org, api } = await createTestClient(server.url);
    // Development mode: a name resolved by our resolver reaches the address it returned, Host header intact.
    await createWebhookViaApi(api, { url: `http://hooks.example.test:${receiver.port}/pinned` });
    await startRunner({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const [request] = await receiver.waitFor(1, '/pinned');
    expect(request.headers.host).toBe(`hooks.example.test:${receiver.port}`);
    await Promise.all(runners.splice(0).map((r) => r.stop()));

    // Production mode: one public and one loopback answer (a rebinding attempt) is refused.
    const prod = await createTestOrg();
    await insertWebhookRow(prod.id, `https://rebind.example.com:${receiver.port}/rebind`);
    setProduction();
    await startRunner({
      resolve: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    const [eventId] = await recordStatusChange(await insertOrder(prod.id), 'in_transit', ['order.status_changed']);
    const delivery = await eventually(async () => {
      const d = await deliveryOf(eventId);
      return d.state === 'failed' && d;
    });
    expect(delivery.lastError).toMatch(/resuelve a 127\.0\.0\.1/);
    expect(receiver.on('/rebind')).toHaveLength(0);
  });
});
