// PATCH /orders/:id: receiverName, receiverPhone, internalReference and deliveryAddress.deliveryInstructions,
// while the order is pending or created (docs/api/orders.md); 409 order_not_modifiable afterwards.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, type NewOrder } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { carrierCan, carrierModule } from '@/lib/providers/registry';
import { lockOrder } from './change-status';
import { assertOrderId, getOrderDetail } from './get-order-detail';
import { modifiableStatuses, orderStatusLabels } from './order-states';
import type { OrderDetail, UpdateOrderInput } from './schemas';

export async function updateOrder(
  db: Db,
  input: { organizationId: string; orderId: string; changes: UpdateOrderInput },
): Promise<OrderDetail> {
  const orderId = assertOrderId(input.orderId);
  const { changes } = input;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderId, organizationId: input.organizationId });
    if (!modifiableStatuses.includes(order.status)) {
      throw new DomainError(
        'order_not_modifiable',
        `El pedido no se puede modificar porque está en estado ${orderStatusLabels[order.status]} (${order.status}); solo se modifican pedidos en estado Pendiente o Creada.`,
      );
    }
    // What the carrier printed on its own guide (the recipient and the instructions) changes only where the carrier
    // takes a change (docs/carriers.md, "Cancelling, returns and pickups"); our reference is ours to change.
    const touchesGuide =
      changes.receiverName !== undefined ||
      changes.receiverPhone !== undefined ||
      changes.deliveryAddress?.deliveryInstructions !== undefined;
    if (touchesGuide && !carrierCan(order.provider, 'address_update')) {
      throw new DomainError(
        'order_not_modifiable',
        `${carrierModule(order.provider)?.displayName ?? order.provider} no permite cambiar el destinatario de una guía ya emitida: cancela el pedido y crea otro con los datos correctos. La referencia sí se puede cambiar.`,
      );
    }
    const set: Partial<NewOrder> = {};
    if (changes.receiverName !== undefined) set.receiverName = changes.receiverName;
    if (changes.receiverPhone !== undefined) set.receiverPhone = changes.receiverPhone;
    if (changes.internalReference !== undefined) set.internalReference = changes.internalReference;
    const instructions = changes.deliveryAddress?.deliveryInstructions;
    if (instructions !== undefined) {
      const { deliveryInstructions: _previous, ...rest } = order.deliveryAddress;
      set.deliveryAddress = instructions === null ? rest : { ...rest, deliveryInstructions: instructions };
    }
    await tx.update(orders).set(set).where(eq(orders.id, order.id));
    return getOrderDetail(tx, { organizationId: input.organizationId, orderId });
  });
}
