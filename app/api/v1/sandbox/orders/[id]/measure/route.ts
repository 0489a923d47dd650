// POST /api/v1/sandbox/orders/:id/measure — simulate the provider's measurement of a sandbox order (a weight adjustment)
import { simulateMeasurement } from '@/lib/adjustments/sandbox-measurement';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const POST = apiRoute(operations.simulateMeasurement, async ({ db, organizationId, params, body }) =>
  json(await simulateMeasurement(db, { organizationId, orderId: params.id, input: body })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
