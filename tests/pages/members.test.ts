// Members and invitations (lib/members) against the real database and a real SMTP server
// (tests/helpers/smtp-server.ts, through the outbox sender lib/email/deliver-email.ts): the invitation email
// carries a single-use link whose token is stored only hashed; re-send rotates it, revoke and expiry close it;
// joining with a new or an existing account; roles that may grant which role; the last owner; removal ends
// the member's sessions; every change writes its audit entry in the same transaction; invitations are rate
// limited per organization and per address.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, emailOutbox, memberInvitations, memberships, users, type MembershipRole } from '@/db/schema';
import type { AuditActor } from '@/lib/audit/record-audit';
import { createUserSession } from '@/lib/auth/user-sessions';
import { config, resetConfigCache } from '@/lib/platform/config';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { closeMailTransport } from '@/lib/email/send';
import { acceptInvitationAsUser, acceptInvitationWithNewAccount, findInvitationByToken } from '@/lib/members/accept-invitation';
import { inviteMember, resendInvitation, revokeInvitation } from '@/lib/members/invite-member';
import { INVITATION_RULES } from '@/lib/members/invite-throttle';
import { changeMemberRole, listMembers, listOpenInvitations, removeMember, transferOwnership } from '@/lib/members/manage-members';
import { acceptNewAccountSchema, inviteMemberSchema } from '@/lib/members/schemas';
import { createRateLimiter, resetRateLimiter, setRateLimiter } from '@/lib/platform/rate-limit';
import { createUser } from '@/lib/users/create-user';
import { loadDashboardUser } from '@/lib/users/dashboard-user';
import { createTestOrg } from '../helpers/fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = 'Envíos MX <avisos@envios.test>';
  resetConfigCache();
});
afterAll(async () => {
  closeMailTransport();
  await smtp.stop();
  await resetRateLimiter();
});
// fresh counters for every test: the limits are tested on purpose in their own test
beforeEach(async () => {
  await resetRateLimiter();
  setRateLimiter(createRateLimiter(config(), { prefix: `test:${randomBytes(6).toString('hex')}` }));
});

const hex = () => randomBytes(4).toString('hex');
let ipCounter = 1;
const freshIp = () => `198.51.100.${ipCounter++ % 250}`;

async function orgWith(role: MembershipRole = 'owner') {
  const org = await createTestOrg();
  const email = `${role}-${hex()}@equipo.test`;
  const user = await createUser(getDb(), { email, password: 'contraseña-segura-1', name: 'Ana Dueña', organizationId: org.id, role });
  const actor: AuditActor = { type: 'user', id: user.id, label: email, ip: freshIp() };
  return { org, user, email, actor, actorRole: role };
}

async function addMember(organizationId: string, role: MembershipRole) {
  const email = `${role}-${hex()}@equipo.test`;
  const user = await createUser(getDb(), { email, password: 'contraseña-segura-1', organizationId, role });
  return { id: user.id, email };
}

/** Sends what is in the outbox and returns the invitation link of the newest message to `to`. */
async function invitationLink(to: string): Promise<string> {
  await drainEmailOutbox(getDb());
  const mail = await smtp.waitFor((m) => m.to.includes(to));
  const all = smtp.to(to);
  return smtp.link(all[all.length - 1] ?? mail, '/invitacion/');
}
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

const auditOf = (organizationId: string) =>
  getDb().select().from(auditLogs).where(eq(auditLogs.organizationId, organizationId)).orderBy(auditLogs.createdAt);

describe('invitations', () => {
  it('an owner invites a developer: one invitation (hashed token), one email, one audit entry; the link creates the account once', async () => {
    const { org, actor } = await orgWith('owner');
    const email = `Dev-${hex()}@Equipo.test`;
    const { id } = await inviteMember(getDb(), { organizationId: org.id, email, role: 'developer', actor, actorRole: 'owner' });
    const lower = email.toLowerCase();
    const [row] = await getDb().select().from(memberInvitations).where(eq(memberInvitations.id, id));
    expect(row).toMatchObject({ email: lower, role: 'developer', invitedBy: actor.id, acceptedAt: null, revokedAt: null, resentCount: 0 });
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const outbox = await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, lower));
    expect(outbox.map((o) => o.template)).toEqual(['member-invitation']);

    const link = await invitationLink(lower);
    const mail = smtp.to(lower)[0];
    expect(mail.subject).toBe(`Ana Dueña te invitó a ${org.name} en Envíos MX`);
    expect(mail.text).toContain('Desarrollador');
    expect(mail.text).toContain('Aceptar la invitación');
    expect(link).toMatch(/\/invitacion\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    // only the hash is stored, nowhere the token itself (the outbox row carries the link it exists to send)
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await auditOf(org.id))).not.toContain(token);

    expect(await findInvitationByToken(getDb(), { token })).toMatchObject({
      status: 'valid',
      email: lower,
      role: 'developer',
      accountExists: false,
      organizationName: org.name,
    });
    const joined = await acceptInvitationWithNewAccount(getDb(), {
      token,
      name: 'Diego Dev',
      password: 'clave-de-diego-1',
      ip: '203.0.113.50',
    });
    const [user] = await getDb().select().from(users).where(eq(users.id, joined.userId));
    expect(user).toMatchObject({ email: lower, name: 'Diego Dev' });
    const [membership] = await getDb()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, org.id)));
    expect(membership.role).toBe('developer');
    expect((await findInvitationByToken(getDb(), { token }))?.status).toBe('accepted');
    await expect(acceptInvitationWithNewAccount(getDb(), { token, name: 'Otro', password: 'otra-clave-123' })).rejects.toThrow(
      'Esta invitación ya se usó',
    );

    const audit = await auditOf(org.id);
    expect(audit.map((a) => a.action)).toEqual(['member.invited', 'member.joined']);
    expect(audit[0]).toMatchObject({
      actorId: actor.id,
      targetType: 'invitation',
      targetId: id,
      summary: { email: lower, role: 'developer' },
    });
    expect(audit[1]).toMatchObject({
      actorType: 'user',
      actorId: user.id,
      actorLabel: lower,
      ip: '203.0.113.50',
      summary: { email: lower, role: 'developer' },
    });
    expect(await listOpenInvitations(getDb(), { organizationId: org.id })).toEqual([]);
  });

  it('two tabs submitting the same link at once: exactly one account joins', async () => {
    const { org, actor } = await orgWith('owner');
    const email = `dos-${hex()}@equipo.test`;
    await inviteMember(getDb(), { organizationId: org.id, email, role: 'viewer', actor, actorRole: 'owner' });
    const token = tokenOf(await invitationLink(email));
    const results = await Promise.allSettled([
      acceptInvitationWithNewAccount(getDb(), { token, name: 'Uno', password: 'clave-numero-1' }),
      acceptInvitationWithNewAccount(getDb(), { token, name: 'Dos', password: 'clave-numero-2' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect((await auditOf(org.id)).filter((a) => a.action === 'member.joined')).toHaveLength(1);
  });

  it('re-send rotates the link (the old one is unknown), revoke closes it, expiry closes it; each is audited', async () => {
    const { org, actor } = await orgWith('admin');
    const email = `rota-${hex()}@equipo.test`;
    const { id } = await inviteMember(getDb(), { organizationId: org.id, email, role: 'operations', actor, actorRole: 'admin' });
    const first = tokenOf(await invitationLink(email));
    await resendInvitation(getDb(), { organizationId: org.id, invitationId: id, actor, actorRole: 'admin' });
    const second = tokenOf(await invitationLink(email));
    expect(smtp.to(email)).toHaveLength(2);
    expect(second).not.toBe(first);
    expect(await findInvitationByToken(getDb(), { token: first })).toBeNull();
    await expect(acceptInvitationWithNewAccount(getDb(), { token: first, name: 'X', password: 'clave-numero-1' })).rejects.toThrow(
      'El enlace no es válido',
    );
    expect(await findInvitationByToken(getDb(), { token: second })).toMatchObject({ status: 'valid' });
    const [open] = await listOpenInvitations(getDb(), { organizationId: org.id });
    expect(open).toMatchObject({ id, resentCount: 1, expired: false });

    await revokeInvitation(getDb(), { organizationId: org.id, invitationId: id, actor, actorRole: 'admin' });
    expect(await findInvitationByToken(getDb(), { token: second })).toMatchObject({ status: 'revoked' });
    await expect(acceptInvitationWithNewAccount(getDb(), { token: second, name: 'X', password: 'clave-numero-1' })).rejects.toThrow(
      'La invitación fue revocada',
    );
    await expect(resendInvitation(getDb(), { organizationId: org.id, invitationId: id, actor, actorRole: 'admin' })).rejects.toThrow(
      'ya se aceptó o fue revocada',
    );

    // a new invitation to the same address; then it expires
    const again = await inviteMember(getDb(), { organizationId: org.id, email, role: 'finance', actor, actorRole: 'admin' });
    const third = tokenOf(await invitationLink(email));
    await getDb()
      .update(memberInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberInvitations.id, again.id));
    expect(await findInvitationByToken(getDb(), { token: third })).toMatchObject({ status: 'expired' });
    await expect(acceptInvitationWithNewAccount(getDb(), { token: third, name: 'X', password: 'clave-numero-1' })).rejects.toThrow(
      'La invitación venció',
    );
    expect((await listOpenInvitations(getDb(), { organizationId: org.id }))[0]).toMatchObject({ id: again.id, expired: true });
    // inviting again closes the expired one
    const fourth = await inviteMember(getDb(), { organizationId: org.id, email, role: 'finance', actor, actorRole: 'admin' });
    expect((await listOpenInvitations(getDb(), { organizationId: org.id })).map((i) => i.id)).toEqual([fourth.id]);

    expect((await auditOf(org.id)).map((a) => a.action)).toEqual([
      'member.invited',
      'member.invitation_resent',
      'member.invitation_revoked',
      'member.invited',
      'member.invited',
    ]);
  });

  it('who may invite whom: admins not owners, viewers nobody; a member or an open invitation is a conflict', async () => {
    const { org, actor } = await orgWith('admin');
    const invite = (role: MembershipRole, actorRole: MembershipRole, email = `x-${hex()}@equipo.test`) =>
      inviteMember(getDb(), { organizationId: org.id, email, role, actor, actorRole });
    await expect(invite('owner', 'admin')).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Solo un propietario puede nombrar a otro propietario.',
    });
    await expect(invite('viewer', 'viewer')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(invite('viewer', 'developer')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(invite('owner', 'owner')).resolves.toMatchObject({ id: expect.any(String) });
    const member = await addMember(org.id, 'finance');
    await expect(invite('viewer', 'admin', member.email.toUpperCase())).rejects.toMatchObject({
      code: 'conflict',
      message: `${member.email} ya es miembro de la organización.`,
    });
    const email = `abierta-${hex()}@equipo.test`;
    await invite('viewer', 'admin', email);
    await expect(invite('developer', 'admin', email)).rejects.toMatchObject({
      code: 'conflict',
      message: `Ya hay una invitación pendiente para ${email}: reenvíala o revócala.`,
    });
    expect(await getDb().select().from(memberInvitations).where(eq(memberInvitations.organizationId, org.id))).toHaveLength(2);
  });

  it('the form schemas answer in Spanish naming the field', () => {
    const bad = inviteMemberSchema.safeParse({ email: 'no-es-correo', role: 'jefe' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['El correo electrónico no es válido', 'Elige un rol de la lista']);
    const account = acceptNewAccountSchema.safeParse({ name: '  ', password: 'corta', passwordConfirmation: 'otra' });
    expect(account.error!.issues.map((i) => i.message)).toEqual([
      'Escribe tu nombre',
      'La contraseña debe tener al menos 8 caracteres',
      'La confirmación no coincide con la contraseña',
    ]);
    const mismatch = acceptNewAccountSchema.safeParse({ name: 'Ana', password: 'larga-de-verdad', passwordConfirmation: 'otra-cosa-123' });
    expect(mismatch.error!.issues).toMatchObject([
      { path: ['passwordConfirmation'], message: 'La confirmación no coincide con la contraseña' },
    ]);
  });

  it('an existing account joins with that account only', async () => {
    const { org, actor } = await orgWith('owner');
    const other = await orgWith('owner');
    const { id: invitedId, email } = await addMember(other.org.id, 'viewer');
    await inviteMember(getDb(), { organizationId: org.id, email, role: 'finance', actor, actorRole: 'owner' });
    const token = tokenOf(await invitationLink(email));
    expect(await findInvitationByToken(getDb(), { token })).toMatchObject({ accountExists: true });
    await expect(acceptInvitationWithNewAccount(getDb(), { token, name: 'X', password: 'clave-numero-1' })).rejects.toThrow(
      'Ya existe una cuenta con este correo',
    );
    await expect(acceptInvitationAsUser(getDb(), { token, userId: other.user.id })).rejects.toMatchObject({
      code: 'forbidden',
      message: `Esta invitación es para ${email}: inicia sesión con esa cuenta para aceptarla.`,
    });
    await acceptInvitationAsUser(getDb(), { token, userId: invitedId });
    const members = await listMembers(getDb(), { organizationId: org.id });
    expect(members.find((m) => m.email === email)?.role).toBe('finance');
  });

  it('rate limits: at most 30 invitation emails an hour per organization and 20 per client address', async () => {
    const { org, actor } = await orgWith('owner');
    const ip = freshIp();
    // per address: 20 from one address across organizations
    for (let i = 0; i < INVITATION_RULES.perIp.limit; i++) {
      const target = i % 2 === 0 ? org : (await orgWith('owner')).org;
      await inviteMember(getDb(), {
        organizationId: target.id,
        email: `ip-${i}-${hex()}@equipo.test`,
        role: 'viewer',
        actor: { ...actor, ip },
        actorRole: 'owner',
      });
    }
    const blocked = inviteMember(getDb(), {
      organizationId: (await orgWith()).org.id,
      email: `ip-x-${hex()}@equipo.test`,
      role: 'viewer',
      actor: { ...actor, ip },
      actorRole: 'owner',
    });
    await expect(blocked).rejects.toMatchObject({
      code: 'rate_limit_exceeded',
      message: expect.stringMatching(/^Enviaste demasiadas invitaciones en poco tiempo\. Intenta de nuevo en \d+ min\.$/),
    });
    // per organization: 10 already sent to `org` above; 20 more from other addresses reach 30
    for (let i = 0; i < INVITATION_RULES.perOrganization.limit - 10; i++) {
      await inviteMember(getDb(), {
        organizationId: org.id,
        email: `org-${i}-${hex()}@equipo.test`,
        role: 'viewer',
        actor: { ...actor, ip: freshIp() },
        actorRole: 'owner',
      });
    }
    const [open] = await listOpenInvitations(getDb(), { organizationId: org.id });
    await expect(
      resendInvitation(getDb(), { organizationId: org.id, invitationId: open.id, actor: { ...actor, ip: freshIp() }, actorRole: 'owner' }),
    ).rejects.toMatchObject({ code: 'rate_limit_exceeded', retryAfterSeconds: expect.any(Number) });
    expect(await listOpenInvitations(getDb(), { organizationId: org.id })).toHaveLength(30);
  });
});

describe('members', () => {
  it('the last owner can be neither demoted nor removed; a second owner makes both possible (owners only)', async () => {
    const { org, user, actor } = await orgWith('owner');
    const change = (userId: string, role: MembershipRole, actorRole: MembershipRole = 'owner') =>
      changeMemberRole(getDb(), { organizationId: org.id, userId, role, actor, actorRole });
    await expect(change(user.id, 'admin')).rejects.toMatchObject({
      code: 'conflict',
      message: 'La organización se quedaría sin propietario: nombra antes a otro propietario.',
    });
    await expect(removeMember(getDb(), { organizationId: org.id, userId: user.id, actor, actorRole: 'owner' })).rejects.toMatchObject({
      code: 'conflict',
      message: 'No se puede quitar al único propietario de la organización: nombra antes a otro propietario.',
    });
    const admin = await addMember(org.id, 'admin');
    await expect(change(admin.id, 'owner', 'admin')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(change(user.id, 'viewer', 'admin')).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Solo un propietario puede cambiar el rol de otro propietario o quitarlo.',
    });
    await expect(removeMember(getDb(), { organizationId: org.id, userId: user.id, actor, actorRole: 'admin' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(change(admin.id, 'owner')).resolves.toEqual({ changed: true });
    await expect(change(admin.id, 'owner')).resolves.toEqual({ changed: false });
    // two owners demoting each other at once: one of them stays owner
    const results = await Promise.allSettled([change(user.id, 'admin'), change(admin.id, 'admin')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const owners = (await listMembers(getDb(), { organizationId: org.id })).filter((m) => m.role === 'owner');
    expect(owners).toHaveLength(1);
    const roleChanges = (await auditOf(org.id)).filter((a) => a.action === 'member.role_changed');
    expect(roleChanges).toHaveLength(2);
    expect(roleChanges[0].summary).toEqual({ email: admin.email, before: { role: 'admin' }, after: { role: 'owner' } });
  });

  it('removing a member ends their open sessions at once and is audited; an admin may remove a non-owner', async () => {
    const { org, actor } = await orgWith('admin');
    const dev = await addMember(org.id, 'developer');
    const sessionA = await createUserSession(getDb(), { userId: dev.id });
    const sessionB = await createUserSession(getDb(), { userId: dev.id });
    expect(await loadDashboardUser(getDb(), { userId: dev.id, sessionId: sessionA })).not.toBeNull();
    const result = await removeMember(getDb(), { organizationId: org.id, userId: dev.id, actor, actorRole: 'admin' });
    expect(result).toEqual({ revokedSessions: 2 });
    expect(await loadDashboardUser(getDb(), { userId: dev.id, sessionId: sessionA })).toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: dev.id, sessionId: sessionB })).toBeNull();
    expect((await listMembers(getDb(), { organizationId: org.id })).map((m) => m.email)).not.toContain(dev.email);
    const [entry] = (await auditOf(org.id)).filter((a) => a.action === 'member.removed');
    expect(entry).toMatchObject({ targetId: dev.id, summary: { email: dev.email, role: 'developer', revokedSessions: 2 } });
    await expect(removeMember(getDb(), { organizationId: org.id, userId: dev.id, actor, actorRole: 'admin' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('transfer of ownership: the target becomes owner and the acting owner admin, two audit entries', async () => {
    const { org, user, actor } = await orgWith('owner');
    const ops = await addMember(org.id, 'operations');
    await expect(transferOwnership(getDb(), { organizationId: org.id, userId: ops.id, actor, actorRole: 'admin' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await transferOwnership(getDb(), { organizationId: org.id, userId: ops.id, actor, actorRole: 'owner' });
    const roles = Object.fromEntries((await listMembers(getDb(), { organizationId: org.id })).map((m) => [m.userId, m.role]));
    expect(roles).toEqual({ [user.id]: 'admin', [ops.id]: 'owner' });
    const changes = (await auditOf(org.id)).filter((a) => a.action === 'member.role_changed').map((a) => a.summary);
    // one transaction: both entries carry the same created_at, so their order is not asserted
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        { email: ops.email, before: { role: 'operations' }, after: { role: 'owner' } },
        { email: actor.label, before: { role: 'owner' }, after: { role: 'admin' } },
      ]),
    );
  });
});
