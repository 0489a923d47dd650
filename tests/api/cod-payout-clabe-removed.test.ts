// Removing the payout CLABE (PUT /api/v1/cod/settings payoutClabe null, docs/cod.md "Payout"): the organization's OPEN
// bank batch could never be exported again, so in the settings' transaction its collections are paid to the balance
// (one cod_payout entry per order, net of the deducted fee), become paid_out with order.cod_paid_out, and the empty
// batch is deleted; an exported batch stays for the operator to mark paid. Changing to ANOTHER CLABE keeps the open
// batch, exported to the account current at export. The ledger invariant holds after each test.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb, getSql } from '@/db/client';
import { auditLogs, codPayoutBatches, ledgerEntries, organizations, webhookEvents } from '@/db/schema';
import { verifyLedgers } from '@/lib/billing/verify-ledger';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { collectionOf, payOut, remittedCodOrder, TEST_BENEFICIARY, TEST_CLABE } from '../helpers/cod-payout';
import { createTestOperatorKey, insertCodOrders, newReference, pesos, postRemittance, remittanceCsv } from '../helpers/cod-remittances';
import { createTestClient } from '../helpers/fixtures';

let server: TestServer;
let operatorKey: string;
beforeAll(async () => {
  server = await startAppServer();
  operatorKey = await createTestOperatorKey();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  expect((await verifyLedgers(getDb())).differences).toEqual([]);
});

// another valid CLABE (BBVA)
const OTHER_CLABE = '012180001234567899';

const operator = (method: string, path: string) =>
  fetch(`${server.url}/api/v1${path}`, { method, headers: { Authorization: `Bearer ${operatorKey}` } });
const balanceOf = async (organizationId: string) =>
  (await getDb().select({ b: organizations.balanceCentavos }).from(organizations).where(eq(organizations.id, organizationId)))[0].b;
const codPayoutEntries = (orderId: string) =>
  getDb()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'cod_payout')));
const paidOutEvents = async (orderId: string) =>
  (await getDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId))).filter((e) => e.kind === 'order.cod_paid_out');
const batchOf = async (id: string) => (await getDb().select().from(codPayoutBatches).where(eq(codPayoutBatches.id, id)))[0];
const batchIdOf = (result: Awaited<ReturnType<typeof payOut>>) => {
  expect(result.mode).toBe('batch');
  return (result as { payoutBatchId: string }).payoutBatchId;
};

describe('the CLABE removed with collections in the open batch', () => {
  it('pays the open batch to the balance (net of the fee), orders paid_out with their event; the exported batch stays', async () => {
    const { api, org } = await createTestClient(server.url);
    const bank = { feeMode: 'purchase', payoutClabe: TEST_CLABE, payoutBeneficiary: TEST_BENEFICIARY };
    expect((await api('PUT', '/cod/settings', bank)).status).toBe(200);

    // one order in a batch already exported to the bank
    const exportedOrder = await remittedCodOrder(api, 400);
    const exportedBatchId = batchIdOf(await payOut(exportedOrder));
    expect((await operator('POST', `/cod/payout-batches/${exportedBatchId}/export`)).status).toBe(200);
    // two in the open batch, one of them bought with the fee to deduct
    const first = await remittedCodOrder(api, 1250);
    const second = await remittedCodOrder(api, 850.5, { deductedFeeCentavos: 2_500 });
    const openBatchId = batchIdOf(await payOut(first));
    expect(batchIdOf(await payOut(second))).toBe(openBatchId);
    const before = await balanceOf(org.id);

    const cleared = await api('PUT', '/cod/settings', { feeMode: 'purchase', payoutClabe: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ payoutClabe: null, payoutBeneficiary: null });

    // exactly the open batch's net, one cod_payout entry per order
    expect(await balanceOf(org.id)).toBe(before + 125_000 + 85_050 - 2_500);
    const [firstEntry] = await codPayoutEntries(first.id);
    const [secondEntry] = await codPayoutEntries(second.id);
    expect(firstEntry).toMatchObject({ amountCentavos: 125_000, description: `Cobro contra entrega de la guía ${first.trackingNumber}` });
    expect(secondEntry).toMatchObject({ amountCentavos: 82_550 });
    expect(await collectionOf(first.id)).toMatchObject({
      status: 'paid_out',
      paidOutCentavos: 125_000,
      payoutLedgerEntryId: firstEntry.id,
      payoutBatchId: null,
    });
    expect(await collectionOf(second.id)).toMatchObject({
      status: 'paid_out',
      feeDeductedCentavos: 2_500,
      paidOutCentavos: 82_550,
      payoutLedgerEntryId: secondEntry.id,
      payoutBatchId: null,
    });
    expect((await collectionOf(first.id)).paidOutAt).not.toBeNull();
    const [event] = await paidOutEvents(second.id);
    expect(JSON.parse(event.body).data.cod).toMatchObject({ status: 'paid_out', paidOutAmount: 825.5, feeDeducted: 25 });
    expect(await paidOutEvents(first.id)).toHaveLength(1);
    expect(await batchOf(openBatchId)).toBeUndefined();
    const audits = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, org.id), eq(auditLogs.action, 'cod.settings_updated')));
    expect(audits.map((a) => (a.summary as Record<string, unknown>).openBatchPaidToBalance).filter(Boolean)).toEqual([
      { orders: 2, totalCentavos: 125_000 + 82_550 },
    ]);

    // the exported batch is in the bank's file: left as it is, and the operator still marks it paid
    expect(await batchOf(exportedBatchId)).toMatchObject({ status: 'exported', clabe: TEST_CLABE, orderCount: 1 });
    expect(await collectionOf(exportedOrder.id)).toMatchObject({ status: 'remitted', payoutBatchId: exportedBatchId });
    expect(await codPayoutEntries(exportedOrder.id)).toEqual([]);
    const paid = await operator('POST', `/cod/payout-batches/${exportedBatchId}/mark-paid?bankReference=SPEI-77`);
    expect(await paid.json()).toMatchObject({ paidOrders: 1 });
    expect(await collectionOf(exportedOrder.id)).toMatchObject({ status: 'paid_out', paidOutCentavos: 40_000 });

    // a later match goes to the balance as usual; saving the same settings again pays nothing more
    const later = await remittedCodOrder(api, 100);
    expect(await payOut(later)).toMatchObject({ mode: 'balance', paidOutCentavos: 10_000 });
    const after = await balanceOf(org.id);
    expect((await api('PUT', '/cod/settings', { feeMode: 'deduct', payoutClabe: null })).status).toBe(200);
    expect(await balanceOf(org.id)).toBe(after);
    expect(await codPayoutEntries(first.id)).toHaveLength(1);
  });

  it('another CLABE keeps the open batch: it is exported to the account current at export', async () => {
    const { api, org } = await createTestClient(server.url);
    expect(
      (await api('PUT', '/cod/settings', { feeMode: 'purchase', payoutClabe: TEST_CLABE, payoutBeneficiary: TEST_BENEFICIARY })).status,
    ).toBe(200);
    const order = await remittedCodOrder(api, 700);
    const batchId = batchIdOf(await payOut(order));
    const before = await balanceOf(org.id);
    const changed = await api('PUT', '/cod/settings', {
      feeMode: 'purchase',
      payoutClabe: OTHER_CLABE,
      payoutBeneficiary: 'Otra Cuenta SA',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await balanceOf(org.id)).toBe(before);
    expect(await batchOf(batchId)).toMatchObject({ status: 'open', orderCount: 1, totalCentavos: 70_000 });
    expect(await collectionOf(order.id)).toMatchObject({ status: 'remitted', payoutBatchId: batchId });
    expect((await operator('POST', `/cod/payout-batches/${batchId}/export`)).status).toBe(200);
    expect(await batchOf(batchId)).toMatchObject({ status: 'exported', clabe: OTHER_CLABE, beneficiary: 'Otra Cuenta SA' });
  });
});

describe('the CLABE removed while a remittance is being imported', () => {
  it('the import waits for the change and pays to the balance: no batch is left holding the money', async () => {
    const { api, org } = await createTestClient(server.url);
    const bank = { feeMode: 'purchase', payoutClabe: TEST_CLABE, payoutBeneficiary: TEST_BENEFICIARY };
    expect((await api('PUT', '/cod/settings', bank)).status).toBe(200);
    const [collected] = await insertCodOrders(org.id, 64_000);
    const before = await balanceOf(org.id);

    // A settings change in flight: the row locked and the CLABE cleared, not yet committed.
    const sql = getSql();
    const held = await sql.reserve();
    try {
      await held`begin`;
      await held`select 1 from cod_settings where organization_id = ${org.id}::uuid for update`;
      await held`update cod_settings set payout_clabe = null, payout_beneficiary = null where organization_id = ${org.id}::uuid`;
      const reference = newReference();
      const importing = postRemittance(server.url, operatorKey, remittanceCsv(reference, [[collected.trackingNumber, pesos(64_000)]]));
      // the import waits on the account's lock rather than reading the old CLABE
      await new Promise((resolve) => setTimeout(resolve, 500));
      await held`commit`;
      const res = await importing;
      expect(res.status, res.text).toBe(201);
    } finally {
      held.release();
    }
    expect(await collectionOf(collected.orderId)).toMatchObject({ status: 'paid_out', payoutBatchId: null, paidOutCentavos: 64_000 });
    expect(await balanceOf(org.id)).toBe(before + 64_000);
    const open = await getDb()
      .select()
      .from(codPayoutBatches)
      .where(and(eq(codPayoutBatches.organizationId, org.id), eq(codPayoutBatches.status, 'open')));
    expect(open).toEqual([]);
  });
});
