// POST /api/v1/webhooks/:id/test — queue a signed webhook.test event to this webhook (201)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { sendTestEvent } from '@/lib/webhooks/send-test-event';

export const POST = apiRoute(operations.sendWebhookTest, async ({ db, organizationId, params }) =>
  json(await sendTestEvent(db, { organizationId, webhookId: params.id }), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
