// GET /api/dashboard/branding/sample-label — a sample label PDF with the organization's current branding.
import { getDb } from '@/lib/platform/db';
import { renderSampleLabel } from '@/lib/branding';
import { loadSampleLabelOrg } from '@/lib/organizations/get-sample-label-org';
import { withDashboardSession } from '@/lib/http/dashboard-route';

export const runtime = 'nodejs';

export const GET = withDashboardSession({ permission: null }, async ({ session, url }) => {
  const pdf = await renderSampleLabel(await loadSampleLabelOrg(getDb(), { organizationId: session.liveOrganizationId }));
  const disposition = url.searchParams.get('download') === '1' ? 'attachment' : 'inline';
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `${disposition}; filename="guia-muestra.pdf"` },
  });
});
