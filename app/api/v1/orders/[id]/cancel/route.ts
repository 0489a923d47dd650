// POST /api/v1/orders/:id/cancel — cancel a pending/created order and refund its cost
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { cancelOrder } from '@/lib/orders/cancel-order';

export const POST = apiRoute(operations.cancelOrder, async ({ db, organizationId, params, body, ...ctx }) => {
  const { message } = await cancelOrder(db, { organizationId, orderId: params.id, reason: body.reason, actor: callerActor(ctx) });
  return json({ message });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
