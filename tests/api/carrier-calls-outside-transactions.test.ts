// A carrier is asked with no transaction open (docs/carriers.md, "Cancelling, returns and pickups"): while a slow
// carrier cancels a guide or books a pickup, the order's row and the organization's pickup lock are free, so a slow
// carrier holds no lock and no pooled connection. Correctness is kept by checking again under the lock once the
// carrier answered: two cancellations at once refund once, and a carrier that fails leaves the order as it was.
// Real accounts against the local simulators (simulators/), over real HTTP through the route handlers.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { lockOrder } from '@/lib/orders/change-status';
import { samplePickupAddress } from '@/lib/orders/sample-order';
import { applyProviderReport } from '@/lib/provider-intake/receive-provider-report';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { createTestClient } from '../helpers/fixtures';
import { moveClockTo } from '../helpers/mexico-clock';
import { insertOrderRow } from '../helpers/order-rows';
import { validOrderBody } from '../helpers/orders';

const carriers = withCarrierSimulators();
let server: TestServer;
const actor = { type: 'system' as const, label: 'Pruebas' };

beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  carriers.dhl.clearFaults();
  carriers.fedex.clearFaults();
});
afterEach(() => {
  vi.useRealTimers();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether another connection can take the order's row lock right now (NOWAIT: refused while someone holds it). */
async function rowIsFree(orderId: string): Promise<boolean> {
  try {
    await getDb().transaction(async (tx) => {
      await tx.execute(sql`select id from orders where id = ${orderId}::uuid for update nowait`);
    });
    return true;
  } catch {
    return false;
  }
}

const refundsOf = async (orderId: string) =>
  Number(
    (
      await getDb().execute<{ n: string }>(
        sql`select count(*) as n from ledger_entries where order_id = ${orderId}::uuid and kind = 'refund'`,
      )
    )[0].n,
  );
const auditOf = async (organizationId: string, action: string) =>
  await getDb().execute<{ target_id: string | null; summary: Record<string, unknown> }>(
    sql`select target_id, summary from audit_logs where organization_id = ${organizationId}::uuid and action = ${action}`,
  );
const statusOf = async (orderId: string) =>
  (await getDb().execute<{ status: string }>(sql`select status from orders where id = ${orderId}::uuid`))[0].status;

/** An organization with its FedEx account and one FedEx order bought through the API. */
async function fedexOrder() {
  const client = await createTestClient(server.url, { balance: 10_000 });
  await saveCarrierAccount(getDb(), { organizationId: client.org.id, carrier: 'fedex', credentials: carriers.fedex.credentials, actor });
  const bought = await client.api('POST', '/orders', { ...validOrderBody(), carrier: 'fedex' }, { 'Idempotency-Key': crypto.randomUUID() });
  expect(bought.status, bought.text).toBe(201);
  return { ...client, orderId: bought.body.orderId as string };
}

describe('cancelling with a carrier', () => {
  it('holds no lock on the order while the carrier answers slowly, then cancels and refunds', async () => {
    const { api, orderId } = await fedexOrder();
    carriers.fedex.fault({ endpoint: 'ship_cancel', mode: 'slow', delayMs: 1500 });
    const cancelling = api('POST', `/orders/${orderId}/cancel`, { reason: 'Cliente se arrepintió' });
    await sleep(700);
    expect(await rowIsFree(orderId)).toBe(true);
    const res = await cancelling;
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await refundsOf(orderId)).toBe(1);
  });

  it('two cancellations at once refund once: one 200, the others 409', async () => {
    const { api, orderId } = await fedexOrder();
    const answers = await Promise.all([1, 2, 3].map(() => api('POST', `/orders/${orderId}/cancel`, { reason: 'Doble clic' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.headers.get('x-error-code')).toBe('order_not_cancellable');
    expect(await refundsOf(orderId)).toBe(1);
  });

  it('a carrier that fails leaves the order as it was: 503, not cancelled, nothing refunded', async () => {
    const { api, orderId, org } = await fedexOrder();
    const balance = async () =>
      Number((await getDb().execute<{ b: string }>(sql`select balance_centavos as b from organizations where id = ${org.id}::uuid`))[0].b);
    const before = await balance();
    carriers.fedex.fault({ endpoint: 'ship_cancel', mode: 'error_503', count: 2 });
    const res = await api('POST', `/orders/${orderId}/cancel`, { reason: 'Cliente se arrepintió' });
    expect(res.status, res.text).toBe(503);
    expect(res.body.error).toBe('El proveedor logístico no está disponible en este momento. El pedido no se canceló; intenta de nuevo.');
    expect(await statusOf(orderId)).toBe('created');
    expect(await refundsOf(orderId)).toBe(0);
    expect(await balance()).toBe(before);
  });
});

describe('a report that moves the order while the carrier cancels its guide', () => {
  it('keeps the order picked up, refunds nothing, records the cancelled guide for support and says so in Spanish', async () => {
    const { api, orderId, org } = await fedexOrder();
    carriers.fedex.fault({ endpoint: 'ship_cancel', mode: 'slow', delayMs: 1500 });
    const cancelling = api('POST', `/orders/${orderId}/cancel`, { reason: 'Cliente se arrepintió' });
    await sleep(700);
    // FedEx scans the parcel (PU) while the cancellation waits for FedEx's answer.
    await getDb().transaction(async (tx) => {
      const order = await lockOrder(tx, { orderId, organizationId: org.id });
      const result = await applyProviderReport(tx, {
        order,
        report: {
          value: order.providerTrackingNumber!,
          location: '',
          latitud: '',
          longitud: '',
          observations: '',
          dateTimeISO: new Date().toISOString(),
          StatusObj: { code: 'PU', description: 'Recolectado por FedEx' },
        },
      });
      expect(result.outcome).toBe('applied');
    });
    const res = await cancelling;
    expect(res.status, res.text).toBe(409);
    expect(res.headers.get('x-error-code')).toBe('order_not_cancellable');
    expect(res.body.error).toMatch(
      /^La guía \S+ se canceló con la paquetería, pero el paquete ya había sido escaneado \(el pedido está en estado Recolectada\)/,
    );
    expect(res.body.error).toContain('Soporte revisará el reembolso de la guía.');
    expect(carriers.fedex.lastRequest('ship_cancel')).toBeDefined();
    expect(await statusOf(orderId)).toBe('picked_up');
    expect(await refundsOf(orderId)).toBe(0);
    const [entry, ...more] = await auditOf(org.id, 'order.cancel_conflict');
    expect(more).toHaveLength(0);
    expect(entry.target_id).toBe(orderId);
    expect(entry.summary).toMatchObject({ status: 'picked_up', reason: 'Cliente se arrepintió' });
    expect(String(entry.summary.description)).toContain('soporte debe revisar el reembolso');
  });
});

/** An organization with its own account of `carrier` and one created order of that carrier, ready to be collected. */
async function pickupReady(carrier: 'dhl_express' | 'fedex') {
  moveClockTo('miércoles', '09:00');
  const client = await createTestClient(server.url);
  const credentials = carrier === 'fedex' ? carriers.fedex.credentials : carriers.dhl.credentials;
  await saveCarrierAccount(getDb(), { organizationId: client.org.id, carrier, credentials, actor });
  const account = (
    await getDb().execute<{ id: string }>(sql`select id from carrier_accounts where organization_id = ${client.org.id}::uuid`)
  )[0];
  await insertOrderRow(client.org.id, {
    provider: carrier,
    carrierAccountId: account.id,
    carrierService: carrier === 'fedex' ? 'FEDEX_EXPRESS_SAVER' : 'N',
  });
  const { email: _e, ...address } = samplePickupAddress;
  const tomorrow = new Date(Date.parse(`${mexicoCityDay()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const body = { pickupAddress: address, date: tomorrow, timeWindow: { start: '10:00', end: '14:00' } };
  /** two requests at once, both booked with the (slowed) carrier before either is stored */
  const twice = async () => {
    const answers = await Promise.all([client.api('POST', '/pickups', body), client.api('POST', '/pickups', body)]);
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([201, 409]);
    return { stored: answers.find((a) => a.status === 201)!, refused: answers.find((a) => a.status === 409)! };
  };
  return { ...client, tomorrow, twice };
}

const storedReference = async (pickupId: string) =>
  (await getDb().execute<{ ref: string }>(sql`select provider_reference as ref from pickups where id = ${pickupId}::uuid`))[0].ref;

describe('two pickups requested at once', () => {
  it('FedEx (pickup_cancel): the booking that was not stored is cancelled with FedEx; nothing for an operator', async () => {
    const { org, tomorrow, twice } = await pickupReady('fedex');
    const cancelsBefore = carriers.fedex.stats().requests.pickup_cancel;
    carriers.fedex.fault({ endpoint: 'pickup', mode: 'slow', delayMs: 600, count: 2 });
    const { stored } = await twice();
    expect(carriers.fedex.stats().requests.pickup_cancel).toBe(cancelsBefore + 1);
    const cancelled = carriers.fedex.lastRequest('pickup_cancel')?.body as Record<string, string>;
    expect(cancelled.scheduledDate).toBe(tomorrow);
    const kept = await storedReference(stored.body.id);
    expect(`${cancelled.location}${cancelled.pickupConfirmationCode}`).not.toBe(kept);
    expect(await auditOf(org.id, 'pickup.booking_unrecorded')).toHaveLength(0);
  });

  it('FedEx failing to cancel: the booking left at FedEx is recorded in the audit log', async () => {
    const { org, twice } = await pickupReady('fedex');
    carriers.fedex.fault({ endpoint: 'pickup', mode: 'slow', delayMs: 600, count: 2 });
    carriers.fedex.fault({ endpoint: 'pickup_cancel', mode: 'error_503', count: 2 });
    const { stored } = await twice();
    const [entry, ...more] = await auditOf(org.id, 'pickup.booking_unrecorded');
    expect(more).toHaveLength(0);
    expect(entry.summary).toMatchObject({ carrier: 'FedEx', orders: 1, cancelledAtCarrier: false });
    expect(entry.summary.carrierReference).not.toBe(await storedReference(stored.body.id));
  });

  it('DHL Express (pickup_cancel): the booking that was not stored is cancelled with DHL; nothing for an operator', async () => {
    const { org, twice } = await pickupReady('dhl_express');
    const before = carriers.dhl.requests().length;
    carriers.dhl.injectFault({ endpoint: 'pickups', kind: 'slow', delayMs: 600, count: 2 });
    const { stored } = await twice();
    const cancels = carriers.dhl
      .requests()
      .slice(before)
      .filter((r) => r.method === 'DELETE');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toMatchObject({ status: 200 });
    expect(cancels[0]?.path).not.toContain(await storedReference(stored.body.id));
    expect(await auditOf(org.id, 'pickup.booking_unrecorded')).toHaveLength(0);
  });
});

describe('booking a pickup with a carrier', () => {
  it('holds neither the organization’s pickup lock nor an order’s row while the carrier answers slowly', async () => {
    moveClockTo('miércoles', '09:00');
    const { org, api } = await createTestClient(server.url);
    await saveCarrierAccount(getDb(), { organizationId: org.id, carrier: 'dhl_express', credentials: carriers.dhl.credentials, actor });
    const account = (
      await getDb().execute<{ id: string }>(sql`select id from carrier_accounts where organization_id = ${org.id}::uuid`)
    )[0];
    const order = await insertOrderRow(org.id, { provider: 'dhl_express', carrierAccountId: account.id, carrierService: 'N' });
    carriers.dhl.injectFault({ endpoint: 'pickups', kind: 'slow', delayMs: 1500 });
    const { email: _e, ...address } = samplePickupAddress;
    const tomorrow = new Date(Date.parse(`${mexicoCityDay()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const booking = api('POST', '/pickups', { pickupAddress: address, date: tomorrow, timeWindow: { start: '10:00', end: '14:00' } });
    await sleep(700);
    const [free] = await getDb().transaction(
      async (tx) =>
        await tx.execute<{ free: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${`pickups:${org.id}`}, 0)) as free`),
    );
    expect(free.free).toBe(true);
    expect(await rowIsFree(order.id)).toBe(true);
    const res = await booking;
    expect(res.status, res.text).toBe(201);
    expect(res.body.orderCount).toBe(1);
  });

  it('a carrier that fails books nothing: 503 and no pickup stored', async () => {
    moveClockTo('miércoles', '09:00');
    const { org, api } = await createTestClient(server.url);
    await saveCarrierAccount(getDb(), { organizationId: org.id, carrier: 'dhl_express', credentials: carriers.dhl.credentials, actor });
    const account = (
      await getDb().execute<{ id: string }>(sql`select id from carrier_accounts where organization_id = ${org.id}::uuid`)
    )[0];
    await insertOrderRow(org.id, { provider: 'dhl_express', carrierAccountId: account.id, carrierService: 'N' });
    carriers.dhl.injectFault({ endpoint: 'pickups', kind: '503', count: 2 });
    const { email: _e, ...address } = samplePickupAddress;
    const tomorrow = new Date(Date.parse(`${mexicoCityDay()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await api('POST', '/pickups', { pickupAddress: address, date: tomorrow, timeWindow: { start: '10:00', end: '14:00' } });
    expect(res.status, res.text).toBe(503);
    const stored = await getDb().execute<{ n: string }>(sql`select count(*) as n from pickups where organization_id = ${org.id}::uuid`);
    expect(Number(stored[0].n)).toBe(0);
  });
});
