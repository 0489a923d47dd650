// GET /api/v1/webhooks — the organization's webhooks (no secrets); POST — create one (201, with its secret)
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { createWebhook } from '@/lib/webhooks/create-webhook';
import { listWebhooks } from '@/lib/webhooks/list-webhooks';
import { createWebhookSchema, listQuerySchema } from '@/lib/webhooks/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withApiKey({ scope: 'webhooks:manage' }, async ({ organizationId, url }) => {
  const query = listQuerySchema.parse(Object.fromEntries(url.searchParams));
  return json(await listWebhooks(getDb(), { organizationId, ...query }));
});

export const POST = withApiKey({ scope: 'webhooks:manage' }, async ({ organizationId, body }) => {
  const webhook = createWebhookSchema.parse(body);
  return json(await createWebhook(getDb(), { organizationId, webhook }), 201);
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
