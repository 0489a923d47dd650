// GET /api/v1/orders/export — the orders of GET /orders's filters as CSV, streamed (lib/exports/orders-csv.ts)
import { csvDownloadHeaders } from '@/lib/platform/csv/stream-csv';
import { ordersCsv } from '@/lib/exports/orders-csv';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';

export const GET = apiRoute(operations.exportOrders, async ({ db, organizationId, query }) => {
  const { body, filename } = ordersCsv(db, { organizationId, ...query });
  return new Response(body, { headers: csvDownloadHeaders(filename) });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
