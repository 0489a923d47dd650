// GET /api/v1/webhooks — the organization's webhooks (no secrets); POST — create one (201, with its secret)
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { createWebhook } from '@/lib/webhooks/create-webhook';
import { listWebhooks } from '@/lib/webhooks/list-webhooks';

export const GET = apiRoute(operations.listWebhooks, async ({ db, organizationId, query }) =>
  json(await listWebhooks(db, { organizationId, ...query })),
);

export const POST = apiRoute(operations.createWebhook, async ({ db, organizationId, body: webhook, ...ctx }) =>
  json(await createWebhook(db, { organizationId, webhook, actor: callerActor(ctx) }), 201),
);

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
