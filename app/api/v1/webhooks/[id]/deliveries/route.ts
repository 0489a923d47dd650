// GET /api/v1/webhooks/:id/deliveries — the delivery log: every attempt, newest first, paginated
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { listDeliveryAttempts } from '@/lib/webhooks/list-delivery-attempts';

export const GET = apiRoute(operations.listWebhookDeliveries, async ({ db, organizationId, params, query }) =>
  json(await listDeliveryAttempts(db, { organizationId, webhookId: params.id, ...query })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
