// The COD payout to the merchant (issue 35 point 3, docs/cod.md "Payout") on the real database and over real HTTP:
// the balance path credits the remitted amount net of a deducted fee in one cod_payout entry (ledger invariant), the
// bank path accrues to the organization's one open batch, the operator exports the bank CSV with its total (closing
// the batch) and marks it paid, which moves every order to paid_out and sends order.cod_paid_out to a real receiver;
// marking it paid again pays nothing twice.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codPayoutBatches, ledgerEntries, organizations, webhookEvents } from '@/db/schema';
import { verifyLedgers } from '@/lib/billing/verify-ledger';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookEventPayloadSchema } from '@/lib/webhooks/schemas';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { collectionOf, payOut, remittedCodOrder, TEST_BENEFICIARY, TEST_CLABE } from '../helpers/cod-payout';
import { createTestOperatorKey } from '../helpers/cod-remittances';
import { createTestClient } from '../helpers/fixtures';
import { createWebhookViaApi } from '../helpers/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

let server: TestServer;
let receiver: WebhookReceiver;
let runner: RunnerOf<typeof webhookDeliveryJob>;
let operatorKey: string;

beforeAll(async () => {
  server = await startAppServer();
  receiver = await startWebhookReceiver();
  runner = await new JobRunner(webhookDeliveryJob, { pollIntervalMs: 200 }).start();
  operatorKey = await createTestOperatorKey();
});
afterAll(async () => {
  await runner.stop();
  await receiver.close();
  await server.close();
});
afterEach(async () => {
  const verification = await verifyLedgers(getDb());
  expect(verification.differences).toEqual([]);
});

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

describe('to the balance (no CLABE)', () => {
  it('credits the whole remitted amount when the fee was charged at purchase, and records order.cod_paid_out', async () => {
    const { api, org } = await createTestClient(server.url);
    const order = await remittedCodOrder(api, 1250);
    const before = await balanceOf(org.id);
    expect(await payOut(order)).toMatchObject({ mode: 'balance', paidOutCentavos: 125_000 });
    expect(await balanceOf(org.id)).toBe(before + 125_000);
    const [entry] = await codPayoutEntries(order.id);
    expect(entry).toMatchObject({ amountCentavos: 125_000, description: `Cobro contra entrega de la guía ${order.trackingNumber}` });
    expect(await collectionOf(order.id)).toMatchObject({
      status: 'paid_out',
      feeDeductedCentavos: 0,
      paidOutCentavos: 125_000,
      payoutLedgerEntryId: entry.id,
    });
    const [event] = await paidOutEvents(order.id);
    expect(JSON.parse(event.body).data.cod).toMatchObject({ status: 'paid_out', paidOutAmount: 1250, feeDeducted: 0 });
  });

  it('credits the amount net of the fee when the order was bought with the fee deducted', async () => {
    const { api, org } = await createTestClient(server.url);
    const order = await remittedCodOrder(api, 1000, { deductedFeeCentavos: 3_000 });
    const before = await balanceOf(org.id);
    expect(await payOut(order)).toMatchObject({ mode: 'balance', paidOutCentavos: 97_000 });
    expect(await balanceOf(org.id)).toBe(before + 97_000);
    expect((await codPayoutEntries(order.id)).map((e) => e.amountCentavos)).toEqual([97_000]);
    expect(await collectionOf(order.id)).toMatchObject({ status: 'paid_out', feeDeductedCentavos: 3_000, paidOutCentavos: 97_000 });
  });

  it('a second payout of the same collection pays nothing', async () => {
    const { api, org } = await createTestClient(server.url);
    const order = await remittedCodOrder(api, 500);
    await payOut(order);
    const after = await balanceOf(org.id);
    expect(await payOut(order)).toMatchObject({ mode: 'already', status: 'paid_out' });
    expect(await balanceOf(org.id)).toBe(after);
    expect(await codPayoutEntries(order.id)).toHaveLength(1);
    expect(await paidOutEvents(order.id)).toHaveLength(1);
  });
});

describe('to the bank (CLABE set)', () => {
  it('accrues to one open batch, exports the bank CSV with its total, and marks it paid: orders paid_out, webhooks sent', async () => {
    const { api, org } = await createTestClient(server.url);
    await createWebhookViaApi(api, { url: receiver.url(`/pagado-${org.id}`), events: ['order.cod_paid_out'] });
    const settings = await api('PUT', '/cod/settings', {
      feeMode: 'purchase',
      payoutClabe: TEST_CLABE,
      payoutBeneficiary: TEST_BENEFICIARY,
    });
    expect(settings.status, settings.text).toBe(200);
    const first = await remittedCodOrder(api, 1250);
    const second = await remittedCodOrder(api, 850.5, { deductedFeeCentavos: 2_500 });
    const balanceBefore = await balanceOf(org.id);

    const a = await payOut(first);
    const b = await payOut(second);
    expect(a.mode).toBe('batch');
    expect(b).toEqual(a);
    const batchId = (a as { payoutBatchId: string }).payoutBatchId;
    const [batch] = await getDb().select().from(codPayoutBatches).where(eq(codPayoutBatches.id, batchId));
    expect(batch).toMatchObject({ organizationId: org.id, status: 'open', totalCentavos: 125_000 + 85_050 - 2_500, orderCount: 2 });
    expect(await collectionOf(second.id)).toMatchObject({ status: 'remitted', payoutBatchId: batchId, feeDeductedCentavos: 2_500 });
    expect(await balanceOf(org.id)).toBe(balanceBefore);
    expect(await codPayoutEntries(first.id)).toEqual([]);
    expect(await paidOutEvents(first.id)).toEqual([]);

    // the operator's list
    const listed = await operator('GET', '/cod/payout-batches?status=open');
    expect(listed.status).toBe(200);
    expect((await listed.json()).data.map((x: { id: string }) => x.id)).toContain(batchId);

    // marking an open batch paid is refused: it must be exported first
    const early = await operator('POST', `/cod/payout-batches/${batchId}/mark-paid?bankReference=SPEI-1`);
    expect(early.status).toBe(409);
    expect(early.headers.get('x-error-code')).toBe('payout_batch_not_payable');

    const exported = await operator('POST', `/cod/payout-batches/${batchId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    // the bytes as sent (fetch's text() would drop the BOM)
    const csv = Buffer.from(await exported.arrayBuffer()).toString('utf8');
    const reference = `COD${batchId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(csv).toBe(
      '\uFEFFBeneficiario,CLABE,Monto,Referencia,Concepto\r\n' +
        `${TEST_BENEFICIARY},${TEST_CLABE},2075.50,${reference},"Cobros contra entrega, 2 pedidos"\r\n` +
        'Total,,2075.50,,1 transferencia\r\n',
    );
    const [closed] = await getDb().select().from(codPayoutBatches).where(eq(codPayoutBatches.id, batchId));
    expect(closed).toMatchObject({ status: 'exported', clabe: TEST_CLABE, beneficiary: TEST_BENEFICIARY });

    // a collection remitted after the export opens a new batch
    const third = await remittedCodOrder(api, 300);
    const c = await payOut(third);
    expect(c.mode).toBe('batch');
    expect((c as { payoutBatchId: string }).payoutBatchId).not.toBe(batchId);

    const balanceBeforePaid = await balanceOf(org.id);
    const paid = await operator('POST', `/cod/payout-batches/${batchId}/mark-paid?bankReference=SPEI-889911`);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ paidOrders: 2, alreadyPaid: false, batch: { status: 'paid', bankReference: 'SPEI-889911' } });
    expect(await collectionOf(first.id)).toMatchObject({ status: 'paid_out', paidOutCentavos: 125_000, payoutLedgerEntryId: null });
    expect(await collectionOf(second.id)).toMatchObject({ status: 'paid_out', paidOutCentavos: 82_550 });
    expect(await collectionOf(third.id)).toMatchObject({ status: 'remitted' });
    // no ledger entry: the money went to the bank
    expect(await balanceOf(org.id)).toBe(balanceBeforePaid);

    const requests = await receiver.waitFor(2, `/pagado-${org.id}`);
    const events = requests.map((r) => webhookEventPayloadSchema.parse(JSON.parse(r.rawBody.toString('utf8'))));
    expect(events.map((e) => e.event)).toEqual(['order.cod_paid_out', 'order.cod_paid_out']);
    expect(new Set(events.map((e) => e.data.orderId))).toEqual(new Set([first.id, second.id]));
    expect(events.find((e) => e.data.orderId === second.id)?.data.cod).toMatchObject({
      status: 'paid_out',
      paidOutAmount: 825.5,
      feeDeducted: 25,
    });

    // marking it paid again pays nothing twice and sends nothing more
    const again = await operator('POST', `/cod/payout-batches/${batchId}/mark-paid?bankReference=SPEI-OTRA`);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ paidOrders: 0, alreadyPaid: true, batch: { bankReference: 'SPEI-889911' } });
    expect(await paidOutEvents(first.id)).toHaveLength(1);
    const reexport = await operator('POST', `/cod/payout-batches/${batchId}/export`);
    expect(reexport.status).toBe(409);
    expect(reexport.headers.get('x-error-code')).toBe('payout_batch_not_exportable');
  });

  it('two marks of the same batch at once pay its orders once', async () => {
    const { api } = await createTestClient(server.url);
    expect(
      (await api('PUT', '/cod/settings', { feeMode: 'purchase', payoutClabe: TEST_CLABE, payoutBeneficiary: TEST_BENEFICIARY })).status,
    ).toBe(200);
    const orders = [await remittedCodOrder(api, 100), await remittedCodOrder(api, 200)];
    // two payouts at once, with no open batch yet: both join the one batch they open
    const results = await Promise.all(orders.map(payOut));
    const batchId = (results[0] as { payoutBatchId: string }).payoutBatchId;
    expect(results[1]).toEqual(results[0]);
    expect((await operator('POST', `/cod/payout-batches/${batchId}/export`)).status).toBe(200);
    const answers = await Promise.all(
      ['SPEI-A', 'SPEI-B'].map(async (ref) =>
        (await operator('POST', `/cod/payout-batches/${batchId}/mark-paid?bankReference=${ref}`)).json(),
      ),
    );
    expect(answers.map((a) => a.paidOrders).sort()).toEqual([0, 2]);
    expect(answers.map((a) => a.alreadyPaid).sort()).toEqual([false, true]);
    for (const order of orders) expect(await paidOutEvents(order.id)).toHaveLength(1);
  });

  it("an organization's API key cannot list, export or mark payout batches", async () => {
    const { key } = await createTestClient(server.url);
    const res = await fetch(`${server.url}/api/v1/cod/payout-batches`, { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-error-code')).toBe('operator_key_required');
  });
});
