// Evidence photos in the database: written in the caller's transaction (with the order, the batch purchase or the
// dispute they belong to), listed without their bytes, read one at a time for download. Every read is scoped by the
// caller's organization: another organization's photo is the same 404 as one that does not exist.
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchRows, evidencePhotos, type EvidencePhotoKind } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import type { ProcessedPhoto } from './process-photo';

export type EvidenceOwner = {
  organizationId: string;
  kind: EvidencePhotoKind;
  orderId?: string | null;
  batchId?: string | null;
  adjustmentId?: string | null;
};

/** A photo as the API and the dashboard list it (the bytes are downloaded from `url`). */
export type EvidencePhotoSummary = {
  id: string;
  kind: EvidencePhotoKind;
  mediaType: string;
  byteSize: number;
  width: number;
  height: number;
  sha256: string;
  createdAt: string;
  url: string;
};

/** The same answer for an unknown id and another organization's (the id is not echoed). */
export const evidencePhotoNotFound = (_id?: string) => new DomainError('not_found', 'La foto de evidencia no existe.');

/** The download address of a photo (the API's; the dashboard's session may call it too). */
export const evidencePhotoUrl = (id: string) => `/api/v1/evidence-photos/${id}`;

/** The insert's values (for a caller that writes them inside a larger statement). */
export function evidencePhotoValues(owner: EvidenceOwner, photos: readonly ProcessedPhoto[]) {
  // one millisecond apart, so the photos list in the order they were sent
  const at = Date.now();
  return photos.map((p, i) => ({
    createdAt: new Date(at + i),
    organizationId: owner.organizationId,
    kind: owner.kind,
    orderId: owner.orderId ?? null,
    batchId: owner.batchId ?? null,
    adjustmentId: owner.adjustmentId ?? null,
    mediaType: p.mediaType,
    content: p.content,
    byteSize: p.byteSize,
    width: p.width,
    height: p.height,
    sha256: p.sha256,
  }));
}

/** Writes processed photos in the caller's transaction; returns their ids in order. */
export async function insertEvidencePhotos(tx: DbOrTx, owner: EvidenceOwner, photos: readonly ProcessedPhoto[]): Promise<string[]> {
  if (photos.length === 0) return [];
  const rows = await tx.insert(evidencePhotos).values(evidencePhotoValues(owner, photos)).returning({ id: evidencePhotos.id });
  return rows.map((r) => r.id);
}

const summaryColumns = {
  id: evidencePhotos.id,
  kind: evidencePhotos.kind,
  mediaType: evidencePhotos.mediaType,
  byteSize: evidencePhotos.byteSize,
  width: evidencePhotos.width,
  height: evidencePhotos.height,
  sha256: evidencePhotos.sha256,
  createdAt: evidencePhotos.createdAt,
};

/**
 * The evidence of an adjustment: the photos sent with its dispute, and the scale photos taken when its order was
 * created or its batch bought ("el paquete ya venía pesado y medido"), scale photos first, oldest first.
 */
export async function listAdjustmentEvidence(
  db: DbOrTx,
  params: { organizationId: string; adjustmentId: string; orderId: string },
): Promise<EvidencePhotoSummary[]> {
  const batchesOfOrder = db.select({ id: batchRows.batchId }).from(batchRows).where(eq(batchRows.orderId, params.orderId));
  const scale: SQL = and(
    eq(evidencePhotos.kind, 'scale'),
    or(eq(evidencePhotos.orderId, params.orderId), inArray(evidencePhotos.batchId, batchesOfOrder)),
  ) as SQL;
  const rows = await db
    .select(summaryColumns)
    .from(evidencePhotos)
    .where(and(eq(evidencePhotos.organizationId, params.organizationId), or(eq(evidencePhotos.adjustmentId, params.adjustmentId), scale)))
    .orderBy(sql`${evidencePhotos.kind} = 'dispute'`, asc(evidencePhotos.createdAt), asc(evidencePhotos.id));
  return rows.map(toSummary);
}

/** The scale photos of an order (its own and its batch's). */
export async function listOrderScalePhotos(
  db: DbOrTx,
  params: { organizationId: string; orderId: string },
): Promise<EvidencePhotoSummary[]> {
  const batchesOfOrder = db.select({ id: batchRows.batchId }).from(batchRows).where(eq(batchRows.orderId, params.orderId));
  const rows = await db
    .select(summaryColumns)
    .from(evidencePhotos)
    .where(
      and(
        eq(evidencePhotos.organizationId, params.organizationId),
        eq(evidencePhotos.kind, 'scale'),
        or(eq(evidencePhotos.orderId, params.orderId), inArray(evidencePhotos.batchId, batchesOfOrder)),
      ),
    )
    .orderBy(asc(evidencePhotos.createdAt), asc(evidencePhotos.id));
  return rows.map(toSummary);
}

function toSummary(row: Omit<EvidencePhotoSummary, 'createdAt' | 'url'> & { createdAt: Date }): EvidencePhotoSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), url: evidencePhotoUrl(row.id) };
}

/** One photo with its bytes, for download; 404 for an unknown id or another organization's photo. */
export async function getEvidencePhoto(
  db: DbOrTx,
  params: { organizationId: string; photoId: string },
): Promise<{ id: string; mediaType: string; content: Buffer; sha256: string }> {
  if (!isUuid(params.photoId)) throw evidencePhotoNotFound(params.photoId);
  const [row] = await db
    .select({ id: evidencePhotos.id, mediaType: evidencePhotos.mediaType, content: evidencePhotos.content, sha256: evidencePhotos.sha256 })
    .from(evidencePhotos)
    .where(and(eq(evidencePhotos.id, params.photoId), eq(evidencePhotos.organizationId, params.organizationId)));
  if (!row) throw evidencePhotoNotFound(params.photoId);
  return row;
}

/**
 * One photo's insert as a CTE of a larger statement (the order's creation writes its scale photo in the statement that
 * writes the order: lib/orders/create-order.ts). `name` is the CTE's name.
 */
export function evidencePhotoCte(name: string, owner: EvidenceOwner, photo: ProcessedPhoto): SQL {
  return sql`${sql.identifier(name)} as (
      insert into ${evidencePhotos} (organization_id, kind, order_id, batch_id, adjustment_id, media_type, content, byte_size, width, height, sha256)
      values (${owner.organizationId}::uuid, ${owner.kind}::text, ${owner.orderId ?? null}::uuid, ${owner.batchId ?? null}::uuid,
        ${owner.adjustmentId ?? null}::uuid, ${photo.mediaType}::text, decode(${photo.content.toString('base64')}::text, 'base64'),
        ${photo.byteSize}::int, ${photo.width}::int, ${photo.height}::int, ${photo.sha256}::text)
    )`;
}
