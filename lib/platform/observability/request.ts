// What every API request leaves behind once answered (called by lib/http/with-request.ts): one access log
// line (request id from the log context, organization, route, status, duration), the request counter and
// latency histogram of /api/metrics, and, when tracing is on, the attributes of its route span.
// Nothing here knows HTTP beyond a method, a path and a status.
import { log } from '@/lib/platform/log';
import { observeRequest } from './metrics';
import { recordFailure, SpanKind, trace, tracer, type Span } from './tracing';

/**
 * The API routes whose path segment is their secret (an unsubscribe link, a return label link): counted, logged
 * and traced under their template, never with the segment, whatever its characters (a token need not look like
 * an id to ID_SEGMENT). Every other token link is a page (/baja, /recuperar, /invitacion), not an API request.
 */
const SECRET_PATH = /^(\/api\/public\/(?:unsubscribe|return-labels)\/)[^/]+/;

/** The path with a secret segment as {token}: what the access line, the metrics and the span may carry. */
export const maskSecretPath = (pathname: string) => pathname.replace(SECRET_PATH, '$1{token}');

/** A path segment that is an id (a UUID, a number, a token, a tracking number): shown as {id}. */
const ID_SEGMENT = /^(?=.*\d)[^/]{6,}$|^\d+$|^[^/]{33,}$/;

/**
 * The route a request is counted and named under: the declared operation's pattern (/api/v1/orders/{id})
 * when apiRoute knew it, else the path with its id-like segments as {id}; a 404 outside any declared route
 * is `unmatched`. Bounded, so the metrics' label sets stay few whatever clients send.
 */
export function routeLabel(pathname: string, pathTemplate: string | null, status: number): string {
  if (pathTemplate) return pathname.startsWith('/api/v1/') ? `/api/v1${pathTemplate}` : pathTemplate;
  if (status === 404 || status === 405) return 'unmatched';
  const segments = maskSecretPath(pathname).split('/');
  for (let i = 1; i < segments.length; i++) if (ID_SEGMENT.test(segments[i])) segments[i] = '{id}';
  return segments.join('/');
}

export type AnsweredRequest = {
  method: string;
  pathname: string;
  pathTemplate: string | null;
  organizationId: string | null;
  status: number;
  errorCode: string | undefined;
  startedMs: number;
};

/** The access line, the metrics and the span's final name and attributes of one answered request. */
export function recordAnsweredRequest(request: AnsweredRequest, span: Span | undefined): void {
  const { method, pathname, status } = request;
  const seconds = (performance.now() - request.startedMs) / 1000;
  const route = routeLabel(pathname, request.pathTemplate, status);
  log.info('api request', {
    method,
    route,
    path: maskSecretPath(pathname),
    status,
    errorCode: request.errorCode,
    organizationId: request.organizationId ?? undefined,
    durationMs: Math.round(seconds * 1000),
  });
  observeRequest(route, method, status, seconds);
  if (span) {
    span.updateName(`${method} ${route}`);
    span.setAttribute('http.route', route);
    span.setAttribute('http.response.status_code', status);
    if (request.organizationId) span.setAttribute('envios.organization_id', request.organizationId);
    if (request.errorCode) span.setAttribute('envios.error_code', request.errorCode);
    if (status >= 500) recordFailure(span, Object.assign(new Error(request.errorCode ?? 'server_error'), { code: status }));
  }
}

/**
 * Runs one request's work inside its route span when tracing is on (named `METHOD route` once answered);
 * without tracing, calls `serve` directly. A span already active (Next.js's own request span) is its parent.
 */
export function traceRequest<T>(
  method: string,
  pathname: string,
  requestId: string,
  serve: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  const active = tracer();
  if (!active) return serve(undefined);
  const parent = trace.getActiveSpan();
  // named and attributed without a link's secret from its first moment: an exporter sees the span as started too
  const path = maskSecretPath(pathname);
  return active.startActiveSpan(
    `${method} ${path}`,
    {
      kind: parent ? SpanKind.INTERNAL : SpanKind.SERVER,
      attributes: { 'http.request.method': method, 'url.path': path, 'envios.request_id': requestId },
    },
    async (span) => {
      try {
        return await serve(span);
      } finally {
        span.end();
      }
    },
  );
}
