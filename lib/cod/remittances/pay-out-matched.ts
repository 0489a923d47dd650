// Pays out a remittance's matched collections (docs/cod.md "Payout"), in the import's transaction, with the
// collections locked by it: the set-based form of lib/cod/payout.ts for thousands of orders at once. An organization
// with a payout CLABE gets each order through payOutCollection (its open bank batch); the others are paid to the
// balance organization by organization in a few statements: one balance update with one cod_payout ledger entry per
// order (applyBalanceCredits), one update of the collections to paid_out, and one statement of order.cod_paid_out
// events (recordCodPaidOutEvents). The net is the remitted amount minus the COD fee deducted (lib/cod/fee.ts).
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { codCollections, orders } from '@/db/schema';
import { applyBalanceCredits } from '@/lib/billing/ledger';
import { codFeeToDeductCentavos } from '../fee';
import { recordCodPaidOutEvents } from '../paid-out-event';
import { payOutCollection } from '../payout';

export type MatchedCollection = { orderId: string; organizationId: string; remittedCentavos: number; trackingNumber: string };

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
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  for (const organizationId of organizationIds) {
    const lines = matched.filter((m) => m.organizationId === organizationId);
    if (toBank.has(organizationId)) {
      for (const line of lines) await payOutCollection(tx, line);
      continue;
    }
    await payOutToBalanceMany(tx, organizationId, lines, orderOf);
  }
}

async function payOutToBalanceMany(
  tx: Tx,
  organizationId: string,
  lines: readonly MatchedCollection[],
  orderOf: Map<string, { id: string; pricing: Record<string, unknown> } & Parameters<typeof recordCodPaidOutEvents>[2][number]['order']>,
): Promise<void> {
  const paid = lines.map((line) => {
    // never more than the collection: a fee larger than what was remitted leaves nothing to pay, not a debt
    const fee = Math.min(codFeeToDeductCentavos(orderOf.get(line.orderId)?.pricing), Math.max(line.remittedCentavos, 0));
    return { ...line, fee, net: line.remittedCentavos - fee };
  });
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
  const entryOf = new Map(credited.map((p, i) => [p.orderId, entryIds[i]]));
  await tx.execute(sql`
    update cod_collections c
    set status = 'paid_out', fee_deducted_centavos = v.fee::bigint, paid_out_centavos = greatest(v.net::bigint, 0),
      payout_ledger_entry_id = v.entry::uuid, paid_out_at = now(), updated_at = now()
    from unnest(${text(paid.map((p) => p.orderId))}, ${text(paid.map((p) => p.fee))}, ${text(paid.map((p) => p.net))},
      ${text(paid.map((p) => entryOf.get(p.orderId) ?? null))}) as v(order_id, fee, net, entry)
    where c.order_id = v.order_id::uuid`);
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
}
