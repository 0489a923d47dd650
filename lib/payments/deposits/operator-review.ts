// What the operator reviews of the bank's callbacks (docs/payments.md "The bank"): the deposits returned to their payer
// (unknown CLABE, an amount or currency refused, a repeated tracking key) and the callbacks refused before reading
// (bad signature, unreadable body, a conflicting duplicate), newest first. Read by `npm run cli -- bank:review`.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { bankCallbackRejections, bankDeposits } from '@/db/schema';
import { bankReturnReasons, type BankReturnReason } from '@/model/payments';

export type ReturnedDeposit = {
  id: string;
  trackingKey: string;
  clabe: string;
  amountText: string;
  payerName: string | null;
  payerInstitution: string | null;
  returnCode: number | null;
  returnReason: string | null;
  receivedAt: string;
};
export type RefusedCallback = { id: string; reason: string; clientAddress: string | null; bodyStart: string; receivedAt: string };

/** Both lists, newest first, `limit` each, received at or after `since`. */
export async function bankReview(
  db: DbOrTx,
  input: { limit: number; since: Date },
): Promise<{ returned: ReturnedDeposit[]; refused: RefusedCallback[] }> {
  const [returned, refused] = await Promise.all([
    db
      .select()
      .from(bankDeposits)
      .where(and(eq(bankDeposits.status, 'returned'), gte(bankDeposits.receivedAt, input.since)))
      .orderBy(desc(bankDeposits.receivedAt))
      .limit(input.limit),
    db
      .select()
      .from(bankCallbackRejections)
      .where(gte(bankCallbackRejections.receivedAt, input.since))
      .orderBy(desc(bankCallbackRejections.receivedAt))
      .limit(input.limit),
  ]);
  return {
    returned: returned.map((r) => {
      const reason = r.returnReason ? bankReturnReasons[r.returnReason as BankReturnReason] : undefined;
      return {
        id: r.id,
        trackingKey: r.trackingKey,
        clabe: r.clabe,
        amountText: r.amountText,
        payerName: r.payerName,
        payerInstitution: r.payerInstitution,
        returnCode: reason?.code ?? null,
        returnReason: reason?.label ?? r.returnReason,
        receivedAt: r.receivedAt.toISOString(),
      };
    }),
    refused: refused.map((r) => ({
      id: r.id,
      reason: r.reason,
      clientAddress: r.clientAddress,
      // enough to recognise it; the whole body stays in the table
      bodyStart: r.body.slice(0, 160),
      receivedAt: r.receivedAt.toISOString(),
    })),
  };
}
