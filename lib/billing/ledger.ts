// The prepaid balance: every change goes through here, with its ledger entry, in the caller's transaction.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { ledgerEntries, type LedgerEntryKind } from '@/db/schema';
import { ApiError } from '@/lib/http/api-error';

export const toCentavos = (pesos: number): number => Math.round(pesos * 100);
export const toPesos = (centavos: number): number => Math.round(centavos) / 100;

type Change = {
  organizationId: string;
  kind: LedgerEntryKind;
  /** centavos, positive */
  amountCentavos: number;
  description: string;
  orderId?: string | null;
};

/**
 * Applies one balance change and writes its ledger entry. A debit is a conditional update
 * (`balance >= amount`), so concurrent debits can never drive the balance negative.
 */
export async function applyBalanceChange(db: DbOrTx, change: Change): Promise<{ balanceCentavos: number }> {
  if (!Number.isInteger(change.amountCentavos) || change.amountCentavos <= 0) {
    throw new ApiError('validation_error', 'El monto debe ser mayor que 0');
  }
  const signed = change.kind === 'debit' ? -change.amountCentavos : change.amountCentavos;
  const rows = await db.execute<{ balance_centavos: string }>(sql`
    with updated as (
      update organizations set balance_centavos = balance_centavos + ${signed}
      where id = ${change.organizationId} and balance_centavos + ${signed} >= 0
      returning id, balance_centavos
    )
    insert into ${ledgerEntries} (organization_id, kind, amount_centavos, balance_after_centavos, order_id, description)
    select id, ${change.kind}, ${signed}, balance_centavos, ${change.orderId ?? null}, ${change.description} from updated
    returning balance_after_centavos as balance_centavos`);
  const row = rows[0];
  if (!row) {
    if (change.kind === 'debit') throw new ApiError('insufficient_balance');
    throw new ApiError('not_found', 'La organización no existe.');
  }
  return { balanceCentavos: Number(row.balance_centavos) };
}
