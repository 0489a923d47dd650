// Pays out a remittance's matched collections (docs/cod.md "Payout"), in the import's transaction, with the
// collections locked by it: the set-based form of lib/cod/payout.ts for thousands of orders at once. An organization
// with a payout CLABE gets each order through payOutCollection (its open bank batch); the others are paid to the
// balance in a few statements per organization: one update of the collections to paid_out (guarded by the state table,
// lib/cod/cod-states.ts), one statement of order.cod_paid_out events (recordCodPaidOutEvents), and, LAST, after every
// other write of every organization, one balance update with one cod_payout ledger entry per order
// (applyBalanceCredits) per organization in organization-id order, and the collections' link to their entries. The
// balance rows are what every purchase of the organization waits on: they are held for the shortest time, and always
// taken in the same order. The net is the remitted amount minus the COD fee deducted (lib/cod/fee.ts).
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { codCollections, orders } from '@/db/schema';
import { applyBalanceCredits } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { codStatusesThatMayBecome } from '../cod-states';
import { codFeeToDeductCentavos } from '../fee';
import { recordCodPaidOutEvents } from '../paid-out-event';
import { payOutCollection } from '../payout';

export type MatchedCollection = { orderId: string; organizationId: string; remittedCentavos: number; trackingNumber: string };

type Paid = MatchedCollection & { fee: number; net: number };
type EventOrderOf = Map<
  string,
  { id: string; pricing: Record<string, unknown> } & Parameters<typeof recordCodPaidOutEvents>[2][number]['order']
>;

const text = (values: readonly unknown[]) =>
  sql`${sql.param(values.map((v) => (v === null || v === undefined ? null : String(v))))}::text[]`;

export async function payOutMatched(tx: Tx, matched: readonly MatchedCollection[]): Promise<void> {
  if (matched.length === 0) return;
  const organizationIds = [...new Set(matched.map((m) => m.organizationId))].sort();
  const toBank = new Set(
    (
      await tx.execute<{ organization_id: string }>(sql`
        select organization_id from cod_settings where organization_id = any(${text(organizationIds)}::uuid[]) and payout_clabe is not null`)
    ).map((row) => row.organization_id),
  );
  const orderRows = await tx
    .select({
      id: orders.id,
      organizationId: orders.organizationId,
      internalReference: orders.internalReference,
      status: orders.status,
      providerTrackingNumber: orders.providerTrackingNumber,
      pricing: orders.pricing,
    })
    .from(orders)
    .where(
      inArray(
        orders.id,
        matched.map((m) => m.orderId),
      ),
    );
  const orderOf: EventOrderOf = new Map(orderRows.map((o) => [o.id, o]));
  const toCredit: { organizationId: string; paid: Paid[] }[] = [];
  for (const organizationId of organizationIds) {
    const lines = matched.filter((m) => m.organizationId === organizationId);
    if (toBank.has(organizationId)) {
      // the bank path never touches the balance (a net of 0 is marked paid_out without a ledger entry)
      for (const line of lines) await payOutCollection(tx, line);
      continue;
    }
    toCredit.push({ organizationId, paid: await markPaidOut(tx, organizationId, lines, orderOf) });
  }
  await creditBalances(tx, toCredit);
}

/** The collections paid_out (net of the fee) and their order.cod_paid_out events; the balance is credited later. */
async function markPaidOut(tx: Tx, organizationId: string, lines: readonly MatchedCollection[], orderOf: EventOrderOf): Promise<Paid[]> {
  const paid = lines.map((line) => {
    // never more than the collection: a fee larger than what was remitted leaves nothing to pay, not a debt
    const fee = Math.min(codFeeToDeductCentavos(orderOf.get(line.orderId)?.pricing), Math.max(line.remittedCentavos, 0));
    return { ...line, fee, net: line.remittedCentavos - fee };
  });
  const moved = await tx.execute<{ order_id: string }>(sql`
    update cod_collections c
    set status = 'paid_out', fee_deducted_centavos = v.fee::bigint, paid_out_centavos = greatest(v.net::bigint, 0),
      paid_out_at = now(), updated_at = now()
    from unnest(${text(paid.map((p) => p.orderId))}, ${text(paid.map((p) => p.fee))}, ${text(paid.map((p) => p.net))}) as v(order_id, fee, net)
    where c.order_id = v.order_id::uuid and c.status = any(${text(codStatusesThatMayBecome('paid_out'))})
    returning c.order_id`);
  if (moved.length !== paid.length) {
    throw new DomainError('conflict', 'Un cobro de la remesa no está remitido: no se puede pagar al comercio; vuelve a importarla.');
  }
  const collections = await tx
    .select()
    .from(codCollections)
    .where(
      inArray(
        codCollections.orderId,
        paid.map((p) => p.orderId),
      ),
    );
  await recordCodPaidOutEvents(
    tx,
    organizationId,
    collections.map((collection) => ({ order: orderOf.get(collection.orderId)!, collection })),
  );
  return paid;
}

/**
 * The balance credits, last and in organization-id order (the caller's list is sorted): one applyBalanceCredits per
 * organization, then one statement linking every collection to its cod_payout entry.
 */
async function creditBalances(tx: Tx, toCredit: readonly { organizationId: string; paid: Paid[] }[]): Promise<void> {
  const links: { orderId: string; entryId: string }[] = [];
  for (const { organizationId, paid } of toCredit) {
    const credited = paid.filter((p) => p.net > 0);
    const entryIds = await applyBalanceCredits(tx, {
      organizationId,
      kind: 'cod_payout',
      credits: credited.map((p) => ({
        amountCentavos: p.net,
        description: `Cobro contra entrega de la guía ${p.trackingNumber}`,
        orderId: p.orderId,
      })),
    });
    credited.forEach((p, i) => links.push({ orderId: p.orderId, entryId: entryIds[i] }));
  }
  if (links.length === 0) return;
  await tx.execute(sql`
    update cod_collections c set payout_ledger_entry_id = v.entry::uuid
    from unnest(${text(links.map((l) => l.orderId))}, ${text(links.map((l) => l.entryId))}) as v(order_id, entry)
    where c.order_id = v.order_id::uuid`);
}
