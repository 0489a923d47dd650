// GET /api/dashboard/api-keys — the signed-in organization's keys of both modes (session auth, for the page's
// react-query refresh; docs/modes.md).
import { getDb } from '@/lib/platform/db';
import { listApiKeys } from '@/lib/api-keys/list-api-keys';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';

export const GET = withDashboardSession({ permission: 'keys:read' }, async ({ session }) =>
  json({ data: await listApiKeys(getDb(), { organizationId: session.liveOrganizationId }) }),
);
