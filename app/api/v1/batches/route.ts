// POST /api/v1/batches — a CSV or JSON upload validated into a batch (nothing charged); GET — the organization's batches
import { hasScope } from '@/lib/api-keys/scopes';
import { createBatch } from '@/lib/batches/create-batch';
import { listBatches } from '@/lib/batches/list-batches';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const runtime = 'nodejs';

export const POST = apiRoute(operations.createBatch, async ({ db, auth, organizationId, upload, rawBody, url }) => {
  const source =
    upload?.contentType === 'text/csv' ? { source: 'csv' as const, bytes: upload.bytes } : { source: 'json' as const, value: rawBody };
  // The dashboard's import page (a session) also names the file, which Lotes shows, and for a role with billing:read
  // gets the balance to set the cost against; a key's answer stays the documented one.
  const forDashboard =
    auth.kind === 'session'
      ? { fileName: (url.searchParams.get('fileName') ?? '').slice(0, 200) || null, canSeeBalance: hasScope(auth.scopes, 'billing:read') }
      : {};
  return json(await createBatch(db, { organizationId, upload: source, ...forDashboard }), 201);
});

export const GET = apiRoute(operations.listBatches, async ({ db, organizationId, query }) =>
  json(await listBatches(db, { organizationId, ...query })),
);

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
