// The COD fee mode at purchase (issue 35, docs/cod.md "Fee mode"): an organization whose cod_settings.fee_mode is
// deduct is not charged the COD fee with the label (it is taken from the collection at payout): the quote's total
// leaves it out and says so (codFeeDeducted), the order's pricing keeps the fee in its breakdown with
// codFeeDeducted: true, and the purchase debits less, the ledger still adding up to the balance. The cod_settings row
// is written here directly (its API is another part's), with the tariffs' cache told as its writer must.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codSettings, ledgerEntries, orders } from '@/db/schema';
import { codSettingsChanged, confirmCodSettingsChanged } from '@/lib/pricing/load-tariffs';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';
import { validOrderBody } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const quoteBody = {
  originPostalCode: '06600',
  destinationPostalCode: '44100',
  package: { weight: 1.5, dimensions: { length: 30, width: 20, height: 15 }, declaredValue: 500 },
  isCod: true,
  codAmount: 1000,
  shipmentType: 'standard',
};

async function setFeeMode(organizationId: string, feeMode: 'purchase' | 'deduct') {
  await getDb().transaction(async (tx) => {
    await tx
      .insert(codSettings)
      .values({ organizationId, feeMode })
      .onConflictDoUpdate({ target: codSettings.organizationId, set: { feeMode } });
    await codSettingsChanged(tx, organizationId);
  });
  await confirmCodSettingsChanged(organizationId);
}

describe('fee mode deduct', () => {
  it('the quote leaves the fee out of the total and says so; purchase mode charges it', async () => {
    const deduct = await createTestClient(server.url);
    const purchase = await createTestClient(server.url);
    await setFeeMode(deduct.org.id, 'deduct');
    const [withFee, withoutFee] = await Promise.all([purchase.api('POST', '/quotes', quoteBody), deduct.api('POST', '/quotes', quoteBody)]);
    expect(withFee.status, withFee.text).toBe(200);
    expect(withoutFee.status, withoutFee.text).toBe(200);
    const fee = withFee.body.quotes[0].breakdown.codFee;
    expect(fee).toBe(30);
    expect(withFee.body.codFeeDeducted).toBe(false);
    expect(withoutFee.body.codFeeDeducted).toBe(true);
    expect(withoutFee.body.quotes[0].breakdown.codFee).toBe(fee);
    expect(withoutFee.body.quotes[0].totalCost).toBeCloseTo(withFee.body.quotes[0].totalCost - fee, 2);
    const sandboxOption = (body: { options: { carrier: string; service: string; totalCost: number }[] }) =>
      body.options.find((o) => o.carrier === 'sandbox' && o.service === 'standard')!;
    expect(sandboxOption(withoutFee.body).totalCost).toBeCloseTo(sandboxOption(withFee.body).totalCost - fee, 2);
    // not COD: nothing to deduct
    const plain = await deduct.api('POST', '/quotes', { ...quoteBody, isCod: false, codAmount: undefined });
    expect(plain.body.codFeeDeducted).toBe(false);
  });

  it('the purchase debits the total without the fee; the pricing keeps it with codFeeDeducted; the ledger adds up', async () => {
    const client = await createTestClient(server.url);
    await setFeeMode(client.org.id, 'deduct');
    const quote = await client.api('POST', '/quotes', quoteBody);
    const before = await moneyOf(client.org.id);
    const res = await client.api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 1000 }));
    expect(res.status, res.text).toBe(201);
    const [order] = await getDb().select().from(orders).where(eq(orders.id, res.body.orderId));
    const expected = Math.round(quote.body.quotes[0].totalCost * 100);
    expect(order.totalCostCentavos).toBe(expected);
    const pricing = order.pricing as { codFeeDeducted?: boolean; breakdownCentavos: { codFee: number } };
    expect(pricing.codFeeDeducted).toBe(true);
    expect(pricing.breakdownCentavos.codFee).toBe(3_000);
    const after = await moneyOf(client.org.id);
    expect(after.balance).toBe(before.balance - expected);
    expect(after.ledgerSum).toBe(after.balance);
    const [entry] = await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(entry.amountCentavos).toBe(-expected);

    // back to purchase mode: the next order is charged the fee; the first is not re-priced
    await setFeeMode(client.org.id, 'purchase');
    const second = await client.api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 1000 }));
    expect(second.status).toBe(201);
    const [secondOrder] = await getDb().select().from(orders).where(eq(orders.id, second.body.orderId));
    expect(secondOrder.totalCostCentavos).toBe(expected + 3_000);
    expect((secondOrder.pricing as { codFeeDeducted?: boolean }).codFeeDeducted).toBeUndefined();
    const [first] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(first.totalCostCentavos).toBe(expected);
    const end = await moneyOf(client.org.id);
    expect(end.ledgerSum).toBe(end.balance);
  });
});
