// GET /api/v1/orders/:id — order detail with tracking events; PATCH /api/v1/orders/:id — edit recipient data
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json, jsonText } from '@/lib/http/respond';
import { getOrderDetailJson } from '@/lib/orders/get-order-detail';
import { updateOrder } from '@/lib/orders/update-order';

// The detail's JSON text is written by PostgreSQL (lib/orders/get-order-detail.ts) and sent as it is.
export const GET = apiRoute(operations.getOrder, async ({ db, organizationId, params }) =>
  jsonText(await getOrderDetailJson(db, { organizationId, orderId: params.id })),
);

export const PATCH = apiRoute(operations.updateOrder, async ({ db, organizationId, params, body: changes }) =>
  json(await updateOrder(db, { organizationId, orderId: params.id, changes })),
);

export const { POST, PUT, DELETE } = methodNotAllowed(['GET', 'PATCH']);
