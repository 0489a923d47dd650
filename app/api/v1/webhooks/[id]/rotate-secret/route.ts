// POST /api/v1/webhooks/:id/rotate-secret — a new signing secret, effective immediately
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { rotateWebhookSecret } from '@/lib/webhooks/webhook-secret';

export const POST = apiRoute(operations.rotateWebhookSecret, async ({ db, organizationId, params }) =>
  json(await rotateWebhookSecret(db, { organizationId, id: params.id })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
