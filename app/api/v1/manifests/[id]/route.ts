// GET /api/v1/manifests/:id — the manifest and its orders, or its PDF with Accept: application/pdf
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { getManifest, manifestPdf } from '@/lib/manifests/get-manifest';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.getManifest, async ({ db, organizationId, params, req }) => {
  if (!(req.headers.get('accept') ?? '').toLowerCase().includes('application/pdf')) {
    return json(await getManifest(db, { organizationId, manifestId: params.id }));
  }
  const { pdf, filename } = await manifestPdf(db, { organizationId, manifestId: params.id });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(pdf.length),
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
