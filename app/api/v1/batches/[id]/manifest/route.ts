// GET /api/v1/batches/:id/manifest — the courier's pickup manifest of the batch (PDF)
import { batchManifest } from '@/lib/batches/batch-manifest';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.getBatchManifest, async ({ db, organizationId, params }) => {
  const { pdf, filename } = await batchManifest(db, { organizationId, batchId: params.id });
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
