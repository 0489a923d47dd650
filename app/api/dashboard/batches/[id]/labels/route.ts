// GET /api/dashboard/batches/:id/labels?format=pdf|zpl — every created order's label in one file, streamed
import { getDb } from '@/db/client';
import { batchLabels } from '@/lib/batches/batch-labels';
import { parseBatchLabelsQuery } from '@/lib/batches/schemas';
import { withDashboardSession } from '@/lib/http/dashboard-route';

export const runtime = 'nodejs';

export const GET = withDashboardSession<{ id: string }>({ permission: 'orders:read' }, async ({ session, params, url }) => {
  const file = await batchLabels(getDb(), { organizationId: session.organizationId, batchId: params.id, ...parseBatchLabelsQuery(url.searchParams) });
  return new Response(file.stream, { headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.filename}"` } });
});
