// GET  /api/dashboard/branding/logo — the organization's stored logo (PNG), 404 when there is none.
// POST /api/dashboard/branding/logo — multipart upload (field "logo", PNG or JPEG, at most 1 MB), admins and owners.
// A route handler rather than a server action: server action bodies are capped at 1 MB including the form overhead.
import { getDb } from '@/lib/platform/db';
import { getOrganizationLogo, setOrganizationLogo } from '@/lib/branding';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { ApiError } from '@/lib/http/api-error';
import { readLogoUpload } from '@/lib/http/read-logo-upload';
import { json } from '@/lib/http/respond';
import { sessionActor } from '@/lib/http/audit-actor';

export const runtime = 'nodejs';

export const GET = withDashboardSession({ permission: null }, async ({ session }) => {
  const logo = await getOrganizationLogo(getDb(), { organizationId: session.liveOrganizationId });
  if (!logo) throw new ApiError('not_found', 'La organización no tiene logotipo.');
  return new Response(new Uint8Array(logo.png), { headers: { 'Content-Type': 'image/png', 'Content-Length': String(logo.png.length) } });
});

export const POST = withDashboardSession({ permission: 'settings:manage' }, async ({ session, req }) => {
  const bytes = await readLogoUpload(req);
  const stored = await setOrganizationLogo(getDb(), {
    organizationId: session.liveOrganizationId,
    bytes,
    actor: await sessionActor(session, req),
  });
  return json(stored, 201);
});
