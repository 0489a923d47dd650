// GET /api/dashboard/webhooks/:id/deliveries[?cursor=] — the webhook's delivery attempts, newest first
// (session auth; the dashboard polls it while the webhook page is open).
import { getDb } from '@/db/client';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';
import { listDeliveryAttempts } from '@/lib/webhooks/list-delivery-attempts';

export const GET = withDashboardSession<{ id: string }>({ permission: 'webhooks:read' }, async ({ session, params, url }) =>
  json(
    await listDeliveryAttempts(getDb(), {
      organizationId: session.organizationId,
      webhookId: params.id,
      limit: 25,
      cursor: url.searchParams.get('cursor') || undefined,
    }),
  ),
);
