// GET /api/v1/adjustments/:id — one weight adjustment of the organization (404 for another organization's)
import { getAdjustment } from '@/lib/adjustments/list-adjustments';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const GET = apiRoute(operations.getAdjustment, async ({ db, organizationId, params }) =>
  json(await getAdjustment(db, { organizationId, adjustmentId: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
