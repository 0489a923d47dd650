// POST /api/v1/quotes — prices and delivery estimates per shipment type (orders:read or orders:write)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { quote } from '@/lib/pricing/quote';

export const POST = apiRoute(operations.createQuote, async ({ db, organizationId, body: request }) =>
  json(await quote(db, { organizationId, request })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
