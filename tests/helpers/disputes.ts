// Fixtures of the dispute tests: a charged weight adjustment written straight to the database with its real ledger
// entry (so ledger:verify holds), photos made with sharp (EXIF with GPS, a decompression bomb), and the dispute sent
// as multipart/form-data or JSON over real HTTP.
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '@/db/client';
import { adjustments, evidencePhotos, ledgerEntries, type Adjustment, type NewOrder, type Order } from '@/db/schema';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { insertOrderRow } from './order-rows';

export type ChargedAdjustment = { order: Order; adjustment: Adjustment };

/**
 * An order (sandbox unless `provider` says otherwise) measured heavier than declared: 1.5 kg declared (2 kg chargeable),
 * 4 kg measured, `amountCentavos` charged to the balance in the adjustment's own ledger entry.
 */
export async function insertChargedAdjustment(
  organizationId: string,
  options: { provider?: string; amountCentavos?: number; deadline?: Date | null; order?: Partial<NewOrder> } = {},
): Promise<ChargedAdjustment> {
  const order = await insertOrderRow(organizationId, { provider: options.provider ?? 'sandbox', ...options.order });
  const amount = options.amountCentavos ?? 3_500;
  const declared = {
    weightKg: order.packageWeight,
    lengthCm: order.packageLength,
    widthCm: order.packageWidth,
    heightCm: order.packageHeight,
  };
  const adjustment = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(adjustments)
      .values({
        organizationId,
        orderId: order.id,
        provider: order.provider,
        providerReference: `MED-${order.id.slice(0, 8)}-${Math.random().toString(36).slice(2, 8)}`,
        declared,
        measured: { ...declared, weightKg: 4 },
        declaredChargeableWeightKg: 2,
        measuredChargeableWeightKg: 4,
        previousTotalCentavos: order.totalCostCentavos,
        newTotalCentavos: order.totalCostCentavos + amount,
        amountCentavos: amount,
        measuredAt: new Date(),
        disputeDeadlineAt: options.deadline === undefined ? new Date(Date.now() + 7 * 86_400_000) : options.deadline,
      })
      .returning();
    if (amount !== 0) {
      await applyBalanceChange(tx, {
        organizationId,
        kind: 'adjustment',
        amountCentavos: -amount,
        description: 'Ajuste de peso de la prueba',
        orderId: order.id,
        adjustmentId: row.id,
      });
    }
    return row;
  });
  return { order, adjustment };
}

/** What a dispute may have written: the adjustment row, its photos, its ledger entries. */
export async function disputeSnapshot(adjustmentId: string) {
  const db = getDb();
  const [row] = await db.select().from(adjustments).where(eq(adjustments.id, adjustmentId));
  const photos = await db.select({ id: evidencePhotos.id }).from(evidencePhotos).where(eq(evidencePhotos.adjustmentId, adjustmentId));
  const entries = await db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountCentavos })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.adjustmentId, adjustmentId));
  return { row, photos: photos.length, entries };
}

export async function balanceOf(organizationId: string): Promise<number> {
  const [row] = await getDb().execute<{ b: string }>(
    sql`select balance_centavos as b from organizations where id = ${organizationId}::uuid`,
  );
  return Number(row.b);
}

export async function disputeRefunds(organizationId: string, adjustmentId: string) {
  return getDb()
    .select({ amount: ledgerEntries.amountCentavos })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.organizationId, organizationId),
        eq(ledgerEntries.adjustmentId, adjustmentId),
        eq(ledgerEntries.kind, 'dispute_refund'),
      ),
    );
}

/** A JPEG from a camera: EXIF with the maker, GPS position and orientation 6 (to be turned 90°). */
export function cameraJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'CamaraPrueba' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '99/1 8/1 0/1' },
    })
    .toBuffer();
}

export function smallPng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
}

/** A decompression bomb: a PNG of 100 megapixels of one colour, a few hundred KB on disk. */
export function bombPng(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const SVG_PHOTO = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
/** The first bytes of a ZIP archive (a "zip bomb" is never opened: it is not an image). */
export const ZIP_FILE = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048, 0)]);

export const declaredFigures = { weightKg: 1.5, lengthCm: 30, widthCm: 20, heightCm: 15 };

export type PhotoFile = { name: string; type: string; bytes: Buffer };

/** POST /adjustments/{id}/dispute as multipart/form-data: the fields as text, each file as photos[]. */
export async function sendMultipartDispute(
  baseUrl: string,
  key: string,
  adjustmentId: string,
  fields: Record<string, string | number>,
  files: PhotoFile[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const f of files) form.append('photos[]', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${baseUrl}/api/v1/adjustments/${adjustmentId}/dispute`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined, text };
}

export const base64Photo = (bytes: Buffer, mediaType = 'image/jpeg') => ({ mediaType, data: bytes.toString('base64') });
