// POST /api/dashboard/batches/:id/discard — "Descartar" on Lotes: an unbought batch set aside (lib/batches/discard-batch.ts)
import { getDb } from '@/db/client';
import { discardBatch } from '@/lib/batches/discard-batch';
import { sessionActor } from '@/lib/http/audit-actor';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { json } from '@/lib/http/respond';

export const POST = withDashboardSession<{ id: string }>({ permission: 'orders:write' }, async ({ req, session, params }) =>
  json(await discardBatch(getDb(), { organizationId: session.organizationId, batchId: params.id, actor: await sessionActor(session, req) })),
);
