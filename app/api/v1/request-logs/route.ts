// GET /api/v1/request-logs — the organization's API request log, newest first (docs/request-log.md)
import { apiRoute } from '@/lib/platform/http/api-route';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';
import { operations } from '@/lib/platform/http/openapi/operations';
import { json } from '@/lib/platform/http/respond';
import { listRequestLogs } from '@/lib/request-log/list-request-logs';

export const GET = apiRoute(operations.listRequestLogs, async ({ db, organizationId, query }) =>
  json(await listRequestLogs(db, { organizationId, ...query })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
