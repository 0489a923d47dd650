// GET /api/v1/batches/:id — the batch's state and totals
import { getBatch } from '@/lib/batches/get-batch';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const GET = apiRoute(operations.getBatch, async ({ db, organizationId, params }) => json(await getBatch(db, { organizationId, batchId: params.id })));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
