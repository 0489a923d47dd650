// GET /api/v1/adjustments — the organization's weight adjustments, newest first (lib/adjustments/list-adjustments.ts)
import { listAdjustmentsJson } from '@/lib/adjustments/list-adjustments';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const GET = apiRoute(operations.listAdjustments, async ({ db, organizationId, query }) =>
  json(await listAdjustmentsJson(db, { organizationId, ...query })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
