// POST /orders/:id/cancel: pending/created only. The carrier is asked with no transaction open (docs/carriers.md,
// "Cancelling, returns and pickups"), so a slow carrier holds neither the order's row lock nor a pooled connection:
//   1. read the order and check that it can be cancelled (no lock: a refusal costs nothing);
//   2. cancel the guide with its carrier; a failure changes nothing of the order (503, or the carrier's 422);
//   3. one transaction locks the order, checks its state again and applies the cancellation: `cancelled`
//      (order.cancelled + order.status_changed recorded by changeOrderStatus), the refund of total_cost and the audit.
// Two cancellations at once both get past step 1; step 3 runs one at a time under the row lock, so the second finds
// the order already cancelled and is refused (409): the refund is made once.
// A carrier report that moves the order on (picked_up) between steps 2 and 3 leaves it as the report put it: the state
// machine has no edge from picked_up to cancelled, the parcel is with the carrier. The guide the carrier cancelled is
// recorded in the audit log (`order.cancel_conflict`) and the 409 says support will review the refund.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, type Order } from '@/db/schema';
import { applyBalanceChange, toPesos } from '@/lib/billing/ledger';
import { recordAudit, systemActor, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { log } from '@/lib/platform/log';
import { providerForOrder } from '@/lib/carriers/carrier-provider';
import { ProviderUnavailableError } from '@/lib/providers';
import { carrierModule } from '@/lib/providers/registry';
import { changeOrderStatus, lockOrder } from './change-status';
import { assertOrderId } from './get-order-detail';
import { cancellableStatuses, orderStatusLabels } from './order-states';

function refuseUnlessCancellable(order: Order): void {
  if (cancellableStatuses.includes(order.status)) return;
  throw new DomainError(
    'order_not_cancellable',
    `El pedido no se puede cancelar porque está en estado ${orderStatusLabels[order.status]} (${order.status}); solo se cancelan pedidos en estado Pendiente o Creada.`,
  );
}

async function readOrder(db: Db, input: { orderId: string; organizationId: string }): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.organizationId, input.organizationId)));
  if (!order) throw new DomainError('not_found', 'El pedido no existe.');
  return order;
}

/**
 * Step 2: the guide cancelled with its carrier, outside any transaction. True when the carrier was asked to cancel
 * it (a carrier without `cancel` lets the guide lapse: docs/carriers.md, "Cancelling, returns and pickups").
 */
async function cancelWithCarrier(db: Db, order: Order, organizationId: string): Promise<boolean> {
  if (!order.guideNumber || !order.providerTrackingNumber) return false;
  try {
    await (await providerForOrder(db, order)).cancelGuide({ guideNumber: order.guideNumber, trackingNumber: order.providerTrackingNumber });
  } catch (error) {
    // A cancellation that ran at the same time may have cancelled the guide first (the carrier then refuses a second
    // one): answer what the order says now.
    refuseUnlessCancellable(await readOrder(db, { orderId: order.id, organizationId }));
    if (error instanceof ProviderUnavailableError) {
      log.warn('provider unavailable on guide cancellation', { orderId: order.id, reason: error.message });
      throw new DomainError(
        'provider_unavailable',
        'El proveedor logístico no está disponible en este momento. El pedido no se canceló; intenta de nuevo.',
      );
    }
    throw error;
  }
  return carrierModule(order.provider)?.capabilities.has('cancel') ?? false;
}

type Cancelled = { message: string; refundedCentavos: number };

export async function cancelOrder(
  db: Db,
  input: { organizationId: string; orderId: string; reason: string; actor?: AuditActor },
): Promise<Cancelled> {
  const orderId = assertOrderId(input.orderId);
  const seen = await readOrder(db, { orderId, organizationId: input.organizationId });
  refuseUnlessCancellable(seen);
  const cancelledAtCarrier = await cancelWithCarrier(db, seen, input.organizationId);
  const applied = await db.transaction(async (tx): Promise<Cancelled | { conflict: Order }> => {
    const order = await lockOrder(tx, { orderId, organizationId: input.organizationId });
    if (cancelledAtCarrier && !cancellableStatuses.includes(order.status) && order.status !== 'cancelled') {
      // The carrier cancelled the guide, and a report moved the order meanwhile: the order stays as the report put it
      // (no edge leaves picked_up for cancelled) and nothing is refunded; the audit entry, committed with this
      // transaction, is what support reviews (the refund of a guide that no longer exists at the carrier).
      log.error('guide cancelled with the carrier while the order moved on', {
        orderId,
        status: order.status,
        guideNumber: order.guideNumber,
      });
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor ?? systemActor,
        action: 'order.cancel_conflict',
        target: { type: 'order', id: orderId },
        summary: {
          reference: order.internalReference,
          guideNumber: order.guideNumber,
          status: order.status,
          reason: input.reason,
          description: `La guía se canceló con la paquetería, pero el paquete ya estaba en estado ${orderStatusLabels[order.status]}: el pedido no se canceló ni se reembolsó; soporte debe revisar el reembolso.`,
        },
      });
      return { conflict: order };
    }
    refuseUnlessCancellable(order);
    await changeOrderStatus(tx, order, {
      to: 'cancelled',
      by: 'api_cancel',
      source: 'api',
      description: `Pedido cancelado: ${input.reason}`,
      observations: input.reason,
      set: { cancelReason: input.reason, cancelledAt: new Date() },
    });
    const refund = order.totalCostCentavos;
    if (refund > 0) {
      await applyBalanceChange(tx, {
        organizationId: input.organizationId,
        kind: 'refund',
        amountCentavos: refund,
        description: `Reembolso por cancelación del pedido${order.guideNumber ? `, guía ${order.guideNumber}` : ''}`,
        orderId,
      });
    }
    if (input.actor) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'order.cancelled',
        target: { type: 'order', id: orderId },
        summary: {
          reference: order.internalReference,
          guideNumber: order.guideNumber,
          before: { status: order.status },
          after: { status: 'cancelled' },
          reason: input.reason,
          refundedCentavos: refund,
        },
      });
    }
    return {
      message: `Pedido cancelado. Se reembolsaron $${toPesos(refund).toFixed(2)} MXN a tu saldo.`,
      refundedCentavos: refund,
    };
  });
  if ('conflict' in applied) {
    const { conflict } = applied;
    throw new DomainError(
      'order_not_cancellable',
      `La guía ${conflict.guideNumber} se canceló con la paquetería, pero el paquete ya había sido escaneado (el pedido está en estado ${orderStatusLabels[conflict.status]}), así que el pedido no se canceló y no se reembolsó. Soporte revisará el reembolso de la guía.`,
    );
  }
  return applied;
}
