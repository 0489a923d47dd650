// GET /api/dashboard/exports/ledger — the organization's balance movements as CSV, streamed; billing:read.
import { getDb } from '@/db/client';
import { csvDownloadHeaders } from '@/lib/csv/stream-csv';
import { ledgerCsv, parseLedgerExportQuery } from '@/lib/exports/ledger-csv';
import { withDashboardSession } from '@/lib/http/dashboard-route';

export const runtime = 'nodejs';

export const GET = withDashboardSession({ permission: 'billing:read' }, ({ session, url }) => {
  const { body, filename } = ledgerCsv(getDb(), { organizationId: session.organizationId, ...parseLedgerExportQuery(url.searchParams) });
  return new Response(body, { headers: csvDownloadHeaders(filename) });
});
