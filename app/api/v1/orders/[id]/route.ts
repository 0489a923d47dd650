// GET /api/v1/orders/:id — order detail with tracking events; PATCH /api/v1/orders/:id — edit recipient data
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { getOrderDetail } from '@/lib/orders/get-order-detail';
import { updateOrderSchema } from '@/lib/orders/schemas';
import { updateOrder } from '@/lib/orders/update-order';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withApiKey<{ id: string }>({ scope: 'orders:read' }, async ({ organizationId, params }) =>
  json(await getOrderDetail(getDb(), { organizationId, orderId: params.id })),
);

export const PATCH = withApiKey<{ id: string }>({ scope: 'orders:write' }, async ({ organizationId, params, body }) => {
  const changes = updateOrderSchema.parse(body);
  return json(await updateOrder(getDb(), { organizationId, orderId: params.id, changes }));
});

export const { POST, PUT, DELETE } = methodNotAllowed(['GET', 'PATCH']);
