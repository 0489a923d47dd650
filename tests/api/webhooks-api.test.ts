// The webhook management API over real HTTP: common route checks on every endpoint, validation, URL rules
// in production mode, tenancy, secrets (never in reads), rotation, the delivery log, test events, redelivery.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { webhookDeliveries } from '@/db/schema';
import { resetConfigCache } from '@/lib/platform/config';
import { MAX_WEBHOOKS_PER_ORGANIZATION } from '@/lib/webhooks/create-webhook';
import type { WebhookEventKind } from '@/lib/webhooks/event-kinds';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import {
  createdWebhookSchema,
  deliveryAttemptListSchema,
  deliverySchema,
  testEventResponseSchema,
  webhookEventPayloadSchema,
  webhookListSchema,
  webhookSchema,
  webhookSecretSchema,
} from '@/lib/webhooks/schemas';
import { verifyWebhookSignature } from '@/lib/webhooks/signature';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient } from '../helpers/fixtures';
import { createWebhookViaApi, eventually, insertOrder, recordStatusChange } from '../helpers/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

let server: TestServer;
let receiver: WebhookReceiver;
let runner: RunnerOf<typeof webhookDeliveryJob> | undefined;

beforeAll(async () => {
  server = await startAppServer();
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  process.env.ALLOW_INSECURE_WEBHOOK_URLS = 'true';
  resetConfigCache();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

const someId = randomUUID();
const validBody = { name: 'Tienda', url: 'https://api.mitienda.mx/webhooks/envios', events: ['order.delivered'] as WebhookEventKind[] };

describe('common route checks', () => {
  const base = () => server.url;
  runCommonRouteChecks(base, { method: 'POST', path: '/webhooks', scope: 'webhooks:manage', body: validBody });
  runCommonRouteChecks(base, { method: 'GET', path: '/webhooks', scope: 'webhooks:manage' });
  runCommonRouteChecks(base, { method: 'GET', path: `/webhooks/${someId}`, scope: 'webhooks:manage' });
  runCommonRouteChecks(base, { method: 'PATCH', path: `/webhooks/${someId}`, scope: 'webhooks:manage', body: { active: false } });
  runCommonRouteChecks(base, { method: 'DELETE', path: `/webhooks/${someId}`, scope: 'webhooks:manage' });
  runCommonRouteChecks(base, { method: 'POST', path: `/webhooks/${someId}/rotate-secret`, scope: 'webhooks:manage' });
  runCommonRouteChecks(base, { method: 'GET', path: `/webhooks/${someId}/secret`, scope: 'webhooks:manage' });
  runCommonRouteChecks(base, { method: 'POST', path: `/webhooks/${someId}/test`, scope: 'webhooks:manage' });
  runCommonRouteChecks(base, { method: 'GET', path: `/webhooks/${someId}/deliveries`, scope: 'webhooks:manage' });
  runCommonRouteChecks(base, {
    method: 'POST',
    path: `/webhooks/${someId}/deliveries/${randomUUID()}/redeliver`,
    scope: 'webhooks:manage',
  });
});

describe('POST /webhooks', () => {
  it('201 with the webhook and a generated whsec_ secret of at least 32 random bytes', async () => {
    const { api } = await createTestClient(server.url, { scopes: ['webhooks:manage'] });
    const res = await api('POST', '/webhooks', { ...validBody, events: ['order.delivered', 'order.status_changed'] });
    expect(res.status).toBe(201);
    const body = createdWebhookSchema.parse(res.body);
    expect(body).toMatchObject({ name: 'Tienda', url: validBody.url, events: ['order.delivered', 'order.status_changed'], active: true });
    expect(Buffer.from(body.secret.slice('whsec_'.length), 'base64url').length).toBeGreaterThanOrEqual(32);
    const other = createdWebhookSchema.parse((await api('POST', '/webhooks', validBody)).body);
    expect(other.secret).not.toBe(body.secret);
    expect((await api('POST', '/webhooks', { ...validBody, active: false })).body.active).toBe(false);
  });

  it('400 with a Spanish message naming the field for every invalid input', async () => {
    const { api } = await createTestClient(server.url);
    const cases: Array<[unknown, RegExp]> = [
      [{ ...validBody, events: ['order.shipped'] }, /El campo events\[0\] debe ser uno de: order\.created/],
      [{ ...validBody, events: [] }, /El campo events debe tener al menos 1 elemento/],
      [{ ...validBody, events: ['order.delivered', 'order.delivered'] }, /El campo events no debe repetir/],
      [{ ...validBody, events: 'order.delivered' }, /El campo events debe ser una lista/],
      [{ ...validBody, name: undefined }, /El campo name es obligatorio/],
      [{ ...validBody, name: '   ' }, /El campo name no puede estar vacío/],
      [{ ...validBody, url: 'no es una url' }, /El campo url debe ser una URL válida/],
      [{ ...validBody, url: 'ftp://example.com/x' }, /El campo url debe empezar con https/],
      [{ ...validBody, url: `https://example.com/${'a'.repeat(2048)}` }, /El campo url debe tener como máximo 2048 caracteres/],
      [{ ...validBody, url: 'https://user:pass@example.com/x' }, /El campo url no debe incluir usuario ni contraseña/],
      [{ ...validBody, secret: 'whsec_mine' }, /campos no permitidos: secret/],
      [{ ...validBody, active: 'yes' }, /El campo active debe ser un booleano/],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/webhooks', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.headers.get('x-error-code')).toBe('validation_error');
      expect(res.body.error).toMatch(message);
    }
    expect((await api('GET', '/webhooks')).body.data).toEqual([]);
  });

  it('in production: only https, and no loopback, private, link-local, CGNAT, metadata or local names', async () => {
    process.env.ALLOW_INSECURE_WEBHOOK_URLS = 'false';
    resetConfigCache();
    const { api } = await createTestClient(server.url);
    const refused = [
      'http://api.mitienda.mx/webhooks',
      'https://127.0.0.1/hook',
      'https://127.1.2.3:8443/hook',
      'https://2130706433/hook', // 127.0.0.1 as one number
      'https://10.0.0.5/hook',
      'https://172.16.3.4/hook',
      'https://192.168.1.10/hook',
      'https://100.64.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/hook',
      'https://[::1]/hook',
      'https://[::]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:8.8.8.8]/hook',
      'https://[fd00:ec2::254]/hook',
      'https://[fe80::1]/hook',
      'https://localhost/hook',
      'https://api.localhost/hook',
      'https://metadata.google.internal/computeMetadata',
      'https://intranet/hook',
    ];
    for (const url of refused) {
      const res = await api('POST', '/webhooks', { ...validBody, url });
      expect(res.status, url).toBe(400);
      expect(res.body.error, url).toMatch(/^El campo url (debe usar https|no puede apuntar a)/);
    }
    // A public literal address needs no DNS and is accepted.
    expect((await api('POST', '/webhooks', { ...validBody, url: 'https://93.184.215.14/hooks' })).status).toBe(201);
    // The same rules apply when the URL is edited.
    const created = (await api('POST', '/webhooks', { ...validBody, url: 'https://[2606:4700:4700::1111]/hooks' })).body;
    const edit = await api('PATCH', `/webhooks/${created.id}`, { url: 'https://192.168.0.1/x' });
    expect(edit.status).toBe(400);
    expect(edit.body.error).toMatch(/no puede apuntar a 192\.168\.0\.1/);
  });

  it('allows http:// and local targets when ALLOW_INSECURE_WEBHOOK_URLS is on (development, tests)', async () => {
    const { api } = await createTestClient(server.url);
    expect((await api('POST', '/webhooks', { ...validBody, url: 'http://127.0.0.1:4000/hook' })).status).toBe(201);
    expect((await api('POST', '/webhooks', { ...validBody, url: 'http://localhost:4000/hook' })).status).toBe(201);
  });

  it(`409 beyond ${MAX_WEBHOOKS_PER_ORGANIZATION} webhooks per organization; deleting one makes room`, async () => {
    const { api } = await createTestClient(server.url);
    const created = await Promise.all(
      Array.from({ length: MAX_WEBHOOKS_PER_ORGANIZATION + 3 }, (_, i) => api('POST', '/webhooks', { ...validBody, name: `w${i}` })),
    );
    expect(created.filter((r) => r.status === 201)).toHaveLength(MAX_WEBHOOKS_PER_ORGANIZATION);
    const refused = created.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0].headers.get('x-error-code')).toBe('conflict');
    const first = created.find((r) => r.status === 201)!.body;
    expect((await api('DELETE', `/webhooks/${first.id}`)).status).toBe(200);
    expect((await api('POST', '/webhooks', validBody)).status).toBe(201);
  });
});

describe('reading, editing and deleting', () => {
  it('GET list and detail never include the secret', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createWebhookViaApi(api, validBody);
    const list = await api('GET', '/webhooks');
    expect(list.status).toBe(200);
    webhookListSchema.parse(list.body);
    expect(list.body.data).toHaveLength(1);
    expect(list.text).not.toContain(created.secret);
    expect(list.text).not.toContain('whsec_');
    expect(list.text).not.toContain('"secret"');
    const detail = await api('GET', `/webhooks/${created.id}`);
    expect(detail.status).toBe(200);
    expect(webhookSchema.strict().parse(detail.body)).toMatchObject({ id: created.id, url: validBody.url });
    expect(detail.text).not.toContain(created.secret);
  });

  it('lists newest first with keyset pages; bad limits and cursors are 400', async () => {
    const { api } = await createTestClient(server.url);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createWebhookViaApi(api, { ...validBody, name: `w${i}` })).id);
    const first = await api('GET', '/webhooks?limit=2');
    expect(first.body.data.map((w: { id: string }) => w.id)).toEqual([ids[4], ids[3]]);
    const second = await api('GET', `/webhooks?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((w: { id: string }) => w.id)).toEqual([ids[2], ids[1]]);
    const third = await api('GET', `/webhooks?limit=2&cursor=${second.body.nextCursor}`);
    expect(third.body.data.map((w: { id: string }) => w.id)).toEqual([ids[0]]);
    expect(third.body.nextCursor).toBeNull();
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=nope']) {
      const res = await api('GET', `/webhooks?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(/limit|cursor/);
    }
  });

  it('PATCH edits name, url, events and active; validates like creation', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createWebhookViaApi(api, validBody);
    const res = await api('PATCH', `/webhooks/${created.id}`, {
      name: 'Nuevo nombre',
      url: 'https://otra.mx/hook',
      events: ['order.created', 'order.cancelled'],
      active: false,
    });
    expect(res.status).toBe(200);
    expect(webhookSchema.parse(res.body)).toMatchObject({
      name: 'Nuevo nombre',
      url: 'https://otra.mx/hook',
      events: ['order.created', 'order.cancelled'],
      active: false,
    });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(res.body.createdAt).getTime() - 1);
    expect((await api('GET', `/webhooks/${created.id}`)).body).toEqual(res.body);
    for (const [body, message] of [
      [{}, /al menos uno de: name, url, events, active/],
      [{ events: [] }, /El campo events debe tener al menos 1 elemento/],
      [{ events: ['nope'] }, /El campo events\[0\]/],
      [{ url: 'mailto:a@b.mx' }, /El campo url/],
      [{ secret: 'x' }, /campos no permitidos: secret/],
    ] as const) {
      const bad = await api('PATCH', `/webhooks/${created.id}`, body);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(message);
    }
  });

  it('DELETE is a soft delete: 200, then 404 everywhere and gone from the list', async () => {
    const { api } = await createTestClient(server.url);
    const created = await createWebhookViaApi(api, validBody);
    const res = await api('DELETE', `/webhooks/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, deleted: true });
    for (const [method, path] of [
      ['GET', `/webhooks/${created.id}`],
      ['PATCH', `/webhooks/${created.id}`],
      ['DELETE', `/webhooks/${created.id}`],
      ['GET', `/webhooks/${created.id}/secret`],
      ['POST', `/webhooks/${created.id}/test`],
    ] as const) {
      const r = await api(method, path, method === 'PATCH' ? { active: true } : undefined);
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect((await api('GET', '/webhooks')).body.data).toEqual([]);
  });
});

describe('tenancy', () => {
  it("another organization's webhook is 404 on every endpoint and absent from its list", async () => {
    const owner = await createTestClient(server.url);
    const intruder = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(owner.api, validBody);
    const [delivery] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(delivery).toBeUndefined();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/webhooks/${webhook.id}`],
      ['PATCH', `/webhooks/${webhook.id}`, { active: false }],
      ['DELETE', `/webhooks/${webhook.id}`],
      ['POST', `/webhooks/${webhook.id}/rotate-secret`],
      ['GET', `/webhooks/${webhook.id}/secret`],
      ['POST', `/webhooks/${webhook.id}/test`],
      ['GET', `/webhooks/${webhook.id}/deliveries`],
      ['POST', `/webhooks/${webhook.id}/deliveries/${randomUUID()}/redeliver`],
      ['GET', '/webhooks/not-a-uuid'],
    ];
    for (const [method, path, body] of calls) {
      const res = await intruder.api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('x-error-code')).toBe('not_found');
      expect(res.text).not.toContain(webhook.secret);
    }
    expect((await intruder.api('GET', '/webhooks')).body.data).toEqual([]);
    // Nothing changed for the owner.
    const still = await owner.api('GET', `/webhooks/${webhook.id}`);
    expect(still.body.active).toBe(true);
    expect((await owner.api('GET', `/webhooks/${webhook.id}/secret`)).body.secret).toBe(webhook.secret);
  });
});

describe('secrets', () => {
  it('reveal returns the current secret; rotation replaces it at once and signs the next deliveries', async () => {
    runner = await new JobRunner(webhookDeliveryJob, { pollIntervalMs: 200, attemptTimeoutMs: 2_000 }).start();
    const { org, api } = await createTestClient(server.url);
    const created = await createWebhookViaApi(api, { url: receiver.url('/rotated') });
    const revealed = await api('GET', `/webhooks/${created.id}/secret`);
    expect(revealed.status).toBe(200);
    expect(webhookSecretSchema.parse(revealed.body)).toEqual({ id: created.id, secret: created.secret, previousSecretExpiresAt: null });
    expect(revealed.headers.get('cache-control')).toBe('no-store');

    const rotated = await api('POST', `/webhooks/${created.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { secret } = webhookSecretSchema.parse(rotated.body);
    expect(secret).not.toBe(created.secret);
    expect((await api('GET', `/webhooks/${created.id}/secret`)).body.secret).toBe(secret);

    await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    const [request] = await receiver.waitFor(1, '/rotated');
    const signature = request.headers['x-service-signature'] as string;
    expect(verifyWebhookSignature(secret, request.rawBody, signature)).toBe(true);
    expect(verifyWebhookSignature(created.secret, request.rawBody, signature)).toBe(false);
  });
});

describe('test events, the delivery log and redelivery', () => {
  it('POST /test queues a signed webhook.test event shaped like an order event; the log shows its attempt', async () => {
    runner = await new JobRunner(webhookDeliveryJob, { pollIntervalMs: 200, attemptTimeoutMs: 2_000 }).start();
    const { api } = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/test-event'), events: ['order.delivered'] });
    receiver.script('/test-event', [{ status: 200, body: '{"ok":true}' }]);
    const res = await api('POST', `/webhooks/${webhook.id}/test`);
    expect(res.status).toBe(201);
    const queued = testEventResponseSchema.parse(res.body);

    const [request] = await receiver.waitFor(1, '/test-event');
    expect(request.headers['x-service-event']).toBe('webhook.test');
    expect(verifyWebhookSignature(webhook.secret, request.rawBody, request.headers['x-service-signature'] as string)).toBe(true);
    const payload = webhookEventPayloadSchema.parse(JSON.parse(request.rawBody.toString()));
    expect(payload).toMatchObject({ id: queued.eventId, event: 'webhook.test', data: { status: 'in_transit' } });

    const log = await eventually(async () => {
      const r = await api('GET', `/webhooks/${webhook.id}/deliveries`);
      return r.body.data.length === 1 && r.body.data[0].deliveryState === 'succeeded' && r;
    });
    const [attempt] = deliveryAttemptListSchema.parse(log.body).data;
    expect(attempt).toMatchObject({
      deliveryId: queued.deliveryId,
      eventId: queued.eventId,
      event: 'webhook.test',
      attemptNumber: 1,
      statusCode: 200,
      error: null,
      responseBody: '{"ok":true}',
      payload,
    });
    expect(attempt.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(log.text).not.toContain(webhook.secret);
  });

  it('POST /test on an inactive webhook is 409', async () => {
    const { api } = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/inactive-test'), active: false });
    const res = await api('POST', `/webhooks/${webhook.id}/test`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/inactivo/);
  });

  it('the log is paginated newest first; a failed delivery can be redelivered with the same event id', async () => {
    runner = await new JobRunner(webhookDeliveryJob, { pollIntervalMs: 200, attemptTimeoutMs: 2_000 }).start();
    const { org, api } = await createTestClient(server.url);
    const webhook = await createWebhookViaApi(api, { url: receiver.url('/redeliver') });
    receiver.script('/redeliver', [500, 500, 503]);
    const [eventId] = await recordStatusChange(await insertOrder(org.id), 'in_transit', ['order.status_changed']);
    await eventually(async () => {
      const r = await api('GET', `/webhooks/${webhook.id}/deliveries`);
      return r.body.data.length === 3 && r.body.data[0].deliveryState === 'failed';
    }, 10_000);

    const page1 = await api('GET', `/webhooks/${webhook.id}/deliveries?limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((a: { attemptNumber: number; statusCode: number }) => [a.attemptNumber, a.statusCode])).toEqual([
      [3, 503],
      [2, 500],
    ]);
    const page2 = await api('GET', `/webhooks/${webhook.id}/deliveries?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.data.map((a: { attemptNumber: number }) => a.attemptNumber)).toEqual([1]);
    expect(page2.body.nextCursor).toBeNull();
    expect((await api('GET', `/webhooks/${webhook.id}/deliveries?cursor=zzz`)).status).toBe(400);
    const deliveryId = page1.body.data[0].deliveryId as string;

    const redelivered = await api('POST', `/webhooks/${webhook.id}/deliveries/${deliveryId}/redeliver`);
    expect(redelivered.status).toBe(200);
    expect(deliverySchema.parse(redelivered.body)).toMatchObject({ id: deliveryId, eventId, state: 'pending', attemptCount: 0 });
    const requests = await receiver.waitFor(4, '/redeliver');
    expect(requests[3].rawBody.equals(requests[0].rawBody)).toBe(true);
    expect(JSON.parse(requests[3].rawBody.toString()).id).toBe(eventId);
    const log = await eventually(async () => {
      const r = await api('GET', `/webhooks/${webhook.id}/deliveries`);
      return r.body.data.length === 4 && r.body.data[0].deliveryState === 'succeeded' && r;
    });
    expect(log.body.data[0]).toMatchObject({ attemptNumber: 1, statusCode: 200, eventId });

    // Only failed or cancelled deliveries can be redelivered.
    const again = await api('POST', `/webhooks/${webhook.id}/deliveries/${deliveryId}/redeliver`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/ya fue exitosa/);
    expect((await api('POST', `/webhooks/${webhook.id}/deliveries/${randomUUID()}/redeliver`)).status).toBe(404);
    // A delivery of another webhook of the same organization is not reachable through this one.
    const otherWebhook = await createWebhookViaApi(api, { url: receiver.url('/redeliver-other') });
    expect((await api('POST', `/webhooks/${otherWebhook.id}/deliveries/${deliveryId}/redeliver`)).status).toBe(404);
  });
});
