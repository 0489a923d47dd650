// Reads the dashboard's logo upload (multipart/form-data, field "logo"): the size limit is enforced while the
// body streams in, so a chunked upload without Content-Length is cut off with 413 as soon as it passes it.
// The domain (lib/branding/set-organization-logo.ts) gets the file's bytes.
import { MAX_LOGO_BYTES } from '@/lib/branding/normalize-logo';
import { ApiError } from './api-error';
import { readFormData } from './read-body';

/** Room for the multipart boundaries and part headers around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
export const LOGO_TOO_LARGE_MESSAGE = 'El logotipo supera el máximo de 1 MB.';

/** The uploaded file's bytes: 413 payload_too_large over 1 MB, 400 validation_error for a malformed form. */
export async function readLogoUpload(req: Request): Promise<Buffer> {
  const form = await readFormData(req, {
    limit: MAX_LOGO_BYTES + FORM_OVERHEAD_BYTES,
    tooLargeMessage: LOGO_TOO_LARGE_MESSAGE,
    invalidMessage: 'Envía el logotipo como multipart/form-data en el campo "logo".',
  });
  const file = form.get('logo');
  if (!(file instanceof File)) throw new ApiError('validation_error', 'Elige un archivo PNG o JPEG en el campo "logo".');
  if (file.size > MAX_LOGO_BYTES) throw new ApiError('payload_too_large', LOGO_TOO_LARGE_MESSAGE);
  return Buffer.from(await file.arrayBuffer());
}
