// The outcome of one direct debit, recorded in one transaction with what follows from it (docs/payments.md, "Direct
// debit"). Accepted: the row succeeded, a `topup` ledger entry credits the amount (lib/billing/ledger.ts), and the
// billing roles get "Recarga automática aplicada". Rejected: the row failed, the recharge is suspended with the bank's
// reason (no further attempt until the merchant saves it enabled again), and they get "No pudimos hacer tu recarga
// automática". Each moves the row only from requested, so an outcome recorded twice (two runners, a retry whose
// first answer arrived late) credits and emails once.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { autoRechargeSettings, directDebits } from '@/db/schema';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { wakeInvoicing } from '@/lib/payments/invoices/wake-invoicing';
import { enqueueEmail } from '@/lib/email/outbox';
import { billingRecipients } from '@/lib/email/operational/recipients';
import type { AutoRechargeAppliedData } from '@/lib/email/templates/auto-recharge-applied';
import type { AutoRechargeFailedData } from '@/lib/email/templates/auto-recharge-failed';
import { publicUrl } from '@/lib/platform/public-url';

type Debit = { id: string; organizationId: string; amountCentavos: number };

const stillRequested = (id: string) => and(eq(directDebits.id, id), eq(directDebits.status, 'requested'));

/** The ledger entry's description (Spanish, as the statement and the ledger show it). */
export const autoRechargeDescription = (bankReference: string) =>
  `Recarga automática por domiciliación bancaria (referencia del banco ${bankReference})`;

/** Records an accepted debit; false when the row was settled before (nothing done). */
export async function recordDirectDebitSuccess(db: Db, debit: Debit & { bankReference: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(directDebits)
      .set({ status: 'succeeded', bankReference: debit.bankReference, settledAt: sql`now()` })
      .where(stillRequested(debit.id))
      .returning({ id: directDebits.id });
    if (!row) return false;
    const { ledgerEntryId, balanceCentavos } = await applyBalanceChange(tx, {
      organizationId: debit.organizationId,
      kind: 'topup',
      amountCentavos: debit.amountCentavos,
      description: autoRechargeDescription(debit.bankReference),
    });
    await tx.update(directDebits).set({ ledgerEntryId }).where(eq(directDebits.id, debit.id));
    await wakeInvoicing(tx, debit.organizationId);
    const data: AutoRechargeAppliedData = {
      amountCentavos: debit.amountCentavos,
      balanceCentavos,
      bankReference: debit.bankReference,
      billingUrl: publicUrl('/dashboard/billing'),
    };
    for (const to of await billingRecipients(tx, debit.organizationId)) {
      await enqueueEmail(tx, {
        organizationId: debit.organizationId,
        to,
        template: 'auto-recharge-applied',
        data,
        dedupeKey: `auto-recharge-applied:${debit.id}:${to}`,
      });
    }
    return true;
  });
}

/** Records a rejected debit and suspends the recharge; false when the row was settled before (nothing done). */
export async function recordDirectDebitFailure(db: Db, debit: Debit & { reason: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(directDebits)
      .set({ status: 'failed', failureReason: debit.reason, settledAt: sql`now()` })
      .where(stillRequested(debit.id))
      .returning({ id: directDebits.id });
    if (!row) return false;
    await tx
      .update(autoRechargeSettings)
      .set({ status: 'suspended', suspendedReason: debit.reason, suspendedAt: sql`now()` })
      .where(eq(autoRechargeSettings.organizationId, debit.organizationId));
    const data: AutoRechargeFailedData = {
      amountCentavos: debit.amountCentavos,
      reason: debit.reason,
      billingUrl: publicUrl('/dashboard/billing'),
    };
    for (const to of await billingRecipients(tx, debit.organizationId)) {
      await enqueueEmail(tx, {
        organizationId: debit.organizationId,
        to,
        template: 'auto-recharge-failed',
        data,
        dedupeKey: `auto-recharge-failed:${debit.id}:${to}`,
      });
    }
    return true;
  });
}
