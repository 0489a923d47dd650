// POST /api/v1/webhooks/:id/recover — re-send the endpoint's failed deliveries since a time, as a job (202)
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { startRecovery } from '@/lib/webhooks/start-recovery';

export const POST = apiRoute(operations.recoverWebhookDeliveries, async ({ db, organizationId, params, body, ...ctx }) => {
  const { recovery } = await startRecovery(db, { organizationId, webhookId: params.id, since: body.since, actor: callerActor(ctx) });
  return json(recovery, 202);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
