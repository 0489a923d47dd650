// Checks an evidence photo by its content (never its name or declared type) and re-encodes it, so what is stored is
// a JPEG or PNG of bounded size with no metadata (EXIF, GPS, camera) and its orientation applied. A broken or hostile
// upload (another format, an SVG, a decompression bomb) fails here, before anything is written.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { EVIDENCE_MAX_SIDE_PX, MAX_EVIDENCE_INPUT_PIXELS, MAX_EVIDENCE_PHOTO_BYTES, photoTooLargeMessage } from './limits';

export type EvidenceMediaType = 'image/jpeg' | 'image/png';
/** A photo ready to store: the re-encoded bytes and what the evidence_photos row records of them. */
export type ProcessedPhoto = {
  content: Buffer;
  mediaType: EvidenceMediaType;
  width: number;
  height: number;
  byteSize: number;
  sha256: string;
};

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

function sniff(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  return null;
}

/**
 * `label` names the photo in the Spanish messages ("La foto 2", "La foto del paquete en la báscula").
 * 413 payload_too_large over MAX_EVIDENCE_PHOTO_BYTES; 422 invalid_photo for anything that is not a readable JPEG or PNG
 * of at most MAX_EVIDENCE_INPUT_PIXELS pixels.
 */
export async function processEvidencePhoto(bytes: Buffer, label = 'La foto'): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw new DomainError('invalid_photo', `${label} está vacía.`);
  if (bytes.length > MAX_EVIDENCE_PHOTO_BYTES) throw new DomainError('payload_too_large', photoTooLargeMessage(label, bytes.length));
  const format = sniff(bytes);
  if (!format) throw new DomainError('invalid_photo', `${label} debe ser una imagen JPEG o PNG.`);
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_EVIDENCE_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    if (meta.format !== format) throw new DomainError('invalid_photo', `${label} debe ser una imagen JPEG o PNG.`);
    // rotate(): the EXIF orientation applied before the metadata is dropped (sharp keeps none unless asked).
    const pipeline = image
      .rotate()
      .resize({ width: EVIDENCE_MAX_SIDE_PX, height: EVIDENCE_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (format === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer({
      resolveWithObject: true,
    });
    return {
      content: data,
      mediaType: format === 'png' ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
      byteSize: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (/pixel limit/i.test(String((error as Error)?.message))) {
      throw new DomainError(
        'invalid_photo',
        `${label} tiene demasiados píxeles (más de ${MAX_EVIDENCE_INPUT_PIXELS / 1_000_000} millones); envía una foto de cámara normal.`,
      );
    }
    throw new DomainError('invalid_photo', `${label} está dañada o incompleta: no se pudo leer la imagen.`);
  }
}

/** Processes several photos in order, one at a time (sharp's memory stays that of one photo). */
export async function processEvidencePhotos(photos: readonly Buffer[], labelOf: (index: number) => string): Promise<ProcessedPhoto[]> {
  const processed: ProcessedPhoto[] = [];
  for (const [index, bytes] of photos.entries()) processed.push(await processEvidencePhoto(bytes, labelOf(index)));
  return processed;
}
