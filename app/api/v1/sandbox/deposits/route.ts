// POST /api/v1/sandbox/deposits — test mode: the bank simulator sends a SPEI transfer to the organization's CLABE
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { simulateDeposit } from '@/lib/payments/deposits/sandbox-deposit';

export const POST = apiRoute(operations.simulateDeposit, async ({ db, organizationId, body }) =>
  json(await simulateDeposit(db, { organizationId, request: body })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
