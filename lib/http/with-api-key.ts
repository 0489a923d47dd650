// The one wrapper of every authenticated /api/v1 route:
// Bearer key -> hash lookup, revocation, expiry, usage count; per-key rate limit; scope; JSON body;
// errors; X-Request-Id. The per-IP limit ran before all of this (withRequest).
import { authenticateApiKey, readBearerKey, type ApiKeyContext } from '@/lib/api-keys/authenticate';
import { hasScope, type ApiScope } from '@/lib/api-keys/scopes';
import { checkKeyLimit, keyLimitExceeded, rateLimitHeaders, tighter } from '@/lib/rate-limit/api-limits';
import { ApiError } from './api-error';
import { readJsonBody } from './read-body';
import { withRequest, type RequestContext } from './with-request';

export type ApiContext<P> = RequestContext<P> & {
  auth: ApiKeyContext;
  /** the organization of the key: every query of the handler is scoped by it */
  organizationId: string;
  /** parsed JSON body (undefined when empty or for GET/DELETE) */
  body: unknown;
  url: URL;
};

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

export function withApiKey<P = Record<string, string>>(
  options: { scope: ApiScope | readonly ApiScope[] },
  handler: (ctx: ApiContext<P>) => Promise<Response> | Response,
) {
  return withRequest<P>(async (ctx) => {
    const { req } = ctx;
    const key = readBearerKey(req.headers.get('authorization'));
    const auth = await authenticateApiKey(key);
    // Every authenticated request counts against its key, whatever happens next (403, 400, ...).
    const keyRateLimit = await checkKeyLimit(auth.apiKeyId, auth.rateLimitPerHour);
    for (const [name, value] of Object.entries(rateLimitHeaders(tighter(ctx.ipRateLimit, keyRateLimit)))) {
      ctx.responseHeaders.set(name, value);
    }
    if (!keyRateLimit.allowed) throw keyLimitExceeded(keyRateLimit);
    if (!hasScope(auth.scopes, options.scope)) {
      const needed = typeof options.scope === 'string' ? options.scope : options.scope.join(' o ');
      throw new ApiError('insufficient_scope', `La clave de API no tiene el permiso necesario (${needed}) para esta operación.`);
    }
    const body = METHODS_WITH_BODY.has(req.method) ? await readJsonBody(req) : undefined;
    return handler({ ...ctx, auth, organizationId: auth.organizationId, body, url: new URL(req.url) });
  });
}
