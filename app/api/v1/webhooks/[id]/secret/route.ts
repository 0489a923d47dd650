// GET /api/v1/webhooks/:id/secret — reveal the current signing secret
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { getWebhookSecret } from '@/lib/webhooks/webhook-secret';

export const GET = apiRoute(operations.getWebhookSecret, async ({ db, organizationId, params, ...ctx }) =>
  json(await getWebhookSecret(db, { organizationId, id: params.id, actor: callerActor(ctx) }), 200, { 'Cache-Control': 'no-store' }),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
