// POST /api/v1/orders/:id/return/approve — approve a requested return and generate the return guide (-> return_approved)
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { approveReturn } from '@/lib/returns/approve-return';

export const POST = apiRoute(operations.approveReturn, async ({ db, organizationId, params, ...ctx }) =>
  json(await approveReturn(db, { organizationId, orderId: params.id, actor: callerActor(ctx) })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
