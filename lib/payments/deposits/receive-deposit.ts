// One deposit callback of the bank, its signature already verified (lib/http/with-bank-signature.ts): in ONE
// transaction the bank_deposits row (unique by tracking key, sending bank and operation day, as SPEI makes a tracking
// key unique: `on conflict do nothing`), the credit (ledger kind `topup`) and the receipt email in the outbox. A
// callback repeated (in parallel, or after a crash before the answer) finds the row and gets the first answer again;
// nothing more is credited. One whose key, bank and day are a recorded deposit's but whose amount, CLABE or payer
// account differ is not a repetition: kept for the operator (conflicting_duplicate) and returned with reason 30
// (docs/payments.md "Idempotent by tracking key").
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { bankDeposits, type BankDeposit } from '@/db/schema';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { wakeInvoicing } from '@/lib/payments/invoices/wake-invoicing';
import { log } from '@/lib/platform/log';
import { storableJson, storableTextOrNull } from '@/lib/platform/text/storable';
import type { BankReturnReason } from '@/model/payments';
import { type Abono, type AbonoAmount, isClabeAccountType, operationDateOf, readAbono, readAbonoAmount } from '../bank/abono';
import { type BankCallbackAnswer, confirmAnswer, refusedCallbackAnswer, returnAnswer } from '../bank/answer';
import { organizationOfClabe } from '../clabe';
import { queueDepositReceipt } from './deposit-receipt';
import { recordBankCallbackRejection } from './record-rejection';

export type DepositOutcome = {
  answer: BankCallbackAnswer;
  /**
   * credited / returned: this callback decided it; duplicate: the same transfer (tracking key, bank, day, amount, CLABE,
   * payer account) was decided before; conflict: its key, bank and day are a recorded deposit's but not the rest
   * (returned 30, nothing recorded as a deposit); rejected: not a deposit
   */
  outcome: 'credited' | 'returned' | 'duplicate' | 'conflict' | 'rejected';
  deposit: BankDeposit | null;
};

/** The answer a deposit row stands for: the first callback's, given again to every repetition. */
export function answerOf(deposit: BankDeposit): BankCallbackAnswer {
  return deposit.status === 'credited' ? confirmAnswer() : returnAnswer((deposit.returnReason as BankReturnReason) ?? 'invalid_amount');
}

/** The deposit recorded for this SPEI transfer: its tracking key from this sending bank on this operation day. */
const findTransfer = async (db: DbOrTx, abono: Abono) =>
  (
    await db
      .select()
      .from(bankDeposits)
      .where(
        and(
          eq(bankDeposits.trackingKey, abono.claveRastreo),
          sql`${bankDeposits.payerInstitution} is not distinct from ${abono.institucionOrdenante}`,
          sql`${bankDeposits.operationDate} is not distinct from ${operationDateOf(abono.fechaOperacion)}::date`,
        ),
      )
  )[0];

/** The callback tells the same transfer as the recorded deposit: the same amount, destination CLABE and payer account. */
function sameTransfer(deposit: BankDeposit, abono: Abono, amount: AbonoAmount): boolean {
  const sameAmount =
    deposit.amountCentavos !== null && amount.ok
      ? deposit.amountCentavos === amount.centavos && deposit.currency === amount.currency
      : deposit.amountCentavos === null && !amount.ok && deposit.amountText === amount.text && deposit.currency === amount.currency;
  return sameAmount && deposit.clabe === abono.cuentaBeneficiario && deposit.payerAccount === abono.cuentaOrdenante;
}

/** The answer to a callback about a recorded transfer: the first answer again, or a return 30 when it tells another story. */
async function answerRecorded(
  db: DbOrTx,
  seen: BankDeposit,
  abono: Abono,
  input: { rawBody: string; clientAddress: string | null },
): Promise<DepositOutcome> {
  if (sameTransfer(seen, abono, readAbonoAmount(abono))) return { answer: answerOf(seen), outcome: 'duplicate', deposit: seen };
  await recordBankCallbackRejection(db, { reason: 'conflicting_duplicate', body: input.rawBody, clientAddress: input.clientAddress });
  log.error('bank deposit callback repeats a recorded tracking key with another amount, CLABE or payer account: returned 30', {
    depositId: seen.id,
    bankOperationId: abono.id,
  });
  return { answer: returnAnswer('repeated_tracking_key'), outcome: 'conflict', deposit: null };
}

function rowOf(abono: Abono) {
  return {
    trackingKey: abono.claveRastreo,
    bankOperationId: abono.id,
    clabe: abono.cuentaBeneficiario,
    payerName: abono.nombreOrdenante,
    payerRfc: abono.rfcCurpOrdenante,
    payerAccount: abono.cuentaOrdenante,
    payerInstitution: abono.institucionOrdenante,
    concept: abono.conceptoPago,
    numericReference: abono.referenciaNumerica,
    operationDate: operationDateOf(abono.fechaOperacion),
  };
}

/** Reads the verified body as a deposit and credits or returns it (or records the rejection of a body that is not one). */
export async function receiveDeposit(
  db: Db,
  input: { body: unknown; rawBody: string; clientAddress: string | null },
): Promise<DepositOutcome> {
  const abono = readAbono(input.body);
  if (!abono) {
    await recordBankCallbackRejection(db, { reason: 'malformed', body: input.rawBody, clientAddress: input.clientAddress });
    return { answer: refusedCallbackAnswer(), outcome: 'rejected', deposit: null };
  }
  const seen = await findTransfer(db, abono);
  if (seen) return answerRecorded(db, seen, abono, input);

  return db.transaction(async (tx) => {
    const amount = readAbonoAmount(abono);
    const organizationId = await organizationOfClabe(tx, abono.cuentaBeneficiario);
    const returnReason: BankReturnReason | null = !organizationId
      ? 'unknown_account'
      : !isClabeAccountType(abono.tipoCuentaBeneficiario)
        ? 'wrong_account_type'
        : !amount.ok
          ? amount.why === 'currency'
            ? 'other_currency'
            : 'invalid_amount'
          : null;
    const [inserted] = await tx
      .insert(bankDeposits)
      .values(
        storableJson({
          ...rowOf(abono),
          organizationId,
          amountCentavos: amount.ok ? amount.centavos : null,
          amountText: amount.text,
          currency: amount.currency,
          status: returnReason ? ('returned' as const) : ('credited' as const),
          returnReason,
          raw: input.body as Record<string, unknown>,
        }),
      )
      .onConflictDoNothing({ target: [bankDeposits.trackingKey, bankDeposits.payerInstitution, bankDeposits.operationDate] })
      .returning();
    if (!inserted) {
      // another callback of this transfer committed first (the insert waited for it): its answer, or 30 if it differs
      const first = await findTransfer(tx, abono);
      if (!first) throw new Error('a deposit conflicted on its tracking key, bank and day but cannot be read');
      return answerRecorded(tx, first, abono, input);
    }
    if (returnReason || !organizationId || !amount.ok)
      return { answer: answerOf(inserted), outcome: 'returned' as const, deposit: inserted };

    const credit = await applyBalanceChange(tx, {
      organizationId,
      kind: 'topup',
      amountCentavos: amount.centavos,
      description: storableTextOrNull(`Transferencia SPEI recibida, clave de rastreo ${abono.claveRastreo}`),
    });
    await wakeInvoicing(tx, organizationId);
    await queueDepositReceipt(tx, {
      deposit: inserted,
      organizationId,
      amountCentavos: amount.centavos,
      balanceCentavos: credit.balanceCentavos,
    });
    const [credited] = await tx
      .update(bankDeposits)
      .set({ ledgerEntryId: credit.ledgerEntryId, receiptQueued: true })
      .where(eq(bankDeposits.id, inserted.id))
      .returning();
    return { answer: confirmAnswer(), outcome: 'credited' as const, deposit: credited };
  });
}
