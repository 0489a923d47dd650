// The base of every API route: the per-IP rate limit (before any other work), request id, error mapping to
// { "error": "<español>" } + X-Error-Code, and a generic 500 that never leaks internals (details go to the
// log with the request id).
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/db/errors';
import { config } from '@/lib/config';
import { DomainError } from '@/lib/errors/domain-error';
import { formatZodError } from '@/lib/errors/zod-es';
import { log } from '@/lib/log';
import { checkIpLimit, ipLimitExceeded, rateLimitHeaders } from '@/lib/rate-limit/api-limits';
import type { RateLimitResult } from '@/lib/rate-limit/types';
import { clientIp } from './client-ip';
import { domainErrorResponse, errorResponse } from './respond';

export type RouteContext<P> = { params: Promise<P> };

export type RequestContext<P> = {
  req: Request;
  params: P;
  requestId: string;
  /** headers added to the final response, whatever it is (rate-limit figures, for instance) */
  responseHeaders: Headers;
  /** the client address the per-IP limit counted (lib/http/client-ip.ts) */
  clientIp: string;
  /** this request's standing against the per-IP limit */
  ipRateLimit: RateLimitResult;
};

/** The one mapping from a thrown error to the API's answer (statuses: lib/http/error-codes.ts). */
export function toErrorResponse(error: unknown, requestId: string, req: Request): Response {
  if (error instanceof DomainError) return domainErrorResponse(error);
  if (error instanceof ZodError) return errorResponse('validation_error', formatZodError(error));
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: a quick 503 the client can retry (db/client.ts bounds how long it takes).
    log.warn('database unavailable', { requestId, method: req.method, path: new URL(req.url).pathname, error });
    return errorResponse('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
  log.error('unhandled error', { requestId, method: req.method, path: new URL(req.url).pathname, error });
  return errorResponse('internal_error');
}

export function withRequest<P = Record<string, string>>(
  handler: (ctx: RequestContext<P>) => Promise<Response> | Response,
) {
  return async (req: Request, route?: RouteContext<P>): Promise<Response> => {
    const requestId = crypto.randomUUID();
    const responseHeaders = new Headers();
    let response: Response;
    try {
      const ip = clientIp(req, config().TRUST_PROXY);
      const ipRateLimit = await checkIpLimit(ip);
      for (const [name, value] of Object.entries(rateLimitHeaders(ipRateLimit))) responseHeaders.set(name, value);
      if (!ipRateLimit.allowed) throw ipLimitExceeded(ipRateLimit);
      const params = (route ? await route.params : {}) as P;
      response = await handler({ req, params, requestId, responseHeaders, clientIp: ip, ipRateLimit });
    } catch (error) {
      response = toErrorResponse(error, requestId, req);
    }
    responseHeaders.forEach((value, key) => {
      if (!response.headers.has(key)) response.headers.set(key, value);
    });
    response.headers.set('X-Request-Id', requestId);
    return response;
  };
}
