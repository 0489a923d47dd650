// The base of every API route: the request id (the client's valid X-Request-Id or a new one, lib/http/request-id.ts;
// every log line of the request carries it, lib/platform/log/context.ts), the per-IP rate limit (before any other work),
// error mapping to { "error": "<español>" } + X-Error-Code (or RFC 9457 problem details on
// Accept: application/problem+json, lib/http/problem.ts), and a generic 500 that never leaks internals (details
// go to the log with the request id).
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/db/errors';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatZodError, zodFieldErrors } from '@/lib/platform/errors/zod-es';
import { log } from '@/lib/platform/log';
import { runWithRequestId } from '@/lib/platform/log/context';
import { recordAnsweredRequest, traceRequest } from '@/lib/platform/observability/request';
import { checkIpLimit, ipLimitExceeded, rateLimitHeaders } from '@/lib/platform/rate-limit/api-limits';
import { beginRequestLog, finishRequestLog, type RequestLogRecord } from './request-log-record';
import type { RateLimitResult } from '@/lib/platform/rate-limit/types';
import { clientIpOf } from './client-ip';
import { wantsProblemDetails } from './problem';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { domainErrorResponse, errorResponse, type ProblemFormat } from './respond';

export type RouteContext<P> = { params: Promise<P> };

export type RequestContext<P> = {
  req: Request;
  params: P;
  /** X-Request-Id of this request: the one id of the response header, the log lines and the request log */
  requestId: string;
  /** headers added to the final response, whatever it is (rate-limit figures, for instance) */
  responseHeaders: Headers;
  /** the client address the per-IP limit counted (lib/http/client-ip.ts) */
  clientIp: string;
  /** this request's standing against the per-IP limit */
  ipRateLimit: RateLimitResult;
  /** this request's row of the request log (lib/http/request-log-record.ts); apiRoute adds the operation and key */
  requestLog: RequestLogRecord;
};

/** The one mapping from a thrown error to the API's answer (statuses: lib/http/error-codes.ts). */
export function toErrorResponse(error: unknown, requestId: string, req: Request): Response {
  const problem: ProblemFormat | undefined = wantsProblemDetails(req.headers.get('accept')) ? { requestId } : undefined;
  if (error instanceof DomainError) return domainErrorResponse(error, problem);
  if (error instanceof ZodError) {
    return errorResponse('validation_error', formatZodError(error), {}, problem && { ...problem, fields: zodFieldErrors(error) });
  }
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: a quick 503 the client can retry (db/client.ts bounds how long it takes).
    log.warn('database unavailable', { requestId, method: req.method, path: new URL(req.url).pathname, error });
    return errorResponse(
      'service_unavailable',
      DATABASE_UNAVAILABLE_MESSAGE,
      { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      problem,
    );
  }
  log.error('unhandled error', { requestId, method: req.method, path: new URL(req.url).pathname, error });
  return errorResponse('internal_error', undefined, {}, problem);
}

export function withRequest<P = Record<string, string>>(handler: (ctx: RequestContext<P>) => Promise<Response> | Response) {
  return (req: Request, route?: RouteContext<P>): Promise<Response> => {
    const requestId = requestIdOf(req);
    const pathname = new URL(req.url).pathname;
    // The route span when tracing is on (lib/platform/observability/request.ts); otherwise the work runs as it is.
    return runWithRequestId(requestId, () =>
      traceRequest(req.method, pathname, requestId, async (span) => {
        const started = performance.now();
        const responseHeaders = new Headers();
        const requestLog = beginRequestLog();
        let response: Response;
        try {
          const ip = clientIpOf(req);
          requestLog.ip = ip;
          const ipRateLimit = await checkIpLimit(ip);
          for (const [name, value] of Object.entries(rateLimitHeaders({ ip: ipRateLimit }))) responseHeaders.set(name, value);
          if (!ipRateLimit.allowed) throw ipLimitExceeded(ipRateLimit);
          const params = (route ? await route.params : {}) as P;
          response = await handler({ req, params, requestId, responseHeaders, clientIp: ip, ipRateLimit, requestLog });
        } catch (error) {
          response = toErrorResponse(error, requestId, req);
        }
        responseHeaders.forEach((value, key) => {
          if (!response.headers.has(key)) response.headers.set(key, value);
        });
        response.headers.set(REQUEST_ID_HEADER, requestId);
        // The one access line per request (info; the request id comes from the log context), the metrics of
        // /api/metrics and the span's route name (lib/platform/observability/request.ts).
        recordAnsweredRequest(
          {
            method: req.method,
            pathname,
            pathTemplate: requestLog.pathTemplate,
            organizationId: requestLog.organizationId,
            status: response.status,
            errorCode: response.headers.get('X-Error-Code') ?? undefined,
            startedMs: started,
          },
          span,
        );
        // Queued for the request log's next batch; never awaited, never throws (lib/request-log/buffer.ts).
        finishRequestLog(requestLog, requestId, req, response);
        return response;
      }),
    );
  };
}
