// The prepaid balance: every change goes through here, with its ledger entry, in the caller's transaction
// (docs/billing.md). An entry's amount is signed; its kind says which sign it may have.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { ledgerEntries, type LedgerEntryKind } from '@/db/schema';
import { debitLedgerEntryKinds } from '@/model/money';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { AUTO_RECHARGE_NOTIFY_CHANNEL } from '@/lib/payments/auto-recharge/channel';

export const toCentavos = (pesos: number): number => Math.round(pesos * 100);
export const toPesos = (centavos: number): number => Math.round(centavos) / 100;

export type BalanceChange = {
  organizationId: string;
  kind: LedgerEntryKind;
  /**
   * centavos, signed: negative takes money out. Kinds label and cod_fee are always negative, adjustment either,
   * the rest (topup, manual_credit, refund, dispute_refund, cod_payout) always positive.
   */
  amountCentavos: number;
  description: string;
  orderId?: string | null;
  batchId?: string | null;
  adjustmentId?: string | null;
};

/** The sign each kind may have (the one rule: a kind's entries never change direction, except an adjustment's). */
function checkSign(change: BalanceChange): void {
  const amount = change.amountCentavos;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw new DomainError('validation_error', 'El monto debe ser un número entero de centavos distinto de 0');
  }
  if (change.kind === 'adjustment') return;
  const debit = (debitLedgerEntryKinds as readonly string[]).includes(change.kind);
  if (debit !== amount < 0) {
    throw new DomainError('validation_error', `Un movimiento de tipo ${change.kind} no puede tener ese signo`);
  }
}

/**
 * One balance change and its ledger entry as two CTEs of a larger statement: `balance_change` updates the balance
 * and `ledger_entry` returns the balance after it. A debit is conditional (`balance >= amount`, so concurrent
 * purchases can never take the balance below zero, and a balance already below zero blocks them), and the CTEs
 * then return no row; a weight adjustment's charge is not (the parcel has shipped: the balance may go below zero), nor
 * is a cod_fee (the COD fee of a deduct-mode order the recipient refused to pay, lib/cod/record-collection.ts: the
 * parcel has travelled there and back, and the provider's report must be recorded whatever the balance).
 */
export function balanceChangeCtes(change: BalanceChange): SQL {
  checkSign(change);
  const signed = change.amountCentavos;
  const conditional = signed < 0 && change.kind !== 'adjustment' && change.kind !== 'cod_fee';
  // A debit that leaves the balance below an active automatic recharge's threshold wakes its job at commit
  // (docs/payments.md "Direct debit"): one primary-key lookup per debit, a NOTIFY only then.
  const wakeAutoRecharge =
    signed < 0
      ? sql`, (select pg_notify(${AUTO_RECHARGE_NOTIFY_CHANNEL}, '') from auto_recharge_settings s
        where s.organization_id = ${change.organizationId}::uuid and s.enabled and s.status = 'active'
          and balance_after_centavos < s.threshold_centavos) as auto_recharge_wake`
      : sql``;
  return sql`balance_change as (
      update organizations set balance_centavos = balance_centavos + ${signed}::bigint
      where id = ${change.organizationId}::uuid${conditional ? sql` and balance_centavos + ${signed}::bigint >= 0` : sql``}
      returning id, balance_centavos
    ), ledger_entry as (
      insert into ${ledgerEntries} (organization_id, kind, amount_centavos, balance_after_centavos, order_id, batch_id, adjustment_id, description)
      select id, ${change.kind}, ${signed}::bigint, balance_centavos, ${change.orderId ?? null}::uuid, ${change.batchId ?? null}::uuid,
        ${change.adjustmentId ?? null}::uuid, ${change.description} from balance_change
      returning id, balance_after_centavos${wakeAutoRecharge}
    )`;
}

/** Applies one balance change and writes its ledger entry (see balanceChangeCtes). */
export async function applyBalanceChange(db: DbOrTx, change: BalanceChange): Promise<{ balanceCentavos: number; ledgerEntryId: string }> {
  const rows = await db.execute<{ balance_centavos: string; id: string }>(
    sql`with ${balanceChangeCtes(change)} select id, balance_after_centavos as balance_centavos from ledger_entry`,
  );
  const row = rows[0];
  if (!row) {
    if (change.amountCentavos < 0) throw new DomainError('insufficient_balance');
    throw new DomainError('not_found', 'La organización no existe.');
  }
  return { balanceCentavos: Number(row.balance_centavos), ledgerEntryId: row.id };
}

export type BalanceCredit = { amountCentavos: number; description: string; orderId?: string | null };

/**
 * Many credits of one kind to one organization's balance in one statement (a COD remittance pays thousands of orders
 * of one organization): the balance row is updated once by their sum and one ledger entry is written per credit, each
 * with the balance after it (in the given order), so the ledger reads exactly as if applyBalanceChange had run for each.
 * Credits only (each amount > 0, a kind that may be positive). Returns the entry ids in the order of `credits`.
 */
export async function applyBalanceCredits(
  db: DbOrTx,
  input: { organizationId: string; kind: LedgerEntryKind; credits: readonly BalanceCredit[] },
): Promise<string[]> {
  if (input.credits.length === 0) return [];
  for (const credit of input.credits) {
    checkSign({
      organizationId: input.organizationId,
      kind: input.kind,
      amountCentavos: credit.amountCentavos,
      description: credit.description,
    });
    if (credit.amountCentavos < 0) throw new DomainError('validation_error', 'applyBalanceCredits solo abona montos positivos');
  }
  const text = (values: readonly unknown[]) =>
    sql`${sql.param(values.map((v) => (v === null || v === undefined ? null : String(v))))}::text[]`;
  const rows = await db.execute<{ id: string; balance_after_centavos: string }>(sql`
    with credit as (
      select v.amount::bigint as amount, v.description, v.order_id::uuid as order_id, v.n
      from unnest(${text(input.credits.map((c) => c.amountCentavos))}, ${text(input.credits.map((c) => c.description))},
        ${text(input.credits.map((c) => c.orderId ?? null))}) with ordinality as v(amount, description, order_id, n)
    ), total as (select sum(amount)::bigint as amount from credit),
    balance_change as (
      update organizations set balance_centavos = balance_centavos + (select amount from total)
      where id = ${input.organizationId}::uuid
      returning id, balance_centavos
    ), ledger_entry as (
      insert into ${ledgerEntries} (organization_id, kind, amount_centavos, balance_after_centavos, order_id, description)
      select b.id, ${input.kind}, c.amount, b.balance_centavos - t.amount + sum(c.amount) over (order by c.n), c.order_id, c.description
      from credit c cross join balance_change b cross join total t
      returning id, balance_after_centavos
    )
    select id, balance_after_centavos from ledger_entry`);
  if (rows.length !== input.credits.length) throw new DomainError('not_found', 'La organización no existe.');
  // Every amount is positive, so the balance after each entry grows with the credits' order.
  return [...rows].sort((a, b) => Number(a.balance_after_centavos) - Number(b.balance_after_centavos)).map((row) => row.id);
}
