// The operator's COD bank payout commands as real processes (cli/commands/cod-payouts.ts): list the batches, export
// one to the bank CSV with its total (open -> exported), mark it paid (exported -> paid: its orders paid_out with
// order.cod_paid_out, no ledger entry), and mark it paid again without paying anything twice.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codCollections, ledgerEntries, webhookEvents } from '@/db/schema';
import { systemActor } from '@/lib/audit/record-audit';
import { updateCodSettings } from '@/lib/cod/settings';
import { runCli } from '../helpers/cli';
import { collectionOf, payOut, TEST_BENEFICIARY, TEST_CLABE } from '../helpers/cod-payout';
import { createTestOrg } from '../helpers/fixtures';
import { insertOrderRow } from '../helpers/order-rows';

const cli = (...args: string[]) => runCli(args);

async function remittedOrder(organizationId: string, centavos: number) {
  const order = await insertOrderRow(organizationId, { isCod: true, codAmountCentavos: centavos, status: 'delivered' });
  await getDb().insert(codCollections).values({
    orderId: order.id,
    organizationId,
    status: 'remitted',
    expectedCentavos: centavos,
    collectedCentavos: centavos,
    collectedAt: new Date(),
    remittedCentavos: centavos,
    remittedAt: new Date(),
  });
  return { id: order.id, organizationId, trackingNumber: order.providerTrackingNumber!, remittedCentavos: centavos };
}

describe('npm run cli -- cod:payout-batches / cod:export-payout / cod:mark-payout-paid', () => {
  // seven CLI processes on a shared machine
  it('lists, exports the bank CSV and marks the batch paid once', { timeout: 180_000 }, async () => {
    const org = await createTestOrg();
    await updateCodSettings(getDb(), {
      organizationId: org.id,
      feeMode: 'purchase',
      payoutClabe: TEST_CLABE,
      payoutBeneficiary: TEST_BENEFICIARY,
      actor: systemActor,
    });
    const orders = [await remittedOrder(org.id, 40_000), await remittedOrder(org.id, 12_345)];
    const [first] = await Promise.all(orders.map(payOut));
    const batchId = (first as { payoutBatchId: string }).payoutBatchId;

    const listed = await cli('cod:payout-batches', '--status', 'open', '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const batch = JSON.parse(listed.stdout).data.find((b: { id: string }) => b.id === batchId);
    expect(batch).toMatchObject({ status: 'open', total: 523.45, orderCount: 2, organizationName: org.name });
    expect((await cli('cod:payout-batches', '--status', 'pagado')).stderr).toContain('--status debe ser open, exported o paid');

    const notYet = await cli('cod:mark-payout-paid', batchId, '--reference', 'SPEI-1');
    expect(notYet.code).toBe(2);
    expect(notYet.stderr).toContain('El lote de pago sigue abierto');

    const dir = await mkdtemp(path.join(tmpdir(), 'cod-payout-'));
    const file = path.join(dir, 'pagos.csv');
    const exported = await cli('cod:export-payout', batchId, '--out', file);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain(`2 pedidos por $523.45 MXN a ${TEST_BENEFICIARY}; archivo en ${file}`);
    const csv = await readFile(file, 'utf8');
    const reference = `COD${batchId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(csv).toBe(
      '\uFEFFBeneficiario,CLABE,Monto,Referencia,Concepto\r\n' +
        `${TEST_BENEFICIARY},${TEST_CLABE},523.45,${reference},"Cobros contra entrega, 2 pedidos"\r\n` +
        'Total,,523.45,,1 transferencia\r\n',
    );

    const paid = await cli('cod:mark-payout-paid', batchId, '--reference', 'SPEI-889911', '--json');
    expect(paid.code, paid.stderr).toBe(0);
    expect(JSON.parse(paid.stdout)).toMatchObject({
      paidOrders: 2,
      alreadyPaid: false,
      batch: { status: 'paid', bankReference: 'SPEI-889911' },
    });
    for (const order of orders) {
      expect(await collectionOf(order.id)).toMatchObject({ status: 'paid_out', paidOutCentavos: order.remittedCentavos });
      const events = await getDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id));
      expect(events.map((e) => e.kind)).toEqual(['order.cod_paid_out']);
    }
    expect(await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'cod_payout'))).toEqual([]);

    const again = await cli('cod:mark-payout-paid', batchId, '--reference', 'SPEI-889911');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('ya estaba pagado');
    for (const order of orders) {
      expect(await getDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id))).toHaveLength(1);
    }
  });
});
