// Paying a remitted collection to the merchant (docs/cod.md "Payout"), in the caller's transaction, with the
// collection's row locked by the caller. payOutCollection picks the path: when the organization set a payout CLABE
// (cod_settings) the order joins the organization's open payout batch and stays remitted until an operator marks the
// batch paid (lib/cod/payout-batches.ts); otherwise the net amount (remitted minus a deducted COD fee, lib/cod/fee.ts)
// is credited to the balance (ledger kind cod_payout) and the collection becomes paid_out. The balance path records
// the order.cod_paid_out webhook event in the same transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { codCollections, codPayoutBatches, codSettings, orders } from '@/db/schema';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { codStatusesThatMayBecome } from './cod-states';
import { codFeeToDeductCentavos } from './fee';
import { recordCodPaidOutEvents } from './paid-out-event';

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

/** payOutCollection's input: the fee comes from the order's pricing (codFeeToDeductCentavos); a given one must agree. */
export type PayoutCollectionInput = Omit<PayoutInput, 'feeCentavos'> & { feeCentavos?: number };

export type PayoutResult =
  | { mode: 'balance'; ledgerEntryId: string | null; paidOutCentavos: number }
  | { mode: 'batch'; payoutBatchId: string }
  | { mode: 'already'; status: string };

const orderColumns = {
  id: orders.id,
  organizationId: orders.organizationId,
  internalReference: orders.internalReference,
  status: orders.status,
  providerTrackingNumber: orders.providerTrackingNumber,
  pricing: orders.pricing,
};
type PayoutOrder = { [K in keyof typeof orderColumns]: (typeof orders.$inferSelect)[K] };

async function eventOrder(tx: Tx, orderId: string, organizationId: string): Promise<PayoutOrder> {
  const [order] = await tx
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.organizationId, organizationId)));
  if (!order) throw new Error(`payout: order ${orderId} not found in organization ${organizationId}`);
  return order;
}

/**
 * Credits the balance with the net collection, marks the collection paid_out (only from a state the table lets move
 * there: remitted; otherwise 409 conflict and the transaction rolls the credit back) and records order.cod_paid_out.
 */
export async function payOutToBalance(tx: Tx, input: PayoutInput, knownOrder?: PayoutOrder): Promise<PayoutResult> {
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
  const paidOutCentavos = Math.max(net, 0);
  const [row] = await tx
    .update(codCollections)
    .set({
      status: 'paid_out',
      feeDeductedCentavos: input.feeCentavos,
      paidOutCentavos,
      payoutLedgerEntryId: ledgerEntryId,
      paidOutAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(codCollections.orderId, input.orderId), inArray(codCollections.status, codStatusesThatMayBecome('paid_out'))))
    .returning();
  if (!row) {
    throw new DomainError('conflict', 'El cobro contra entrega de este pedido no está remitido: no se puede pagar al comercio.');
  }
  const order = knownOrder ?? (await eventOrder(tx, input.orderId, input.organizationId));
  await recordCodPaidOutEvents(tx, input.organizationId, [{ order, collection: row }]);
  return { mode: 'balance', ledgerEntryId, paidOutCentavos };
}

/** The organization's open payout batch, locked: created when there is none (one open per organization). */
async function lockOpenBatch(tx: Tx, organizationId: string): Promise<string> {
  // An export may close the open batch between the insert and the lock; then a new one is opened.
  for (let attempt = 0; attempt < 3; attempt++) {
    await tx.execute(
      sql`insert into cod_payout_batches (organization_id) values (${organizationId}::uuid) on conflict (organization_id) where status = 'open' do nothing`,
    );
    const [open] = await tx
      .select({ id: codPayoutBatches.id })
      .from(codPayoutBatches)
      .where(and(eq(codPayoutBatches.organizationId, organizationId), eq(codPayoutBatches.status, 'open')))
      .for('update');
    if (open) return open.id;
  }
  throw new Error(`payout: no open payout batch could be locked for organization ${organizationId}`);
}

/**
 * Pays a remitted collection out by the organization's chosen path (balance or bank batch). A collection already
 * paid out or already in a batch is left as it is (answers mode "already"), so a repeated call pays nothing twice.
 */
export async function payOutCollection(tx: Tx, input: PayoutCollectionInput): Promise<PayoutResult> {
  // the order, its collection and the organization's payout account in one read (the import calls this per line)
  const [found] = await tx
    .select({
      order: orderColumns,
      collectionStatus: codCollections.status,
      payoutBatchId: codCollections.payoutBatchId,
      payoutClabe: codSettings.payoutClabe,
    })
    .from(orders)
    .innerJoin(codCollections, eq(codCollections.orderId, orders.id))
    .leftJoin(codSettings, eq(codSettings.organizationId, orders.organizationId))
    .where(and(eq(orders.id, input.orderId), eq(orders.organizationId, input.organizationId)));
  if (!found) throw new Error(`payout: order ${input.orderId} of organization ${input.organizationId} has no COD collection`);
  const { order } = found;
  if (found.collectionStatus === 'paid_out' || found.payoutBatchId) return { mode: 'already', status: found.collectionStatus };
  // never more than the collection: a fee larger than what was remitted leaves nothing to pay, not a debt
  const fee = Math.min(codFeeToDeductCentavos(order.pricing), Math.max(input.remittedCentavos, 0));
  if (input.feeCentavos !== undefined && input.feeCentavos !== fee) {
    throw new Error(`payout: feeCentavos ${input.feeCentavos} differs from the order's deducted COD fee ${fee}`);
  }
  const net = input.remittedCentavos - fee;
  // Nothing to transfer (the fee took it all): the balance path marks it paid_out without a ledger entry.
  if (!found.payoutClabe || net <= 0) return payOutToBalance(tx, { ...input, feeCentavos: fee }, order);
  // The account again, share-locked: a CLABE being removed right now (its open batch paid to the balance and deleted,
  // lib/cod/release-open-batch.ts) is waited for, and then this collection goes to the balance instead of a new batch.
  const [account] = await tx
    .select({ payoutClabe: codSettings.payoutClabe })
    .from(codSettings)
    .where(eq(codSettings.organizationId, input.organizationId))
    .for('share');
  if (!account?.payoutClabe) return payOutToBalance(tx, { ...input, feeCentavos: fee }, order);

  const payoutBatchId = await lockOpenBatch(tx, input.organizationId);
  await tx
    .update(codPayoutBatches)
    .set({ totalCentavos: sql`${codPayoutBatches.totalCentavos} + ${net}`, orderCount: sql`${codPayoutBatches.orderCount} + 1` })
    .where(eq(codPayoutBatches.id, payoutBatchId));
  await tx
    .update(codCollections)
    .set({
      payoutBatchId,
      feeDeductedCentavos: fee,
      remittedCentavos: sql`coalesce(${codCollections.remittedCentavos}, ${input.remittedCentavos})`,
      updatedAt: sql`now()`,
    })
    .where(eq(codCollections.orderId, input.orderId));
  return { mode: 'batch', payoutBatchId };
}
