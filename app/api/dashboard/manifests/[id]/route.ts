// GET /api/dashboard/manifests/:id — a daily close's manifest (PDF) for a signed-in user of its organization
import { getDb } from '@/db/client';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { manifestPdf } from '@/lib/manifests/get-manifest';

export const runtime = 'nodejs';

export const GET = withDashboardSession<{ id: string }>({ permission: 'orders:read' }, async ({ session, params }) => {
  const { pdf, filename } = await manifestPdf(getDb(), { organizationId: session.organizationId, manifestId: params.id });
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Content-Length': String(pdf.length) },
  });
});
