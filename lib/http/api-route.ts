// The one wrapper of every authenticated /api/v1 route. A route names its declared operation
// (lib/http/openapi/operations/) and this takes everything else from the declaration:
//   Bearer key -> hash lookup, revocation, expiry, usage count; per-key rate limit; the declared scope;
//   the JSON body parsed with the declared schema; errors; X-Request-Id.
// The per-IP limit ran before all of this (withRequest). The same declaration is what the OpenAPI
// document shows, so the documented scope and body are the enforced ones.
import type { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { authenticateApiKey, readBearerKey, type ApiKeyContext } from '@/lib/api-keys/authenticate';
import { apiScopes, hasScope } from '@/lib/api-keys/scopes';
import { DomainError } from '@/lib/errors/domain-error';
import { checkKeyLimit, keyLimitExceeded, rateLimitHeaders, tighter } from '@/lib/rate-limit/api-limits';
import type { KeyedOperationDoc } from './openapi/define';
import { readJsonBody } from './read-body';
import { withRequest, type RequestContext } from './with-request';

type ParamsOf<O> = O extends { pathParams: infer P } ? { [K in keyof P]: string } : Record<string, never>;
type BodyOf<O> = O extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;

export type ApiContext<O extends KeyedOperationDoc> = RequestContext<ParamsOf<O>> & {
  /** the process-wide database, handed to the domain functions */
  db: Db;
  auth: ApiKeyContext;
  /** the organization of the key: every query of the handler is scoped by it */
  organizationId: string;
  /** the JSON body parsed with the operation's `body` schema (undefined when it declares none) */
  body: BodyOf<O>;
  /** the JSON body as the client sent it (undefined when empty or for GET/DELETE) */
  rawBody: unknown;
  url: URL;
};

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

export function apiRoute<const O extends KeyedOperationDoc>(operation: O, handler: (ctx: ApiContext<O>) => Promise<Response> | Response) {
  const scope = operation.scopes === 'any' ? apiScopes : operation.scopes;
  return withRequest<ParamsOf<O>>(async (ctx) => {
    const { req } = ctx;
    const db = getDb();
    const key = readBearerKey(req.headers.get('authorization'));
    const auth = await authenticateApiKey(db, { key });
    // Every authenticated request counts against its key, whatever happens next (403, 400, ...).
    const keyRateLimit = await checkKeyLimit(auth.apiKeyId, auth.rateLimitPerHour);
    for (const [name, value] of Object.entries(rateLimitHeaders(tighter(ctx.ipRateLimit, keyRateLimit)))) {
      ctx.responseHeaders.set(name, value);
    }
    if (!keyRateLimit.allowed) throw keyLimitExceeded(keyRateLimit);
    if (!hasScope(auth.scopes, scope)) {
      throw new DomainError('insufficient_scope', `La clave de API no tiene el permiso necesario (${scope.join(' o ')}) para esta operación.`);
    }
    // A body is read (content type, size, JSON) on every method that may carry one, declared or not.
    const rawBody = METHODS_WITH_BODY.has(req.method) ? await readJsonBody(req) : undefined;
    const body = operation.body?.parse(rawBody === undefined && operation.emptyBodyIsObject ? {} : rawBody) as BodyOf<O>;
    return handler({ ...ctx, db, auth, organizationId: auth.organizationId, body, rawBody, url: new URL(req.url) });
  });
}
