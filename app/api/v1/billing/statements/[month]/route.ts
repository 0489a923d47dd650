// GET /api/v1/billing/statements/:month — the monthly statement (lib/billing/statement.ts) as JSON, or its CSV or PDF
// with ?format=csv|pdf
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { csvDownloadHeaders } from '@/lib/platform/csv/stream-csv';
import { getStatement } from '@/lib/billing/statement';
import { statementCsv } from '@/lib/billing/statement-csv';
import { renderStatementPdf, STATEMENT_PDF_MAX_ENTRIES } from '@/lib/billing/statement-pdf';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.getStatement, async ({ db, organizationId, params, query }) => {
  const format = query.format ?? 'json';
  const statement = await getStatement(db, {
    organizationId,
    month: params.month,
    withEntries: format !== 'json',
    // the PDF lists at most this many entries and says where the rest are (the CSV lists them all)
    entryLimit: format === 'pdf' ? STATEMENT_PDF_MAX_ENTRIES : undefined,
  });
  if (format === 'json') return json(statement.summary);
  if (format === 'csv') {
    const { body, filename } = statementCsv(statement);
    return new Response(body, { headers: csvDownloadHeaders(filename) });
  }
  const { pdf, filename } = await renderStatementPdf(statement);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(pdf.length),
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
