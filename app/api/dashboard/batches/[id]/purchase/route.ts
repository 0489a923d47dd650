// POST /api/dashboard/batches/:id/purchase — "Comprar N guías": queues the valid rows (lib/batches/start-purchase.ts)
import { getDb } from '@/db/client';
import { startBatchPurchase } from '@/lib/batches/start-purchase';
import { sessionActor } from '@/lib/http/audit-actor';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';

export const POST = withDashboardSession<{ id: string }>({ permission: 'orders:write' }, async ({ req, session, params }) =>
  json(await startBatchPurchase(getDb(), { organizationId: session.organizationId, batchId: params.id, actor: await sessionActor(session, req) }), 202),
);
