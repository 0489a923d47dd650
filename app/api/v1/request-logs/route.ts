// GET /api/v1/request-logs — the organization's API request log, newest first (docs/request-log.md)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { listRequestLogs } from '@/lib/request-log/list-request-logs';

export const GET = apiRoute(operations.listRequestLogs, async ({ db, organizationId, query }) =>
  json(await listRequestLogs(db, { organizationId, ...query })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
