// POST /api/v1/orders/:id/return/approve — approve a requested return and generate the return guide (-> return_approved)
import { apiRoute } from '@/lib/platform/http/api-route';
import { callerActor } from '@/lib/platform/http/audit-actor';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';
import { operations } from '@/lib/platform/http/openapi/operations';
import { json } from '@/lib/platform/http/respond';
import { approveReturn } from '@/lib/returns/approve-return';

export const POST = apiRoute(operations.approveReturn, async ({ db, organizationId, params, ...ctx }) =>
  json(await approveReturn(db, { organizationId, orderId: params.id, actor: callerActor(ctx) })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
