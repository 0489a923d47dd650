// POST /api/v1/webhooks/:id/test — queue a signed webhook.test event to this webhook (201)
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { sendTestEvent } from '@/lib/webhooks/send-test-event';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withApiKey<{ id: string }>({ scope: 'webhooks:manage' }, async ({ organizationId, params }) =>
  json(await sendTestEvent(getDb(), { organizationId, webhookId: params.id }), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
