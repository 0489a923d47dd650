// GET /api/v1/orders/:id/tracking — status and tracking events of an order
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { getOrderTracking } from '@/lib/tracking/get-tracking';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withApiKey<{ id: string }>({ scope: 'tracking:read' }, async ({ organizationId, params }) =>
  json(await getOrderTracking(getDb(), { organizationId, orderId: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
