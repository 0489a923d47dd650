// GET /api/dashboard/batches/:id — the batch's progress, polled by the import page while it buys
import { getDb } from '@/db/client';
import { getBatch } from '@/lib/batches/get-batch';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';

export const GET = withDashboardSession<{ id: string }>({ permission: 'orders:read' }, async ({ session, params }) =>
  json(await getBatch(getDb(), { organizationId: session.organizationId, batchId: params.id })),
);
