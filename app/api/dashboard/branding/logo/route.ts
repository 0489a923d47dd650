// GET  /api/dashboard/branding/logo — the organization's stored logo (PNG), 404 when there is none.
// POST /api/dashboard/branding/logo — multipart upload (field "logo", PNG or JPEG, at most 1 MB), admins and owners.
// A route handler rather than a server action: server action bodies are capped at 1 MB including the form overhead.
import { getDb } from '@/db/client';
import { getOrganizationLogo, MAX_LOGO_BYTES, setOrganizationLogo } from '@/lib/branding';
import { withDashboardSession } from '@/lib/dashboard/route';
import { ApiError } from '@/lib/http/api-error';
import { json } from '@/lib/http/respond';

export const runtime = 'nodejs';

export const GET = withDashboardSession({}, async ({ session }) => {
  const logo = await getOrganizationLogo(getDb(), session.organizationId);
  if (!logo) throw new ApiError('not_found', 'La organización no tiene logotipo.');
  return new Response(new Uint8Array(logo.png), { headers: { 'Content-Type': 'image/png', 'Content-Length': String(logo.png.length) } });
});

export const POST = withDashboardSession({ role: 'admin' }, async ({ session, req }) => {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_LOGO_BYTES + 64 * 1024) throw new ApiError('payload_too_large', 'El logotipo supera el máximo de 1 MB.');
  const form = await req.formData().catch(() => {
    throw new ApiError('validation_error', 'Envía el logotipo como multipart/form-data en el campo "logo".');
  });
  const file = form.get('logo');
  if (!(file instanceof File)) throw new ApiError('validation_error', 'Elige un archivo PNG o JPEG en el campo "logo".');
  if (file.size > MAX_LOGO_BYTES) throw new ApiError('payload_too_large', 'El logotipo supera el máximo de 1 MB.');
  const stored = await setOrganizationLogo(getDb(), session.organizationId, Buffer.from(await file.arrayBuffer()));
  return json(stored, 201);
});
