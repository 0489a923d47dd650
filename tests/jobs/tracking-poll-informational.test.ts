// Tracking events that do not move the order (docs/carriers.md, "Tracking"): a code the carrier module lists as
// informational (FedEx's delay and hold scans) is kept as a tracking event of the order's current status, with the
// carrier's Spanish description and place, once however often it is polled, with no status change and no webhook;
// a code the module does not know is still logged and skipped. Over real HTTP through the route handlers, against
// the real FedEx simulator (simulators/fedex).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders, webhookDeliveries } from '@/db/schema';
import { pollOrderTracking } from '@/lib/carriers/poll-tracking';
import { dhlExpressCarrier } from '@/lib/providers/dhl-express/dhl-express-carrier';
import { fedexCarrier } from '@/lib/providers/fedex/fedex-carrier';
import { sandboxCarrier } from '@/lib/providers/sandbox-carrier';
import { getPublicTracking } from '@/lib/tracking/public-tracking';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { createTestClient } from '../helpers/fixtures';
import { orderSnapshot } from '../helpers/order-rows';
import { validOrderBody } from '../helpers/orders';
import { insertWebhookRow } from '../helpers/webhook-events';

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

const makeDue = (orderId: string) =>
  db()
    .update(orders)
    .set({ trackingPollAt: new Date(Date.now() - 1_000) })
    .where(eq(orders.id, orderId));

describe('the informational codes each carrier module declares', () => {
  it('are the documented codes that move no order: never a mapped one, never one the carrier does not document', () => {
    for (const module of [fedexCarrier, dhlExpressCarrier]) {
      for (const code of module.informationalCodes) expect(module.mapStatusCode(code), `${module.name} ${code}`).toBeNull();
    }
    expect([...fedexCarrier.informationalCodes]).toEqual(expect.arrayContaining(['DY', 'DD', 'CD', 'HL', 'SE']));
    expect(fedexCarrier.informationalCodes.has('ZZ')).toBe(false);
    expect([...dhlExpressCarrier.informationalCodes]).toEqual(expect.arrayContaining(['RR', 'CR', 'CD', 'OH']));
    expect(dhlExpressCarrier.informationalCodes.has('XX')).toBe(false);
    // the sandbox's codes are our states: every one moves the order
    expect(sandboxCarrier.informationalCodes.size).toBe(0);
  });
});

describe('polling FedEx: a delay and a hold', () => {
  it('are kept as events of the current status with their Spanish description and place, once, with no webhook', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 50_000 });
    expect((await api('PUT', '/carrier-accounts/fedex', { credentials: { ...carriers.fedex.credentials } })).status).toBe(200);
    const webhook = await insertWebhookRow(org.id, 'http://127.0.0.1:9/webhooks', ['order.status_changed']);
    const created = await api('POST', '/orders', {
      ...validOrderBody({ pickupAddress: { postalCode: '06600' }, deliveryAddress: { postalCode: '44100' } }),
      carrier: 'fedex',
    });
    expect(created.status, created.text).toBe(201);
    const { orderId, trackingNumber } = created.body as { orderId: string; trackingNumber: string };

    carriers.fedex.advance(trackingNumber, 'PU');
    carriers.fedex.advance(trackingNumber, 'AR');
    const delay = carriers.fedex.advance(trackingNumber, 'DY');
    carriers.fedex.advance(trackingNumber, 'HL');
    // a code FedEx's module does not know: logged and skipped, as before
    carriers.fedex.advance(trackingNumber, 'ZZ');
    await makeDue(orderId);
    // OC (the label, a state the order is already in) and ZZ skipped; DY and HL recorded
    expect(await pollOrderTracking(db(), orderId)).toMatchObject({
      outcome: 'polled',
      status: 'in_transit',
      applied: 2,
      recorded: 2,
      skipped: 2,
    });
    const snapshot = await orderSnapshot(orderId);
    expect(snapshot.order.status).toBe('in_transit');
    const polled = snapshot.events.filter((e) => e.source === 'provider');
    const place = `${delay.city}, ${delay.stateOrProvinceCode}`;
    expect(polled.map((e) => [e.status, e.description, e.location, e.appliedToStatus])).toEqual([
      ['picked_up', 'Recolectado por FedEx', expect.any(String), true],
      ['in_transit', 'Llegó a una instalación de FedEx', place, true],
      ['in_transit', 'Retraso', place, false],
      ['in_transit', 'Retenido en una sucursal de FedEx', place, false],
    ]);
    expect(polled[2].providerData).toMatchObject({ polled: true, carrier: 'fedex', value: trackingNumber, StatusObj: { code: 'DY' } });
    // no status change, so no webhook: the two of PU and AR only
    const changes = snapshot.outbox.filter((e) => e.kind === 'order.status_changed').map((e) => JSON.parse(e.body).data.status);
    expect(changes).toEqual(['picked_up', 'in_transit']);

    // Polled again, twice: the same events are stored once.
    for (let i = 0; i < 2; i++) {
      await makeDue(orderId);
      // (OC, older than the newest applied, is no longer asked about; ZZ, the newest, is skipped again)
      expect(await pollOrderTracking(db(), orderId)).toMatchObject({ outcome: 'polled', applied: 0, recorded: 0, skipped: 1 });
    }
    const again = await orderSnapshot(orderId);
    expect(again.events).toEqual(snapshot.events);
    expect(again.outbox).toEqual(snapshot.outbox);

    // The order's history shows them; the recipient's page shows their status and place (never a carrier's text).
    const tracking = await api('GET', `/orders/${orderId}/tracking`);
    expect(tracking.status).toBe(200);
    expect(tracking.body.events).toContainEqual(expect.objectContaining({ status: 'in_transit', description: 'Retraso', location: place }));
    const page = await getPublicTracking(db(), trackingNumber);
    expect(page!.events.filter((e) => e.status === 'in_transit' && e.location === place)).toHaveLength(3);

    // The next real scan still moves the order: the delay did not hold its status back.
    carriers.fedex.advance(trackingNumber, 'OD');
    await makeDue(orderId);
    expect(await pollOrderTracking(db(), orderId)).toMatchObject({ outcome: 'polled', status: 'out_for_delivery', applied: 1 });
    const deliveries = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(deliveries).toHaveLength(3);
  });
});
