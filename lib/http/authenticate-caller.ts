// Who calls an /api/v1 operation (lib/http/api-route.ts): an API key, or the dashboard's signed-in user.
//   Authorization header      -> the Bearer key: hash lookup, revocation, expiry, usage count, the per-key limit
//                                and its headers, the key's scopes against the operation's (403 insufficient_scope);
//                                the request log shows the key's organization (docs/request-log.md).
//   no header, session cookie -> the dashboard session, as the server actions check it (lib/http/session.ts
//                                requireOrgAction: session row, user, organization, 2FA requirement); its role's
//                                permissions (lib/auth/permissions.ts) are read as scopes through sessionScopeGrants
//                                (403 forbidden with the roles' Spanish refusal); a write must come from this site's
//                                own pages (lib/auth/same-origin.ts); only the per-IP limit applies; the call is not
//                                in the organization's API request log (docs/decisions.md). The dashboard's mode
//                                holds (lib/auth/session.ts): in test mode the caller is the test twin (docs/modes.md).
//   neither                   -> the key's 401 (missing_api_key), as for any API client.
// An operation open to 'any' key (GET /account, which describes the key) takes keys only.
import type { Db } from '@/db/client';
import { authenticateApiKey, readBearerKey, type ApiKeyContext } from '@/lib/api-keys/authenticate';
import { apiScopes, hasScope, type ApiScope } from '@/lib/api-keys/scopes';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { sessionScopes } from '@/lib/api-keys/role-scopes';
import { isSameOrigin } from '@/lib/auth/same-origin';
import type { OrgContext } from '@/lib/auth/session';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { checkKeyLimit, keyLimitExceeded, rateLimitHeaders } from '@/lib/platform/rate-limit/api-limits';
import { ApiError } from './api-error';
import { UNKNOWN_CLIENT } from './client-ip';
import type { KeyedOperationDoc } from './openapi/define';
import type { RequestContext } from './with-request';

export type KeyCaller = ApiKeyContext & { kind: 'api_key' };
export type SessionCaller = {
  kind: 'session';
  /** the live organization, or its test twin while the dashboard is in test mode */
  organizationId: string;
  mode: OrgContext['mode'];
  /** the scopes the user's role grants for this request's method (sessionScopeGrants) */
  scopes: ApiScope[];
  session: OrgContext;
};
export type ApiCaller = KeyCaller | SessionCaller;

// The role table read as API scopes lives with the keys (lib/api-keys/role-scopes.ts): the same rule says which
// scopes a member may give a key.
export { sessionScopeGrants, sessionScopes } from '@/lib/api-keys/role-scopes';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The Auth.js session cookie (`authjs.session-token`, `__Secure-` on HTTPS, `.0`, `.1`… when chunked). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

export async function authenticateCaller<P>(ctx: RequestContext<P>, operation: KeyedOperationDoc, db: Db): Promise<ApiCaller> {
  const { req } = ctx;
  const scope = operation.scopes === 'any' ? apiScopes : operation.scopes;
  const authorization = req.headers.get('authorization');
  if (authorization === null && operation.scopes !== 'any' && SESSION_COOKIE.test(req.headers.get('cookie') ?? '')) {
    return authenticateSession(ctx, scope);
  }
  const auth = await authenticateApiKey(db, {
    key: readBearerKey(authorization),
    ip: ctx.clientIp === UNKNOWN_CLIENT ? null : ctx.clientIp,
    // A revoked or expired key's 401 is shown in its organization's request log (docs/request-log.md).
    onRefusedKey: (refused) => Object.assign(ctx.requestLog, refused),
  });
  ctx.requestLog.apiKeyId = auth.apiKeyId;
  ctx.requestLog.organizationId = auth.organizationId;
  // Every authenticated request counts against its key, whatever happens next (403, 400, ...).
  const keyRateLimit = await checkKeyLimit(auth.apiKeyId, auth.rateLimitPerHour);
  for (const [name, value] of Object.entries(rateLimitHeaders({ ip: ctx.ipRateLimit, key: keyRateLimit }))) {
    ctx.responseHeaders.set(name, value);
  }
  if (!keyRateLimit.allowed) throw keyLimitExceeded(keyRateLimit);
  if (!hasScope(auth.scopes, scope)) {
    throw new DomainError(
      'insufficient_scope',
      `La clave de API no tiene el permiso necesario (${scope.join(' o ')}) para esta operación.`,
    );
  }
  return { kind: 'api_key', ...auth };
}

async function authenticateSession<P>(ctx: RequestContext<P>, scope: readonly ApiScope[]): Promise<SessionCaller> {
  // The dashboard session's calls are not the API request log (docs/decisions.md), whatever the answer.
  ctx.requestLog.recorded = false;
  // Writes come from the dashboard's own pages only (the session cookie is SameSite=Lax as well).
  if (!isRead(ctx.req.method) && !isSameOrigin(ctx.req.headers)) throw new ApiError('forbidden', 'Solicitud de otro origen rechazada.');
  // Loaded only for a session: next-auth stays off the key's path.
  const { requireOrgAction } = await import('./session');
  const session = await requireOrgAction();
  ctx.requestLog.organizationId = session.organizationId;
  const scopes = sessionScopes(session.role, ctx.req.method);
  if (!hasScope(scopes, scope)) throw new DomainError('forbidden', forbiddenMessage);
  return { kind: 'session', organizationId: session.organizationId, mode: session.mode, scopes, session };
}
