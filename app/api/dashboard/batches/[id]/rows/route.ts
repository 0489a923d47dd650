// GET /api/dashboard/batches/:id/rows — the same query as /api/v1/batches/:id/rows: ?status=failed (JSON) for the
// reasons the purchase panel shows, ?columns=upload for the "filas por corregir" CSV of the import page and Lotes
import { getDb } from '@/db/client';
import { failedRowsCsv } from '@/lib/batches/failed-rows-csv';
import { listBatchRows } from '@/lib/batches/list-batch-rows';
import { parseBatchRowsQuery, type FixableRowState } from '@/lib/batches/schemas';
import { csvDownloadHeaders } from '@/lib/csv/stream-csv';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';

export const runtime = 'nodejs';

export const GET = withDashboardSession<{ id: string }>({ permission: 'orders:read' }, async ({ session, params, url }) => {
  const { states, columns } = parseBatchRowsQuery(url.searchParams);
  const input = { organizationId: session.organizationId, batchId: params.id, states };
  if (columns === 'upload') {
    const file = await failedRowsCsv(getDb(), { ...input, states: states as FixableRowState[] | undefined });
    return new Response(file.stream, { headers: csvDownloadHeaders(file.filename) });
  }
  return json({ data: await listBatchRows(getDb(), input) });
});
