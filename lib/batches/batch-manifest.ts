// GET /api/v1/batches/{id}/manifest: the batch's created orders on one pickup manifest (lib/batches/manifest-pdf.tsx).
// The parcels are grouped by pickup address (lib/manifests/origin.ts: postal code, street and exterior number), in
// the order each address first appears in the file and in row order within it, so a batch that ships from several
// warehouses prints each one with its own parcels; the date is the batch's completion (or today), in Mexico City time.
//
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchRows, orders, organizations } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { originKey } from '@/lib/manifests/origin';
import { formatLongDate } from '@/lib/platform/time/format';
import { findBatch } from './get-batch';
import { renderManifestPdf, type ManifestOrigin } from './manifest-pdf';

export async function batchManifest(
  db: DbOrTx,
  input: { organizationId: string; batchId: string },
): Promise<{ pdf: Buffer; filename: string }> {
  const batch = await findBatch(db, input);
  if (batch.created === 0)
    throw new DomainError('conflict', 'El lote aún no tiene pedidos creados: el manifiesto lista los paquetes con guía.');
  const rows = await db
    .select({
      guideNumber: orders.guideNumber,
      reference: orders.internalReference,
      pickup: orders.pickupAddress,
      delivery: orders.deliveryAddress,
      weight: orders.packageWeight,
      isCod: orders.isCod,
      codCentavos: orders.codAmountCentavos,
    })
    .from(batchRows)
    .innerJoin(orders, and(eq(orders.id, batchRows.orderId), eq(orders.organizationId, input.organizationId)))
    .where(and(eq(batchRows.batchId, batch.id), eq(batchRows.state, 'created')))
    .orderBy(asc(batchRows.rowNumber));
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, input.organizationId));
  const origins = new Map<string, ManifestOrigin>();
  for (const r of rows) {
    const key = originKey(r.pickup);
    if (!origins.has(key)) origins.set(key, { pickupAddress: r.pickup, parcels: [] });
    origins.get(key)!.parcels.push({
      guideNumber: r.guideNumber ?? '—',
      reference: r.reference,
      destinationCity: r.delivery.city,
      destinationState: r.delivery.state,
      weightKg: r.weight,
      codCentavos: r.isCod ? r.codCentavos : null,
    });
  }
  const shortId = batch.id.slice(0, 8);
  const pdf = await renderManifestPdf({
    title: `Manifiesto del lote ${shortId}`,
    organizationName: org?.name ?? '',
    dateLabel: formatLongDate(batch.completedAt ?? new Date()),
    origins: [...origins.values()],
  });
  return { pdf, filename: `manifiesto-lote-${shortId}.pdf` };
}
