// Standard Webhooks on real deliveries to a real HTTP receiver: webhook-id / webhook-timestamp / webhook-signature
// verified with the `standardwebhooks` package and with plain crypto (docs/api/webhooks.md, "Verifying"), replays
// refused by the library, secrets of before (base64url), rotation with a grace (two signatures, then one), the
// unchanged X-Service-Signature, and the retry schedules driven by a test clock (runner and Inngest function).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { InngestTestEngine } from '@inngest/test';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { webhookAttempts, webhooks } from '@/db/schema';
import { inngestFunctionOf } from '@/lib/platform/jobs/inngest';
import { JobRunner, type RunnerOf, type RunnerOptionsOf } from '@/lib/platform/jobs/job-runner';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookRetryDelaysMs } from '@/lib/webhooks/retry-schedule';
import { webhookEventPayloadSchema, webhookRequestHeadersSchema } from '@/lib/webhooks/schemas';
import { verifyWebhookSignature } from '@/lib/webhooks/signature';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { createWebhookViaApi, deliveriesOfEvent, eventually, insertOrder, recordStatusChange, sleep } from '../helpers/webhook-events';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from '../helpers/webhook-receiver';

let server: TestServer;
let receiver: WebhookReceiver;
const deliverWebhookFunction = inngestFunctionOf(webhookDeliveryJob);
const DELIVERY_REQUESTED_EVENT = webhookDeliveryJob.inngest.event;
const runners: RunnerOf<typeof webhookDeliveryJob>[] = [];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function startRunner(options: RunnerOptionsOf<typeof webhookDeliveryJob> = {}) {
  const runner = new JobRunner(webhookDeliveryJob, { pollIntervalMs: 100, attemptTimeoutMs: 2_000, ...options });
  runners.push(runner);
  return runner.start();
}

/** The receiver's headers as the Standard Webhooks library takes them. */
function headersOf(request: ReceivedRequest): Record<string, string> {
  return Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
}

/**
 * A receiver's plain-crypto check (the one docs/api/webhooks.md shows): the key is the base64 after "whsec_",
 * the signed content "<webhook-id>.<webhook-timestamp>.<raw body>", any "v1," entry may match, and the
 * timestamp must be within 5 minutes of now.
 */
function verifyWithCrypto(secret: string, request: ReceivedRequest, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const id = String(request.headers['webhook-id']);
  const timestamp = String(request.headers['webhook-timestamp']);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(request.rawBody).digest();
  return String(request.headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** The library's verify: true, or false when it throws (it throws on any refusal). */
function verifiesWithLibrary(secret: string, request: ReceivedRequest): boolean {
  try {
    new Webhook(secret).verify(request.rawBody.toString('utf8'), headersOf(request));
    return true;
  } catch {
    return false;
  }
}

async function oneDelivery(path: string, options: { rotate?: unknown } = {}) {
  const { org, api } = await createTestClient(server.url);
  const webhook = await createWebhookViaApi(api, { url: receiver.url(path) });
  let secret = webhook.secret;
  if (options.rotate !== undefined) {
    const rotated = await api('POST', `/webhooks/${webhook.id}/rotate-secret`, options.rotate);
    expect(rotated.status).toBe(200);
    secret = rotated.body.secret;
  }
  return { org, api, webhook, secret };
}

beforeAll(async () => {
  server = await startAppServer();
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

describe('Standard Webhooks headers on a real delivery', () => {
  it('verify with the standardwebhooks package and with plain crypto; X-Service-Signature and the body are unchanged', async () => {
    await startRunner();
    const { org, webhook } = await oneDelivery('/std/verify');
    // New secrets are standard base64, so the library takes the string as it is.
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const [request] = await receiver.waitFor(1, '/std/verify');

    webhookRequestHeadersSchema.parse(request.headers);
    expect(request.headers['webhook-id']).toBe(eventId);
    expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(1);

    const payload = new Webhook(webhook.secret).verify(request.rawBody.toString('utf8'), headersOf(request));
    expect(webhookEventPayloadSchema.parse(payload).id).toBe(eventId);
    expect(verifyWithCrypto(webhook.secret, request)).toBe(true);
    // The spec's signature: the whole secret string as HMAC key over the same raw bytes, as before.
    expect(verifyWebhookSignature(webhook.secret, request.rawBody, request.headers['x-service-signature'] as string)).toBe(true);
    expect(request.headers['x-service-signature']).toBe(createHmac('sha256', webhook.secret).update(request.rawBody).digest('hex'));

    // A changed body, or another secret, does not verify.
    const tampered = { ...request, rawBody: Buffer.from(request.rawBody.toString().replace('in_transit', 'delivered')) };
    expect(verifiesWithLibrary(webhook.secret, tampered)).toBe(false);
    expect(verifyWithCrypto(webhook.secret, tampered)).toBe(false);
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    expect(verifiesWithLibrary(other, request)).toBe(false);
    expect(verifyWithCrypto(other, request)).toBe(false);
  });

  it('a replay of a captured request is refused by the library once its timestamp is old, and a forged timestamp breaks the signature', async () => {
    await startRunner();
    const { org, webhook } = await oneDelivery('/std/replay');
    await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const [request] = await receiver.waitFor(1, '/std/replay');
    expect(verifiesWithLibrary(webhook.secret, request)).toBe(true);

    // The same bytes sent again 6 minutes later (the library's tolerance is 5 minutes).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    expect(() => new Webhook(webhook.secret).verify(request.rawBody.toString('utf8'), headersOf(request))).toThrow(/timestamp too old/i);
    expect(verifyWithCrypto(webhook.secret, request, Math.floor(Date.now() / 1000))).toBe(false);
    vi.useRealTimers();

    // Refreshing the timestamp to pass the check does not help: it is signed.
    const forged = { ...request, headers: { ...request.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) + 1) } };
    expect(() => new Webhook(webhook.secret).verify(request.rawBody.toString('utf8'), headersOf(forged))).toThrow(/no matching signature/i);
    expect(verifyWithCrypto(webhook.secret, forged)).toBe(false);
  });

  it('every attempt carries its own timestamp and the same webhook-id', async () => {
    await startRunner();
    const { org, webhook } = await oneDelivery('/std/retry');
    receiver.script('/std/retry', [500, 200]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const [first, second] = await receiver.waitFor(2, '/std/retry');
    expect([first.headers['webhook-id'], second.headers['webhook-id']]).toEqual([eventId, eventId]);
    expect(Number(second.headers['webhook-timestamp'])).toBeGreaterThanOrEqual(Number(first.headers['webhook-timestamp']));
    expect(verifiesWithLibrary(webhook.secret, first) && verifiesWithLibrary(webhook.secret, second)).toBe(true);
  });

  it('a secret of before (base64url, whole string for X-Service-Signature) still signs both ways; converted, it passes the library', async () => {
    await startRunner();
    const { org, webhook } = await oneDelivery('/std/old-secret');
    // What generateWebhookSecret produced before Standard Webhooks, with the URL-safe characters the library refuses.
    let oldSecret: string;
    do oldSecret = `whsec_${randomBytes(32).toString('base64url')}`;
    while (!/[-_]/.test(oldSecret.slice(6)));
    await getDb().update(webhooks).set({ secret: oldSecret }).where(eq(webhooks.id, webhook.id));
    await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const [request] = await receiver.waitFor(1, '/std/old-secret');

    expect(verifyWebhookSignature(oldSecret, request.rawBody, request.headers['x-service-signature'] as string)).toBe(true);
    expect(verifyWithCrypto(oldSecret, request)).toBe(true); // Node's base64 decoding accepts base64url
    expect(() => new Webhook(oldSecret)).toThrow(/incorrect characters/i);
    // The conversion docs/api/webhooks.md gives: - to +, _ to /, pad with = (the same 32 bytes).
    const converted = `whsec_${oldSecret.slice(6).replace(/-/g, '+').replace(/_/g, '/')}=`;
    expect(verifiesWithLibrary(converted, request)).toBe(true);
  });
});

describe('the request that caused an event', () => {
  it('the delivery log names the X-Request-Id of the API request behind the event; null for events from elsewhere', async () => {
    await startRunner();
    const { org, api, webhook } = await oneDelivery('/std/request-id');
    const requestId = `req_whsign_${randomBytes(6).toString('hex')}`;
    const test = await api('POST', `/webhooks/${webhook.id}/test`, undefined, { 'X-Request-Id': requestId });
    expect(test.status).toBe(201);
    expect(test.headers.get('x-request-id')).toBe(requestId);
    // An event recorded outside any API request (as the provider's reports and the CLI do).
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    await receiver.waitFor(2, '/std/request-id');
    const log = await eventually(async () => {
      const res = await api('GET', `/webhooks/${webhook.id}/deliveries`);
      return res.body.data.length === 2 && res.body.data;
    });
    const byEvent = Object.fromEntries(log.map((a: { eventId: string; requestId: string | null }) => [a.eventId, a.requestId]));
    expect(byEvent).toEqual({ [test.body.eventId]: requestId, [eventId]: null });
  });
});

describe('rotation with a grace period', () => {
  it('during the grace both signatures travel, each verifying with its own secret; X-Service-Signature uses the new one; after it only the new', async () => {
    const { org, api, webhook, secret: newSecret } = await oneDelivery('/std/grace', { rotate: { expiresInSeconds: 3_600 } });
    const oldSecret = webhook.secret;
    expect(newSecret).not.toBe(oldSecret);
    expect(newSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    // The previous secret is never shown again; the secret endpoint says until when it still signs.
    const revealed = await api('GET', `/webhooks/${webhook.id}/secret`);
    expect(revealed.body.secret).toBe(newSecret);
    expect(revealed.text).not.toContain(oldSecret.slice(6));
    const graceEnd = Date.parse(revealed.body.previousSecretExpiresAt);
    expect(graceEnd - Date.now()).toBeGreaterThan(59 * MINUTE);
    expect(graceEnd - Date.now()).toBeLessThanOrEqual(HOUR);

    const order = await insertOrder(org.id);
    await startRunner();
    await recordStatusChange(order, 'picked_up', ['order.status_changed']);
    const [during] = await receiver.waitFor(1, '/std/grace');
    const entries = String(during.headers['webhook-signature']).split(' ');
    expect(entries).toHaveLength(2);
    webhookRequestHeadersSchema.parse(during.headers);
    expect(verifiesWithLibrary(newSecret, during)).toBe(true);
    expect(verifiesWithLibrary(oldSecret, during)).toBe(true);
    expect(verifyWithCrypto(newSecret, { ...during, headers: { ...during.headers, 'webhook-signature': entries[0] } })).toBe(true);
    expect(verifyWithCrypto(oldSecret, { ...during, headers: { ...during.headers, 'webhook-signature': entries[1] } })).toBe(true);
    expect(verifyWebhookSignature(newSecret, during.rawBody, during.headers['x-service-signature'] as string)).toBe(true);
    expect(verifyWebhookSignature(oldSecret, during.rawBody, during.headers['x-service-signature'] as string)).toBe(false);

    // The test clock past the grace: the next delivery carries the new secret's signature only.
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await startRunner({ now: () => new Date(graceEnd + 1_000) });
    await recordStatusChange(order, 'in_transit', ['order.status_changed']);
    const [, after] = await receiver.waitFor(2, '/std/grace');
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifiesWithLibrary(newSecret, after)).toBe(true);
    expect(verifiesWithLibrary(oldSecret, after)).toBe(false);
    expect(verifyWithCrypto(oldSecret, after)).toBe(false);
  });

  it('without a body (or 0) rotation is immediate as before; a second rotation during a grace drops the oldest secret', async () => {
    const { org, api, webhook } = await oneDelivery('/std/immediate');
    const immediate = await api('POST', `/webhooks/${webhook.id}/rotate-secret`);
    expect(immediate.status).toBe(200);
    expect(immediate.body.previousSecretExpiresAt).toBeNull();
    expect(immediate.headers.get('cache-control')).toBe('no-store');

    const first = await api('POST', `/webhooks/${webhook.id}/rotate-secret`, { expiresInSeconds: 86_400 });
    const second = await api('POST', `/webhooks/${webhook.id}/rotate-secret`, { expiresInSeconds: 600 });
    expect(Date.parse(second.body.previousSecretExpiresAt) - Date.now()).toBeLessThanOrEqual(10 * MINUTE);
    await startRunner();
    await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const [request] = await receiver.waitFor(1, '/std/immediate');
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifiesWithLibrary(second.body.secret, request)).toBe(true);
    expect(verifiesWithLibrary(first.body.secret, request)).toBe(true);
    expect(verifiesWithLibrary(immediate.body.secret, request)).toBe(false);
    expect(verifiesWithLibrary(webhook.secret, request)).toBe(false);

    const zero = await api('POST', `/webhooks/${webhook.id}/rotate-secret`, { expiresInSeconds: 0 });
    expect(zero.body.previousSecretExpiresAt).toBeNull();
    const [row] = await getDb().select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect([row.previousSecret, row.previousSecretExpiresAt]).toEqual([null, null]);
  });

  it('refuses a grace that is not whole seconds between 0 and 7 days, in Spanish', async () => {
    const { api, webhook } = await oneDelivery('/std/bad-grace');
    for (const [body, message] of [
      [{ expiresInSeconds: 604_801 }, /El campo expiresInSeconds/],
      [{ expiresInSeconds: -1 }, /El campo expiresInSeconds/],
      [{ expiresInSeconds: '1h' }, /El campo expiresInSeconds/],
      [{ expiresInSeconds: 1.5 }, /El campo expiresInSeconds/],
      [{ grace: 60 }, /campos no permitidos: grace/],
    ] as const) {
      const res = await api('POST', `/webhooks/${webhook.id}/rotate-secret`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    const seven = await api('POST', `/webhooks/${webhook.id}/rotate-secret`, { expiresInSeconds: 604_800 });
    expect(seven.status).toBe(200);
  });
});

describe('retry schedules', () => {
  it('retrySchedule: standard by default, extended on request, editable; anything else is a Spanish 400', async () => {
    const { api } = await createTestClient(server.url);
    const standard = await createWebhookViaApi(api, { url: receiver.url('/std/schedule') });
    expect((standard as unknown as { retrySchedule: string }).retrySchedule).toBe('standard');
    const created = await api('POST', '/webhooks', {
      name: 'Extendido',
      url: receiver.url('/std/schedule'),
      events: ['order.created'],
      retrySchedule: 'extended',
    });
    expect(created.status).toBe(201);
    expect(created.body.retrySchedule).toBe('extended');
    const bad = await api('POST', '/webhooks', {
      name: 'Malo',
      url: receiver.url('/x'),
      events: ['order.created'],
      retrySchedule: 'forever',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/El campo retrySchedule/);
    const patched = await api('PATCH', `/webhooks/${standard.id}`, { retrySchedule: 'extended' });
    expect(patched.body.retrySchedule).toBe('extended');
    expect((await api('GET', `/webhooks/${standard.id}`)).body.retrySchedule).toBe('extended');
  });

  it('extended: after the three quick attempts, attempts 4..9 are due 5 min, 30 min, 2 h, 5 h, 10 h, 10 h later (test clock), then failed', async () => {
    let clock = Date.now();
    await startRunner({ now: () => new Date(clock) });
    const { org, api } = await createTestClient(server.url);
    const created = await api('POST', '/webhooks', {
      name: 'Caído',
      url: receiver.url('/std/extended'),
      events: ['order.status_changed'],
      retrySchedule: 'extended',
    });
    receiver.script('/std/extended', Array(9).fill(503));
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    clock = Date.now(); // the event's first attempt is due now
    const delays = webhookRetryDelaysMs.extended;

    const settled = (attempts: number) =>
      eventually(async () => {
        const [d] = await deliveriesOfEvent(eventId);
        return d.attemptCount === attempts && !d.attemptStartedAt && !d.lockedUntil && d;
      });
    // Attempts 1-3 at the spec's pace (1.5 s and 3 s of real time), then the delivery waits as a row.
    let delivery = await settled(3);
    expect(receiver.on('/std/extended')).toHaveLength(3);
    for (let attempt = 3; attempt < 9; attempt++) {
      expect(delivery.state).toBe('pending');
      expect(delivery.nextAttemptAt.getTime() - clock).toBe(delays[attempt - 1]);
      // One second before it is due nothing is sent (several polls go by)...
      clock = delivery.nextAttemptAt.getTime() - 1_000;
      await sleep(400);
      expect(receiver.on('/std/extended')).toHaveLength(attempt);
      // ...and at the due time the next attempt goes out.
      clock = delivery.nextAttemptAt.getTime();
      delivery = await settled(attempt + 1);
      expect(receiver.on('/std/extended')).toHaveLength(attempt + 1);
    }
    expect(delivery.state).toBe('failed');
    expect(delivery.completedAt).toBeInstanceOf(Date);
    const attempts = await getDb()
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id))
      .orderBy(webhookAttempts.attemptNumber);
    expect(attempts.map((a) => [a.attemptNumber, a.statusCode])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [n, 503]));
    // Every attempt was signed for the library (each with its own timestamp).
    expect(receiver.on('/std/extended').every((r) => verifiesWithLibrary(created.body.secret, r))).toBe(true);
    clock += 48 * HOUR;
    await sleep(400);
    expect(receiver.on('/std/extended')).toHaveLength(9);
  });

  it('standard (the default) is unchanged: three attempts 1.5 s and 3 s apart, then failed, nothing later', async () => {
    let clock = Date.now();
    await startRunner({ now: () => new Date(clock) });
    const { org } = await oneDelivery('/std/standard');
    receiver.script('/std/standard', [503, 503, 503]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    clock = Date.now();
    const delivery = await eventually(async () => {
      const [d] = await deliveriesOfEvent(eventId);
      return d.state === 'failed' && d;
    });
    expect(delivery.attemptCount).toBe(3);
    const [a, b, c] = receiver.on('/std/standard');
    expect(b.receivedAt - a.receivedAt).toBeGreaterThanOrEqual(1_400);
    expect(c.receivedAt - b.receivedAt).toBeGreaterThanOrEqual(2_900);
    clock += 48 * HOUR;
    await sleep(400);
    expect(receiver.on('/std/standard')).toHaveLength(3);
  });

  it('on Inngest the extended waits are step sleeps of the same lengths, and the delivery ends failed after 9 attempts', async () => {
    const { org, api } = await createTestClient(server.url);
    const created = await api('POST', '/webhooks', {
      name: 'Inngest',
      url: receiver.url('/std/inngest'),
      events: ['order.status_changed'],
      retrySchedule: 'extended',
    });
    receiver.script('/std/inngest', Array(9).fill(500));
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const [delivery] = await deliveriesOfEvent(eventId);
    const engine = new InngestTestEngine({
      function: deliverWebhookFunction,
      events: [{ name: DELIVERY_REQUESTED_EVENT, data: { deliveryId: delivery.id, webhookId: created.body.id } }],
      steps: [2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ id: `wait-before-attempt-${n}`, handler: () => null })),
    });
    const { result, error, ctx } = await engine.execute();
    expect(error).toBeUndefined();
    expect(result).toEqual({ deliveryId: delivery.id, state: 'failed', attempts: 9 });
    const sleeps = (ctx.step.sleep as unknown as { mock: { calls: [string, number][] } }).mock.calls;
    expect(sleeps).toEqual(webhookRetryDelaysMs.extended.map((ms, i) => [`wait-before-attempt-${i + 2}`, ms]));
    expect(receiver.on('/std/inngest')).toHaveLength(9);
    expect((await deliveriesOfEvent(eventId))[0].state).toBe('failed');
  });
});
