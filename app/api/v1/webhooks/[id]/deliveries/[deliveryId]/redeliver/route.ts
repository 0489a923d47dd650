// POST /api/v1/webhooks/:id/deliveries/:deliveryId/redeliver — a new round of attempts for a failed delivery
import { apiRoute } from '@/lib/platform/http/api-route';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';
import { operations } from '@/lib/platform/http/openapi/operations';
import { json } from '@/lib/platform/http/respond';
import { redeliverDelivery } from '@/lib/webhooks/redeliver-delivery';

export const POST = apiRoute(operations.redeliverWebhook, async ({ db, organizationId, params }) =>
  json(await redeliverDelivery(db, { organizationId, webhookId: params.id, deliveryId: params.deliveryId })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
