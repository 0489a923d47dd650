// POST /api/v1/manifests and the dashboard's "Cierre del día": gathers every created order of the organization
// that is on no manifest yet, created up to the end of the day (Mexico City; today by default), from one pickup
// address, and puts them on a new manifest, in one transaction with its audit entry. An order is on one
// manifest only (unique manifest_orders.order_id) and closes for one organization run one at a time (an advisory
// lock), so a second close gets only the orders created since. Orders from several addresses need the address.
//
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { manifestOrders, manifests, type StoredAddress } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { getManifest } from './get-manifest';
import { MEXICO_CITY_TIME_ZONE, mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { originKey, originLabel } from './origin';
import type { CreateManifestInput, ManifestDetail, OriginMatch } from './schemas';

type Candidate = { id: string; pickup: StoredAddress; weight: number };

const norm = (column: string) => sql.raw(`lower(btrim(o.pickup_address->>'${column}'))`);

function originCondition(match: OriginMatch | undefined) {
  if (!match) return sql`true`;
  return sql`o.pickup_address->>'postalCode' = ${match.postalCode}
    ${match.street ? sql`and ${norm('street')} = ${match.street.trim().toLowerCase()}` : sql``}
    ${match.exteriorNumber ? sql`and ${norm('exteriorNumber')} = ${match.exteriorNumber.trim().toLowerCase()}` : sql``}`;
}

export async function createManifest(
  db: Db | DbOrTx,
  params: { organizationId: string; input: CreateManifestInput; actor: AuditActor },
): Promise<ManifestDetail> {
  const { organizationId, input } = params;
  const day = input.date ?? mexicoCityDay();
  const id = await (db as Db).transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`manifests:${organizationId}`}, 0))`);
    const candidates = (await tx.execute<Candidate>(sql`
      select o.id, o.pickup_address as pickup, o.package_weight as weight
      from orders o
      where o.organization_id = ${organizationId}::uuid
        and o.status = 'created'
        and o.created_at < ((${day}::date + 1)::timestamp at time zone ${MEXICO_CITY_TIME_ZONE})
        and not exists (select 1 from manifest_orders m where m.order_id = o.id)
        and ${originCondition(input.pickupAddress)}
      order by o.created_at, o.id`)) as unknown as Candidate[];
    if (candidates.length === 0) {
      throw new DomainError(
        'conflict',
        input.pickupAddress
          ? 'No hay envíos creados sin manifiesto para esa dirección de recolección hasta ese día.'
          : 'No hay envíos creados sin manifiesto hasta ese día: nada que cerrar.',
      );
    }
    const origins = new Map<string, StoredAddress>();
    for (const c of candidates) if (!origins.has(originKey(c.pickup))) origins.set(originKey(c.pickup), c.pickup);
    if (origins.size > 1) {
      const list = [...origins.values()].slice(0, 3).map(originLabel).join('; ');
      throw new DomainError(
        'validation_error',
        `Hay envíos de ${origins.size} direcciones de recolección (${list}${origins.size > 3 ? '; …' : ''}): indica pickupAddress (código postal y, si hace falta, calle y número exterior) para cerrar cada una.`,
        { fields: [{ field: 'pickupAddress', message: 'es obligatoria cuando hay envíos de varias direcciones de recolección' }] },
      );
    }
    const totalWeight = Math.round(candidates.reduce((sum, c) => sum + Number(c.weight), 0) * 1000) / 1000;
    const [manifest] = await tx
      .insert(manifests)
      .values({
        organizationId,
        manifestDate: day,
        pickupAddress: candidates[0].pickup,
        orderCount: candidates.length,
        totalWeightKg: totalWeight,
      })
      .returning({ id: manifests.id });
    for (let i = 0; i < candidates.length; i += 1000) {
      await tx
        .insert(manifestOrders)
        .values(candidates.slice(i, i + 1000).map((c, j) => ({ manifestId: manifest.id, orderId: c.id, position: i + j + 1 })));
    }
    await recordAudit(tx, {
      organizationId,
      actor: params.actor,
      action: 'manifest.created',
      target: { type: 'manifest', id: manifest.id },
      summary: { after: { date: day, orders: candidates.length, origin: originLabel(candidates[0].pickup) } },
    });
    return manifest.id;
  });
  return getManifest(db, { organizationId, manifestId: id });
}
