// GET /api/dashboard/exports/audit?actorType=&actor=&action=&from=&to= — the audit log of the current filters as
// CSV (owners and admins: audit:read), streamed from the database.
import { getDb } from '@/lib/platform/db';
import { readAuditSearch, toAuditFilter } from '@/lib/audit/parse-filter';
import { csvDownloadHeaders } from '@/lib/platform/csv/stream-csv';
import { auditCsv } from '@/lib/exports/audit-csv';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { firstValues } from '@/lib/http/query';

export const runtime = 'nodejs';

export const GET = withDashboardSession({ permission: 'audit:read' }, ({ session, url }) => {
  const { body, filename } = auditCsv(getDb(), toAuditFilter(session.organizationId, readAuditSearch(firstValues(url.searchParams))));
  return new Response(body, { headers: csvDownloadHeaders(filename) });
});
