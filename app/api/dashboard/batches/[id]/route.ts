// GET /api/dashboard/batches/:id — the batch's progress and grouped failures, polled by the import page while it
// buys; for a role with billing:read also the balance as it is now (the page's balance figures follow the purchase)
// and what is missing (lib/batches/get-batch.ts decides what the caller may see).
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { getBatch } from '@/lib/batches/get-batch';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';

export const GET = withDashboardSession<{ id: string }>({ permission: 'orders:read' }, async ({ session, params }) =>
  json(await getBatch(getDb(), { organizationId: session.organizationId, batchId: params.id, canSeeBalance: can(session.role, 'billing:read') })),
);
