// POST /api/v1/orders/:id/cancel — cancel a pending/created order and refund its cost
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { cancelOrder } from '@/lib/orders/cancel-order';
import { cancelOrderSchema } from '@/lib/orders/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withApiKey<{ id: string }>({ scope: 'orders:write' }, async ({ organizationId, params, body }) => {
  const { reason } = cancelOrderSchema.parse(body);
  const { message } = await cancelOrder(getDb(), { organizationId, orderId: params.id, reason });
  return json({ message });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
