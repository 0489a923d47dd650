// GET /api/dashboard/batches/:id — the batch's progress and grouped failures, polled by the import page while it
// buys, with the balance as it is now (the page's balance figures follow the purchase)
import { getDb } from '@/db/client';
import { getBalanceCentavos } from '@/lib/billing/get-balance';
import { toPesos } from '@/lib/billing/ledger';
import { getBatch } from '@/lib/batches/get-batch';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';

export const GET = withDashboardSession<{ id: string }>({ permission: 'orders:read' }, async ({ session, params }) => {
  const db = getDb();
  const batch = await getBatch(db, { organizationId: session.organizationId, batchId: params.id });
  return json({ ...batch, balance: toPesos(await getBalanceCentavos(db, { organizationId: session.organizationId })) });
});
