// The provider's report of a COD order's collection (docs/cod.md "The lifecycle"): collected (the courier has the
// cash; an amount different from the order's codAmount is stored as it came and flagged as an open discrepancy) or
// refused (the recipient did not pay). Under the order's row lock, in one transaction: the cod_collections row and
// the order.cod_collected / order.cod_refused webhook event. The moves allowed are lib/cod/cod-states.ts's. Used by
// the signed intake (./receive-collection-report.ts) and the sandbox simulator. A collection whose remittance line
// arrived first (not_collected, same amount) is settled and paid out then (./remittances/settle-waiting-line.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { codCollections, type CodCollection, type Order } from '@/db/schema';
import { lockOrder } from '@/lib/orders/change-status';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { assertCodMove } from './cod-states';
import { codCollectionBody } from './collection-body';
import { recordCodEvent } from './cod-events';
import { codFeeToDeductCentavos } from './fee';
import { settleWaitingRemittanceLine } from './remittances/settle-waiting-line';
import type { CodCollectionBody, CodReportOutcome } from './schemas';

export type CodCollectionInput = {
  orderId: string;
  outcome: CodReportOutcome;
  /** what the courier collected (outcome collected) */
  amountCentavos: number | null;
  /** when it was collected or refused */
  at: Date;
  courierReference: string | null;
  /** why the recipient did not pay (refused) */
  reason: string | null;
};

export type CodCollectionResult = { outcome: CodReportOutcome | 'duplicate'; order: Order; cod: CodCollectionBody };

const orderLabel = (order: Order) => order.internalReference ?? order.providerTrackingNumber ?? order.id;

/** The same report again (a provider's retry): same outcome, same courier reference and, collected, the same amount. */
function isSameReport(row: CodCollection, input: CodCollectionInput): boolean {
  if (row.courierReference !== input.courierReference) return false;
  if (input.outcome === 'refused') return row.refusedAt !== null;
  return row.collectedAt !== null && row.collectedCentavos === input.amountCentavos;
}

function newRow(order: Order, expected: number, input: CodCollectionInput): CodCollection {
  const now = new Date();
  const collected = input.outcome === 'collected' ? input.amountCentavos : null;
  const discrepancy = collected !== null && collected !== expected ? collected - expected : null;
  return {
    orderId: order.id,
    organizationId: order.organizationId,
    status: input.outcome,
    expectedCentavos: expected,
    collectedCentavos: collected,
    collectedAt: input.outcome === 'collected' ? input.at : null,
    courierReference: input.courierReference,
    discrepancyCentavos: discrepancy,
    discrepancyStatus: discrepancy === null ? null : 'open',
    discrepancyResolvedAt: null,
    refusedAt: input.outcome === 'refused' ? input.at : null,
    refusedReason: input.outcome === 'refused' ? input.reason : null,
    lostAt: null,
    remittanceLineId: null,
    remittedCentavos: null,
    remittedAt: null,
    feeDeductedCentavos: 0,
    paidOutCentavos: null,
    payoutLedgerEntryId: null,
    payoutBatchId: null,
    paidOutAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Records one COD report. 404: no such order; 409 conflict: the order is not COD, is cancelled, or its collection may
 * not make this move (collected after refused, refused after collected, anything after paid out...). The same report
 * again answers the stored collection with outcome duplicate and changes nothing. A refusal of an order bought in fee
 * mode deduct debits its COD fee (ledger kind cod_fee, unconditional: the parcel travelled) in the same transaction.
 */
export async function recordCodCollection(db: Db, input: CodCollectionInput): Promise<CodCollectionResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderId: input.orderId });
    if (!order.isCod || order.codAmountCentavos === null) {
      throw new DomainError('conflict', `El pedido ${orderLabel(order)} no es contra entrega: no tiene un cobro que reportar.`);
    }
    const [existing] = await tx.select().from(codCollections).where(eq(codCollections.orderId, order.id));
    if (existing && isSameReport(existing, input)) return { outcome: 'duplicate', order, cod: codCollectionBody(existing) };
    assertCodMove(existing?.status ?? 'pending', input.outcome, orderLabel(order));
    if (order.status === 'cancelled') {
      throw new DomainError('conflict', `El pedido ${orderLabel(order)} está cancelado: no tiene un cobro que reportar.`);
    }
    // Only pending (no row) moves to collected or refused (lib/cod/cod-states.ts), so the row is always new here.
    const row = newRow(order, order.codAmountCentavos, input);
    // Fee mode deduct takes the COD fee from the collection at payout; a refused one has no collection, so the fee is
    // charged to the balance now, once (refused is final and a repeated report changes nothing), recorded on the row.
    const fee = input.outcome === 'refused' ? codFeeToDeductCentavos(order.pricing) : 0;
    if (fee > 0) {
      row.feeDeductedCentavos = fee;
      await applyBalanceChange(tx, {
        organizationId: order.organizationId,
        kind: 'cod_fee',
        amountCentavos: -fee,
        description: `Comisión por cobro contra entrega de la guía ${order.providerTrackingNumber ?? orderLabel(order)} (el destinatario no pagó)`,
        orderId: order.id,
      });
    }
    const cod = codCollectionBody(row);
    await tx.insert(codCollections).values(row);
    await recordCodEvent(tx, input.outcome === 'collected' ? 'order.cod_collected' : 'order.cod_refused', order, cod, input.at);
    if (input.outcome === 'collected' && (await settleWaitingRemittanceLine(tx, order, row))) {
      const [settled] = await tx.select().from(codCollections).where(eq(codCollections.orderId, order.id));
      return { outcome: input.outcome, order, cod: codCollectionBody(settled) };
    }
    return { outcome: input.outcome, order, cod };
  });
}
