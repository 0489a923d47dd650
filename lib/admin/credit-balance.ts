// Platform admin: credits an organization's prepaid balance (ledger entry "credit").
import type { Db } from '@/db/client';
import { applyBalanceChange, toCentavos } from '@/lib/billing/ledger';
import type { CreditBalance } from './schemas';

/** Returns the new balance; the description defaults to naming the platform admin who gave the credit. */
export async function creditOrganizationBalance(db: Db, input: CreditBalance & { actorEmail: string }) {
  const { organizationId, amount, description, actorEmail } = input;
  return db.transaction((tx) =>
    applyBalanceChange(tx, {
      organizationId,
      kind: 'credit',
      amountCentavos: toCentavos(amount),
      description: description || `Abono de saldo (plataforma, ${actorEmail})`,
    }),
  );
}
