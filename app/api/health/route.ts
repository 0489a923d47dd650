// GET /api/health — liveness: the process answers (no database, no Redis; readiness is /api/ready). No auth.
import { checkHealth } from '@/lib/platform/health/check-health';
import { json } from '@/lib/http/respond';
import { withRequest } from '@/lib/http/with-request';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = withRequest(() => json(checkHealth(), 200, { 'Cache-Control': 'no-store' }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
