// GET /api/metrics — Prometheus metrics (lib/platform/observability/scrape.ts), for the operator's scraper only:
// Bearer METRICS_TOKEN. Without METRICS_TOKEN the endpoint does not exist (404); a missing or wrong token is
// 401 (docs/observability.md).
import { getDb } from '@/lib/platform/db';
import { config } from '@/lib/platform/config';
import { ApiError } from '@/lib/http/api-error';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withRequest } from '@/lib/http/with-request';
import { metricsTokenMatches } from '@/lib/platform/observability/metrics-token';
import { renderMetrics } from '@/lib/platform/observability/scrape';

export const dynamic = 'force-dynamic';

export const GET = withRequest(async ({ req }) => {
  const token = config().METRICS_TOKEN;
  if (!token) throw new ApiError('not_found', 'El recurso no existe.');
  if (!metricsTokenMatches(req.headers.get('authorization'), token)) {
    throw new ApiError('unauthenticated', 'Token de métricas ausente o no válido.', {
      headers: { 'WWW-Authenticate': 'Bearer realm="envios-mx-metrics"' },
    });
  }
  const { contentType, body } = await renderMetrics(getDb());
  return new Response(body, { status: 200, headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
