// POST /api/v1/webhooks/:id/rotate-secret — a new signing secret; optionally the old one keeps signing for a grace
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { rotateWebhookSecret } from '@/lib/webhooks/webhook-secret';

export const POST = apiRoute(operations.rotateWebhookSecret, async ({ db, organizationId, params, body, ...ctx }) =>
  json(
    await rotateWebhookSecret(db, { organizationId, id: params.id, expiresInSeconds: body.expiresInSeconds, actor: callerActor(ctx) }),
    200,
    {
      'Cache-Control': 'no-store',
    },
  ),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
