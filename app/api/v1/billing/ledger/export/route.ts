// GET /api/v1/billing/ledger/export — the balance movements as CSV, streamed (lib/exports/ledger-csv.ts)
import { csvDownloadHeaders } from '@/lib/platform/csv/stream-csv';
import { ledgerCsv } from '@/lib/exports/ledger-csv';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';

export const GET = apiRoute(operations.exportLedger, async ({ db, organizationId, query }) => {
  const { body, filename } = ledgerCsv(db, { organizationId, ...query });
  return new Response(body, { headers: csvDownloadHeaders(filename) });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
