// GET/PATCH/DELETE /api/v1/webhooks/:id — read (no secret), edit name/url/events/active, soft delete
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { deleteWebhook } from '@/lib/webhooks/delete-webhook';
import { findWebhook, toWebhookView } from '@/lib/webhooks/find-webhook';
import { updateWebhook } from '@/lib/webhooks/update-webhook';

export const GET = apiRoute(operations.getWebhook, async ({ db, organizationId, params }) =>
  json(toWebhookView(await findWebhook(db, { organizationId, id: params.id }))),
);

export const PATCH = apiRoute(operations.updateWebhook, async ({ db, organizationId, params, body: changes, ...ctx }) =>
  json(await updateWebhook(db, { organizationId, id: params.id, changes, actor: callerActor(ctx) })),
);

export const DELETE = apiRoute(operations.deleteWebhook, async ({ db, organizationId, params, ...ctx }) =>
  json(await deleteWebhook(db, { organizationId, id: params.id, actor: callerActor(ctx) })),
);

export const { POST, PUT } = methodNotAllowed(['GET', 'PATCH', 'DELETE']);
