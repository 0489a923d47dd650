// POST /api/v1/sandbox/orders/:id/advance — simulate the provider's next status report for a sandbox order
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { advanceSandboxOrder } from '@/lib/provider-intake/advance-sandbox-order';

export const POST = apiRoute(operations.advanceSandboxOrder, async ({ db, organizationId, params, body }) =>
  json(await advanceSandboxOrder(db, { organizationId, orderId: params.id, input: body })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
