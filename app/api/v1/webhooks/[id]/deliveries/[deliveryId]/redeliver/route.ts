// POST /api/v1/webhooks/:id/deliveries/:deliveryId/redeliver — a new round of attempts for a failed delivery
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { redeliverDelivery } from '@/lib/webhooks/redeliver-delivery';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withApiKey<{ id: string; deliveryId: string }>({ scope: 'webhooks:manage' }, async ({ organizationId, params }) =>
  json(await redeliverDelivery(getDb(), { organizationId, webhookId: params.id, deliveryId: params.deliveryId })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
