// GET /api/v1/cod/summary — the organization's COD counters (lib/cod/cod-summary.ts)
import { codSummary } from '@/lib/cod/cod-summary';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { requireSessionPermission } from '@/lib/http/session-permission';

export const GET = apiRoute(operations.getCodSummary, async ({ db, auth, organizationId }) => {
  requireSessionPermission(auth, 'billing:manage');
  return json(await codSummary(db, { organizationId }));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
