// GET /api/v1/request-logs/:id — one logged request, with the redacted bodies of a failed one
import { apiRoute } from '@/lib/platform/http/api-route';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';
import { operations } from '@/lib/platform/http/openapi/operations';
import { json } from '@/lib/platform/http/respond';
import { getRequestLog } from '@/lib/request-log/list-request-logs';

export const GET = apiRoute(operations.getRequestLog, async ({ db, organizationId, params }) =>
  json(await getRequestLog(db, { organizationId, id: params.id })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
