// GET /api/v1/pickups/:id — the pickup's state
import { apiRoute } from '@/lib/platform/http/api-route';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';
import { operations } from '@/lib/platform/http/openapi/operations';
import { json } from '@/lib/platform/http/respond';
import { getPickup } from '@/lib/pickups/get-pickup';

export const GET = apiRoute(operations.getPickup, async ({ db, organizationId, params }) =>
  json(await getPickup(db, { organizationId, pickupId: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
