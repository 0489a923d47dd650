// GET /api/ready — readiness: database reachable, this build's migrations applied, Redis/Upstash reachable when
// configured (lib/health/check-ready.ts). 200 ready, 503 not. No auth.
import { getDb } from '@/db/client';
import { config } from '@/lib/config';
import { checkReady } from '@/lib/health/check-ready';
import { json } from '@/lib/http/respond';
import { withRequest } from '@/lib/http/with-request';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = withRequest(async () => {
  const { REDIS_URL, UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN } = config();
  const ready = await checkReady(getDb(), { redisUrl: REDIS_URL, upstashUrl: UPSTASH_REDIS_REST_URL, upstashToken: UPSTASH_REDIS_REST_TOKEN });
  return json(ready, ready.status === 'ready' ? 200 : 503, { 'Cache-Control': 'no-store' });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
