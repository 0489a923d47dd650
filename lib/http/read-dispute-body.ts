// The body of POST /adjustments/{id}/dispute, JSON (photos in base64) or multipart/form-data (fields as text, photos[]
// as files), read by apiRoute under the operation's size limit (lib/evidence/limits.ts) and turned here into one shape:
// the declared figures, the comment, and the photos' bytes (checked and re-encoded by the domain).
import type { ParcelFigures } from '@/db/schema';
import { disputeFieldsSchema, disputeRequestSchema } from '@/lib/disputes/schemas';
import { MAX_DISPUTE_PHOTOS, TOO_MANY_PHOTOS_MESSAGE } from '@/lib/evidence/limits';
import { decodeBase64Photo } from '@/lib/evidence/schemas';
import { ApiError } from './api-error';

export type DisputeBody = { declared: ParcelFigures; comment: string | null; photos: Buffer[] };

const INVALID_FORM =
  'Envía la disputa como JSON o como multipart/form-data con los campos weightKg, lengthCm, widthCm, heightCm, comment y photos[].';
const NUMBER_FIELDS = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;

async function readMultipart(contentType: string, bytes: Buffer): Promise<DisputeBody> {
  const form = await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': contentType } }).formData().catch(() => {
    throw new ApiError('validation_error', INVALID_FORM);
  });
  const files = [...form.getAll('photos[]'), ...form.getAll('photos')];
  if (files.some((f) => !(f instanceof File))) throw new ApiError('validation_error', 'El campo photos[] debe llevar archivos, no texto.');
  if (files.length > MAX_DISPUTE_PHOTOS) throw new ApiError('validation_error', TOO_MANY_PHOTOS_MESSAGE);
  const fields: Record<string, unknown> = {};
  for (const name of NUMBER_FIELDS) {
    const value = form.get(name);
    if (value === null) continue;
    if (typeof value !== 'string') throw new ApiError('validation_error', `El campo ${name} debe ser texto, no un archivo.`);
    // "2,5" as a Mexican keyboard writes it
    fields[name] = value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'));
  }
  const comment = form.get('comment');
  if (comment !== null) {
    if (typeof comment !== 'string') throw new ApiError('validation_error', 'El campo comment debe ser texto, no un archivo.');
    fields.comment = comment;
  }
  const parsed = disputeFieldsSchema.parse(fields);
  const photos = await Promise.all(files.map(async (f) => Buffer.from(await (f as File).arrayBuffer())));
  return { declared: figures(parsed), comment: parsed.comment || null, photos };
}

const figures = (f: { weightKg: number; lengthCm: number; widthCm: number; heightCm: number }): ParcelFigures => ({
  weightKg: f.weightKg,
  lengthCm: f.lengthCm,
  widthCm: f.widthCm,
  heightCm: f.heightCm,
});

/** `upload` and `rawBody` as apiRoute read them; `contentType` the request's whole header (the multipart boundary). */
export async function readDisputeBody(input: {
  upload: { contentType: string; bytes: Buffer } | null;
  rawBody: unknown;
  contentTypeHeader: string;
}): Promise<DisputeBody> {
  if (input.upload?.contentType === 'multipart/form-data') return readMultipart(input.contentTypeHeader, input.upload.bytes);
  const parsed = disputeRequestSchema.parse(input.rawBody);
  return { declared: figures(parsed), comment: parsed.comment || null, photos: parsed.photos.map(decodeBase64Photo) };
}
