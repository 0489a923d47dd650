// GET /api/v1/batches/:id/rows — each row's result, JSON or (Accept: text/csv) a streamed CSV
import { getBatch } from '@/lib/batches/get-batch';
import { batchRowCsvColumns, batchRowResults, listBatchRows } from '@/lib/batches/list-batch-rows';
import { csvDownloadHeaders, csvStream } from '@/lib/csv/stream-csv';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.listBatchRows, async ({ db, organizationId, params, req }) => {
  const input = { organizationId, batchId: params.id };
  if (/\btext\/csv\b/i.test(req.headers.get('accept') ?? '')) {
    const batch = await getBatch(db, input); // 404 before the download starts
    return new Response(csvStream(batchRowResults(db, input), batchRowCsvColumns), { headers: csvDownloadHeaders(`lote-${batch.id.slice(0, 8)}-filas.csv`) });
  }
  return json({ data: await listBatchRows(db, input) });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
