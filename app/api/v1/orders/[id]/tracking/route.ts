// GET /api/v1/orders/:id/tracking — status and tracking events of an order
import { apiRoute } from '@/lib/platform/http/api-route';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';
import { operations } from '@/lib/platform/http/openapi/operations';
import { json } from '@/lib/platform/http/respond';
import { getOrderTracking } from '@/lib/tracking/get-tracking';

export const GET = apiRoute(operations.getOrderTracking, async ({ db, organizationId, params }) =>
  json(await getOrderTracking(db, { organizationId, orderId: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
