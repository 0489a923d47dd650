// Reading manifests: one by id with its orders (another organization's manifest is the same 404 as an unknown
// id), the organization's list newest first (keyset-paged), and the printed PDF (lib/batches/manifest-pdf.tsx,
// the sheet a batch's manifest prints too, here with its pickup's confirmation and window, or "sin solicitar"). Each carries its pickup, if one was requested for it (one at most,
// pickups_manifest_uq), so the API and the dashboard's "Cierres del día" see which still needs one.
//
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { manifestOrders, manifests, orders, organizations, pickups, type Manifest } from '@/db/schema';
import { renderManifestPdf } from '@/lib/batches/manifest-pdf';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import { publicUrl } from '@/lib/platform/public-url';
import { pickupDayLabel } from '@/lib/pickups/pickup-window';
import { dayLabel } from '@/lib/platform/time/format';
import { pickupStatusLabels } from '@/lib/pickups/schemas';
import { isUuid } from '@/lib/platform/text/uuid';
import type { ManifestDetail, ManifestList, ManifestPickup, ManifestSummary } from './schemas';

export const manifestNotFound = () => new DomainError('not_found', 'El manifiesto no existe.');

export const manifestPath = (id: string) => `/api/v1/manifests/${id}`;

/** The columns of a manifest's pickup, read beside the manifest (left join: null without one). */
const pickupColumns = {
  id: pickups.id,
  status: pickups.status,
  date: pickups.pickupDate,
  start: pickups.windowStart,
  end: pickups.windowEnd,
  confirmationNumber: pickups.providerReference,
};
type PickupRow = {
  id: string;
  status: ManifestPickup['status'];
  date: string;
  start: string;
  end: string;
  confirmationNumber: string;
} | null;
const pickupJoin = and(eq(pickups.manifestId, manifests.id), eq(pickups.organizationId, manifests.organizationId));

function serializePickup(p: PickupRow): ManifestPickup | null {
  return p
    ? { id: p.id, status: p.status, date: p.date, timeWindow: { start: p.start, end: p.end }, confirmationNumber: p.confirmationNumber }
    : null;
}

function serializeManifest(m: Manifest, pickup: PickupRow): ManifestSummary {
  const { contactName, contactPhone, street, exteriorNumber, interiorNumber, neighborhood, city, state, postalCode } = m.pickupAddress;
  return {
    id: m.id,
    date: m.manifestDate,
    pickupAddress: {
      contactName,
      contactPhone,
      street,
      exteriorNumber,
      ...(interiorNumber ? { interiorNumber } : {}),
      neighborhood,
      city,
      state,
      postalCode,
    },
    orderCount: m.orderCount,
    totalWeight: m.totalWeightKg,
    createdAt: m.createdAt.toISOString(),
    pdfUrl: publicUrl(manifestPath(m.id)),
    pickup: serializePickup(pickup),
  };
}

export async function findManifest(
  db: DbOrTx,
  { organizationId, manifestId }: { organizationId: string; manifestId: string },
): Promise<Manifest> {
  if (!isUuid(manifestId)) throw manifestNotFound();
  const [m] = await db
    .select()
    .from(manifests)
    .where(and(eq(manifests.id, manifestId), eq(manifests.organizationId, organizationId)));
  if (!m) throw manifestNotFound();
  return m;
}

async function manifestLines(db: DbOrTx, m: Manifest) {
  return db
    .select({
      orderId: orders.id,
      guideNumber: orders.guideNumber,
      internalReference: orders.internalReference,
      delivery: orders.deliveryAddress,
      weight: orders.packageWeight,
      isCod: orders.isCod,
      codCentavos: orders.codAmountCentavos,
    })
    .from(manifestOrders)
    .innerJoin(orders, and(eq(orders.id, manifestOrders.orderId), eq(orders.organizationId, m.organizationId)))
    .where(eq(manifestOrders.manifestId, m.id))
    .orderBy(asc(manifestOrders.position));
}

export async function getManifest(db: DbOrTx, input: { organizationId: string; manifestId: string }): Promise<ManifestDetail> {
  const m = await findManifest(db, input);
  const lines = await manifestLines(db, m);
  const [pickup] = await db.select(pickupColumns).from(manifests).innerJoin(pickups, pickupJoin).where(eq(manifests.id, m.id));
  return {
    ...serializeManifest(m, pickup ?? null),
    orders: lines.map((l) => ({
      orderId: l.orderId,
      guideNumber: l.guideNumber,
      internalReference: l.internalReference,
      destinationCity: l.delivery.city,
      destinationState: l.delivery.state,
      weight: l.weight,
    })),
  };
}

export async function listManifests(
  db: DbOrTx,
  { organizationId, limit = 20, cursor }: { organizationId: string; limit?: number; cursor?: string },
): Promise<ManifestList> {
  const after = cursor ? parseCursorParam(cursor) : null;
  const rows = await db
    .select({ m: manifests, t: cursorTime(manifests.createdAt), pickup: pickupColumns })
    .from(manifests)
    .leftJoin(pickups, pickupJoin)
    .where(and(eq(manifests.organizationId, organizationId), after ? afterCursor(manifests.createdAt, manifests.id, after) : sql`true`))
    .orderBy(desc(manifests.createdAt), desc(manifests.id))
    .limit(limit + 1);
  const page = toPage(rows, limit, (r) => ({ t: r.t, id: r.m.id }));
  return { data: page.rows.map((r) => serializeManifest(r.m, r.pickup)), nextCursor: page.nextCursor };
}

export async function manifestPdf(
  db: DbOrTx,
  input: { organizationId: string; manifestId: string },
): Promise<{ pdf: Buffer; filename: string }> {
  const m = await findManifest(db, input);
  const lines = await manifestLines(db, m);
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, m.organizationId));
  const [pickup] = await db.select(pickupColumns).from(manifests).innerJoin(pickups, pickupJoin).where(eq(manifests.id, m.id));
  const pdf = await renderManifestPdf({
    title: `Cierre del día ${m.manifestDate}`,
    organizationName: org?.name ?? '',
    dateLabel: dayLabel(m.manifestDate),
    pickup: pickup
      ? {
          confirmationNumber: pickup.confirmationNumber,
          dayLabel: pickupDayLabel(pickup.date),
          window: `${pickup.start} a ${pickup.end}`,
          statusLabel: pickupStatusLabels[pickup.status],
        }
      : null,
    // A daily close gathers one pickup address (lib/manifests/create-manifest.ts): one section.
    origins: [
      {
        pickupAddress: m.pickupAddress,
        parcels: lines.map((l) => ({
          guideNumber: l.guideNumber ?? '—',
          reference: l.internalReference,
          destinationCity: l.delivery.city,
          destinationState: l.delivery.state,
          weightKg: l.weight,
          codCentavos: l.isCod ? l.codCentavos : null,
        })),
      },
    ],
  });
  return { pdf, filename: `manifiesto-${m.manifestDate}-${m.id.slice(0, 8)}.pdf` };
}
