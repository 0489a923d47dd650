// GET  /api/dashboard/branding/logo — the organization's stored logo (PNG), 404 when there is none.
// POST /api/dashboard/branding/logo — multipart upload (field "logo", PNG or JPEG, at most 1 MB), admins and owners.
// A route handler rather than a server action: server action bodies are capped at 1 MB including the form overhead.
import { getDb } from '@/db/client';
import { getOrganizationLogo, MAX_LOGO_BYTES, setOrganizationLogo } from '@/lib/branding';
import { withDashboardSession } from '@/lib/dashboard/route';
import { ApiError } from '@/lib/http/api-error';
import { readFormData } from '@/lib/http/read-body';
import { json } from '@/lib/http/respond';

export const runtime = 'nodejs';

const LOGO_FORM_OVERHEAD = 64 * 1024;
const LOGO_TOO_LARGE = 'El logotipo supera el máximo de 1 MB.';

export const GET = withDashboardSession({}, async ({ session }) => {
  const logo = await getOrganizationLogo(getDb(), session.organizationId);
  if (!logo) throw new ApiError('not_found', 'La organización no tiene logotipo.');
  return new Response(new Uint8Array(logo.png), { headers: { 'Content-Type': 'image/png', 'Content-Length': String(logo.png.length) } });
});

export const POST = withDashboardSession({ role: 'admin' }, async ({ session, req }) => {
  // Counted while streaming (a chunked upload has no Content-Length to check first); 64 KB for the form's overhead.
  const form = await readFormData(req, {
    limit: MAX_LOGO_BYTES + LOGO_FORM_OVERHEAD,
    tooLargeMessage: LOGO_TOO_LARGE,
    invalidMessage: 'Envía el logotipo como multipart/form-data en el campo "logo".',
  });
  const file = form.get('logo');
  if (!(file instanceof File)) throw new ApiError('validation_error', 'Elige un archivo PNG o JPEG en el campo "logo".');
  if (file.size > MAX_LOGO_BYTES) throw new ApiError('payload_too_large', LOGO_TOO_LARGE);
  const stored = await setOrganizationLogo(getDb(), session.organizationId, Buffer.from(await file.arrayBuffer()));
  return json(stored, 201);
});
