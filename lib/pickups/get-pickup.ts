// Reading a pickup (GET /api/v1/pickups/{id}): its state, window, confirmation number and how many of its
// parcels the provider already reported as picked up. Another organization's pickup is the same 404 as an
// unknown id.
//
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { pickups, type Pickup } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import { pickupStatusLabels, type PickupView } from './schemas';

/** The answer for a pickup the organization does not have (another organization's is the same). */
export const pickupNotFound = () => new DomainError('not_found', 'La recolección no existe.');

export async function findPickup(db: DbOrTx, { organizationId, pickupId }: { organizationId: string; pickupId: string }): Promise<Pickup> {
  if (!isUuid(pickupId)) throw pickupNotFound();
  const [p] = await db
    .select()
    .from(pickups)
    .where(and(eq(pickups.id, pickupId), eq(pickups.organizationId, organizationId)));
  if (!p) throw pickupNotFound();
  return p;
}

export async function getPickup(db: DbOrTx, input: { organizationId: string; pickupId: string }): Promise<PickupView> {
  const p = await findPickup(db, input);
  const [counts] = (await db.execute<{ picked: number }>(sql`
    select count(*)::int as picked from pickup_orders po join orders o on o.id = po.order_id
    where po.pickup_id = ${p.id}::uuid and o.status not in ('pending', 'created', 'cancelled')`)) as unknown as { picked: number }[];
  const { street, exteriorNumber, neighborhood, city, state, postalCode } = p.pickupAddress;
  return {
    id: p.id,
    status: p.status,
    statusLabel: pickupStatusLabels[p.status],
    manifestId: p.manifestId,
    date: p.pickupDate,
    timeWindow: { start: p.windowStart, end: p.windowEnd },
    provider: p.provider,
    confirmationNumber: p.providerReference,
    orderCount: p.orderCount,
    pickedUp: counts?.picked ?? 0,
    pickupAddress: { street, exteriorNumber, neighborhood, city, state, postalCode },
    createdAt: p.createdAt.toISOString(),
    completedAt: p.completedAt?.toISOString() ?? null,
  };
}
