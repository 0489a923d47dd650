// POST /api/v1/orders/:id/return — request the return of a delivered order (delivered -> return_requested)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { requestReturn } from '@/lib/returns/request-return';

export const POST = apiRoute(operations.requestReturn, async ({ db, organizationId, params, body }) =>
  json(await requestReturn(db, { organizationId, orderId: params.id, input: body })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
