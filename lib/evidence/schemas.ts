// A photo inside a JSON body, in base64 (the dispute's photos, the scale photo of POST /orders and of a batch purchase),
// and how it becomes bytes. The declared mediaType is informative only: the bytes decide (lib/evidence/process-photo.ts).
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A data: URL prefix a browser's FileReader adds; accepted and dropped. */
const DATA_URL_PREFIX = /^data:[^;,]{0,100};base64,/;

export const base64PhotoSchema = z.strictObject({
  /** image/jpeg or image/png; informative (the content is what is checked) */
  mediaType: z.string().max(100).optional(),
  /** the file's bytes in base64 (standard alphabet; a data: URL prefix is accepted) */
  data: z
    .string()
    .transform((v) => v.replace(DATA_URL_PREFIX, '').replace(/\s+/g, ''))
    .refine((v) => v.length > 0 && v.length % 4 === 0 && BASE64.test(v), { error: 'debe ser el contenido del archivo en base64' }),
});
export type Base64Photo = z.output<typeof base64PhotoSchema>;

export const decodeBase64Photo = (photo: Base64Photo): Buffer => Buffer.from(photo.data, 'base64');

/** A stored photo as listed (the bytes: GET `url`). */
export const evidencePhotoSummarySchema = z.object({
  id: z.uuid(),
  /** scale: taken when the order was created or its batch bought; dispute: sent with the dispute */
  kind: z.enum(['scale', 'dispute']),
  /** image/jpeg or image/png */
  mediaType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** SHA-256 of the stored (re-encoded) bytes, hexadecimal */
  sha256: z.string(),
  createdAt: z.iso.datetime(),
  /** where to download it (the same API, with a key or the dashboard's session) */
  url: z.string(),
});
