// POST /api/v1/orders — create an order (guide + prepaid debit); GET /api/v1/orders — list, newest first
import { apiRoute } from '@/lib/http/api-route';
import { replayResponse } from '@/lib/http/idempotency';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json, jsonText } from '@/lib/http/respond';
import { createOrder } from '@/lib/orders/create-order';
import { listOrdersJson } from '@/lib/orders/list-orders';

// Idempotent (either key header) with the key claimed and stored by createOrder itself, in the statement that
// writes the order (declared `idempotencyInDomain`); the fingerprint is of the body as sent, before defaults.
export const POST = apiRoute(operations.createOrder, async ({ db, organizationId, body, idempotency }) => {
  // the optional photo of the parcel on the scale is stored with the order (lib/orders/scale-photo.ts)
  const { scalePhoto, ...order } = body;
  const result = await createOrder(db, { organizationId, order, idempotency, scalePhoto });
  // Created, or the same order again for a repeated key (the stored answer of POST /orders is always its 201).
  return result.replayed ? replayResponse(201, result.body) : json(result.body, 201);
});

export const GET = apiRoute(operations.listOrders, async ({ db, organizationId, query }) =>
  jsonText(await listOrdersJson(db, { organizationId, ...query })),
);

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
