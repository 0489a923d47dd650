// What a reviewer found in the remittance import (issue 35, docs/cod.md "Remittances"), over real HTTP on the real
// database: a corrected file under a reference already imported is a 409 (never a silent duplicate); a line that came
// before the courier's collection report is settled and paid when the report arrives; the balance rows are credited
// after every other write of the import; and the payout never moves a collection that is not remitted.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codCollections, codRemittanceLines, codRemittances, ledgerEntries, webhookEvents } from '@/db/schema';
import { verifyLedgers } from '@/lib/billing/verify-ledger';
import { payOutToBalance } from '@/lib/cod/payout';
import { importRemittanceFile } from '@/lib/cod/remittances/import-file';
import { SETTLED_LATE_MESSAGE } from '@/lib/cod/remittances/settle-waiting-line';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { codCollectedReport, createCodOrder, sendCodReport } from '../helpers/cod';
import { createTestOperatorKey, insertCodOrders, newReference, pesos, postRemittance, remittanceCsv } from '../helpers/cod-remittances';
import { createTestClient, createTestOrg } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';

let server: TestServer;
let operatorKey: string;
beforeAll(async () => {
  server = await startAppServer();
  operatorKey = await createTestOperatorKey();
});
afterAll(() => server?.close());
afterEach(async () => {
  expect((await verifyLedgers(getDb())).differences).toEqual([]);
});

const collectionOf = async (orderId: string) => (await getDb().select().from(codCollections).where(eq(codCollections.orderId, orderId)))[0];
const codPayouts = (orderId: string) =>
  getDb().select().from(ledgerEntries).where(sql`${ledgerEntries.orderId} = ${orderId}::uuid and ${ledgerEntries.kind} = 'cod_payout'`);
const paidOutEvents = async (orderId: string) =>
  (await getDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId))).filter((e) => e.kind === 'order.cod_paid_out');

describe('the same reference with another file', () => {
  it('answers 409 in Spanish and changes nothing; the same file again is still the 200 duplicate', async () => {
    const org = await createTestOrg({ balance: 0 });
    const [first, second] = await insertCodOrders(org.id, 10_000, { count: 2 });
    const reference = newReference();
    const original = remittanceCsv(reference, [[first.trackingNumber, '100.00']]);
    expect((await postRemittance(server.url, operatorKey, original)).status).toBe(201);
    const corrected = remittanceCsv(reference, [
      [first.trackingNumber, '100.00'],
      [second.trackingNumber, '100.00'],
    ]);
    const res = await postRemittance(server.url, operatorKey, corrected);
    expect({ status: res.status, code: res.code }).toEqual({ status: 409, code: 'conflict' });
    expect(res.body.error).toBe(
      `La remesa ${reference} ya se importó con otro contenido; si el proveedor la corrigió, impórtala con una referencia nueva.`,
    );
    expect((await collectionOf(second.orderId)).status).toBe('collected');
    const [remittance] = await getDb().select().from(codRemittances).where(eq(codRemittances.reference, reference));
    expect(remittance).toMatchObject({ lineCount: 1, matchedCount: 1 });
    expect((await moneyOf(org.id)).balance).toBe(10_000);
    const again = await postRemittance(server.url, operatorKey, original);
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
  });
});

describe('a remittance line that came before the collection report', () => {
  it('is settled and paid out when the report arrives (same amount only); the same report again changes nothing', async () => {
    const { api, org } = await createTestClient(server.url);
    const order = await createCodOrder(api, 1250);
    const before = await moneyOf(org.id);
    const reference = newReference();
    const imported = await postRemittance(server.url, operatorKey, remittanceCsv(reference, [[order.providerTrackingNumber!, '1250.00']]));
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body.lines[0].outcome).toBe('not_collected');
    expect(await collectionOf(order.id)).toBeUndefined();

    const report = codCollectedReport(order.providerTrackingNumber!, 1250);
    const res = await sendCodReport(server.url, report);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'collected', cod: { status: 'paid_out', paidOutAmount: 1250 } });
    const [line] = await getDb().select().from(codRemittanceLines).where(eq(codRemittanceLines.remittanceId, imported.body.id));
    expect(line).toMatchObject({ outcome: 'matched', message: SETTLED_LATE_MESSAGE });
    const [entry] = await codPayouts(order.id);
    expect(entry).toMatchObject({ amountCentavos: 125_000 });
    expect(await collectionOf(order.id)).toMatchObject({
      status: 'paid_out',
      remittanceLineId: line.id,
      remittedCentavos: 125_000,
      paidOutCentavos: 125_000,
      payoutLedgerEntryId: entry.id,
    });
    expect((await collectionOf(order.id)).remittedAt).not.toBeNull();
    expect(await paidOutEvents(order.id)).toHaveLength(1);
    const [remittance] = await getDb().select().from(codRemittances).where(eq(codRemittances.reference, reference));
    expect(remittance).toMatchObject({ matchedCount: 1, matchedCentavos: 125_000 });
    const report2 = await (
      await fetch(`${server.url}/api/v1/cod/remittances/${imported.body.id}`, { headers: { Authorization: `Bearer ${operatorKey}` } })
    ).json();
    expect(report2).toMatchObject({ matchedCount: 1, matchedTotal: 1250, outcomes: { matched: 1, not_collected: 0 } });
    expect((await moneyOf(org.id)).balance).toBe(before.balance + 125_000);

    const again = await sendCodReport(server.url, report);
    expect(again.body.outcome).toBe('duplicate');
    expect(await codPayouts(order.id)).toHaveLength(1);
    expect(await paidOutEvents(order.id)).toHaveLength(1);
    expect((await moneyOf(org.id)).balance).toBe(before.balance + 125_000);

    // a waiting line of another amount is left as it is: the collection stays collected and nothing is paid
    const other = await createCodOrder(api, 1250);
    const waiting = await postRemittance(
      server.url,
      operatorKey,
      remittanceCsv(newReference(), [[other.providerTrackingNumber!, '1200.00']]),
    );
    expect(waiting.body.lines[0].outcome).toBe('not_collected');
    expect((await sendCodReport(server.url, codCollectedReport(other.providerTrackingNumber!, 1250))).status).toBe(200);
    expect((await collectionOf(other.id)).status).toBe('collected');
    const [otherLine] = await getDb().select().from(codRemittanceLines).where(eq(codRemittanceLines.remittanceId, waiting.body.id));
    expect(otherLine.outcome).toBe('not_collected');
    expect(await codPayouts(other.id)).toEqual([]);
  });
});

describe('a collection report and an import of the same order at the same time', () => {
  it('the report committed while the import waited: the import sees the collection and pays the line', async () => {
    const org = await createTestOrg({ balance: 0 });
    const [order] = await insertCodOrders(org.id, 8_000);
    await getDb().delete(codCollections).where(eq(codCollections.orderId, order.orderId));
    const csv = remittanceCsv(newReference(), [[order.trackingNumber, '80.00']]);
    let importing: ReturnType<typeof importRemittanceFile> | undefined;
    await getDb().transaction(async (tx) => {
      // what the collection report does under its order lock (lib/cod/record-collection.ts)
      await tx.execute(sql`select 1 from orders where id = ${order.orderId}::uuid for update`);
      await tx.insert(codCollections).values({
        orderId: order.orderId,
        organizationId: org.id,
        status: 'collected',
        expectedCentavos: 8_000,
        collectedCentavos: 8_000,
        collectedAt: new Date(),
      });
      importing = importRemittanceFile(getDb(), { bytes: new TextEncoder().encode(csv), source: 'cli', importedBy: 'cli' });
      let waiting = 0;
      for (let i = 0; i < 200 && waiting === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        waiting = (
          await getDb().execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          )
        )[0].n;
      }
      expect(waiting).toBe(1);
    });
    const report = await importing!;
    expect(report.lines[0].outcome).toBe('matched');
    expect((await collectionOf(order.orderId)).status).toBe('paid_out');
    expect((await moneyOf(org.id)).balance).toBe(8_000);
  });
});

describe('the balance rows are credited last', () => {
  it('while the import waits for an organization balance row, every collection and event is already written', async () => {
    const orgs = [await createTestOrg({ balance: 0 }), await createTestOrg({ balance: 0 })].sort((a, b) => a.id.localeCompare(b.id));
    const orders = [
      ...(await insertCodOrders(orgs[0].id, 5_000, { count: 3 })),
      ...(await insertCodOrders(orgs[1].id, 5_000, { count: 3 })),
    ];
    const csv = remittanceCsv(
      newReference(),
      orders.map((o) => [o.trackingNumber, pesos(o.centavos)]),
    );
    let importing: Promise<unknown> | undefined;
    const held = await getDb().transaction(async (tx) => {
      // the first organization's balance row, held as a purchase holds it (its balance update)
      await tx.execute(sql`update organizations set balance_centavos = balance_centavos where id = ${orgs[0].id}::uuid`);
      importing = importRemittanceFile(getDb(), { bytes: new TextEncoder().encode(csv), source: 'cli', importedBy: 'cli' });
      let waiting: { pid: number }[] = [];
      for (let i = 0; i < 200 && waiting.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        waiting = await getDb().execute<{ pid: number }>(
          sql`select pid from pg_stat_activity where wait_event_type = 'Lock' and query like '%balance_centavos%' and datname = current_database()`,
        );
      }
      expect(waiting).toHaveLength(1);
      // what the waiting import already wrote: the paid_out events (webhook_events) of both organizations
      return getDb().execute<{ mode: string }>(
        sql`select mode from pg_locks where pid = ${waiting[0].pid} and relation = 'webhook_events'::regclass and granted`,
      );
    });
    expect(held.map((l) => l.mode)).toContain('RowExclusiveLock');
    await importing;
    for (const org of orgs) expect((await moneyOf(org.id)).balance).toBe(15_000);
    for (const order of orders) expect(await paidOutEvents(order.orderId)).toHaveLength(1);
  });
});

describe('the payout moves only a remitted collection', () => {
  it('payOutToBalance of a collection still collected: 409 conflict, no credit, nothing written', async () => {
    const org = await createTestOrg({ balance: 0 });
    const [order] = await insertCodOrders(org.id, 7_000);
    const paying = getDb().transaction((tx) =>
      payOutToBalance(tx, {
        orderId: order.orderId,
        organizationId: org.id,
        remittedCentavos: 7_000,
        feeCentavos: 0,
        trackingNumber: order.trackingNumber,
      }),
    );
    await expect(paying).rejects.toMatchObject({ code: 'conflict' });
    expect((await collectionOf(order.orderId)).status).toBe('collected');
    expect(await codPayouts(order.orderId)).toEqual([]);
    expect((await moneyOf(org.id)).balance).toBe(0);
  });
});
