// POST /api/v1/pickups and the dashboard's "Cierre del día": books a courier visit with the provider for a
// manifest's parcels or for the created parcels at one address (on no other pickup), on a day and in a time
// window, and stores it with its parcels and the audit entry in one transaction. The provider is asked with no
// transaction open (docs/carriers.md, "Cancelling, returns and pickups"), so a slow carrier holds no lock and no
// pooled connection: the parcels are chosen and checked first, the provider books them (its failure writes nothing
// and answers 503 provider_unavailable), then one transaction takes the organization's pickup lock (an advisory
// lock: requests of one organization are recorded one at a time, so a parcel is on one pickup only, also a unique
// constraint, and a manifest gets one pickup), chooses the parcels again and stores the pickup only if they are
// still the ones booked; otherwise (another pickup took one, or one was cancelled meanwhile) a 409 asks to try
// again, and the booking left at the carrier is released (releaseUnrecorded). Parcels of several providers are refused (409):
// each provider collects its own guides; so are parcels of one carrier bought with different carrier accounts (the
// organization's own and the platform's): the pickup is booked with the account its guides were bought with.
//
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { pickupOrders, pickups, type StoredAddress } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { findManifest } from '@/lib/manifests/get-manifest';
import { originLabel } from '@/lib/manifests/origin';
import { providerForOrder } from '@/lib/carriers/carrier-provider';
import { carrierModule } from '@/lib/providers/registry';
import { ProviderUnavailableError, type ShippingProvider } from '@/lib/providers';
import { log } from '@/lib/platform/log';
import { getPickup } from './get-pickup';
import type { CreatePickupInput, PickupView } from './schemas';

type Parcel = {
  id: string;
  guide: string | null;
  provider: string;
  account: string | null;
  service: string | null;
  weight: number;
  length: number;
  width: number;
  height: number;
};

const same = (field: string, value: string) => sql`lower(btrim(o.pickup_address->>${field})) = ${value.trim().toLowerCase()}`;

/** The parcels a request collects, checked (one provider, one account); a 409 when there are none or they are mixed. */
async function chooseParcels(
  db: DbOrTx,
  organizationId: string,
  input: CreatePickupInput,
): Promise<{ address: StoredAddress; parcels: Parcel[] }> {
  let address: StoredAddress;
  let parcels: Parcel[];
  if (input.manifestId) {
    const manifest = await findManifest(db, { organizationId, manifestId: input.manifestId });
    const [existing] = await db.select({ id: pickups.id }).from(pickups).where(sql`${pickups.manifestId} = ${manifest.id}`);
    if (existing) throw new DomainError('conflict', 'El manifiesto ya tiene una recolección solicitada: consúltala con GET /pickups/{id}.');
    address = manifest.pickupAddress;
    parcels = (await db.execute<Parcel>(sql`
      select o.id, o.guide_number as guide, o.provider, o.carrier_account_id as account, o.carrier_service as service,
        o.package_weight as weight, o.package_length as length, o.package_width as width, o.package_height as height from manifest_orders m join orders o on o.id = m.order_id
      where m.manifest_id = ${manifest.id}::uuid and o.organization_id = ${organizationId}::uuid and o.status = 'created'
        and not exists (select 1 from pickup_orders p where p.order_id = o.id)
      order by m.position`)) as unknown as Parcel[];
  } else {
    address = input.pickupAddress!;
    parcels = (await db.execute<Parcel>(sql`
      select o.id, o.guide_number as guide, o.provider, o.carrier_account_id as account, o.carrier_service as service,
        o.package_weight as weight, o.package_length as length, o.package_width as width, o.package_height as height from orders o
      where o.organization_id = ${organizationId}::uuid and o.status = 'created'
        and o.pickup_address->>'postalCode' = ${address.postalCode} and ${same('street', address.street)} and ${same('exteriorNumber', address.exteriorNumber)}
        and not exists (select 1 from pickup_orders p where p.order_id = o.id)
      order by o.created_at, o.id`)) as unknown as Parcel[];
  }
  if (parcels.length === 0) {
    throw new DomainError(
      'conflict',
      input.manifestId
        ? 'Los paquetes del manifiesto ya no esperan recolección (recolectados, cancelados o en otra recolección).'
        : `No hay envíos creados esperando recolección en ${originLabel(address)}.`,
    );
  }
  // A courier collects its own guides: one pickup is one provider's (pickups.provider). Parcels of several cannot be
  // booked as one (nor split: a manifest has one pickup), so the request is refused before any provider is asked.
  const providerNames = [...new Set(parcels.map((p) => p.provider))].sort();
  if (providerNames.length > 1) {
    throw new DomainError(
      'conflict',
      `Los paquetes de esta recolección son de ${providerNames.length} transportistas (${providerNames.join(', ')}) y cada uno recoge solo sus guías: no se puede agendar una sola recolección para todos.`,
    );
  }
  // The provider is reached through the account the parcels were bought with (the organization's own or the
  // platform's, docs/carriers.md): guides of one carrier bought with different accounts are not one account's
  // pickup, so they are refused as well rather than booked with the first parcel's account for all.
  const accounts = new Set(parcels.map((p) => p.account));
  if (accounts.size > 1) {
    const carrier = carrierModule(providerNames[0])?.displayName ?? providerNames[0];
    throw new DomainError(
      'conflict',
      `Las guías de esta recolección fueron compradas con cuentas distintas de ${carrier} (${accounts.size} cuentas) y cada cuenta agenda solo sus guías: no se puede agendar una sola recolección para todas.`,
    );
  }
  return { address, parcels };
}

export async function requestPickup(
  db: Db | DbOrTx,
  params: { organizationId: string; input: CreatePickupInput; actor: AuditActor },
): Promise<PickupView> {
  const { organizationId, input } = params;
  const { address, parcels } = await chooseParcels(db, organizationId, input);
  const provider = await providerForOrder(db, {
    provider: parcels[0].provider,
    carrierAccountId: parcels[0].account,
    carrierService: null,
  });
  let confirmation;
  try {
    confirmation = await provider.requestPickup({
      organizationId,
      pickupAddress: address,
      date: input.date,
      windowStart: input.timeWindow.start,
      windowEnd: input.timeWindow.end,
      guideNumbers: parcels.flatMap((p) => (p.guide ? [p.guide] : [])),
      parcels: parcels.flatMap((p) =>
        p.guide
          ? [
              {
                guideNumber: p.guide,
                service: p.service,
                package: { weight: p.weight, length: p.length, width: p.width, height: p.height },
              },
            ]
          : [],
      ),
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new DomainError(
        'provider_unavailable',
        'El proveedor logístico no pudo agendar la recolección en este momento. Intenta de nuevo.',
      );
    throw error;
  }
  const booked = { reference: confirmation.reference, date: input.date };
  const id = await (db as Db)
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pickups:${organizationId}`}, 0))`);
      // The parcels again, under the lock: stored only if they are still the ones the provider booked.
      const now = await chooseParcels(tx, organizationId, input);
      const ids = (list: Parcel[]) =>
        list
          .map((p) => p.id)
          .sort()
          .join(',');
      if (ids(now.parcels) !== ids(parcels)) {
        throw new DomainError(
          'conflict',
          'Los paquetes de esta recolección cambiaron mientras se agendaba (otra recolección tomó alguno o se canceló alguno). Vuelve a solicitar la recolección.',
        );
      }
      const [pickup] = await tx
        .insert(pickups)
        .values({
          organizationId,
          manifestId: input.manifestId ?? null,
          pickupAddress: address,
          pickupDate: input.date,
          windowStart: input.timeWindow.start,
          windowEnd: input.timeWindow.end,
          provider: provider.name,
          providerReference: confirmation.reference,
          orderCount: parcels.length,
        })
        .returning({ id: pickups.id });
      for (let i = 0; i < parcels.length; i += 1000) {
        await tx.insert(pickupOrders).values(parcels.slice(i, i + 1000).map((p) => ({ pickupId: pickup.id, orderId: p.id })));
      }
      await recordAudit(tx, {
        organizationId,
        actor: params.actor,
        action: 'pickup.requested',
        target: { type: 'pickup', id: pickup.id },
        summary: {
          after: {
            date: input.date,
            window: `${input.timeWindow.start}–${input.timeWindow.end}`,
            orders: parcels.length,
            origin: originLabel(address),
            manifestId: input.manifestId ?? null,
          },
        },
      });
      return pickup.id;
    })
    .catch(async (error: unknown) => {
      await releaseUnrecorded(db, { organizationId, actor: params.actor, provider, booked, address, parcels, input });
      throw error;
    });
  return getPickup(db, { organizationId, pickupId: id });
}

/**
 * A booking the carrier confirmed but that was not stored (its parcels changed meanwhile: a pickup requested at the
 * same moment took them, or the transaction failed) is not left at the carrier unknown to anyone: a carrier with
 * `pickup_cancel` (FedEx, DHL Express) cancels it; otherwise, or when that cancellation fails, it is recorded in the audit log
 * (`pickup.booking_unrecorded`, with the carrier's confirmation) for an operator to cancel by hand. Never throws: the
 * request's own answer (the 409) is what its caller gets.
 */
async function releaseUnrecorded(
  db: Db | DbOrTx,
  unrecorded: {
    organizationId: string;
    actor: AuditActor;
    provider: ShippingProvider;
    booked: { reference: string; date: string };
    address: StoredAddress;
    parcels: Parcel[];
    input: CreatePickupInput;
  },
): Promise<void> {
  const { organizationId, provider, booked } = unrecorded;
  const context = { organizationId, provider: provider.name, reference: booked.reference };
  if (provider.cancelPickup) {
    try {
      await provider.cancelPickup(booked);
      log.warn('a pickup booked with the provider was not recorded; cancelled with the provider', context);
      return;
    } catch (error) {
      log.error('a pickup booked with the provider was not recorded and could not be cancelled', {
        ...context,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  } else {
    log.error('a pickup was booked with the provider but its parcels changed meanwhile; not recorded', context);
  }
  try {
    await recordAudit(db, {
      organizationId,
      actor: unrecorded.actor,
      action: 'pickup.booking_unrecorded',
      target: null,
      summary: {
        carrier: carrierModule(provider.name)?.displayName ?? provider.name,
        carrierReference: booked.reference,
        date: booked.date,
        window: `${unrecorded.input.timeWindow.start}–${unrecorded.input.timeWindow.end}`,
        orders: unrecorded.parcels.length,
        origin: originLabel(unrecorded.address),
        manifestId: unrecorded.input.manifestId ?? null,
        cancelledAtCarrier: false,
        description:
          'La paquetería confirmó esta recolección, pero no se registró porque sus paquetes cambiaron mientras se agendaba (otra recolección tomó alguno o se canceló alguno); sigue agendada con la paquetería y hay que cancelarla.',
      },
    });
  } catch (error) {
    log.error('the unrecorded pickup booking could not be written to the audit log', {
      ...context,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}
