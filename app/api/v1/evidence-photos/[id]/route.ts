// GET /api/v1/evidence-photos/:id — one evidence photo (scale or dispute) of the caller's organization, as stored
import { getEvidencePhoto } from '@/lib/evidence/evidence-photos';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.getEvidencePhoto, async ({ db, organizationId, params }) => {
  const photo = await getEvidencePhoto(db, { organizationId, photoId: params.id });
  const extension = photo.mediaType === 'image/png' ? 'png' : 'jpg';
  return new Response(new Uint8Array(photo.content), {
    status: 200,
    headers: {
      'Content-Type': photo.mediaType,
      'Content-Length': String(photo.content.length),
      'Content-Disposition': `inline; filename="evidencia-${photo.id}.${extension}"`,
      ETag: `"${photo.sha256}"`,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
