// POST /api/v1/sandbox/pickups/:id/advance — simulate the courier's visit: the pickup's parcels move to picked up
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { advanceSandboxPickup } from '@/lib/pickups/advance-sandbox-pickup';

export const POST = apiRoute(operations.advanceSandboxPickup, async ({ db, organizationId, params }) =>
  json(await advanceSandboxPickup(db, { organizationId, pickupId: params.id })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
