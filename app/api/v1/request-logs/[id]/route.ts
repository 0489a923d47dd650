// GET /api/v1/request-logs/:id — one logged request, with the redacted bodies of a failed one
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { getRequestLog } from '@/lib/request-log/list-request-logs';

export const GET = apiRoute(operations.getRequestLog, async ({ db, organizationId, params }) =>
  json(await getRequestLog(db, { organizationId, id: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
