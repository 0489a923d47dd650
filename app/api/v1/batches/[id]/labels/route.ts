// GET /api/v1/batches/:id/labels — every created order's label in one file (?format=pdf|zpl), streamed
import { batchLabels } from '@/lib/batches/batch-labels';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.getBatchLabels, async ({ db, organizationId, params, query }) => {
  const file = await batchLabels(db, { organizationId, batchId: params.id, ...query });
  return new Response(file.stream, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
