// When an organization removes its payout CLABE (lib/cod/settings.ts, in the settings' transaction), its OPEN bank
// payout batch can never be exported (no account to send it to) and lib/cod/payout.ts treats its collections as
// already in a batch: without this the money would stay there forever. So the open batch is paid to the balance
// (docs/cod.md "Payout"): one cod_payout ledger entry per order (remitted minus the deducted fee, when > 0) through
// applyBalanceCredits, the collections paid_out with order.cod_paid_out each, and the then-empty batch deleted. An
// exported batch is not touched: it is already in the bank's file and the operator still marks it paid.
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { type CodCollection, codCollections } from '@/db/schema';
import { applyBalanceCredits } from '@/lib/billing/ledger';
import type { OrderStatus } from '@/model/orders';
import { recordCodPaidOutEvents } from './paid-out-event';

export type ReleasedBatch = { payoutBatchId: string; orders: number; paidOutCentavos: number };

const text = (values: readonly unknown[]) =>
  sql`${sql.param(values.map((v) => (v === null || v === undefined ? null : String(v))))}::text[]`;

type Row = {
  order_id: string;
  remitted_centavos: string | null;
  fee_deducted_centavos: string;
  internal_reference: string | null;
  order_status: OrderStatus;
  provider_tracking_number: string | null;
};

/** Pays the organization's open payout batch to its balance and deletes it; null when it has none. */
export async function releaseOpenBatchToBalance(tx: Tx, organizationId: string): Promise<ReleasedBatch | null> {
  // The collections first, in order-id order, then the batch: the remittance import locks in that order too (its
  // collections, then the open batch in payOutCollection), so the two never deadlock.
  await tx.execute(sql`
    select order_id from cod_collections
    where payout_batch_id in (select id from cod_payout_batches where organization_id = ${organizationId}::uuid and status = 'open')
    order by order_id for update`);
  const [batch] = await tx.execute<{ id: string }>(sql`
    select id from cod_payout_batches where organization_id = ${organizationId}::uuid and status = 'open' for update`);
  if (!batch) return null;
  const rows = await tx.execute<Row>(sql`
    select c.order_id, c.remitted_centavos, c.fee_deducted_centavos, o.internal_reference, o.status as order_status,
      o.provider_tracking_number
    from cod_collections c join orders o on o.id = c.order_id
    where c.payout_batch_id = ${batch.id}::uuid and c.status = 'remitted'
    order by c.order_id`);
  const paid = rows.map((row) => {
    const net = Number(row.remitted_centavos ?? 0) - Number(row.fee_deducted_centavos);
    return { ...row, net, paidOut: Math.max(net, 0) };
  });
  const credited = paid.filter((p) => p.net > 0);
  const entryIds = await applyBalanceCredits(tx, {
    organizationId,
    kind: 'cod_payout',
    credits: credited.map((p) => ({
      amountCentavos: p.net,
      description: `Cobro contra entrega${p.provider_tracking_number ? ` de la guía ${p.provider_tracking_number}` : ''}`,
      orderId: p.order_id,
    })),
  });
  const entryOf = new Map(credited.map((p, i) => [p.order_id, entryIds[i]]));
  const collections =
    paid.length === 0
      ? []
      : await tx.execute<Record<string, unknown>>(sql`
    update cod_collections c
    set status = 'paid_out', paid_out_centavos = v.paid_out::bigint, payout_ledger_entry_id = v.entry::uuid,
      payout_batch_id = null, paid_out_at = now(), updated_at = now()
    from unnest(${text(paid.map((p) => p.order_id))}, ${text(paid.map((p) => p.paidOut))},
      ${text(paid.map((p) => entryOf.get(p.order_id) ?? null))}) as v(order_id, paid_out, entry)
    where c.order_id = v.order_id::uuid and c.status = 'remitted'
    returning c.order_id`);
  await tx.execute(sql`delete from cod_payout_batches where id = ${batch.id}::uuid`);
  if (collections.length > 0) {
    const stored = await tx
      .select()
      .from(codCollections)
      .where(
        inArray(
          codCollections.orderId,
          paid.map((p) => p.order_id),
        ),
      );
    const orderOf = new Map(paid.map((p) => [p.order_id, p]));
    await recordCodPaidOutEvents(
      tx,
      organizationId,
      stored.map((collection: CodCollection) => {
        const p = orderOf.get(collection.orderId)!;
        return {
          order: {
            id: p.order_id,
            organizationId,
            internalReference: p.internal_reference,
            status: p.order_status,
            providerTrackingNumber: p.provider_tracking_number,
          },
          collection,
        };
      }),
    );
  }
  return { payoutBatchId: batch.id, orders: paid.length, paidOutCentavos: paid.reduce((sum, p) => sum + p.paidOut, 0) };
}
