// POST /api/dashboard/batches — the import page's CSV upload: validated and quoted into a batch (lib/batches/create-batch.ts),
// nothing charged; answers the batch, every invalid cell's message and, for a role with billing:read, the balance to
// show the cost against.
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { createBatch } from '@/lib/batches/create-batch';
import { batchTooLargeMessage, MAX_BATCH_BYTES } from '@/lib/batches/limits';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { readUploadBody } from '@/lib/http/read-body';
import { json } from '@/lib/http/respond';

export const runtime = 'nodejs';

export const POST = withDashboardSession({ permission: 'orders:write' }, async ({ req, session, url }) => {
  const upload = await readUploadBody(req, { limit: MAX_BATCH_BYTES, tooLargeMessage: batchTooLargeMessage, mediaTypes: ['text/csv'] });
  const fileName = (url.searchParams.get('fileName') ?? '').slice(0, 200) || null;
  const batch = await createBatch(getDb(), {
    organizationId: session.organizationId,
    upload: upload.contentType === 'text/csv' ? { source: 'csv', bytes: upload.bytes } : { source: 'json', value: upload.json },
    fileName,
    canSeeBalance: can(session.role, 'billing:read'),
  });
  return json(batch, 201);
});
