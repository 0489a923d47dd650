// GET /api/v1/cod/orders/export — the COD orders of GET /cod/orders's filters as CSV, streamed (lib/cod/cod-orders-csv.ts)
import { codOrdersCsv } from '@/lib/cod/cod-orders-csv';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { csvDownloadHeaders } from '@/lib/platform/csv/stream-csv';
import { requireSessionPermission } from '@/lib/http/session-permission';

export const GET = apiRoute(operations.exportCodOrders, async ({ db, auth, organizationId, query }) => {
  requireSessionPermission(auth, 'billing:manage');
  const { body, filename } = codOrdersCsv(db, { organizationId, ...query });
  return new Response(body, { headers: csvDownloadHeaders(filename) });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
