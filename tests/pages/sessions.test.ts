// Dashboard sessions end on the server: a sign-in opens a user_sessions row whose id rides in the JWT, and a
// sign-out, a password change or a membership removal (the admin command line, run as a real process) close
// it, after which the session no longer loads the dashboard context (loadDashboardUser is the query behind
// every page, server action and /api/dashboard request). The copied-cookie attack itself runs in Chromium
// against the built server: e2e/security.spec.ts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { memberships, userSessions } from '@/db/schema';
import { verifyCredentials } from '@/lib/auth/credentials';
import { createUserSession, revokeUserSession } from '@/lib/auth/user-sessions';
import { loadDashboardUser } from '@/lib/users/dashboard-user';
import { createUser } from '@/lib/users/create-user';
import { runCli } from '../helpers/cli';
import { createTestOrg, randomName } from '../helpers/fixtures';

async function newUser(options: { organizationId?: string } = {}) {
  const organizationId = options.organizationId ?? (await createTestOrg()).id;
  const email = `${randomBytes(5).toString('hex')}@sesiones.test`;
  const password = 'contraseña-inicial-1';
  const user = await createUser(getDb(), { email, password, organizationId, role: 'admin' });
  return { id: user.id, email, password, organizationId };
}

const cliJson = async (...args: string[]) => {
  const result = await runCli([...args, '--json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
};

describe('dashboard sessions', () => {
  it('a session row lasts as long as the JWT and loads the user with their memberships until it is revoked', async () => {
    const user = await newUser();
    const sessionId = await createUserSession(getDb(), { userId: user.id, ip: '203.0.113.7', userAgent: 'Chromium de prueba' });
    const [row] = await getDb().select().from(userSessions).where(eq(userSessions.id, sessionId));
    expect(row).toMatchObject({ userId: user.id, revokedAt: null, lastIp: '203.0.113.7', lastUserAgent: 'Chromium de prueba' });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(8 * 60 * 60 * 1000);
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId })).toMatchObject({
      id: user.id,
      memberships: [{ organizationId: user.organizationId, role: 'admin' }],
    });
    await revokeUserSession(getDb(), { sessionId }); // what sign-out does (auth.ts events.signOut)
    const [after] = await getDb().select().from(userSessions).where(eq(userSessions.id, sessionId));
    expect(after.revokedAt).toBeInstanceOf(Date);
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId })).toBeNull();
  });

  it('an expired, revoked, foreign or missing session id loads nothing; other sessions of the user stay open', async () => {
    const user = await newUser();
    const other = await newUser();
    const open = await createUserSession(getDb(), { userId: user.id });
    const second = await createUserSession(getDb(), { userId: user.id });
    const expired = await createUserSession(getDb(), { userId: user.id });
    await getDb()
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.id, expired));
    const othersSession = await createUserSession(getDb(), { userId: other.id });

    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: open })).not.toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: expired })).toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: othersSession })).toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: '00000000-0000-4000-8000-000000000000' })).toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: 'not-a-uuid' })).toBeNull();

    await revokeUserSession(getDb(), { sessionId: open });
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: open })).toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: second })).not.toBeNull();
  });

  it('lists every membership of the user in the same query, by organization name', async () => {
    const user = await newUser();
    const zeta = await createTestOrg();
    await getDb().insert(memberships).values({ userId: user.id, organizationId: zeta.id, role: 'viewer' });
    const sessionId = await createUserSession(getDb(), { userId: user.id });
    const loaded = await loadDashboardUser(getDb(), { userId: user.id, sessionId });
    expect(loaded?.memberships.map((m) => m.organizationId).sort()).toEqual([user.organizationId, zeta.id].sort());
    const names = loaded!.memberships.map((m) => m.organizationName);
    expect(names).toEqual([...names].sort());
  });

  it('user:set-password changes the password and ends every session of that user, not of others', async () => {
    const user = await newUser();
    const bystander = await newUser({ organizationId: user.organizationId });
    const first = await createUserSession(getDb(), { userId: user.id });
    const second = await createUserSession(getDb(), { userId: user.id });
    const bystanderSession = await createUserSession(getDb(), { userId: bystander.id });

    const result = await cliJson('user:set-password', '--email', user.email.toUpperCase(), '--password', 'contraseña-nueva-2');
    expect(result).toEqual({ id: user.id, revokedSessions: 2 });

    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: first })).toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: second })).toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: bystander.id, sessionId: bystanderSession })).not.toBeNull();
    expect(await verifyCredentials(getDb(), { email: user.email, password: user.password })).toBeNull();
    expect(await verifyCredentials(getDb(), { email: user.email, password: 'contraseña-nueva-2' })).toMatchObject({ id: user.id });
    // A session opened afterwards (a sign-in with the new password) works.
    const again = await createUserSession(getDb(), { userId: user.id });
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: again })).not.toBeNull();
  }, 120_000); // CLI processes on a shared machine

  it('member:remove takes the user out of the organization and ends all of their sessions', async () => {
    const user = await newUser();
    const sessionId = await createUserSession(getDb(), { userId: user.id });
    const result = await cliJson('member:remove', '--org', user.organizationId, '--email', user.email);
    expect(result).toEqual({ organizationId: user.organizationId, userId: user.id, revokedSessions: 1 });
    expect(await getDb().select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([]);
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId })).toBeNull();
  }, 120_000); // a CLI process on a shared machine

  it('member:remove keeps the last owner of an organization, and ends no session', async () => {
    const org = await createTestOrg();
    const email = `${randomBytes(5).toString('hex')}@sesiones.test`;
    const owner = await createUser(getDb(), { email, password: 'contraseña-inicial-1', organizationId: org.id, role: 'owner' });
    const sessionId = await createUserSession(getDb(), { userId: owner.id });
    const result = await runCli(['member:remove', '--org', org.id, '--email', email, '--json']);
    expect(result.code).not.toBe(0);
    expect(JSON.parse(result.stderr).error).toBe(
      'No se puede quitar al único propietario de la organización: nombra antes a otro propietario.',
    );
    expect(await getDb().select().from(memberships).where(eq(memberships.userId, owner.id))).toHaveLength(1);
    expect(await loadDashboardUser(getDb(), { userId: owner.id, sessionId })).not.toBeNull();
    // With a second owner, the first can leave.
    const second = await newUser({ organizationId: org.id });
    await getDb().update(memberships).set({ role: 'owner' }).where(eq(memberships.userId, second.id));
    expect((await runCli(['member:remove', '--org', org.id, '--email', email, '--json'])).code).toBe(0);
  }, 120_000); // a CLI process on a shared machine

  it('refuses bad input in Spanish with a non-zero exit', async () => {
    const user = await newUser();
    const cases: Array<[string[], RegExp]> = [
      [['user:set-password', '--email', user.email, '--password', 'corta'], /al menos 8 caracteres/],
      [
        ['user:set-password', '--email', 'nadie@sesiones.test', '--password', 'contraseña-larga'],
        /No existe un usuario con el correo nadie@sesiones\.test/,
      ],
      [['user:set-password', '--email', user.email], /Falta --password/],
      [['member:remove', '--org', 'nope', '--email', user.email], /UUID/],
      [['member:remove', '--org', (await createTestOrg()).id, '--email', user.email], /no pertenece a esa organización/],
      [
        ['member:remove', '--org', user.organizationId, '--email', `${randomName('x').replace(' ', '')}@nadie.test`],
        /No existe un usuario/,
      ],
    ];
    for (const [args, pattern] of cases) {
      const result = await runCli([...args, '--json']);
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(JSON.parse(result.stderr).error, args.join(' ')).toMatch(pattern);
    }
    // The refused password change left the old password and membership in place.
    expect(await verifyCredentials(getDb(), { email: user.email, password: user.password })).toMatchObject({ id: user.id });
  }, 120_000); // six CLI processes on a shared machine
});
