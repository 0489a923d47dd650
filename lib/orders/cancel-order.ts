// POST /orders/:id/cancel: pending/created only. One transaction locks the order, cancels the guide with
// the provider, moves the order to `cancelled` (order.cancelled + order.status_changed recorded by
// changeOrderStatus) and refunds total_cost to the balance.
import type { Db } from '@/db/client';
import { applyBalanceChange, toPesos } from '@/lib/billing/ledger';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { log } from '@/lib/platform/log';
import { providerForOrder } from '@/lib/carriers/carrier-provider';
import { ProviderUnavailableError } from '@/lib/providers';
import { changeOrderStatus, lockOrder } from './change-status';
import { assertOrderId } from './get-order-detail';
import { cancellableStatuses, orderStatusLabels } from './order-states';

export async function cancelOrder(
  db: Db,
  input: { organizationId: string; orderId: string; reason: string; actor?: AuditActor },
): Promise<{ message: string; refundedCentavos: number }> {
  const orderId = assertOrderId(input.orderId);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderId, organizationId: input.organizationId });
    if (!cancellableStatuses.includes(order.status)) {
      throw new DomainError(
        'order_not_cancellable',
        `El pedido no se puede cancelar porque está en estado ${orderStatusLabels[order.status]} (${order.status}); solo se cancelan pedidos en estado Pendiente o Creada.`,
      );
    }
    // Under the row lock, so a provider report cannot move the order while its guide is being cancelled.
    // If the provider refuses, the transaction rolls back and nothing changes.
    if (order.guideNumber && order.providerTrackingNumber) {
      try {
        await (await providerForOrder(tx, order)).cancelGuide({
          guideNumber: order.guideNumber,
          trackingNumber: order.providerTrackingNumber,
        });
      } catch (error) {
        if (error instanceof ProviderUnavailableError) {
          log.warn('provider unavailable on guide cancellation', { orderId, reason: error.message });
          throw new DomainError(
            'provider_unavailable',
            'El proveedor logístico no está disponible en este momento. El pedido no se canceló; intenta de nuevo.',
          );
        }
        throw error;
      }
    }
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
}
