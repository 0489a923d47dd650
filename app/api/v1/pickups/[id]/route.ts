// GET /api/v1/pickups/:id — the pickup's state
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { getPickup } from '@/lib/pickups/get-pickup';

export const GET = apiRoute(operations.getPickup, async ({ db, organizationId, params }) =>
  json(await getPickup(db, { organizationId, pickupId: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
