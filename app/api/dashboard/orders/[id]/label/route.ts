// GET /api/dashboard/orders/:id/label[?type=return] — the order's label PDF for a signed-in user of its organization.
import { getDb } from '@/db/client';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { getOrderLabel } from '@/lib/labels/get-order-label';
import { parseLabelQuery } from '@/lib/labels/schemas';

export const runtime = 'nodejs';

export const GET = withDashboardSession<{ id: string }>({ permission: 'orders:read' }, async ({ session, params, url }) => {
  const { type, format } = parseLabelQuery(url.searchParams);
  const label = await getOrderLabel(getDb(), { organizationId: session.organizationId, orderId: params.id, type, format });
  return new Response(new Uint8Array(label.body), {
    status: 200,
    headers: {
      'Content-Type': label.contentType,
      'Content-Disposition': `attachment; filename="${label.filename}"`,
      'Content-Length': String(label.body.length),
    },
  });
});
