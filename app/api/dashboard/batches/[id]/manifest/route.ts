// GET /api/dashboard/batches/:id/manifest — the batch's pickup manifest (PDF)
import { getDb } from '@/db/client';
import { batchManifest } from '@/lib/batches/batch-manifest';
import { withDashboardSession } from '@/lib/http/dashboard-route';

export const runtime = 'nodejs';

export const GET = withDashboardSession<{ id: string }>({ permission: 'orders:read' }, async ({ session, params }) => {
  const { pdf, filename } = await batchManifest(getDb(), { organizationId: session.organizationId, batchId: params.id });
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Content-Length': String(pdf.length) },
  });
});
