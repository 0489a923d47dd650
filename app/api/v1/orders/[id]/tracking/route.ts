// GET /api/v1/orders/:id/tracking — status and tracking events of an order
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { getOrderTracking } from '@/lib/tracking/get-tracking';

export const GET = apiRoute(operations.getOrderTracking, async ({ db, organizationId, params }) =>
  json(await getOrderTracking(db, { organizationId, orderId: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
