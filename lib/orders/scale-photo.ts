// The photo of the parcel on the scale a merchant may send when it creates an order (POST /orders `scalePhoto`) or buys
// a batch (POST /batches/{id}/purchase `scalePhoto`): evidence kept with the order (or the batch) and attached to any
// later dispute of a weight adjustment ("el paquete ya venía pesado y medido", docs/billing.md "Disputes"). Checked and
// re-encoded before anything is written (lib/evidence/process-photo.ts). It is not a batch column: one photo per
// purchase, not per row.
import { MAX_EVIDENCE_PHOTO_MB, MAX_SCALE_PHOTO_BASE64_CHARS } from '@/lib/evidence/limits';
import { processEvidencePhoto, type ProcessedPhoto } from '@/lib/evidence/process-photo';
import { base64PhotoSchema, decodeBase64Photo, type Base64Photo } from '@/lib/evidence/schemas';
import { createOrderSchema } from './schemas';

export const SCALE_PHOTO_LABEL = 'La foto del paquete en la báscula';

export const scalePhotoSchema = base64PhotoSchema.meta({
  description: `Opcional: foto del paquete en la báscula (JPEG o PNG en base64, hasta ${MAX_EVIDENCE_PHOTO_MB} MB). Se guarda sin metadatos con el pedido y se adjunta sola a cualquier disputa de un ajuste de peso.`,
});

/** POST /orders: the specification's body plus the optional scale photo. */
export const createOrderRequestSchema = createOrderSchema.safeExtend({ scalePhoto: scalePhotoSchema.optional() });

/** A JSON body with one scale photo: the 1 MB of an ordinary body plus the photo in base64. */
export const SCALE_PHOTO_BODY_LIMIT = {
  maxBytes: 1024 * 1024 + MAX_SCALE_PHOTO_BASE64_CHARS,
  tooLargeMessage: `El cuerpo de la solicitud supera el máximo: la foto del paquete en la báscula puede pesar hasta ${MAX_EVIDENCE_PHOTO_MB} MB.`,
};

export function processScalePhoto(photo: Base64Photo | Buffer | null | undefined): Promise<ProcessedPhoto | null> {
  if (!photo) return Promise.resolve(null);
  return processEvidencePhoto(Buffer.isBuffer(photo) ? photo : decodeBase64Photo(photo), SCALE_PHOTO_LABEL);
}
