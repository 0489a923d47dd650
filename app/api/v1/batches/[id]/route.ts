// GET /api/v1/batches/:id — the batch's state and totals; the balance (and what is missing) only for a key with the
// billing:read scope (lib/batches/get-batch.ts)
import { hasScope } from '@/lib/api-keys/scopes';
import { getBatch } from '@/lib/batches/get-batch';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const GET = apiRoute(operations.getBatch, async ({ db, auth, organizationId, params }) =>
  json(await getBatch(db, { organizationId, batchId: params.id, canSeeBalance: hasScope(auth.scopes, 'billing:read') })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
