// GET /api/v1/cod/orders — the organization's COD orders with their collection state (lib/cod/list-cod-orders.ts)
import { listCodOrdersJson } from '@/lib/cod/list-cod-orders';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { requireSessionPermission } from '@/lib/http/session-permission';

export const GET = apiRoute(operations.listCodOrders, async ({ db, auth, organizationId, query }) => {
  requireSessionPermission(auth, 'billing:manage');
  return json(await listCodOrdersJson(db, { organizationId, ...query }));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
