// The bank payout batches of COD collections (docs/cod.md "Payout"): an organization with a payout CLABE gathers its
// matched collections in one open batch (lib/cod/payout.ts); a platform operator exports it (open -> exported: the
// account is copied onto the batch, and the next match opens a new batch), sends the file to the bank, and marks it
// paid with the bank's reference (exported -> paid), which moves every collection of the batch to paid_out and records
// order.cod_paid_out for each, in one transaction. No ledger entry: the money went to the bank, not to the balance.
// Marking a paid batch again changes nothing.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { type CodPayoutBatch, codCollections, codPayoutBatches, codSettings, orders, organizations } from '@/db/schema';
import { toPesos } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { codPayoutBatchStatuses, type CodPayoutBatchStatus } from '@/model/cod';
import { recordCodPaidOutEvents } from './paid-out-event';

export const payoutBatchBodySchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  status: z.enum(codPayoutBatchStatuses),
  reference: z.string().meta({ description: 'La referencia de la transferencia en el archivo del banco' }),
  clabe: z.string().nullable(),
  beneficiary: z.string().nullable(),
  total: z.number().meta({ description: 'MXN a transferir (cobros remitidos menos la comisión descontada)' }),
  orderCount: z.number().int(),
  createdAt: z.iso.datetime(),
  exportedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  bankReference: z.string().nullable(),
});
export type PayoutBatchBody = z.infer<typeof payoutBatchBodySchema>;

/** The transfer's reference in the bank file: COD and the batch id's first 8 characters (banks take short ones). */
export const payoutReference = (batchId: string): string => `COD${batchId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function batchBody(row: CodPayoutBatch, organizationName: string): PayoutBatchBody {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName,
    status: row.status,
    reference: payoutReference(row.id),
    clabe: row.clabe,
    beneficiary: row.beneficiary,
    total: toPesos(row.totalCentavos),
    orderCount: row.orderCount,
    createdAt: row.createdAt.toISOString(),
    exportedAt: iso(row.exportedAt),
    paidAt: iso(row.paidAt),
    bankReference: row.bankReference,
  };
}

/** The batches, newest first, of one status or all (at most `limit`). */
export async function listPayoutBatches(db: DbOrTx, input: { status?: CodPayoutBatchStatus; limit?: number }): Promise<PayoutBatchBody[]> {
  const rows = await db
    .select({ batch: codPayoutBatches, organizationName: organizations.name })
    .from(codPayoutBatches)
    .innerJoin(organizations, eq(organizations.id, codPayoutBatches.organizationId))
    .where(input.status ? eq(codPayoutBatches.status, input.status) : undefined)
    .orderBy(desc(codPayoutBatches.createdAt), desc(codPayoutBatches.id))
    .limit(input.limit ?? 200);
  return rows.map((r) => batchBody(r.batch, r.organizationName));
}

async function lockBatch(tx: DbOrTx, batchId: string) {
  const [row] = await tx
    .select({ batch: codPayoutBatches, organizationName: organizations.name })
    .from(codPayoutBatches)
    .innerJoin(organizations, eq(organizations.id, codPayoutBatches.organizationId))
    .where(eq(codPayoutBatches.id, batchId))
    .for('update', { of: codPayoutBatches });
  if (!row) throw new DomainError('not_found', 'El lote de pago no existe.');
  return row;
}

/**
 * Closes an open batch for the bank file (open -> exported), copying the organization's CLABE and beneficiary onto
 * it; an exported batch answers as it is (the file can be produced again). A paid batch: 409.
 */
export async function exportPayoutBatch(db: DbOrTx, input: { batchId: string }): Promise<PayoutBatchBody> {
  return db.transaction(async (tx) => {
    const { batch, organizationName } = await lockBatch(tx, input.batchId);
    if (batch.status === 'exported') return batchBody(batch, organizationName);
    if (batch.status !== 'open')
      throw new DomainError('payout_batch_not_exportable', 'El lote de pago ya se pagó; no se exporta de nuevo.');
    const [settings] = await tx.select().from(codSettings).where(eq(codSettings.organizationId, batch.organizationId));
    if (!settings?.payoutClabe || !settings.payoutBeneficiary) {
      throw new DomainError('payout_batch_not_exportable', 'La organización ya no tiene CLABE para pagos; el lote no se puede exportar.');
    }
    const [row] = await tx
      .update(codPayoutBatches)
      .set({ status: 'exported', clabe: settings.payoutClabe, beneficiary: settings.payoutBeneficiary, exportedAt: sql`now()` })
      .where(eq(codPayoutBatches.id, batch.id))
      .returning();
    return batchBody(row, organizationName);
  });
}

export type MarkPaidResult = { batch: PayoutBatchBody; paidOrders: number; alreadyPaid: boolean };

/**
 * Marks an exported batch paid with the bank's reference and moves its collections to paid_out (with order.cod_paid_out
 * for each), in one transaction. A batch already paid answers as it is and pays nothing again; an open one: 409.
 */
export async function markPayoutBatchPaid(db: DbOrTx, input: { batchId: string; bankReference: string }): Promise<MarkPaidResult> {
  const bankReference = input.bankReference.trim();
  if (bankReference === '' || bankReference.length > 100) {
    throw new DomainError('validation_error', 'La referencia del banco es obligatoria (hasta 100 caracteres).');
  }
  return db.transaction(async (tx) => {
    const { batch, organizationName } = await lockBatch(tx, input.batchId);
    if (batch.status === 'paid') return { batch: batchBody(batch, organizationName), paidOrders: 0, alreadyPaid: true };
    if (batch.status !== 'exported') {
      throw new DomainError(
        'payout_batch_not_payable',
        'El lote de pago sigue abierto: expórtalo y envía el archivo al banco antes de marcarlo pagado.',
      );
    }
    const [row] = await tx
      .update(codPayoutBatches)
      .set({ status: 'paid', paidAt: sql`now()`, bankReference })
      .where(eq(codPayoutBatches.id, batch.id))
      .returning();
    const collections = await tx
      .update(codCollections)
      .set({
        status: 'paid_out',
        paidOutCentavos: sql`greatest(coalesce(${codCollections.remittedCentavos}, 0) - ${codCollections.feeDeductedCentavos}, 0)`,
        paidOutAt: row.paidAt,
        updatedAt: sql`now()`,
      })
      .where(and(eq(codCollections.payoutBatchId, batch.id), eq(codCollections.status, 'remitted')))
      .returning();
    if (collections.length > 0) {
      const eventOrders = await tx
        .select({
          id: orders.id,
          organizationId: orders.organizationId,
          internalReference: orders.internalReference,
          status: orders.status,
          providerTrackingNumber: orders.providerTrackingNumber,
        })
        .from(orders)
        .where(
          inArray(
            orders.id,
            collections.map((c) => c.orderId),
          ),
        );
      const byId = new Map(eventOrders.map((o) => [o.id, o]));
      const items = collections.flatMap((collection) => {
        const order = byId.get(collection.orderId);
        return order ? [{ order, collection }] : [];
      });
      await recordCodPaidOutEvents(tx, batch.organizationId, items);
    }
    return { batch: batchBody(row, organizationName), paidOrders: collections.length, alreadyPaid: false };
  });
}
