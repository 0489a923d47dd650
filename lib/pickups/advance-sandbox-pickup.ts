// The sandbox simulator for a pickup (POST /api/v1/sandbox/pickups/{id}/advance): the courier came, so every
// parcel of the pickup still `created` moves to `picked_up` through the same intake path as a provider report
// (lib/provider-intake/advance-sandbox-order.ts: events, webhooks, notifications), and the pickup completes.
// Each parcel is its own transaction, like one report each; running it again finishes what a crash left.
//
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { pickups } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { advanceSandboxOrder } from '@/lib/provider-intake/advance-sandbox-order';
import { sandboxProvider } from '@/lib/providers/sandbox';
import { findPickup, getPickup } from './get-pickup';
import type { PickupView } from './schemas';

export async function advanceSandboxPickup(db: Db, input: { organizationId: string; pickupId: string }): Promise<PickupView> {
  const pickup = await findPickup(db, input);
  if (pickup.provider !== sandboxProvider.name)
    throw new DomainError('not_found', 'El simulador solo está disponible para recolecciones del proveedor sandbox.');
  const waiting = (await db.execute<{ id: string }>(sql`
    select o.id from pickup_orders po join orders o on o.id = po.order_id
    where po.pickup_id = ${pickup.id}::uuid and o.status = 'created' order by o.created_at, o.id`)) as unknown as { id: string }[];
  for (const order of waiting) {
    await advanceSandboxOrder(db, {
      organizationId: input.organizationId,
      orderId: order.id,
      input: { status: 'picked_up', observations: `Recolección ${pickup.providerReference} (sandbox)` },
    });
  }
  await db
    .update(pickups)
    .set({ status: 'completed', completedAt: new Date() })
    .where(and(eq(pickups.id, pickup.id), eq(pickups.status, 'scheduled')));
  return getPickup(db, input);
}
