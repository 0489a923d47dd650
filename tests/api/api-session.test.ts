// The dashboard calls the /api/v1 operations with its session cookie (lib/http/authenticate-caller.ts): the role's
// permissions read as the operation's scope (lib/auth/permissions.ts), a write only from this site's own pages, the
// user in the audit log, answers never cached, and none of it in the organization's API request log
// (docs/decisions.md). The route handlers run as Next.js runs them, in a request scope (the session is read through
// next/headers), with a real Auth.js session cookie of a real session row.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { createBatch } from '@/lib/batches/create-batch';
import { sessionScopes } from '@/lib/http/authenticate-caller';
import { resetConfigCache } from '@/lib/platform/config';
import { configureRequestLogBuffer, flushRequestLog, type RequestLogEntry } from '@/lib/request-log/buffer';
import { callRoute, SESSION_ORIGIN, signedIn, type RouteHandler } from '../helpers/dashboard-session';
import { createTestKey, createTestOrg } from '../helpers/fixtures';

const ORIGIN = SESSION_ORIGIN;
type Handler = RouteHandler;
const call = callRoute;

beforeAll(() => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  process.env.REQUEST_LOG = 'on';
  resetConfigCache();
});
afterEach(() => configureRequestLogBuffer({}));

async function unboughtBatch(organizationId: string) {
  return createBatch(getDb(), { organizationId, upload: { source: 'json', value: { orders: [{ internalReference: 'SESION-1' }] } } });
}

const batchRoute = () => import('@/app/api/v1/batches/[id]/route') as unknown as Promise<{ GET: Handler }>;
const discardRoute = () => import('@/app/api/v1/batches/[id]/discard/route') as unknown as Promise<{ POST: Handler }>;

describe('an /api/v1 operation called with the dashboard session', () => {
  it('reads (GET) and changes (POST) for a role that may, as the user, with answers never cached and not in the request log', async () => {
    const org = await createTestOrg({ balance: 250 });
    const owner = await signedIn(org.id, 'owner');
    const batch = await unboughtBatch(org.id);
    const logged: RequestLogEntry[] = [];
    configureRequestLogBuffer({ write: async (rows) => void logged.push(...rows) });

    const read = await call((await batchRoute()).GET, 'GET', `/api/v1/batches/${batch.id}`, { id: batch.id }, { cookie: owner.cookie });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    // the owner's role grants billing:read: the balance, as a key with that scope reads it
    expect(read.body).toMatchObject({ id: batch.id, status: 'validated', balance: 250 });
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    // only the per-IP limit: a session has no key to count against
    expect(read.headers.get('x-ratelimit-limit')).not.toBeNull();

    const write = await call(
      (await discardRoute()).POST,
      'POST',
      `/api/v1/batches/${batch.id}/discard`,
      { id: batch.id },
      { cookie: owner.cookie, origin: ORIGIN },
    );
    expect(write.status, JSON.stringify(write.body)).toBe(200);
    expect(write.body).toMatchObject({ id: batch.id, status: 'discarded' });
    const [audit] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, org.id), eq(auditLogs.action, 'batch.discarded')));
    expect(audit).toMatchObject({ actorType: 'user', actorId: owner.userId, actorLabel: owner.email });

    // a key's call of the same operation is in the request log; the session's two are not
    const { key } = await createTestKey(org.id, ['orders:read']);
    const keyed = await call(
      (await batchRoute()).GET,
      'GET',
      `/api/v1/batches/${batch.id}`,
      { id: batch.id },
      { authorization: `Bearer ${key}`, cookie: owner.cookie },
    );
    expect(keyed.status).toBe(200);
    expect(keyed.body).not.toHaveProperty('balance'); // the key's scopes, not the cookie's role
    await flushRequestLog();
    expect(logged.filter((row) => row.organizationId === org.id).map((row) => `${row.method} ${row.pathTemplate}`)).toEqual([
      'GET /batches/{id}',
    ]);
  });

  it('a role without the permission gets the 403 of the dashboard in Spanish, and nothing changes', async () => {
    const org = await createTestOrg();
    const viewer = await signedIn(org.id, 'viewer');
    const batch = await unboughtBatch(org.id);
    const refused = await call(
      (await discardRoute()).POST,
      'POST',
      `/api/v1/batches/${batch.id}/discard`,
      { id: batch.id },
      { cookie: viewer.cookie, origin: ORIGIN },
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-error-code')).toBe('forbidden');
    expect(refused.body).toEqual({ error: forbiddenMessage });
    // the viewer reads it (orders:read)
    const read = await call((await batchRoute()).GET, 'GET', `/api/v1/batches/${batch.id}`, { id: batch.id }, { cookie: viewer.cookie });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('validated');
  });

  it('a write from another site with the cookie is refused before the session is read', async () => {
    const org = await createTestOrg();
    const owner = await signedIn(org.id, 'owner');
    const batch = await unboughtBatch(org.id);
    const discard = (await discardRoute()).POST;
    for (const origin of ['https://atacante.example', null]) {
      const res = await call(
        discard,
        'POST',
        `/api/v1/batches/${batch.id}/discard`,
        { id: batch.id },
        { cookie: owner.cookie, ...(origin ? { origin } : {}) },
      );
      expect(res.status, String(origin)).toBe(403);
      expect(res.body).toEqual({ error: 'Solicitud de otro origen rechazada.' });
    }
    const read = await call((await batchRoute()).GET, 'GET', `/api/v1/batches/${batch.id}`, { id: batch.id }, { cookie: owner.cookie });
    expect(read.body.status).toBe('validated');
  });

  it('an ended session answers 401 unauthenticated; without cookie nor key, the API key 401 as before', async () => {
    const org = await createTestOrg();
    const batch = await unboughtBatch(org.id);
    const get = (await batchRoute()).GET;
    const stale = await encode({
      token: { sub: randomBytes(16).toString('hex'), sid: 'cerrada' },
      secret: process.env.AUTH_SECRET!,
      salt: 'authjs.session-token',
    });
    const ended = await call(get, 'GET', `/api/v1/batches/${batch.id}`, { id: batch.id }, { cookie: `authjs.session-token=${stale}` });
    expect(ended.status).toBe(401);
    expect(ended.headers.get('x-error-code')).toBe('unauthenticated');
    const none = await call(get, 'GET', `/api/v1/batches/${batch.id}`, { id: batch.id }, {});
    expect(none.status).toBe(401);
    expect(none.headers.get('x-error-code')).toBe('missing_api_key');
  });

  it('GET /account describes a key and takes no session', async () => {
    const org = await createTestOrg();
    const owner = await signedIn(org.id, 'owner');
    const { GET } = (await import('@/app/api/v1/account/route')) as unknown as { GET: Handler };
    const res = await call(GET, 'GET', '/api/v1/account', {}, { cookie: owner.cookie });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-error-code')).toBe('missing_api_key');
  });
});

describe('the role table read as scopes', () => {
  it('reads with the read permission (webhooks:read reads what webhooks:manage covers), writes with the write one; never *', () => {
    expect(sessionScopes('viewer', 'GET')).toEqual(['orders:read', 'tracking:read', 'webhooks:manage', 'logs:read', 'billing:read']);
    expect(sessionScopes('viewer', 'POST')).toEqual(['orders:read', 'tracking:read', 'logs:read', 'billing:read']);
    expect(sessionScopes('operations', 'POST')).toEqual(['orders:read', 'orders:write', 'tracking:read']);
    expect(sessionScopes('finance', 'GET')).toEqual(['orders:read', 'tracking:read', 'billing:read']);
    expect(sessionScopes('owner', 'DELETE')).toEqual([
      'orders:read',
      'orders:write',
      'tracking:read',
      'webhooks:manage',
      'logs:read',
      'billing:read',
      'carriers:manage',
    ]);
    // the carrier accounts are the owner's and the admin's alone, to read as to change
    expect(sessionScopes('developer', 'GET')).not.toContain('carriers:manage');
    expect(sessionScopes('admin', 'GET')).toContain('carriers:manage');
  });
});
