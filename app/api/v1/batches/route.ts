// POST /api/v1/batches — a CSV or JSON upload validated into a batch (nothing charged); GET — the organization's batches
import { createBatch } from '@/lib/batches/create-batch';
import { listBatches } from '@/lib/batches/get-batch';
import { parseListBatchesQuery } from '@/lib/batches/schemas';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const runtime = 'nodejs';

export const POST = apiRoute(operations.createBatch, async ({ db, organizationId, upload, rawBody }) => {
  const source = upload?.contentType === 'text/csv' ? { source: 'csv' as const, bytes: upload.bytes } : { source: 'json' as const, value: rawBody };
  return json(await createBatch(db, { organizationId, upload: source }), 201);
});

export const GET = apiRoute(operations.listBatches, async ({ db, organizationId, url }) => json(await listBatches(db, { organizationId, ...parseListBatchesQuery(url.searchParams) })));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
