// The pickup address of the organization's most recent order: the dashboard's "Nuevo envío" starts from it, since a
// shop usually ships from the same place (orders_org_created_idx finds it in one index step).
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, type StoredAddress } from '@/db/schema';

/** The last order's pickup address, or null before the first order. */
export async function lastPickupAddress(db: DbOrTx, input: { organizationId: string }): Promise<StoredAddress | null> {
  const [row] = await db
    .select({ pickupAddress: orders.pickupAddress })
    .from(orders)
    .where(eq(orders.organizationId, input.organizationId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.pickupAddress ?? null;
}
