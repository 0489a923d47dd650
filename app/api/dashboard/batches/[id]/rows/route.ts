// GET /api/dashboard/batches/:id/rows — each row's result, for the failed rows after a purchase
import { getDb } from '@/db/client';
import { listBatchRows } from '@/lib/batches/list-batch-rows';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';

export const GET = withDashboardSession<{ id: string }>({ permission: 'orders:read' }, async ({ session, params }) =>
  json({ data: await listBatchRows(getDb(), { organizationId: session.organizationId, batchId: params.id }) }),
);
