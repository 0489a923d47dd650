// A member gives a key only the scopes its own role grants (lib/api-keys/role-scopes.ts, the table the session's
// /api/v1 calls read too): a developer holds keys:manage but not carriers:manage, so it cannot create, widen or
// roll a key into carriers:manage or '*' (and through it PUT or DELETE the organization's carrier accounts). The
// actions run as Next.js runs them, in a request scope with a real Auth.js session cookie of a real session row.
// The admin CLI (cli/) is the platform's operator and stays unrestricted (tests of cli/).
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import { inRequestScope } from '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { apiKeys, type MembershipRole } from '@/db/schema';
import { createUserSession } from '@/lib/auth/user-sessions';
import { createUser } from '@/lib/users/create-user';
import { createTestOrg } from '../helpers/fixtures';

const ORIGIN = 'http://127.0.0.1:3000';

async function signedIn(organizationId: string, role: MembershipRole) {
  const email = `${role}-${randomBytes(4).toString('hex')}@claves.test`;
  const user = await createUser(getDb(), { email, password: 'contraseña-de-prueba-1', organizationId, role });
  const sessionId = await createUserSession(getDb(), { userId: user.id });
  const jwt = await encode({ token: { sub: user.id, sid: sessionId }, secret: process.env.AUTH_SECRET!, salt: 'authjs.session-token' });
  return `authjs.session-token=${jwt}`;
}

async function asMember<T>(cookie: string, run: (actions: typeof import('@/app/(dashboard)/dashboard/api-keys/actions')) => Promise<T>) {
  const actions = await import('@/app/(dashboard)/dashboard/api-keys/actions');
  const req = new Request(`${ORIGIN}/dashboard/api-keys`, {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'x-forwarded-proto': 'http', cookie, origin: ORIGIN },
  });
  return (await inRequestScope(req, () => run(actions))).value;
}

const keysOf = async (organizationId: string) =>
  (
    await getDb().select({ name: apiKeys.name, scopes: apiKeys.scopes }).from(apiKeys).where(eq(apiKeys.organizationId, organizationId))
  ).sort((a, b) => a.name.localeCompare(b.name));

describe('a key gets only the scopes of its maker’s role', () => {
  it('a developer cannot create a carriers:manage or * key; it can create one with its own scopes; an admin can give *', async () => {
    const org = await createTestOrg();
    const developer = await signedIn(org.id, 'developer');

    const carriers = await asMember(developer, (a) =>
      a.createApiKeyAction({ name: 'Paqueterías', mode: 'live', scopes: ['orders:read', 'carriers:manage'] }),
    );
    expect(carriers).toEqual({
      ok: false,
      code: 'forbidden',
      error: 'Tu rol no puede dar a una clave el permiso carriers:manage: una clave solo puede tener permisos que tu rol tiene.',
    });
    const all = await asMember(developer, (a) => a.createApiKeyAction({ name: 'Todo', mode: 'live', scopes: ['*'] }));
    expect(all).toMatchObject({ ok: false, code: 'forbidden' });
    expect(all.ok ? '' : all.error).toContain('el permiso * (todos los permisos)');
    const billing = await asMember(developer, (a) =>
      a.createApiKeyAction({ name: 'Saldo', mode: 'live', scopes: ['billing:read', 'orders:write'] }),
    );
    expect(billing.ok ? '' : billing.error).toContain('los permisos billing:read, orders:write');
    expect(await keysOf(org.id)).toEqual([]);

    const own = await asMember(developer, (a) =>
      a.createApiKeyAction({ name: 'Integración', mode: 'live', scopes: ['orders:read', 'tracking:read', 'webhooks:manage', 'logs:read'] }),
    );
    expect(own.ok).toBe(true);
    const admin = await signedIn(org.id, 'admin');
    expect((await asMember(admin, (a) => a.createApiKeyAction({ name: 'Administración', mode: 'live', scopes: ['*'] }))).ok).toBe(true);
    expect(await keysOf(org.id)).toEqual([
      { name: 'Administración', scopes: ['*'] },
      { name: 'Integración', scopes: ['orders:read', 'tracking:read', 'webhooks:manage', 'logs:read'] },
    ]);
  });

  it('a developer cannot widen a key beyond its role nor roll a key whose scopes its role lacks; removing a scope is allowed', async () => {
    const org = await createTestOrg();
    const developer = await signedIn(org.id, 'developer');
    const admin = await signedIn(org.id, 'admin');
    const mine = await asMember(developer, (a) => a.createApiKeyAction({ name: 'Mía', mode: 'live', scopes: ['orders:read'] }));
    const theirs = await asMember(admin, (a) =>
      a.createApiKeyAction({ name: 'Del administrador', mode: 'live', scopes: ['orders:read', 'carriers:manage'] }),
    );
    if (!mine.ok || !theirs.ok) throw new Error('keys not created');

    const widened = await asMember(developer, (a) =>
      a.updateApiKeyAction({ id: mine.data.id, name: 'Mía', scopes: ['orders:read', 'carriers:manage'] }),
    );
    expect(widened).toMatchObject({ ok: false, code: 'forbidden' });
    expect(widened.ok ? '' : widened.error).toContain('carriers:manage');
    const star = await asMember(developer, (a) => a.updateApiKeyAction({ id: mine.data.id, name: 'Mía', scopes: ['*'] }));
    expect(star).toMatchObject({ ok: false, code: 'forbidden' });

    const rolled = await asMember(developer, (a) => a.rollApiKeyAction({ id: theirs.data.id, grace: 'now' }));
    expect(rolled).toEqual({
      ok: false,
      code: 'forbidden',
      error:
        'Tu rol no puede rotar la clave «Del administrador»: su nuevo secreto tendría el permiso carriers:manage, que tu rol no tiene.',
    });
    expect((await asMember(admin, (a) => a.rollApiKeyAction({ id: theirs.data.id, grace: 'now' }))).ok).toBe(true);

    // narrowing the admin's successor key (it drops carriers:manage) gives nothing the developer lacks
    const [successor] = await getDb().select().from(apiKeys).where(eq(apiKeys.rolledFromId, theirs.data.id));
    const narrowed = await asMember(developer, (a) =>
      a.updateApiKeyAction({ id: successor.id, name: 'Del administrador', scopes: ['orders:read'] }),
    );
    expect(narrowed).toMatchObject({ ok: true, data: { scopes: ['orders:read'] } });
    const [stillMine] = await getDb().select({ scopes: apiKeys.scopes }).from(apiKeys).where(eq(apiKeys.id, mine.data.id));
    expect(stillMine.scopes).toEqual(['orders:read']);
  });
});

describe('the dialogs offer only the scopes the member’s role may give', () => {
  const boxes = (html: string) =>
    [...html.matchAll(/<input[^>]*>/g)].flatMap((m) => (m[0].includes('name="scopes"') ? [/value="([^"]+)"/.exec(m[0])?.[1]] : []));

  it('a developer is offered its own scopes, never carriers:manage nor *; an admin every scope and *', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { ScopeFieldset } = await import('@/app/(dashboard)/dashboard/api-keys/scope-fieldset');
    const { scopeOptions } = await import('@/app/(dashboard)/dashboard/api-keys/scope-options');
    const render = (role: MembershipRole, checked?: string[]) =>
      renderToStaticMarkup(createElement(ScopeFieldset, { scopes: scopeOptions(role), checked }));

    expect(boxes(render('developer'))).toEqual(['orders:read', 'tracking:read', 'webhooks:manage', 'logs:read']);
    expect(boxes(render('admin'))).toEqual([
      'orders:read',
      'orders:write',
      'tracking:read',
      'webhooks:manage',
      'logs:read',
      'billing:read',
      'carriers:manage',
      '*',
    ]);
    // editing a key an admin gave carriers:manage: the developer sees it checked, may remove it, and is told it
    // cannot give it back
    const editing = render('developer', ['orders:read', 'carriers:manage']);
    expect(boxes(editing)).toEqual(['orders:read', 'tracking:read', 'webhooks:manage', 'logs:read', 'carriers:manage']);
    expect(editing).toContain('Tu rol no puede dar este permiso: puedes quitarlo, pero no volver a darlo.');
    expect(render('developer')).not.toContain('Tu rol no puede dar este permiso');
  });
});
