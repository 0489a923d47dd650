// GET /api/dashboard/exports/orders?status=&from=&to=&q=&service= — the orders page's current filters (read by
// the page's own parser, lib/orders/orders-page-filter.ts) as CSV, streamed; orders:read. A filter the page
// refuses is refused here in the page's words (ordersProblem), which "Exportar CSV" shows.
import { getDb } from '@/lib/platform/db';
import { ordersProblem, readOrdersFilter, toListQuery } from '@/lib/orders/orders-page-filter';
import { csvDownloadHeaders } from '@/lib/platform/csv/stream-csv';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { ordersCsv } from '@/lib/exports/orders-csv';
import { withDashboardSession } from '@/lib/http/dashboard-route';

export const runtime = 'nodejs';

function exportQuery(params: URLSearchParams) {
  try {
    return toListQuery({ ...readOrdersFilter(Object.fromEntries(params)), cursor: null });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'validation_error')
      throw new DomainError('validation_error', ordersProblem(error.message));
    throw error;
  }
}

export const GET = withDashboardSession({ permission: 'orders:read' }, ({ session, url }) => {
  const { limit: _limit, cursor: _cursor, ...query } = exportQuery(url.searchParams);
  const { body, filename } = ordersCsv(getDb(), { organizationId: session.organizationId, ...query });
  return new Response(body, { headers: csvDownloadHeaders(filename) });
});
