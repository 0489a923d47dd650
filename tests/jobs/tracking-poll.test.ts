// The carriers' tracking poll (lib/carriers/tracking-poll-job.ts, docs/carriers.md "Tracking"): due orders claimed with
// a lease; against the real DHL Express and FedEx simulators (simulators/), a shipment advanced at the carrier becomes
// our tracking events, order status and webhook outbox events exactly once however often it is polled (DHL's own
// documented tracking example included: its customs notices kept as news), a carrier outage backs off and changes nothing,
// and a final state stops the polling; run by the in-process runner and by its Inngest function (@inngest/test).
import { randomBytes } from 'node:crypto';
import { InngestTestEngine } from '@inngest/test';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders, recipientNotifications, webhookDeliveries, type NewOrder } from '@/db/schema';
import { cliActor } from '@/lib/audit/record-audit';
import { connectionFor, saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { claimDueTrackingPolls, pollOrderTracking, TRACKING_POLL_BACKOFF, trackingPolledStatuses } from '@/lib/carriers/poll-tracking';
import { trackingPollJob } from '@/lib/carriers/tracking-poll-job';
import { saveNotificationSettings, notificationSettingsSchema } from '@/lib/notifications/settings';
import { samplePickupAddress, sampleDeliveryAddress } from '@/lib/orders/sample-order';
import { ConfigError, parseConfig, resetConfigCache } from '@/lib/platform/config';
import { inngestFunctionOf } from '@/lib/platform/jobs/inngest';
import { JobRunner } from '@/lib/platform/jobs/job-runner';
import { dhlExpressCarrier } from '@/lib/providers/dhl-express/dhl-express-carrier';
import { fedexCarrier } from '@/lib/providers/fedex/fedex-carrier';
import { DOCUMENTED_TRACKING_NUMBER } from '@/simulators/dhl-express/api';
import { getPublicTracking } from '@/lib/tracking/public-tracking';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient, createTestOrg } from '../helpers/fixtures';
import { validOrderBody } from '../helpers/orders';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { insertOrderRow, orderSnapshot } from '../helpers/order-rows';
import { eventually, insertWebhookRow } from '../helpers/webhook-events';

const carriers = withCarrierSimulators({
  CARRIER_CREDENTIALS_KEY: randomBytes(32).toString('base64'),
  // an outage must be seen quickly: the client's budget, not the 10 s default
  CARRIER_HTTP_TIMEOUT_MS: '2000',
});
let server: TestServer;

beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => getDb();
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function pollAt(orderId: string): Promise<Date | null> {
  const [row] = await db().select({ at: orders.trackingPollAt }).from(orders).where(eq(orders.id, orderId));
  return row.at;
}

describe('the polled states', () => {
  it('are those the carrier still moves: on the way out, and the return guide of an approved return', () => {
    expect([...trackingPolledStatuses].sort()).toEqual(['created', 'in_transit', 'out_for_delivery', 'picked_up', 'return_approved']);
  });
});

describe('claiming due polls', () => {
  it('takes only orders whose time has come, moving tracking_poll_at forward as a lease', async () => {
    const org = await createTestOrg();
    const due = await insertOrderRow(org.id, { trackingPollAt: ago(1_000) });
    const later = await insertOrderRow(org.id, { trackingPollAt: new Date(Date.now() + 60_000) });
    const never = await insertOrderRow(org.id);
    const before = Date.now();
    const claimed = await claimDueTrackingPolls(db(), { limit: 100, leaseMs: 120_000 });
    expect(claimed).toContain(due.id);
    expect(claimed).not.toContain(later.id);
    expect(claimed).not.toContain(never.id);
    const leased = (await pollAt(due.id))!.getTime();
    expect(leased).toBeGreaterThanOrEqual(before + 110_000);
    expect(leased).toBeLessThanOrEqual(Date.now() + 130_000);
    // under its lease, nobody else takes it
    expect(await claimDueTrackingPolls(db(), { limit: 100, leaseMs: 120_000 })).not.toContain(due.id);
  });

  it('two claimers at once share the due orders without taking one twice (FOR UPDATE SKIP LOCKED)', async () => {
    const org = await createTestOrg();
    const due = await Promise.all(Array.from({ length: 6 }, () => insertOrderRow(org.id, { trackingPollAt: ago(5_000) })));
    const ids = due.map((o) => o.id);
    const [a, b] = await Promise.all([
      claimDueTrackingPolls(db(), { limit: 4, leaseMs: 60_000 }),
      claimDueTrackingPolls(db(), { limit: 4, leaseMs: 60_000 }),
    ]);
    const mine = [...a, ...b].filter((id) => ids.includes(id));
    expect(new Set(mine).size).toBe(mine.length);
  });
});

describe('polling stops where the carrier has nothing more to say', () => {
  it('an order in a final state (delivered, cancelled, returned, failed) is no longer polled and is left as it is', async () => {
    const org = await createTestOrg();
    for (const status of ['delivered', 'cancelled', 'returned', 'failed'] as const) {
      const order = await insertOrderRow(org.id, { status, trackingPollAt: ago(1_000) });
      const outcome = await pollOrderTracking(db(), order.id);
      expect(outcome).toEqual({ outcome: 'stopped', reason: `state ${status}` });
      const after = await orderSnapshot(order.id);
      expect(after.order.trackingPollAt).toBeNull();
      expect(after.order.status).toBe(status);
      expect(after.events).toEqual([]);
      expect(after.outbox).toEqual([]);
    }
  });

  it('a carrier that pushes its tracking (the sandbox) is not polled', async () => {
    const org = await createTestOrg();
    const order = await insertOrderRow(org.id, { trackingPollAt: ago(1_000) });
    expect(await pollOrderTracking(db(), order.id)).toEqual({ outcome: 'stopped', reason: 'carrier does not poll' });
    expect(await pollAt(order.id)).toBeNull();
  });

  it('an order of a polled carrier with no tracking number, or older than 90 days, is not asked about any more', async () => {
    const org = await createTestOrg();
    const requests = carriers.dhl.requests().length;
    const numberless = await insertOrderRow(org.id, { provider: 'dhl_express', providerTrackingNumber: null, trackingPollAt: ago(1_000) });
    expect(await pollOrderTracking(db(), numberless.id)).toEqual({ outcome: 'stopped', reason: 'no tracking number' });
    const old = await insertOrderRow(org.id, { provider: 'dhl_express', createdAt: ago(91 * 86_400_000), trackingPollAt: ago(1_000) });
    expect(await pollOrderTracking(db(), old.id)).toEqual({ outcome: 'stopped', reason: 'too old' });
    expect([await pollAt(numberless.id), await pollAt(old.id)]).toEqual([null, null]);
    expect(carriers.dhl.requests()).toHaveLength(requests);
  });

  it('an order not due to be polled is not asked about', async () => {
    const org = await createTestOrg();
    const order = await insertOrderRow(org.id);
    expect(await pollOrderTracking(db(), order.id)).toEqual({ outcome: 'not_polled' });
  });
});

describe('the executors', () => {
  it('the in-process runner claims a due order and runs its poll', async () => {
    const org = await createTestOrg();
    const order = await insertOrderRow(org.id, { status: 'delivered', trackingPollAt: ago(1_000) });
    const runner = new JobRunner(trackingPollJob, { pollIntervalMs: 100 });
    await runner.start();
    try {
      await eventually(async () => (await pollAt(order.id)) === null);
    } finally {
      await runner.stop();
    }
  });

  it('the Inngest function polls a relayed order; run again, the order is no longer due', async () => {
    const org = await createTestOrg();
    const order = await insertOrderRow(org.id, { status: 'cancelled', trackingPollAt: ago(1_000) });
    const [claimed] = (await claimDueTrackingPolls(db(), { limit: 100, leaseMs: 15 * 60_000 })).filter((id) => id === order.id);
    const run = () =>
      new InngestTestEngine({
        function: inngestFunctionOf(trackingPollJob),
        events: [{ name: trackingPollJob.inngest.event, data: trackingPollJob.inngest.data(claimed) }],
      }).execute();
    expect((await run()).result).toEqual({ outcome: 'stopped', reason: 'state cancelled' });
    expect((await run()).result).toEqual({ outcome: 'not_polled' });
    const rows = await db()
      .select({ at: orders.trackingPollAt })
      .from(orders)
      .where(inArray(orders.id, [order.id]));
    expect(rows).toEqual([{ at: null }]);
  });
});

/** An organization with its account of `carrier` (saved after the simulator accepted it) and a webhook subscribed to every status. */
async function carrierOrganization(carrier: 'dhl_express' | 'fedex', credentials: Record<string, string>) {
  const org = await createTestOrg();
  await saveCarrierAccount(db(), { organizationId: org.id, carrier, credentials, actor: cliActor });
  const account = (await connectionFor(db(), { organizationId: org.id, carrier }))!;
  const webhook = await insertWebhookRow(org.id, 'http://127.0.0.1:9/webhooks', ['order.status_changed']);
  return { org, account, webhook };
}
const dhlOrganization = () => carrierOrganization('dhl_express', { ...carriers.dhl.credentials });

/** An order of `carrier`: the shipment created at its simulator, the order row as order creation leaves it, due to be polled. */
async function carrierOrder(
  carrier: 'dhl_express' | 'fedex',
  credentials: Record<string, string>,
  service: string,
  overrides: Partial<NewOrder> = {},
) {
  const { org, account, webhook } = await carrierOrganization(carrier, credentials);
  const module = carrier === 'fedex' ? fedexCarrier : dhlExpressCarrier;
  const shipment = await module.client(account.connection).createShipment({
    orderId: '',
    organizationId: org.id,
    shipmentType: 'express',
    pickupAddress: samplePickupAddress,
    deliveryAddress: sampleDeliveryAddress,
    package: { weight: 1.5, length: 30, width: 20, height: 15 },
    isCod: false,
    codAmountCentavos: null,
    internalReference: null,
    service,
  });
  const order = await insertOrderRow(org.id, {
    provider: carrier,
    guideNumber: shipment.guideNumber,
    providerTrackingNumber: shipment.trackingNumber,
    carrierAccountId: account.accountId,
    carrierService: service,
    trackingPollAt: ago(1_000),
    ...overrides,
  });
  return { org, order, webhook, awb: shipment.trackingNumber };
}
const dhlOrder = (overrides: Partial<NewOrder> = {}) => carrierOrder('dhl_express', { ...carriers.dhl.credentials }, 'N', overrides);

/** Makes the order due now (what time does between two polls), keeping its failure count. */
const makeDue = (orderId: string) =>
  db()
    .update(orders)
    .set({ trackingPollAt: ago(1_000) })
    .where(eq(orders.id, orderId));

const deliveriesOf = (webhookId: string) => db().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));

/** Within the back-off's ±jitter of `ms` from `from`. */
function expectWait(at: Date | null, from: number, ms: number) {
  const jitter = TRACKING_POLL_BACKOFF.jitter ?? 0;
  expect(at).not.toBeNull();
  expect(at!.getTime() - from).toBeGreaterThanOrEqual(Math.floor(ms * (1 - jitter)) - 1_000);
  expect(at!.getTime() - from).toBeLessThanOrEqual(Math.ceil(ms * (1 + jitter)) + 1_000);
}

describe('polling DHL Express (the real simulator)', () => {
  it('a shipment advanced at DHL becomes our events, status and webhook events, once however often it is polled', async () => {
    const { order, webhook, awb } = await dhlOrder();

    // Nothing scanned yet: DHL answers "No data found"; the order waits for the next poll.
    let before = Date.now();
    let outcome = await pollOrderTracking(db(), order.id);
    expect(outcome).toMatchObject({ outcome: 'polled', status: 'created', applied: 0, recorded: 0 });
    let snapshot = await orderSnapshot(order.id);
    expect(snapshot.events).toEqual([]);
    expectWait(snapshot.order.trackingPollAt, before, 30 * MINUTE);

    expect(carriers.dhl.advance({ shipmentTrackingNumber: awb, steps: 3 })).toEqual(['PU', 'PL', 'DF']);
    await makeDue(order.id);
    before = Date.now();
    outcome = await pollOrderTracking(db(), order.id);
    expect(outcome).toMatchObject({ outcome: 'polled', status: 'in_transit', applied: 2, recorded: 1, skipped: 0 });
    snapshot = await orderSnapshot(order.id);
    expect(snapshot.order.status).toBe('in_transit');
    expect(snapshot.events.map((e) => [e.status, e.source, e.appliedToStatus])).toEqual([
      ['picked_up', 'provider', true],
      ['in_transit', 'provider', true],
      ['in_transit', 'provider', true],
    ]);
    expect(snapshot.events[0].description).toBe('Recolectado');
    expect(snapshot.events[0].providerData).toMatchObject({ polled: true, carrier: 'dhl_express', value: awb, StatusObj: { code: 'PU' } });
    expect(snapshot.order.lastProviderEventAt).toEqual(snapshot.events[2].occurredAt);
    expectWait(snapshot.order.trackingPollAt, before, 30 * MINUTE);
    // the webhooks carry DHL's code as the providerData every carrier's events have
    const statusChanges = snapshot.outbox.filter((e) => e.kind === 'order.status_changed');
    expect(statusChanges.map((e) => JSON.parse(e.body).data.status)).toEqual(['picked_up', 'in_transit']);
    expect(JSON.parse(statusChanges[0].body).data.providerData).toMatchObject({ value: awb, StatusObj: { code: 'PU' } });
    expect(await deliveriesOf(webhook.id)).toHaveLength(2);

    // The same events polled again, twice (and once more by the in-process runner): nothing changes, nothing is sent twice.
    for (let i = 0; i < 2; i++) {
      await makeDue(order.id);
      expect(await pollOrderTracking(db(), order.id)).toMatchObject({ outcome: 'polled', applied: 0, recorded: 0 });
    }
    await makeDue(order.id);
    const runner = new JobRunner(trackingPollJob, { pollIntervalMs: 100 });
    await runner.start();
    try {
      await eventually(async () => ((await pollAt(order.id))!.getTime() > Date.now() + 20 * MINUTE ? true : undefined));
    } finally {
      await runner.stop();
    }
    const again = await orderSnapshot(order.id);
    expect(again.events).toEqual(snapshot.events);
    expect(again.outbox).toEqual(snapshot.outbox);
    expect(again.order.status).toBe('in_transit');
    expect(await deliveriesOf(webhook.id)).toHaveLength(2);
  });

  it('delivered at DHL: the order is delivered and polling stops', async () => {
    const { order, awb } = await dhlOrder();
    expect(carriers.dhl.advance({ shipmentTrackingNumber: awb, until: 'OK' })).toEqual(['PU', 'PL', 'DF', 'AF', 'AR', 'WC', 'OK']);
    const outcome = await pollOrderTracking(db(), order.id);
    expect(outcome).toMatchObject({ outcome: 'polled', status: 'delivered', applied: 4, recorded: 3, nextPollAt: null });
    const snapshot = await orderSnapshot(order.id);
    expect(snapshot.order.status).toBe('delivered');
    expect(snapshot.order.trackingPollAt).toBeNull();
    expect(snapshot.events.filter((e) => e.appliedToStatus).map((e) => e.status)).toEqual([
      'picked_up',
      'in_transit',
      'in_transit',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    // no longer claimed, no longer asked
    const requests = carriers.dhl.requests().length;
    expect(await claimDueTrackingPolls(db(), { limit: 100, leaseMs: 60_000 })).not.toContain(order.id);
    expect(await pollOrderTracking(db(), order.id)).toEqual({ outcome: 'not_polled' });
    expect(carriers.dhl.requests()).toHaveLength(requests);
  });

  it("DHL's documented tracking example: the customs notices are kept as news of the state, the rest applied in order", async () => {
    const { org, account } = await dhlOrganization();
    const order = await insertOrderRow(org.id, {
      provider: 'dhl_express',
      guideNumber: DOCUMENTED_TRACKING_NUMBER,
      providerTrackingNumber: DOCUMENTED_TRACKING_NUMBER,
      carrierAccountId: account.accountId,
      trackingPollAt: ago(1_000),
    });
    const outcome = await pollOrderTracking(db(), order.id);
    // 13 checkpoints in all; RR, RR and CR (customs notices, informational) recorded without moving the order
    expect(outcome).toMatchObject({ outcome: 'polled', status: 'delivered', applied: 4, recorded: 9, skipped: 0, nextPollAt: null });
    const snapshot = await orderSnapshot(order.id);
    expect(snapshot.events).toHaveLength(13);
    expect(snapshot.events.filter((e) => !e.appliedToStatus).map((e) => [e.status, e.description, e.location])).toEqual([
      ['in_transit', 'Actualización del despacho aduanal', 'AUCKLAND-NZ'],
      ['in_transit', 'Actualización del despacho aduanal', 'AUCKLAND-NZ'],
      ['in_transit', 'Liberado por la aduana', 'AUCKLAND-NZ'],
    ]);
    expect(snapshot.events.at(-1)).toMatchObject({ status: 'delivered', occurredAt: new Date('2023-08-10T11:59:23-06:00') });
    expect(snapshot.outbox.filter((e) => e.kind === 'order.status_changed').map((e) => JSON.parse(e.body).data.status)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('an event the state machine refuses (a step back) is skipped and logged, never failing the poll', async () => {
    const { order, awb } = await dhlOrder({ status: 'in_transit' });
    carriers.dhl.advance({ shipmentTrackingNumber: awb, steps: 1 }); // PU: picked up, behind the order's in_transit
    const outcome = await pollOrderTracking(db(), order.id);
    expect(outcome).toMatchObject({ outcome: 'polled', status: 'in_transit', applied: 0, recorded: 0, skipped: 1 });
    const snapshot = await orderSnapshot(order.id);
    expect(snapshot.events).toEqual([]);
    expect(snapshot.order.trackingPollFailures).toBe(0);
    expect(snapshot.order.trackingPollAt).not.toBeNull();
  });

  it('DHL down: each failed poll waits longer (the back-off), nothing changes; back up, the events arrive and the count resets', async () => {
    const { order, webhook, awb } = await dhlOrder();
    carriers.dhl.advance({ shipmentTrackingNumber: awb, steps: 2 });
    // every call answers 503 (the client's one retry included)
    carriers.dhl.injectFault({ endpoint: 'tracking', kind: '503', count: 100 });
    try {
      for (const failures of [1, 2, 3]) {
        await makeDue(order.id);
        const before = Date.now();
        const outcome = await pollOrderTracking(db(), order.id);
        expect(outcome).toMatchObject({ outcome: 'failed', failures });
        const snapshot = await orderSnapshot(order.id);
        expect(snapshot.order.trackingPollFailures).toBe(failures);
        expectWait(snapshot.order.trackingPollAt, before, TRACKING_POLL_BACKOFF.firstMs * 2 ** (failures - 1));
        expect(snapshot.order.status).toBe('created');
        expect(snapshot.events).toEqual([]);
        expect(snapshot.outbox).toEqual([]);
      }
    } finally {
      carriers.dhl.clearFaults();
    }
    await makeDue(order.id);
    const before = Date.now();
    expect(await pollOrderTracking(db(), order.id)).toMatchObject({ outcome: 'polled', status: 'in_transit', applied: 2 });
    const snapshot = await orderSnapshot(order.id);
    expect(snapshot.order.trackingPollFailures).toBe(0);
    expectWait(snapshot.order.trackingPollAt, before, 30 * MINUTE);
    expect(await deliveriesOf(webhook.id)).toHaveLength(2);
  });

  it('on Inngest the function polls the relayed order the same way: run twice, the events are applied once', async () => {
    const { order, webhook, awb } = await dhlOrder();
    carriers.dhl.advance({ shipmentTrackingNumber: awb, steps: 1 });
    const [claimed] = (await claimDueTrackingPolls(db(), { limit: 100, leaseMs: 15 * MINUTE })).filter((id) => id === order.id);
    const run = () =>
      new InngestTestEngine({
        function: inngestFunctionOf(trackingPollJob),
        events: [{ name: trackingPollJob.inngest.event, data: trackingPollJob.inngest.data(claimed) }],
      }).execute();
    expect((await run()).result).toMatchObject({ outcome: 'polled', status: 'picked_up', applied: 1 });
    expect((await run()).result).toMatchObject({ outcome: 'polled', status: 'picked_up', applied: 0, recorded: 0 });
    const snapshot = await orderSnapshot(order.id);
    expect(snapshot.events).toHaveLength(1);
    expect(await deliveriesOf(webhook.id)).toHaveLength(1);
  });
});

describe('CARRIER_TRACKING_POLL_MINUTES', () => {
  it('is 30 by default, a whole number of minutes from 1 to 1440, refused in Spanish otherwise', () => {
    expect(parseConfig({}).CARRIER_TRACKING_POLL_MINUTES).toBe(30);
    expect(parseConfig({ CARRIER_TRACKING_POLL_MINUTES: '45' }).CARRIER_TRACKING_POLL_MINUTES).toBe(45);
    for (const value of ['0', '1441', '2.5', 'media hora']) {
      let error: unknown;
      try {
        parseConfig({ CARRIER_TRACKING_POLL_MINUTES: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual(['CARRIER_TRACKING_POLL_MINUTES debe ser un número entero entre 1 y 1440.']);
    }
  });

  it('sets the wait after a poll the carrier answered', async () => {
    process.env.CARRIER_TRACKING_POLL_MINUTES = '45';
    resetConfigCache();
    try {
      const { order } = await dhlOrder();
      const before = Date.now();
      expect(await pollOrderTracking(db(), order.id)).toMatchObject({ outcome: 'polled', status: 'created' });
      expectWait(await pollAt(order.id), before, 45 * MINUTE);
    } finally {
      delete process.env.CARRIER_TRACKING_POLL_MINUTES;
      resetConfigCache();
    }
  });
});

describe('polling FedEx (the real simulator)', () => {
  it('the scans FedEx lists become our events, status and webhook events, once; delivered stops the polling', async () => {
    const { order, webhook, awb } = await carrierOrder('fedex', { ...carriers.fedex.credentials }, 'FEDEX_EXPRESS_SAVER');

    // Only the label's "OC" (shipment information sent): the order is already created, nothing to apply.
    expect(await pollOrderTracking(db(), order.id)).toMatchObject({ outcome: 'polled', status: 'created', applied: 0, skipped: 1 });

    // FedEx spaces its scans a minute apart (each later than the last), so a few at a time stay within our clock's reach.
    carriers.fedex.advance(awb); // PU
    carriers.fedex.advance(awb); // AR
    await makeDue(order.id);
    expect(await pollOrderTracking(db(), order.id)).toMatchObject({ outcome: 'polled', status: 'in_transit', applied: 2 });
    await makeDue(order.id);
    expect(await pollOrderTracking(db(), order.id)).toMatchObject({ outcome: 'polled', applied: 0, recorded: 0 });

    carriers.fedex.advance(awb, 'OD');
    carriers.fedex.advance(awb, 'DL');
    await makeDue(order.id);
    expect(await pollOrderTracking(db(), order.id)).toMatchObject({ outcome: 'polled', status: 'delivered', applied: 2, nextPollAt: null });
    const snapshot = await orderSnapshot(order.id);
    expect(snapshot.order.trackingPollAt).toBeNull();
    expect(snapshot.events.map((e) => [e.status, (e.providerData as { StatusObj: { code: string } }).StatusObj.code])).toEqual([
      ['picked_up', 'PU'],
      ['in_transit', 'AR'],
      ['out_for_delivery', 'OD'],
      ['delivered', 'DL'],
    ]);
    expect(snapshot.events.at(-1)?.description).toBe('Entregado');
    expect(snapshot.outbox.filter((e) => e.kind === 'order.status_changed').map((e) => JSON.parse(e.body).data.status)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(await deliveriesOf(webhook.id)).toHaveLength(4);
  });
});

describe('an order bought with DHL Express through the API', () => {
  it('is polled from its purchase on, and what DHL says reaches the tracking endpoint, the public page, the webhooks and the recipient', async () => {
    const { org, api } = await createTestClient(server.url, { balance: 50_000 });
    expect((await api('PUT', '/carrier-accounts/dhl_express', { credentials: { ...carriers.dhl.credentials } })).status).toBe(200);
    await saveNotificationSettings(db(), {
      organizationId: org.id,
      settings: notificationSettingsSchema.parse({ emailEnabled: true, messageEnabled: false, events: ['picked_up'] }),
    });
    const webhook = await insertWebhookRow(org.id, 'http://127.0.0.1:9/webhooks', ['order.status_changed']);
    const body = validOrderBody({
      pickupAddress: { postalCode: '06600' },
      deliveryAddress: { postalCode: '44100', email: `destinatario.${randomBytes(4).toString('hex')}@example.com` },
    });
    const bought = Date.now();
    const created = await api('POST', '/orders', { ...body, carrier: 'dhl_express', service: 'N' });
    expect(created.status, created.text).toBe(201);
    const { orderId, trackingNumber } = created.body as { orderId: string; trackingNumber: string };

    // order creation queued the first poll a little after the purchase
    const first = (await pollAt(orderId))!.getTime();
    expect(first).toBeGreaterThan(bought);
    await makeDue(orderId);
    carriers.dhl.advance({ shipmentTrackingNumber: trackingNumber, steps: 1 }); // PU
    expect(await pollOrderTracking(db(), orderId)).toMatchObject({ outcome: 'polled', status: 'picked_up', applied: 1 });

    const tracking = await api('GET', `/orders/${orderId}/tracking`);
    expect(tracking.status).toBe(200);
    expect(tracking.body).toMatchObject({ status: 'picked_up', tracking_number: trackingNumber });
    // (DHL's times are whole seconds, so in this quick test the scan may sort just before the guide's own event)
    expect(tracking.body.events).toContainEqual(expect.objectContaining({ status: 'picked_up', description: 'Recolectado' }));
    const page = await getPublicTracking(db(), trackingNumber);
    expect(page).toMatchObject({ status: 'picked_up' });
    expect(page!.events.map((e) => e.status)).toContain('picked_up');
    const changes = (await orderSnapshot(orderId)).outbox.filter((e) => e.kind === 'order.status_changed');
    expect(changes.map((e) => JSON.parse(e.body).data.status)).toEqual(['picked_up']);
    expect(await deliveriesOf(webhook.id)).toHaveLength(1);
    const notices = await db().select().from(recipientNotifications).where(eq(recipientNotifications.orderId, orderId));
    expect(notices.map((n) => [n.event, n.channel])).toEqual([['picked_up', 'email']]);
  });
});
