// POST /api/v1/quotes — prices and delivery estimates per shipment type (orders:read or orders:write)
import { apiRoute } from '@/lib/platform/http/api-route';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';
import { operations } from '@/lib/platform/http/openapi/operations';
import { json } from '@/lib/platform/http/respond';
import { quote } from '@/lib/pricing/quote';

export const POST = apiRoute(operations.createQuote, async ({ db, organizationId, body: request }) =>
  json(await quote(db, { organizationId, request })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
