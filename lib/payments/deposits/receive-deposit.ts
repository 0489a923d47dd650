// One deposit callback of the bank, its signature already verified (lib/http/with-bank-signature.ts): in ONE
// transaction the bank_deposits row (unique by tracking key, `on conflict do nothing`), the credit (ledger kind
// `topup`) and the receipt email in the outbox. A callback repeated (in parallel, or after a crash before the answer)
// finds the row and gets the first answer again; nothing more is credited (docs/payments.md "Idempotent by tracking key").
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { bankDeposits, type BankDeposit } from '@/db/schema';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { storableJson, storableTextOrNull } from '@/lib/platform/text/storable';
import type { BankReturnReason } from '@/model/payments';
import { type Abono, isClabeAccountType, operationDateOf, readAbono, readAbonoAmount } from '../bank/abono';
import { type BankCallbackAnswer, confirmAnswer, refusedCallbackAnswer, returnAnswer } from '../bank/answer';
import { organizationOfClabe } from '../clabe';
import { queueDepositReceipt } from './deposit-receipt';
import { recordBankCallbackRejection } from './record-rejection';

export type DepositOutcome = {
  answer: BankCallbackAnswer;
  /** credited / returned: this callback decided it; duplicate: a callback with the same tracking key did before; rejected: not a deposit */
  outcome: 'credited' | 'returned' | 'duplicate' | 'rejected';
  deposit: BankDeposit | null;
};

/** The answer a deposit row stands for: the first callback's, given again to every repetition. */
export function answerOf(deposit: BankDeposit): BankCallbackAnswer {
  return deposit.status === 'credited' ? confirmAnswer() : returnAnswer((deposit.returnReason as BankReturnReason) ?? 'invalid_amount');
}

const findByTrackingKey = async (db: DbOrTx, trackingKey: string) =>
  (await db.select().from(bankDeposits).where(eq(bankDeposits.trackingKey, trackingKey)))[0];

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
  const seen = await findByTrackingKey(db, abono.claveRastreo);
  if (seen) return { answer: answerOf(seen), outcome: 'duplicate', deposit: seen };

  return db.transaction(async (tx) => {
    const amount = readAbonoAmount(abono);
    const organizationId = await organizationOfClabe(tx, abono.cuentaBeneficiario);
    const returnReason: BankReturnReason | null = !organizationId
      ? 'unknown_account'
      : !isClabeAccountType(abono.tipoCuentaBeneficiario)
        ? 'wrong_account_type'
        : !amount.ok
          ? 'invalid_amount'
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
      .onConflictDoNothing({ target: bankDeposits.trackingKey })
      .returning();
    if (!inserted) {
      // another callback with this tracking key committed first (the insert waited for it): its answer
      const first = await findByTrackingKey(tx, abono.claveRastreo);
      if (!first) throw new Error('a deposit conflicted on its tracking key but cannot be read');
      return { answer: answerOf(first), outcome: 'duplicate' as const, deposit: first };
    }
    if (returnReason || !organizationId || !amount.ok)
      return { answer: answerOf(inserted), outcome: 'returned' as const, deposit: inserted };

    const credit = await applyBalanceChange(tx, {
      organizationId,
      kind: 'topup',
      amountCentavos: amount.centavos,
      description: storableTextOrNull(`Transferencia SPEI recibida, clave de rastreo ${abono.claveRastreo}`),
    });
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
