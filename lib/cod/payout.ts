// Paying a remitted collection to the merchant (docs/cod.md "Payout"), in the caller's transaction, with the
// collection's row locked by the caller: the net amount (remitted minus a deducted COD fee) is credited to the
// balance (ledger kind cod_payout) and the collection becomes paid_out, or, when the organization set a payout CLABE,
// it joins the organization's open payout batch and stays remitted until the batch is marked paid.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { codCollections } from '@/db/schema';
import { applyBalanceChange } from '@/lib/billing/ledger';

export type PayoutInput = {
  orderId: string;
  organizationId: string;
  /** what the provider remitted for this order (centavos) */
  remittedCentavos: number;
  /** the COD fee to take from the collection (fee mode deduct), 0 otherwise */
  feeCentavos: number;
  /** the order's guide, for the ledger entry's description */
  trackingNumber: string | null;
};

export type PayoutResult = { mode: 'balance'; ledgerEntryId: string | null; paidOutCentavos: number } | { mode: 'batch'; payoutBatchId: string };

/** Credits the balance with the net collection and marks the collection paid_out (the balance path). */
export async function payOutToBalance(tx: Tx, input: PayoutInput): Promise<PayoutResult> {
  const net = input.remittedCentavos - input.feeCentavos;
  let ledgerEntryId: string | null = null;
  if (net > 0) {
    const entry = await applyBalanceChange(tx, {
      organizationId: input.organizationId,
      kind: 'cod_payout',
      amountCentavos: net,
      description: `Cobro contra entrega${input.trackingNumber ? ` de la guía ${input.trackingNumber}` : ''}`,
      orderId: input.orderId,
    });
    ledgerEntryId = entry.ledgerEntryId;
  }
  await tx
    .update(codCollections)
    .set({
      status: 'paid_out',
      feeDeductedCentavos: input.feeCentavos,
      paidOutCentavos: Math.max(net, 0),
      payoutLedgerEntryId: ledgerEntryId,
      paidOutAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(codCollections.orderId, input.orderId));
  return { mode: 'balance', ledgerEntryId, paidOutCentavos: Math.max(net, 0) };
}
