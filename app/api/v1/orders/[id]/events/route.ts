// GET /api/v1/orders/:id/events — the webhook events of one order and the state of each delivery
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { listOrderEvents } from '@/lib/webhooks/list-order-events';

export const GET = apiRoute(operations.listOrderEvents, async ({ db, organizationId, params }) =>
  json(await listOrderEvents(db, { organizationId, orderId: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
