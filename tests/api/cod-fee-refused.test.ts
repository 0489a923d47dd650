// The COD fee of a refused order bought in fee mode deduct (docs/cod.md "Fee mode"): there is no collection to take it
// from at payout, so the refusal report debits it from the balance (one cod_fee entry, recorded on the collection as
// fee_deducted_centavos) in its transaction, even past zero (the parcel travelled), and a repeated report charges
// nothing more. In purchase mode the fee was paid with the label: a refusal charges nothing. Ledger invariant after each.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { ledgerEntries, organizations, webhookEvents } from '@/db/schema';
import { verifyLedgers } from '@/lib/billing/verify-ledger';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { codRefusedReport, codRowOf, createCodOrder, sendCodReport } from '../helpers/cod';
import { createTestClient } from '../helpers/fixtures';
import { setTestBalance } from '../helpers/ledger';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  expect((await verifyLedgers(getDb())).differences).toEqual([]);
});

const balanceOf = async (organizationId: string) =>
  (await getDb().select({ b: organizations.balanceCentavos }).from(organizations).where(eq(organizations.id, organizationId)))[0].b;
const codFeeEntries = (orderId: string) =>
  getDb()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'cod_fee')));

describe('a refused COD order', () => {
  it('in fee mode deduct pays its COD fee once, from the balance, even below zero', async () => {
    const { api, org } = await createTestClient(server.url);
    expect((await api('PUT', '/cod/settings', { feeMode: 'deduct', payoutClabe: null })).status).toBe(200);
    const order = await createCodOrder(api, 1000);
    const fee = (order.pricing as { codFeeDeducted?: boolean; breakdownCentavos: { codFee: number } }).breakdownCentavos.codFee;
    expect((order.pricing as { codFeeDeducted?: boolean }).codFeeDeducted).toBe(true);
    expect(fee).toBe(3_000);
    // less than the fee: the parcel has travelled, the fee is charged anyway
    await setTestBalance(org.id, 1_000);

    const report = codRefusedReport(order.providerTrackingNumber!);
    const res = await sendCodReport(server.url, report);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'refused', cod: { status: 'refused', feeDeducted: 30 } });
    const entries = await codFeeEntries(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amountCentavos: -3_000,
      balanceAfterCentavos: -2_000,
      description: `Comisión por cobro contra entrega de la guía ${order.providerTrackingNumber} (el destinatario no pagó)`,
    });
    expect(await balanceOf(org.id)).toBe(-2_000);
    expect(await codRowOf(order.id)).toMatchObject({ status: 'refused', feeDeductedCentavos: 3_000 });
    const [event] = (await getDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id))).filter(
      (e) => e.kind === 'order.cod_refused',
    );
    expect(JSON.parse(event.body).data.cod).toMatchObject({ status: 'refused', feeDeducted: 30 });

    // the provider's retry: a duplicate, nothing more charged
    const again = await sendCodReport(server.url, { ...report, dateTimeISO: new Date().toISOString() });
    expect(again.status, again.text).toBe(200);
    expect(again.body.outcome).toBe('duplicate');
    expect(await codFeeEntries(order.id)).toHaveLength(1);
    expect(await balanceOf(org.id)).toBe(-2_000);
    // another refusal of the same order (another courier reference) is a forbidden move: nothing charged either
    expect((await sendCodReport(server.url, codRefusedReport(order.providerTrackingNumber!))).status).toBe(409);
    expect(await codFeeEntries(order.id)).toHaveLength(1);
  });

  it('in fee mode purchase charges nothing more (the fee was paid with the label)', async () => {
    const { api, org } = await createTestClient(server.url);
    const order = await createCodOrder(api, 1000);
    const before = await balanceOf(org.id);
    expect((await sendCodReport(server.url, codRefusedReport(order.providerTrackingNumber!))).status).toBe(200);
    expect(await codFeeEntries(order.id)).toEqual([]);
    expect(await balanceOf(org.id)).toBe(before);
    expect(await codRowOf(order.id)).toMatchObject({ status: 'refused', feeDeductedCentavos: 0 });
  });
});
