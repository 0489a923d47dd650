// GET /api/dashboard/webhooks/:id/deliveries[?cursor=&result=&from=&to=&orderId=] — the webhook's delivery log: every
// attempt, newest first, with its order and whether it is its delivery's latest (session auth; the dashboard
// polls it while the webhook page is open). lib/webhooks/list-delivery-attempts.ts listDeliveryLog.
import { getDb } from '@/lib/platform/db';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { firstValues } from '@/lib/http/query';
import { json } from '@/lib/http/respond';
import { listDeliveryLog, readDeliveryLogQuery } from '@/lib/webhooks/list-delivery-attempts';

export const GET = withDashboardSession<{ id: string }>({ permission: 'webhooks:read' }, async ({ session, params, url }) =>
  json(
    await listDeliveryLog(getDb(), {
      organizationId: session.organizationId,
      webhookId: params.id,
      limit: 25,
      ...readDeliveryLogQuery(firstValues(url.searchParams)),
    }),
  ),
);
