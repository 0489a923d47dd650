// The return of an order bought with a polled carrier (docs/carriers.md, "Tracking"): approving the return queues the
// tracking poll in the approval's own write, the poll then asks the carrier about the RETURN guide, the scans of the
// trip back are kept as news of the approved return, and the return guide's delivery moves the order to `returned`
// through applyProviderReport and the state machine's provider edge, with exactly one webhook event; polling stops
// there. Over real HTTP through the route handlers, against the real FedEx simulator (simulators/fedex).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders, webhookDeliveries } from '@/db/schema';
import { FIRST_TRACKING_POLL_DELAY_MS } from '@/lib/carriers/purchase';
import { pollOrderTracking } from '@/lib/carriers/poll-tracking';
import { getPublicTracking } from '@/lib/tracking/public-tracking';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { createTestClient } from '../helpers/fixtures';
import { insertOrderRow, orderSnapshot } from '../helpers/order-rows';
import { validOrderBody } from '../helpers/orders';
import { insertWebhookRow, sleep } from '../helpers/webhook-events';

const carriers = withCarrierSimulators({
  CARRIER_CREDENTIALS_KEY: process.env.CARRIER_CREDENTIALS_KEY ?? randomBytes(32).toString('base64'),
});
let server: TestServer;

beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => getDb();
const ago = (ms: number) => new Date(Date.now() - ms);

/** Makes the order due now (what time does between two polls). */
const makeDue = (orderId: string) =>
  db()
    .update(orders)
    .set({ trackingPollAt: ago(1_000) })
    .where(eq(orders.id, orderId));

/** Advances a FedEx shipment to its delivery; answers the instant (ms) of the last scan. */
function deliverAtFedex(trackingNumber: string): number {
  let at = 0;
  for (const eventType of ['PU', 'AR', 'DP', 'AR', 'OD', 'DL']) at = carriers.fedex.advance(trackingNumber, eventType).at;
  return at;
}

const statusChanges = async (orderId: string) =>
  (await orderSnapshot(orderId)).outbox.filter((e) => e.kind === 'order.status_changed').map((e) => JSON.parse(e.body).data);

describe('the return of an order bought with FedEx', () => {
  it('is polled by its return guide once approved, and the return delivered at FedEx makes the order returned, once', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 50_000 });
    expect((await api('PUT', '/carrier-accounts/fedex', { credentials: { ...carriers.fedex.credentials } })).status).toBe(200);
    const webhook = await insertWebhookRow(org.id, 'http://127.0.0.1:9/webhooks', ['order.status_changed']);
    const created = await api('POST', '/orders', {
      ...validOrderBody({ pickupAddress: { postalCode: '06600' }, deliveryAddress: { postalCode: '44100' } }),
      carrier: 'fedex',
    });
    expect(created.status, created.text).toBe(201);
    const { orderId, trackingNumber } = created.body as { orderId: string; trackingNumber: string };

    // Delivered at FedEx and polled: the order is delivered and the outbound polling ends.
    const deliveredAt = deliverAtFedex(trackingNumber);
    await makeDue(orderId);
    expect(await pollOrderTracking(db(), orderId)).toMatchObject({ outcome: 'polled', status: 'delivered', nextPollAt: null });

    // FedEx's clock counts seconds and its scans were taken a second apart, a little ahead of ours: the return is
    // requested once that delivery is in the past, as it always is outside a test.
    await sleep(Math.max(0, deliveredAt + 1_000 - Date.now()));
    const requested = await api('POST', `/orders/${orderId}/return`, { reason: 'No era la talla' });
    expect(requested.status, requested.text).toBe(200);
    expect(await pollOrderTracking(db(), orderId)).toEqual({ outcome: 'not_polled' });

    const approvedAt = Date.now();
    const approved = await api('POST', `/orders/${orderId}/return/approve`);
    expect(approved.status, approved.text).toBe(200);
    const returnTrackingNumber = approved.body.return_tracking_number as string;
    expect(returnTrackingNumber).not.toBe(trackingNumber);
    expect(carriers.fedex.shipment(returnTrackingNumber)).toMatchObject({ isReturn: true });
    // the approval queued the poll of the return guide, as a purchase queues the first one
    let snapshot = await orderSnapshot(orderId);
    expect(snapshot.order.status).toBe('return_approved');
    const queued = snapshot.order.trackingPollAt!.getTime();
    expect(queued).toBeGreaterThanOrEqual(approvedAt + FIRST_TRACKING_POLL_DELAY_MS - 1_000);
    expect(queued).toBeLessThanOrEqual(Date.now() + FIRST_TRACKING_POLL_DELAY_MS);

    // The return guide's label ("OC") and its trip back are news of the approved return: kept, nothing moves.
    const fedexTracks = carriers.fedex.stats().requests.track;
    await makeDue(orderId);
    expect(await pollOrderTracking(db(), orderId)).toMatchObject({ outcome: 'polled', status: 'return_approved', applied: 0, recorded: 1 });
    expect(
      (carriers.fedex.lastRequest('track')!.body as { trackingInfo: { trackingNumberInfo: { trackingNumber: string } }[] }).trackingInfo,
    ).toEqual([{ trackingNumberInfo: { trackingNumber: returnTrackingNumber } }]);
    expect(carriers.fedex.stats().requests.track).toBe(fedexTracks + 1);
    carriers.fedex.advance(returnTrackingNumber, 'PU');
    await makeDue(orderId);
    const onItsWay = await pollOrderTracking(db(), orderId);
    expect(onItsWay).toMatchObject({ outcome: 'polled', status: 'return_approved', applied: 0, recorded: 1 });
    expect((onItsWay as { nextPollAt: Date | null }).nextPollAt).not.toBeNull();
    snapshot = await orderSnapshot(orderId);
    const news = snapshot.events.filter((e) => e.source === 'provider' && e.status === 'return_approved');
    expect(news.map((e) => [e.status, e.description, e.appliedToStatus])).toEqual([
      ['return_approved', 'FedEx recibió la información del envío', false],
      ['return_approved', 'Recolectado por FedEx', false],
    ]);
    expect((await statusChanges(orderId)).map((e) => e.status)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'return_requested',
      'return_approved',
    ]);

    // Delivered back at the origin: the order is returned, by the state machine's provider edge, and polling stops.
    for (const eventType of ['AR', 'DP', 'AR', 'OD', 'DL']) carriers.fedex.advance(returnTrackingNumber, eventType);
    await makeDue(orderId);
    expect(await pollOrderTracking(db(), orderId)).toMatchObject({
      outcome: 'polled',
      status: 'returned',
      applied: 1,
      recorded: 4,
      skipped: 0,
      nextPollAt: null,
    });
    snapshot = await orderSnapshot(orderId);
    expect(snapshot.order.status).toBe('returned');
    expect(snapshot.order.trackingPollAt).toBeNull();
    const last = snapshot.events.at(-1)!;
    expect(last).toMatchObject({ status: 'returned', source: 'provider', appliedToStatus: true });
    expect(last.providerData).toMatchObject({ polled: true, carrier: 'fedex', value: returnTrackingNumber, StatusObj: { code: 'DL' } });
    const changes = await statusChanges(orderId);
    expect(changes.filter((e) => e.status === 'returned')).toHaveLength(1);
    expect(changes.at(-1)).toMatchObject({ status: 'returned', providerData: { value: returnTrackingNumber, StatusObj: { code: 'DL' } } });
    expect(changes).toHaveLength(7);

    // Nothing more is asked nor sent.
    expect(await pollOrderTracking(db(), orderId)).toEqual({ outcome: 'not_polled' });
    expect((await statusChanges(orderId)).filter((e) => e.status === 'returned')).toHaveLength(1);
    const deliveries = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(deliveries).toHaveLength(7);
    // the recipient's page of the return guide shows it completed
    expect(await getPublicTracking(db(), returnTrackingNumber)).toMatchObject({ isReturn: true, status: 'returned' });
  });

  it('a return of a carrier that reports by itself (the sandbox) queues no poll', async () => {
    const { api, org } = await createTestClient(server.url);
    const order = await insertOrderRow(org.id, { status: 'return_requested', returnRequestedAt: new Date(), returnReason: 'Dañado' });
    const approved = await api('POST', `/orders/${order.id}/return/approve`);
    expect(approved.status, approved.text).toBe(200);
    const after = await orderSnapshot(order.id);
    expect(after.order.status).toBe('return_approved');
    expect(after.order.trackingPollAt).toBeNull();
  });
});
