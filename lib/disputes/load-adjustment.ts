// An adjustment with the order fields its body shows (lib/adjustments/adjustment-body.ts), read or locked in a
// transaction, always scoped by organization when a merchant asks: another organization's adjustment is a 404.
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { adjustments, orders } from '@/db/schema';
import type { AdjustmentWithOrder } from '@/lib/adjustments/adjustment-body';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';

/** The same answer for an unknown id and another organization's (the id is not echoed). */
export const adjustmentNotFound = (_id?: string) => new DomainError('not_found', 'El ajuste no existe.');

function select(db: DbOrTx, where: SQL) {
  return db
    .select({ adjustment: adjustments, internalReference: orders.internalReference, trackingNumber: orders.providerTrackingNumber })
    .from(adjustments)
    .innerJoin(orders, eq(orders.id, adjustments.orderId))
    .where(where);
}

const flatten = (row: {
  adjustment: typeof adjustments.$inferSelect;
  internalReference: string | null;
  trackingNumber: string | null;
}) => ({
  ...row.adjustment,
  internalReference: row.internalReference,
  trackingNumber: row.trackingNumber,
});

/**
 * The adjustment under a row lock (FOR UPDATE of the adjustment): disputes and decisions of one adjustment run one at a
 * time. Its order is then locked FOR SHARE until the commit: a measurement of the order (which locks it FOR UPDATE,
 * lib/adjustments/record-measurement.ts) either committed before, and the checks that follow see its adjustment, or
 * waits for this transaction and reads the status it leaves.
 */
export async function lockAdjustment(
  tx: Tx,
  where: { id: string; organizationId?: string } | { provider?: string; providerReference: string },
) {
  let condition: SQL | undefined;
  if ('id' in where) {
    if (!isUuid(where.id)) throw adjustmentNotFound(where.id);
    condition = where.organizationId
      ? and(eq(adjustments.id, where.id), eq(adjustments.organizationId, where.organizationId))
      : eq(adjustments.id, where.id);
  } else {
    condition = where.provider
      ? and(eq(adjustments.providerReference, where.providerReference), eq(adjustments.provider, where.provider))
      : eq(adjustments.providerReference, where.providerReference);
  }
  const rows = await select(tx, condition as SQL).for('update', { of: adjustments });
  if (rows.length === 0) throw adjustmentNotFound('id' in where ? where.id : undefined);
  if (rows.length > 1) {
    throw new DomainError(
      'conflict',
      `La referencia ${('providerReference' in where && where.providerReference) || ''} es de varios proveedores; usa adjustmentId.`,
    );
  }
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, rows[0].adjustment.orderId)).for('share');
  return flatten(rows[0]);
}

/** The adjustment as it is now (no lock). */
export async function findAdjustment(db: DbOrTx, params: { organizationId: string; id: string }): Promise<AdjustmentWithOrder> {
  if (!isUuid(params.id)) throw adjustmentNotFound(params.id);
  const [row] = await select(db, and(eq(adjustments.id, params.id), eq(adjustments.organizationId, params.organizationId)) as SQL);
  if (!row) throw adjustmentNotFound(params.id);
  return flatten(row);
}
