// Tests that need a given balance set it through the ledger, so the suite's final ledger:verify check
// (tests/ledger-check.ts) finds every balance equal to the sum of its entries; a test that writes ledger rows of its
// own (made-up balances, old dates) forgets them when it ends.
import { sql } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { getDb } from '@/db/client';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { getBalanceCentavos } from '@/lib/billing/get-balance';

/** Brings the organization's balance to `centavos` (>= 0) with one test entry (an abono or a charge). */
export async function setTestBalance(organizationId: string, centavos: number): Promise<void> {
  const difference = centavos - (await getBalanceCentavos(getDb(), { organizationId }));
  if (difference === 0) return;
  await applyBalanceChange(getDb(), {
    organizationId,
    kind: difference > 0 ? 'manual_credit' : 'label',
    amountCentavos: difference,
    description: 'Ajuste de saldo de la prueba',
  });
}

/** When the current test ends: the organization's ledger rows are deleted and its balance is 0 again. */
export function forgetLedgerAfterTest(organizationId: string): void {
  onTestFinished(async () => {
    await getDb().transaction(async (tx) => {
      await tx.execute(sql`delete from ledger_entries where organization_id = ${organizationId}::uuid`);
      await tx.execute(sql`update organizations set balance_centavos = 0 where id = ${organizationId}::uuid`);
    });
  });
}
