// Platform admin: credits an organization's prepaid balance (ledger entry "credit").
import type { Db } from '@/db/client';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { applyBalanceChange, toCentavos } from '@/lib/billing/ledger';
import type { CreditBalance } from './schemas';

/** Returns the new balance; the description defaults to naming the platform admin who gave the credit. */
export async function creditOrganizationBalance(db: Db, input: CreditBalance & { actorEmail: string; actor?: AuditActor }) {
  const { organizationId, amount, description, actorEmail } = input;
  return db.transaction(async (tx) => {
    const result = await applyBalanceChange(tx, {
      organizationId,
      kind: 'manual_credit',
      amountCentavos: toCentavos(amount),
      description: description || `Abono de saldo (plataforma, ${actorEmail})`,
    });
    if (input.actor) {
      await recordAudit(tx, {
        organizationId,
        actor: input.actor,
        action: 'balance.credited',
        target: { type: 'organization', id: organizationId },
        summary: { amountCentavos: toCentavos(amount), balanceAfterCentavos: result.balanceCentavos, description: description || null },
      });
    }
    return result;
  });
}
