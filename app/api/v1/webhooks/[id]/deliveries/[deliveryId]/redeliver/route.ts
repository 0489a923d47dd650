// POST /api/v1/webhooks/:id/deliveries/:deliveryId/redeliver — a new round of attempts for a failed delivery
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { redeliverDelivery } from '@/lib/webhooks/redeliver-delivery';

export const POST = apiRoute(operations.redeliverWebhook, async ({ db, organizationId, params }) =>
  json(await redeliverDelivery(db, { organizationId, webhookId: params.id, deliveryId: params.deliveryId })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
