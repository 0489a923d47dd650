// POST /api/v1/orders — create an order (guide + prepaid debit); GET /api/v1/orders — list, newest first
import { getDb } from '@/db/client';
import { json, jsonText } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { IDEMPOTENCY_HEADER, parseIdempotencyKey, requestFingerprint } from '@/lib/idempotency/idempotency';
import { createOrder } from '@/lib/orders/create-order';
import { listOrdersJson, parseListOrdersQuery } from '@/lib/orders/list-orders';
import { createOrderSchema } from '@/lib/orders/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withApiKey({ scope: 'orders:write' }, async ({ organizationId, body, req, url }) => {
  const key = parseIdempotencyKey(req.headers.get(IDEMPOTENCY_HEADER));
  const order = createOrderSchema.parse(body);
  const idempotency = key ? { key, fingerprint: requestFingerprint('POST', url.pathname, body) } : null;
  const result = await createOrder(getDb(), { organizationId, order, idempotency });
  return json(result.body, result.status, result.replayed ? { 'Idempotent-Replayed': 'true' } : {});
});

export const GET = withApiKey({ scope: 'orders:read' }, async ({ organizationId, url }) => {
  const query = parseListOrdersQuery(url.searchParams);
  return jsonText(await listOrdersJson(getDb(), { organizationId, ...query }));
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
