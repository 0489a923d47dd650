// GET /api/dashboard/webhooks/:id/recoveries/:recoveryId — a recovery job's progress (session auth; the webhook
// page polls it while the job or its re-sent deliveries are under way).
import { getDb } from '@/db/client';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';
import { getRecovery } from '@/lib/webhooks/recover-deliveries';

export const GET = withDashboardSession<{ id: string; recoveryId: string }>({ permission: 'webhooks:read' }, async ({ session, params }) =>
  json(await getRecovery(getDb(), { organizationId: session.organizationId, webhookId: params.id, recoveryId: params.recoveryId })),
);
