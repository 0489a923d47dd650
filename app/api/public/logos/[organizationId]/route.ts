// GET /api/public/logos/:organizationId — an organization's logo (PNG) for its emails and its recipients'
// tracking page: public (mail clients fetch it without a session), cacheable, ETag by logo_updated_at; 404 when
// there is none. A request for the current version (?v=<logo_updated_at ms>, lib/email/brand.ts) may be cached
// for good: a new logo is a new address.
import { getDb } from '@/lib/platform/db';
import { getOrganizationLogo } from '@/lib/branding';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { ApiError } from '@/lib/http/api-error';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withRequest } from '@/lib/http/with-request';
import { isUuid } from '@/lib/platform/text/uuid';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NO_LOGO = 'La organización no tiene logotipo.';

export const GET = withRequest<{ organizationId: string }>(async ({ req, params }) => {
  if (!isUuid(params.organizationId)) throw new ApiError('not_found', NO_LOGO);
  const logo = await getOrganizationLogo(getDb(), { organizationId: params.organizationId }).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'not_found') return null;
    throw error;
  });
  if (!logo) throw new ApiError('not_found', NO_LOGO);
  const version = String(logo.updatedAt.getTime());
  const etag = `"${version}"`;
  const current = new URL(req.url).searchParams.get('v') === version;
  const headers = {
    'Content-Type': 'image/png',
    ETag: etag,
    'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
  };
  if (
    req.headers
      .get('if-none-match')
      ?.split(',')
      .some((t) => t.trim().replace(/^W\//, '') === etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(logo.png), { headers: { ...headers, 'Content-Length': String(logo.png.length) } });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
