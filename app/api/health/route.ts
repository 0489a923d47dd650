// GET /api/health — liveness and database reachability (no auth)
import { getDb } from '@/db/client';
import { checkHealth } from '@/lib/health/check-health';
import { json } from '@/lib/http/respond';
import { withRequest } from '@/lib/http/with-request';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = withRequest(async () => {
  const health = await checkHealth(getDb());
  return json(health, health.status === 'ok' ? 200 : 503, { 'Cache-Control': 'no-store' });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
