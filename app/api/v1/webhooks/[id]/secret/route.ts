// GET /api/v1/webhooks/:id/secret — reveal the current signing secret
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { getWebhookSecret } from '@/lib/webhooks/webhook-secret';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withApiKey<{ id: string }>({ scope: 'webhooks:manage' }, async ({ organizationId, params }) =>
  json(await getWebhookSecret(getDb(), { organizationId, id: params.id }), 200, { 'Cache-Control': 'no-store' }),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
