// GET /api/ready — readiness: database reachable and this build's migrations applied; the rate limiter's
// Redis/Upstash probed and reported (lib/platform/health/check-ready.ts). 200 ready or degraded (the store is down: limits
// counted per instance), 503 not ready. No auth.
import { getDb } from '@/lib/platform/db';
import { config } from '@/lib/platform/config';
import { checkReady } from '@/lib/platform/health/check-ready';
import { json } from '@/lib/http/respond';
import { withRequest } from '@/lib/http/with-request';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = withRequest(async () => {
  const ready = await checkReady(getDb(), config());
  return json(ready, ready.status === 'not_ready' ? 503 : 200, { 'Cache-Control': 'no-store' });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
