// The prepaid ledger (lib/billing/ledger.ts): conditional debits under concurrency, one entry per change,
// balance_after forming an unbroken chain, and the balance always equal to the sum of the ledger.
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { ledgerEntries, organizations } from '@/db/schema';
import { applyBalanceChange, toCentavos, toPesos } from '@/lib/billing/ledger';
import { createTestOrg } from '../helpers/fixtures';
import { withHttpStatus } from '../helpers/http-status';

const db = () => getDb();

async function ledgerOf(organizationId: string) {
  return db()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.organizationId, organizationId))
    .orderBy(asc(ledgerEntries.balanceAfterCentavos));
}
async function balanceOf(organizationId: string) {
  const [org] = await db().select().from(organizations).where(eq(organizations.id, organizationId));
  return org.balanceCentavos;
}

describe('applyBalanceChange', () => {
  it('debits, credits and refunds with signed ledger entries', async () => {
    const org = await createTestOrg({ balance: 100 });
    await applyBalanceChange(db(), { organizationId: org.id, kind: 'label', amountCentavos: -2550, description: 'envío' });
    await applyBalanceChange(db(), { organizationId: org.id, kind: 'refund', amountCentavos: 550, description: 'reembolso' });
    const { balanceCentavos } = await applyBalanceChange(db(), {
      organizationId: org.id,
      kind: 'manual_credit',
      amountCentavos: 1,
      description: 'recarga',
    });
    expect(balanceCentavos).toBe(10000 - 2550 + 550 + 1);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.organizationId, org.id));
    expect(entries.map((e) => [e.kind, e.amountCentavos]).sort()).toEqual([
      ['label', -2550],
      ['manual_credit', 1],
      ['manual_credit', 10000],
      ['refund', 550],
    ]);
  });

  it('refuses a debit larger than the balance with 402 and writes nothing', async () => {
    const org = await createTestOrg({ balance: 10 });
    await expect(
      withHttpStatus(applyBalanceChange(db(), { organizationId: org.id, kind: 'label', amountCentavos: -1001, description: 'x' })),
    ).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_balance',
    });
    expect(await balanceOf(org.id)).toBe(1000);
    expect(await ledgerOf(org.id)).toHaveLength(1);
    // exactly the balance is allowed, down to zero
    await applyBalanceChange(db(), { organizationId: org.id, kind: 'label', amountCentavos: -1000, description: 'x' });
    expect(await balanceOf(org.id)).toBe(0);
  });

  it('rejects zero, negative and fractional amounts', async () => {
    const org = await createTestOrg();
    for (const amountCentavos of [0, -5, 10.5, Number.NaN]) {
      await expect(
        withHttpStatus(applyBalanceChange(db(), { organizationId: org.id, kind: 'manual_credit', amountCentavos, description: 'x' })),
      ).rejects.toMatchObject({ status: 400 });
    }
  });

  it('40 concurrent debits against a balance for 13: exactly 13 succeed, never below zero, ledger == balance', async () => {
    const org = await createTestOrg({ balance: 13 * 17.75 });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        applyBalanceChange(db(), { organizationId: org.id, kind: 'label', amountCentavos: -1775, description: 'envío' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(13);
    expect(
      results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 'insufficient_balance'),
    ).toBe(true);
    expect(await balanceOf(org.id)).toBe(0);
    const [{ sum }] = await db()
      .select({ sum: sql<string>`sum(amount_centavos)::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.organizationId, org.id));
    expect(Number(sum)).toBe(0);
    // balance_after values form a chain: each entry's balance is the previous one's plus its amount
    const chain = (await ledgerOf(org.id)).reverse();
    for (let i = 1; i < chain.length; i++)
      expect(chain[i].balanceAfterCentavos).toBe(chain[i - 1].balanceAfterCentavos + chain[i].amountCentavos);
  });

  it('rolls back with the caller’s transaction', async () => {
    const org = await createTestOrg({ balance: 50 });
    await expect(
      db().transaction(async (tx) => {
        await applyBalanceChange(tx, { organizationId: org.id, kind: 'label', amountCentavos: -2000, description: 'x' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await balanceOf(org.id)).toBe(5000);
    expect(await ledgerOf(org.id)).toHaveLength(1);
  });

  it('converts pesos and centavos without float drift', () => {
    expect(toCentavos(0.29)).toBe(29);
    expect(toCentavos(1234.56)).toBe(123456);
    expect(toCentavos(177.5)).toBe(17750);
    expect(toPesos(17750)).toBe(177.5);
    expect(toPesos(1)).toBe(0.01);
  });
});
