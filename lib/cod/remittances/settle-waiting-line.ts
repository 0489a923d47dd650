// A remittance line that came before the collection report (docs/cod.md "Remittances", "A line that came first"): the
// provider paid an order whose courier report had not arrived, so the import answered not_collected and moved nothing.
// When the collection report arrives (lib/cod/record-collection.ts, in its transaction, under the order's row lock)
// the order's newest not_collected line is settled then, if its amount is the collected amount: the collection becomes
// remitted by that line and is paid out (lib/cod/payout.ts payOutCollection), the line becomes matched, and its
// remittance's matched count and total grow. A line of another amount is left as it is (no money moves).
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { CodCollection, Order } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { codStatusesThatMayBecome } from '../cod-states';
import { payOutCollection } from '../payout';

export const SETTLED_LATE_MESSAGE = 'Se concilió cuando llegó el reporte de cobro del proveedor (la remesa llegó antes que el cobro).';

type WaitingLine = { id: string; remittance_id: string; amount_centavos: string; tracking_number: string };

/** Settles the order's waiting line, if any; true when it did. The collection was just written as collected. */
export async function settleWaitingRemittanceLine(tx: Tx, order: Order, collection: CodCollection): Promise<boolean> {
  if (collection.status !== 'collected' || collection.collectedCentavos === null) return false;
  const [line] = await tx.execute<WaitingLine>(sql`
    select l.id, l.remittance_id, l.amount_centavos, l.tracking_number
    from cod_remittance_lines l join cod_remittances r on r.id = l.remittance_id
    where l.order_id = ${order.id}::uuid and l.outcome = 'not_collected'
    order by r.created_at desc, l.line_number desc limit 1
    for update of l`);
  const amount = line ? Number(line.amount_centavos) : null;
  if (!line || amount !== collection.collectedCentavos) return false;

  const remitted = await tx.execute<{ order_id: string }>(sql`
    update cod_collections
    set status = 'remitted', remitted_centavos = ${amount}::bigint, remittance_line_id = ${line.id}::uuid, remitted_at = now(), updated_at = now()
    where order_id = ${order.id}::uuid
      and status = any(${sql.param(codStatusesThatMayBecome('remitted'))}::text[])
    returning order_id`);
  if (remitted.length !== 1) throw new DomainError('conflict', 'El cobro de este pedido cambió de estado: no se pudo conciliar la remesa.');
  await tx.execute(sql`
    update cod_remittance_lines set outcome = 'matched', message = ${SETTLED_LATE_MESSAGE} where id = ${line.id}::uuid`);
  await tx.execute(sql`
    update cod_remittances set matched_count = matched_count + 1, matched_centavos = matched_centavos + ${amount}::bigint
    where id = ${line.remittance_id}::uuid`);
  await payOutCollection(tx, {
    orderId: order.id,
    organizationId: order.organizationId,
    remittedCentavos: amount,
    trackingNumber: line.tracking_number,
  });
  return true;
}
