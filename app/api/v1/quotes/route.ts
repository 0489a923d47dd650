// POST /api/v1/quotes — prices and delivery estimates per shipment type (orders:read or orders:write)
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { quote } from '@/lib/pricing/quote';
import { quoteRequestSchema } from '@/lib/pricing/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withApiKey({ scope: ['orders:read', 'orders:write'] }, async ({ organizationId, body }) => {
  const request = quoteRequestSchema.parse(body);
  return json(await quote(getDb(), { organizationId, request }));
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
