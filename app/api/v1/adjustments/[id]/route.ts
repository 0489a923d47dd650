// GET /api/v1/adjustments/:id — one weight adjustment of the organization with its decision's reference and evidence
// photos (404 for another organization's)
import { getDisputedAdjustment } from '@/lib/disputes/disputed-adjustment-body';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const GET = apiRoute(operations.getAdjustment, async ({ db, organizationId, params }) =>
  json(await getDisputedAdjustment(db, { organizationId, id: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
