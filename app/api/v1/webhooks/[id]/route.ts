// GET/PATCH/DELETE /api/v1/webhooks/:id — read (no secret), edit name/url/events/active, soft delete
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { deleteWebhook } from '@/lib/webhooks/delete-webhook';
import { findWebhook, toWebhookView } from '@/lib/webhooks/find-webhook';
import { updateWebhookSchema } from '@/lib/webhooks/schemas';
import { updateWebhook } from '@/lib/webhooks/update-webhook';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

type Params = { id: string };

export const GET = withApiKey<Params>({ scope: 'webhooks:manage' }, async ({ organizationId, params }) =>
  json(toWebhookView(await findWebhook(getDb(), organizationId, params.id))),
);

export const PATCH = withApiKey<Params>({ scope: 'webhooks:manage' }, async ({ organizationId, params, body }) => {
  const changes = updateWebhookSchema.parse(body);
  return json(await updateWebhook(getDb(), { organizationId, id: params.id, changes }));
});

export const DELETE = withApiKey<Params>({ scope: 'webhooks:manage' }, async ({ organizationId, params }) =>
  json(await deleteWebhook(getDb(), { organizationId, id: params.id })),
);

export const { POST, PUT } = methodNotAllowed(['GET', 'PATCH', 'DELETE']);
