// The prepaid balance: every change goes through here, with its ledger entry, in the caller's transaction.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { ledgerEntries, type LedgerEntryKind } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';

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
 * One balance change and its ledger entry as two CTEs of a larger statement: `balance_change` updates
 * the balance, conditionally for a debit (`balance >= amount`, so concurrent debits can never drive it
 * negative), and `ledger_entry` returns the balance after it, or no row when the debit fell short.
 */
export function balanceChangeCtes(change: Change): SQL {
  if (!Number.isInteger(change.amountCentavos) || change.amountCentavos <= 0) {
    throw new DomainError('validation_error', 'El monto debe ser mayor que 0');
  }
  const signed = change.kind === 'debit' ? -change.amountCentavos : change.amountCentavos;
  return sql`balance_change as (
      update organizations set balance_centavos = balance_centavos + ${signed}::bigint
      where id = ${change.organizationId}::uuid and balance_centavos + ${signed}::bigint >= 0
      returning id, balance_centavos
    ), ledger_entry as (
      insert into ${ledgerEntries} (organization_id, kind, amount_centavos, balance_after_centavos, order_id, description)
      select id, ${change.kind}, ${signed}::bigint, balance_centavos, ${change.orderId ?? null}::uuid, ${change.description} from balance_change
      returning balance_after_centavos
    )`;
}

/** Applies one balance change and writes its ledger entry (see balanceChangeCtes). */
export async function applyBalanceChange(db: DbOrTx, change: Change): Promise<{ balanceCentavos: number }> {
  const rows = await db.execute<{ balance_centavos: string }>(
    sql`with ${balanceChangeCtes(change)} select balance_after_centavos as balance_centavos from ledger_entry`,
  );
  const row = rows[0];
  if (!row) {
    if (change.kind === 'debit') throw new DomainError('insufficient_balance');
    throw new DomainError('not_found', 'La organización no existe.');
  }
  return { balanceCentavos: Number(row.balance_centavos) };
}
