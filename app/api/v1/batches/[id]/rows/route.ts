// GET /api/v1/batches/:id/rows — each row's result (?status=invalid,failed: only those), JSON or (Accept: text/csv) a
// streamed CSV; ?columns=upload: the rows to fix as a CSV to correct and upload again (lib/batches/failed-rows-csv.ts)
import { failedRowsCsv } from '@/lib/batches/failed-rows-csv';
import { batchRowCsvColumns, batchRowResults } from '@/lib/batches/list-batch-rows';
import type { FixableRowState } from '@/lib/batches/schemas';
import { csvDownloadHeaders, csvStream } from '@/lib/platform/csv/stream-csv';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.listBatchRows, async ({ db, organizationId, params, req, query: { status: states, columns } }) => {
  const input = { organizationId, batchId: params.id, states };
  if (columns === 'upload') {
    const file = await failedRowsCsv(db, { ...input, states: states as FixableRowState[] | undefined });
    return new Response(file.stream, { headers: csvDownloadHeaders(file.filename) });
  }
  const { batch, rows } = await batchRowResults(db, input);
  if (/\btext\/csv\b/i.test(req.headers.get('accept') ?? '')) {
    return new Response(csvStream(rows, batchRowCsvColumns), { headers: csvDownloadHeaders(`lote-${batch.id.slice(0, 8)}-filas.csv`) });
  }
  const data = [];
  for await (const row of rows) data.push(row);
  return json({ data });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
