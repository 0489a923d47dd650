// Set-up of the COD payout tests (issue 35 point 3): a COD order bought through POST /orders whose collection the
// provider already remitted (the cod_collections row as the remittance import leaves it), optionally bought in fee
// mode deduct (codFeeDeducted in its pricing, as the purchase records it), and the payout run as the import runs it:
// in a transaction, with the collection's row locked.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { codCollections, orders } from '@/db/schema';
import { payOutCollection } from '@/lib/cod/payout';
import type { ApiResponse } from './fixtures';
import { createCodOrder } from './cod';

type Api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiResponse>;

export type RemittedOrder = { id: string; organizationId: string; trackingNumber: string; remittedCentavos: number };

/** A COD order of `codAmount` pesos, remitted; with `deductedFeeCentavos`, bought with the COD fee to be deducted. */
export async function remittedCodOrder(
  api: Api,
  codAmount: number,
  options: { deductedFeeCentavos?: number } = {},
): Promise<RemittedOrder> {
  const order = await createCodOrder(api, codAmount);
  const centavos = Math.round(codAmount * 100);
  if (options.deductedFeeCentavos !== undefined) {
    const pricing = order.pricing as Record<string, unknown>;
    const breakdownCentavos = { ...(pricing.breakdownCentavos as Record<string, number>), codFee: options.deductedFeeCentavos };
    await getDb()
      .update(orders)
      .set({ pricing: { ...pricing, breakdownCentavos, codFeeDeducted: true } })
      .where(eq(orders.id, order.id));
  }
  await getDb()
    .insert(codCollections)
    .values({
      orderId: order.id,
      organizationId: order.organizationId,
      status: 'remitted',
      expectedCentavos: centavos,
      collectedCentavos: centavos,
      collectedAt: new Date(Date.now() - 86_400_000),
      courierReference: `COB-${order.id.slice(0, 8)}`,
      remittedCentavos: centavos,
      remittedAt: new Date(),
    });
  return { id: order.id, organizationId: order.organizationId, trackingNumber: order.providerTrackingNumber!, remittedCentavos: centavos };
}

/** payOutCollection as the remittance import calls it: one transaction, the collection's row locked first. */
export async function payOut(order: RemittedOrder) {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select 1 from cod_collections where order_id = ${order.id}::uuid for update`);
    return payOutCollection(tx, {
      orderId: order.id,
      organizationId: order.organizationId,
      remittedCentavos: order.remittedCentavos,
      trackingNumber: order.trackingNumber,
    });
  });
}

export async function collectionOf(orderId: string) {
  const [row] = await getDb().select().from(codCollections).where(eq(codCollections.orderId, orderId));
  return row;
}

/** A valid CLABE (Banamex) and its beneficiary. */
export const TEST_CLABE = '002010077777777771';
export const TEST_BENEFICIARY = 'Tienda de Prueba SA de CV';
