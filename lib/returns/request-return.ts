// POST /orders/:id/return: the recipient asks to send a delivered package back (delivered -> return_requested).
import type { Db } from '@/db/client';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { changeOrderStatus, lockOrder } from '@/lib/orders/change-status';
import { statusLabel } from '@/lib/orders/display-labels';
import { orderStatusLabels } from '@/lib/orders/order-states';
import { toReturnResponse } from './return-response';
import type { RequestReturnInput, ReturnResponse } from './schemas';

export async function requestReturn(
  db: Db,
  params: { organizationId: string; orderId: string; input: RequestReturnInput },
): Promise<ReturnResponse> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderId: params.orderId, organizationId: params.organizationId });
    if (order.status !== 'delivered') {
      throw new DomainError(
        'invalid_transition',
        `Solo se puede solicitar la devolución de un pedido entregado; este pedido está en ${orderStatusLabels[order.status]} (${order.status}).`,
      );
    }
    const { reason } = params.input;
    const updated = await changeOrderStatus(tx, order, {
      to: 'return_requested',
      by: 'return_request',
      source: 'api',
      description: `${statusLabel('return_requested')}: ${reason}`,
      observations: reason,
      set: { returnReason: reason, returnRequestedAt: new Date() },
    });
    return toReturnResponse(updated, 'Devolución solicitada. Apruébala para generar la guía de retorno.');
  });
}
