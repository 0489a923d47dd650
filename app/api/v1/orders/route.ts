// POST /api/v1/orders — create an order (guide + prepaid debit); GET /api/v1/orders — list, newest first
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json, jsonText } from '@/lib/http/respond';
import { IDEMPOTENCY_HEADER, parseIdempotencyKey, requestFingerprint } from '@/lib/idempotency/idempotency';
import { createOrder } from '@/lib/orders/create-order';
import { listOrdersJson, parseListOrdersQuery } from '@/lib/orders/list-orders';

export const POST = apiRoute(operations.createOrder, async ({ db, organizationId, body: order, rawBody, req, url }) => {
  const key = parseIdempotencyKey(req.headers.get(IDEMPOTENCY_HEADER));
  // The fingerprint is of the body as sent (before defaults), as it always was for stored keys.
  const idempotency = key ? { key, fingerprint: requestFingerprint('POST', url.pathname, rawBody) } : null;
  const result = await createOrder(db, { organizationId, order, idempotency });
  return json(result.body, result.status, result.replayed ? { 'Idempotent-Replayed': 'true' } : {});
});

export const GET = apiRoute(operations.listOrders, async ({ db, organizationId, url }) => {
  const query = parseListOrdersQuery(url.searchParams);
  return jsonText(await listOrdersJson(db, { organizationId, ...query }));
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
