// The checks every authenticated endpoint must pass (Unkey's runCommonRouteTests): no key, wrong scheme,
// malformed, revoked and expired keys, and a key without the needed scope.
import { expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { revokeApiKey } from '@/lib/api-keys/revoke-api-key';
import type { ApiScope } from '@/lib/api-keys/scopes';
import { apiClient, createTestKey, createTestOrg } from './fixtures';

export type RouteUnderTest = {
  method: string;
  path: string | (() => string);
  body?: unknown;
  /** a scope that grants the route (used for the revoked/expired keys) */
  scope: ApiScope;
  /** further scopes that also grant it */
  otherScopes?: ApiScope[];
  /** routes open to every scope have no 403 case */
  anyScope?: boolean;
};

export function runCommonRouteChecks(baseUrl: () => string, route: RouteUnderTest) {
  const path = () => (typeof route.path === 'function' ? route.path() : route.path);
  const send = (headers: Record<string, string>) =>
    fetch(`${baseUrl()}/api/v1${path()}`, {
      method: route.method,
      headers: { ...headers, ...(route.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: route.body === undefined ? undefined : JSON.stringify(route.body),
    });
  const expectError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('x-error-code')).toBe(code);
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    // RFC 6750: every 401 names the scheme; a key that was sent and refused is an invalid_token.
    const challenge = res.headers.get('www-authenticate');
    if (status !== 401) expect(challenge).toBeNull();
    else if (code === 'missing_api_key' || code === 'invalid_auth_format') expect(challenge).toBe('Bearer realm="envios-mx"');
    else expect(challenge).toBe('Bearer realm="envios-mx", error="invalid_token"');
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(typeof body.error).toBe('string');
  };
  const label = `${route.method} ${typeof route.path === 'string' ? route.path : '(dynamic)'}`;

  it(`${label}: 401 missing_api_key without Authorization`, async () => {
    await expectError(await send({}), 401, 'missing_api_key');
  });
  it(`${label}: 401 invalid_auth_format for a non-Bearer scheme`, async () => {
    await expectError(await send({ Authorization: 'Basic dXNlcjpwYXNz' }), 401, 'invalid_auth_format');
  });
  it(`${label}: 401 invalid_api_key for an unknown key`, async () => {
    await expectError(await send({ Authorization: 'Bearer flt_notarealkey' }), 401, 'invalid_api_key');
  });
  it(`${label}: 401 invalid_api_key for a revoked key and api_key_expired for an expired one`, async () => {
    const org = await createTestOrg();
    const revoked = await createTestKey(org.id, [route.scope]);
    await revokeApiKey(getDb(), { id: revoked.id });
    await expectError(await send({ Authorization: `Bearer ${revoked.key}` }), 401, 'invalid_api_key');
    const expiring = await createTestKey(org.id, [route.scope], new Date(Date.now() + 300));
    await new Promise((r) => setTimeout(r, 400));
    await expectError(await send({ Authorization: `Bearer ${expiring.key}` }), 401, 'api_key_expired');
  });
  if (route.anyScope) return;
  it(`${label}: 403 insufficient_scope without ${route.scope}`, async () => {
    const org = await createTestOrg();
    const all: ApiScope[] = ['orders:read', 'orders:write', 'tracking:read', 'webhooks:manage', 'logs:read'];
    const allowed = new Set<ApiScope>([route.scope, ...(route.otherScopes ?? [])]);
    const others = all.filter((s) => !allowed.has(s));
    const { key } = await createTestKey(org.id, others);
    await expectError(await send({ Authorization: `Bearer ${key}` }), 403, 'insufficient_scope');
  });
}

export { apiClient };
