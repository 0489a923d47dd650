// Crash safety of a weight adjustment (issue 34, "Bad input and failure"): a real server process
// (tests/helpers/measurement-server-child.ts) is killed with SIGKILL while a measurement report is in flight, once
// before its transaction commits (the order locked, the writes and the COMMIT about to be sent together) and once after
// the commit but before the answer. The provider sends the same report again to a new process: nothing is lost, nothing
// is charged twice, and the balance equals the sum of the ledger.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders, webhookEvents } from '@/db/schema';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { killChildServers, startChildServer } from '../helpers/child-server';
import { createTestClient } from '../helpers/fixtures';
import { adjustmentCount, measurementReport, moneyOf, sendMeasurement } from '../helpers/measurements';
import { createOrderViaApi } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterEach(killChildServers);
afterAll(async () => {
  await server.close();
});

/** Starts the intake process (CRASH_AT as given) and resolves once it listens. */
const startIntakeProcess = (crashAt?: 'before_commit' | 'after_commit') =>
  startChildServer('tests/helpers/measurement-server-child.ts', { CRASH_AT: crashAt ?? '' });

async function pickedUpOrder() {
  const client = await createTestClient(server.url);
  const { orderId } = await createOrderViaApi(client.api);
  expect((await client.api('POST', `/sandbox/orders/${orderId}/advance`, {})).status).toBe(200);
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  return { client, order };
}

const adjustedEvents = async (orderId: string) =>
  (await getDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId))).filter((e) => e.kind === 'order.adjusted');

describe('a measurement killed mid-way', () => {
  it('before the commit: nothing was kept; the retry charges once', async () => {
    const { client, order } = await pickedUpOrder();
    const before = await moneyOf(client.org.id);
    const report = measurementReport(order.providerTrackingNumber!, 4);

    const crashing = await startIntakeProcess('before_commit');
    const inFlight = sendMeasurement(crashing.url, report).catch((error: unknown) => error);
    await crashing.said('paused');
    await crashing.kill();
    expect(await inFlight).toBeInstanceOf(Error);
    expect(await adjustmentCount(order.id)).toBe(0);
    expect(await moneyOf(client.org.id)).toEqual(before);

    const healthy = await startIntakeProcess();
    const retried = await sendMeasurement(healthy.url, report);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.outcome).toBe('charged');
    const charge = Math.round(retried.body.adjustment.amount * 100);
    const after = await moneyOf(client.org.id);
    expect(after).toEqual({ balance: before.balance - charge, ledgerSum: before.balance - charge, entries: before.entries + 1 });
    expect(await adjustedEvents(order.id)).toHaveLength(1);
    expect((await sendMeasurement(healthy.url, report)).body.outcome).toBe('duplicate');
    expect(await moneyOf(client.org.id)).toEqual(after);
  });

  it('after the commit, before the answer: the retry is a duplicate, charged once', async () => {
    const { client, order } = await pickedUpOrder();
    const before = await moneyOf(client.org.id);
    const report = measurementReport(order.providerTrackingNumber!, 4);

    const crashing = await startIntakeProcess('after_commit');
    const inFlight = sendMeasurement(crashing.url, report).catch((error: unknown) => error);
    await crashing.said('committed');
    await crashing.kill();
    expect(await inFlight).toBeInstanceOf(Error);
    expect(await adjustmentCount(order.id)).toBe(1);
    const committed = await moneyOf(client.org.id);
    expect(committed.entries).toBe(before.entries + 1);

    const healthy = await startIntakeProcess();
    const retried = await sendMeasurement(healthy.url, report);
    expect(retried.status).toBe(200);
    expect(retried.body.outcome).toBe('duplicate');
    expect(await moneyOf(client.org.id)).toEqual(committed);
    expect(committed.ledgerSum).toBe(committed.balance);
    expect(await adjustmentCount(order.id)).toBe(1);
    expect(await adjustedEvents(order.id)).toHaveLength(1);
  });
});
