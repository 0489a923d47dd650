// GET /api/dashboard/exports/orders?status=&from=&to=&q=&service= — the orders page's current filters (read by
// the page's own parser, app/(dashboard)/_lib/orders-filter.ts) as CSV, streamed; orders:read.
import { getDb } from '@/db/client';
import { readOrdersFilter, toListQuery } from '@/app/(dashboard)/_lib/orders-filter';
import { csvDownloadHeaders } from '@/lib/csv/stream-csv';
import { ordersCsv } from '@/lib/exports/orders-csv';
import { withDashboardSession } from '@/lib/http/dashboard-route';

export const runtime = 'nodejs';

export const GET = withDashboardSession({ permission: 'orders:read' }, ({ session, url }) => {
  const { limit: _limit, cursor: _cursor, ...query } = toListQuery({ ...readOrdersFilter(Object.fromEntries(url.searchParams)), cursor: null });
  const { body, filename } = ordersCsv(getDb(), { organizationId: session.organizationId, ...query });
  return new Response(body, { headers: csvDownloadHeaders(filename) });
});
