// Account self-service (lib/account) against the real database and a real SMTP server (tests/helpers/smtp-server.ts,
// through the outbox sender): password reset end to end (same answer for an unknown address, limits per address
// and IP, one hour, single use, every session ended), password change (other sessions end, this one stays), email
// change confirmed from the new address, TOTP with codes computed here (otplib), recovery codes, the two-step
// sign-in challenge, the organization's 2FA requirement, and the new-device email.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { accountTokens, auditLogs, emailOutbox, memberships, twoFactorChallenges, userTwoFactor } from '@/db/schema';
import { confirmEmailChange, EMAIL_CHANGE_RULES, requestEmailChange } from '@/lib/account/email-change';
import { newDeviceCookie, readDeviceCookie } from '@/lib/account/known-devices';
import { passwordResetLinkStatus, requestPasswordReset, resetPassword, RESET_RULES } from '@/lib/account/password-reset';
import { changePassword, setNewSignInAlerts } from '@/lib/account/profile';
import { openSignedInSession } from '@/lib/account/sign-in';
import { CHALLENGE_MAX_ATTEMPTS, completeSignInChallenge, createSignInChallenge } from '@/lib/account/sign-in-challenge';
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
  twoFactorStatus,
} from '@/lib/account/two-factor';
import { setOrganizationTwoFactorRequired } from '@/lib/account/two-factor-policy';
import { auditActionLabel, describeAuditSummary } from '@/lib/audit/describe';
import type { AuditActor } from '@/lib/audit/record-audit';
import { verifyCredentials } from '@/lib/auth/credentials';
import { countSignInAttempt, secondFactorRules, signInRules } from '@/lib/auth/sign-in-throttle';
import { createUserSession } from '@/lib/auth/user-sessions';
import { config, resetConfigCache } from '@/lib/platform/config';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { closeMailTransport } from '@/lib/email/send';
import { DomainError } from '@/lib/platform/errors/domain-error';
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
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  resetConfigCache();
});
afterAll(async () => {
  closeMailTransport();
  await smtp.stop();
  await resetRateLimiter();
});
beforeEach(async () => {
  await resetRateLimiter();
  setRateLimiter(createRateLimiter(config(), { prefix: `test:${randomBytes(6).toString('hex')}` }));
});

const hex = () => randomBytes(4).toString('hex');
let ipCounter = 1;
const freshIp = () => `198.51.100.${ipCounter++ % 250}`;
const PASSWORD = 'contraseña-segura-1';
/** The address of the tests' user: their in-session checks and their sign-in's second step count on its counters. */
const ACTOR_IP = '198.51.100.7';

async function newUser() {
  const org = await createTestOrg();
  const email = `cuenta-${hex()}@equipo.test`;
  const user = await createUser(getDb(), { email, password: PASSWORD, name: 'Ana Cuenta', organizationId: org.id, role: 'owner' });
  const actor: AuditActor = { type: 'user', id: user.id, label: email, ip: ACTOR_IP };
  return { id: user.id, email, organizationId: org.id, actor };
}

/** Sends the outbox and returns the newest message to `to` whose subject matches. */
async function lastMail(to: string, subject: RegExp) {
  await drainEmailOutbox(getDb());
  await smtp.waitFor((m) => m.to.includes(to) && subject.test(m.subject));
  const all = smtp.to(to).filter((m) => subject.test(m.subject));
  return all[all.length - 1];
}
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

async function auditActions(organizationId: string) {
  const rows = await getDb().select().from(auditLogs).where(eq(auditLogs.organizationId, organizationId));
  return rows.map((r) => r.action);
}

describe('password reset', () => {
  it('mails a single-use link, stored hashed, that sets the password and ends every session', async () => {
    const user = await newUser();
    const s1 = await createUserSession(getDb(), { userId: user.id });
    const s2 = await createUserSession(getDb(), { userId: user.id });
    await requestPasswordReset(getDb(), { email: `  ${user.email.toUpperCase()} `, ip: freshIp() });
    const mail = await lastMail(user.email, /Restablece tu contraseña/);
    expect(mail.text).toContain('60 minutos');
    const link = smtp.link(mail, '/recuperar/');
    const token = tokenOf(link);
    const [row] = await getDb().select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await passwordResetLinkStatus(getDb(), token)).toBe('valid');

    const mismatch = await refusal(resetPassword(getDb(), { token, password: 'nueva-clave-2026', confirmation: 'otra', ip: null }));
    expect(mismatch.fields).toEqual([
      { field: 'confirmPassword', message: 'Confirma la contraseña: no coincide con la nueva contraseña.' },
    ]);
    const short = await refusal(resetPassword(getDb(), { token, password: 'corta', confirmation: 'corta', ip: null }));
    expect(short.fields?.[0]).toMatchObject({ field: 'newPassword', message: 'Nueva contraseña: debe tener al menos 8 caracteres.' });

    await resetPassword(getDb(), { token, password: 'nueva-clave-2026', confirmation: 'nueva-clave-2026', ip: '203.0.113.9' });
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: s1 })).toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: s2 })).toBeNull();
    expect(await verifyCredentials(getDb(), { email: user.email, password: PASSWORD })).toBeNull();
    expect(await verifyCredentials(getDb(), { email: user.email, password: 'nueva-clave-2026' })).toMatchObject({ id: user.id });
    expect(await auditActions(user.organizationId)).toContain('user.password_reset');

    expect(await passwordResetLinkStatus(getDb(), token)).toBe('used');
    const again = await refusal(resetPassword(getDb(), { token, password: 'tercera-clave-1', confirmation: 'tercera-clave-1', ip: null }));
    expect(again.message).toMatch(/ya se usó.*solicita un enlace nuevo/i);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = `nadie-${hex()}@equipo.test`;
    await expect(requestPasswordReset(getDb(), { email, ip: freshIp() })).resolves.toBeUndefined();
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toEqual([]);
    const bad = await refusal(requestPasswordReset(getDb(), { email: 'no-es-correo', ip: freshIp() }));
    expect(bad.fields?.[0].field).toBe('email');
    expect(bad.message).toMatch(/^Correo electrónico: /);
  });

  it('limits requests per address (known or not) and per IP, in Spanish', async () => {
    for (const email of [(await newUser()).email, `nadie-${hex()}@equipo.test`]) {
      for (let i = 0; i < RESET_RULES.perAddress.limit; i++) await requestPasswordReset(getDb(), { email, ip: freshIp() });
      const limited = await refusal(requestPasswordReset(getDb(), { email, ip: freshIp() }));
      expect(limited.code).toBe('rate_limit_exceeded');
      expect(limited.message).toMatch(/^Demasiadas solicitudes para restablecer la contraseña\. Intenta de nuevo en \d+ minutos?\.$/);
      expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    }
    const ip = freshIp();
    for (let i = 0; i < RESET_RULES.perIp.limit; i++) await requestPasswordReset(getDb(), { email: `ip-${i}-${hex()}@equipo.test`, ip });
    expect((await refusal(requestPasswordReset(getDb(), { email: `ip-x-${hex()}@equipo.test`, ip }))).code).toBe('rate_limit_exceeded');
  });

  it('an expired link says so; a newer link retires the older one', async () => {
    const user = await newUser();
    await requestPasswordReset(getDb(), { email: user.email, ip: freshIp() });
    const first = tokenOf(smtp.link(await lastMail(user.email, /Restablece/), '/recuperar/'));
    await getDb()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, sha256(first)));
    expect(await passwordResetLinkStatus(getDb(), first)).toBe('expired');
    const expired = await refusal(
      resetPassword(getDb(), { token: first, password: 'nueva-clave-2026', confirmation: 'nueva-clave-2026', ip: null }),
    );
    expect(expired.message).toMatch(/expiró/);

    await requestPasswordReset(getDb(), { email: user.email, ip: freshIp() });
    const second = tokenOf(smtp.link(await lastMail(user.email, /Restablece/), '/recuperar/'));
    await requestPasswordReset(getDb(), { email: user.email, ip: freshIp() });
    expect(await passwordResetLinkStatus(getDb(), second)).toBe('used');
    expect(await passwordResetLinkStatus(getDb(), 'x'.repeat(43))).toBe('invalid');
    expect(await passwordResetLinkStatus(getDb(), '../../etc')).toBe('invalid');
  });
});

describe('password and email change', () => {
  it('a password change needs the current one, keeps this session and ends the others', async () => {
    const user = await newUser();
    const current = await createUserSession(getDb(), { userId: user.id });
    const other = await createUserSession(getDb(), { userId: user.id });
    const base = { userId: user.id, currentSessionId: current, actor: user.actor };
    const wrong = await refusal(
      changePassword(getDb(), { ...base, currentPassword: 'no-es', newPassword: 'nueva-clave-2026', confirmation: 'nueva-clave-2026' }),
    );
    expect(wrong.fields).toEqual([{ field: 'currentPassword', message: 'Contraseña actual: no es correcta.' }]);
    const result = await changePassword(getDb(), {
      ...base,
      currentPassword: PASSWORD,
      newPassword: 'nueva-clave-2026',
      confirmation: 'nueva-clave-2026',
    });
    expect(result).toEqual({ endedSessions: 1 });
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: current })).not.toBeNull();
    expect(await loadDashboardUser(getDb(), { userId: user.id, sessionId: other })).toBeNull();
    expect(await verifyCredentials(getDb(), { email: user.email, password: 'nueva-clave-2026' })).not.toBeNull();
    expect(await auditActions(user.organizationId)).toContain('user.password_changed');
  });

  it('an email change is confirmed by a single-use link to the new address; the old one is told', async () => {
    const user = await newUser();
    const newEmail = `nuevo-${hex()}@equipo.test`;
    const noPassword = await refusal(requestEmailChange(getDb(), { userId: user.id, newEmail, currentPassword: 'mal', ip: freshIp() }));
    expect(noPassword.fields?.[0]).toEqual({ field: 'emailPassword', message: 'Contraseña actual: no es correcta.' });

    expect(
      await requestEmailChange(getDb(), { userId: user.id, newEmail: newEmail.toUpperCase(), currentPassword: PASSWORD, ip: freshIp() }),
    ).toEqual({ sentTo: newEmail });
    const confirm = await lastMail(newEmail, /Confirma tu nuevo correo/);
    const notice = await lastMail(user.email, /Se solicitó cambiar el correo/);
    expect(notice.text).toContain(newEmail);
    const token = tokenOf(smtp.link(confirm, '/dashboard/cuenta/correo/'));

    const stranger = await newUser();
    const foreign = await refusal(confirmEmailChange(getDb(), { userId: stranger.id, token, actor: stranger.actor }));
    expect(foreign.message).toMatch(/no es válido/);
    expect(await confirmEmailChange(getDb(), { userId: user.id, token, actor: user.actor })).toEqual({ email: newEmail });
    expect(await verifyCredentials(getDb(), { email: newEmail, password: PASSWORD })).toMatchObject({ id: user.id });
    expect(await verifyCredentials(getDb(), { email: user.email, password: PASSWORD })).toBeNull();
    expect((await lastMail(user.email, /El correo de tu cuenta cambió/)).text).toContain(newEmail);
    const reused = await refusal(confirmEmailChange(getDb(), { userId: user.id, token, actor: user.actor }));
    expect(reused.message).toMatch(/ya se usó/);
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, user.organizationId), eq(auditLogs.action, 'user.email_changed')));
    expect(entry.summary).toEqual({ before: user.email, after: newEmail });
  });

  it('an address that has an account gets the same answer; that address is told someone tried, and gets no link', async () => {
    const user = await newUser();
    const taken = await newUser();
    const free = `libre-${hex()}@equipo.test`;
    const answers = [
      await requestEmailChange(getDb(), { userId: user.id, newEmail: free, currentPassword: PASSWORD, ip: freshIp() }),
      await requestEmailChange(getDb(), { userId: user.id, newEmail: taken.email.toUpperCase(), currentPassword: PASSWORD, ip: freshIp() }),
    ];
    expect(answers).toEqual([{ sentTo: free }, { sentTo: taken.email }]); // the same answer, address for address
    const warned = await lastMail(taken.email, /Alguien intentó usar este correo/);
    expect(warned.text).toContain('no cambiamos nada');
    expect(warned.text).not.toContain(user.email); // the owner of the address is not told who tried
    expect(warned.text).not.toContain('/dashboard/cuenta/correo/');
    expect(smtp.to(taken.email).filter((m) => /Confirma tu nuevo correo/.test(m.subject))).toHaveLength(0);
    // the requester's own address is told both times, as for any request
    await drainEmailOutbox(getDb());
    expect(smtp.to(user.email).filter((m) => /Se solicitó cambiar el correo/.test(m.subject))).toHaveLength(2);
    // the newer request retired the older link either way; no link was made for the taken address
    const links = await getDb()
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.kind, 'email_change')));
    expect(links.map((l) => [l.newEmail, l.usedAt !== null])).toEqual([[free, true]]);

    // an address taken after the link was sent: the confirm step refuses it
    const later = `despues-${hex()}@equipo.test`;
    await requestEmailChange(getDb(), { userId: user.id, newEmail: later, currentPassword: PASSWORD, ip: freshIp() });
    const token = tokenOf(smtp.link(await lastMail(later, /Confirma tu nuevo correo/), '/dashboard/cuenta/correo/'));
    await createUser(getDb(), { email: later, password: PASSWORD });
    const refused = await refusal(confirmEmailChange(getDb(), { userId: user.id, token, actor: user.actor }));
    expect(refused.message).toBe('Ese correo ya lo usa otra cuenta; el cambio no se hizo.');
  });

  it(`email change requests are limited per user (${EMAIL_CHANGE_RULES.perUser.limit} an hour) and per client IP, in Spanish`, async () => {
    const user = await newUser();
    for (let i = 0; i < EMAIL_CHANGE_RULES.perUser.limit; i++) {
      await requestEmailChange(getDb(), {
        userId: user.id,
        newEmail: `otro-${i}-${hex()}@equipo.test`,
        currentPassword: PASSWORD,
        ip: freshIp(),
      });
    }
    const limited = await refusal(
      requestEmailChange(getDb(), { userId: user.id, newEmail: `otro-x-${hex()}@equipo.test`, currentPassword: PASSWORD, ip: freshIp() }),
    );
    expect(limited.code).toBe('rate_limit_exceeded');
    expect(limited.message).toMatch(/^Demasiadas solicitudes para cambiar el correo\. Intenta de nuevo en \d+ minutos?\.$/);
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);

    const ip = freshIp();
    for (let i = 0; i < EMAIL_CHANGE_RULES.perIp.limit / EMAIL_CHANGE_RULES.perUser.limit; i++) {
      const other = await newUser();
      for (let j = 0; j < EMAIL_CHANGE_RULES.perUser.limit; j++) {
        await requestEmailChange(getDb(), {
          userId: other.id,
          newEmail: `ip-${i}-${j}-${hex()}@equipo.test`,
          currentPassword: PASSWORD,
          ip,
        });
      }
    }
    const fresh = await newUser();
    const byIp = await refusal(
      requestEmailChange(getDb(), { userId: fresh.id, newEmail: `ip-x-${hex()}@equipo.test`, currentPassword: PASSWORD, ip }),
    );
    expect(byIp.code).toBe('rate_limit_exceeded');
  });

  it('the current password asked inside a session counts on the sign-in limits of the user: then even the right one waits', async () => {
    const user = await newUser();
    const current = await createUserSession(getDb(), { userId: user.id });
    const base = {
      userId: user.id,
      currentSessionId: current,
      actor: user.actor,
      newPassword: 'nueva-clave-2026',
      confirmation: 'nueva-clave-2026',
    };
    for (let i = 0; i < signInRules().perEmailAndIp.limit; i++) {
      const wrong = await refusal(changePassword(getDb(), { ...base, currentPassword: `adivina-${i}` }));
      expect(wrong.code).toBe('validation_error');
    }
    const limited = await refusal(changePassword(getDb(), { ...base, currentPassword: PASSWORD }));
    expect(limited.code).toBe('rate_limit_exceeded');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.fields).toEqual([
      {
        field: 'currentPassword',
        message: expect.stringMatching(/^Contraseña actual: demasiados intentos\. Espera \d+ minutos? antes de intentarlo de nuevo\.$/),
      },
    ]);
    // the same counters as the sign-in form, from the same address: no extra guesses there either
    expect((await countSignInAttempt(user.email, user.actor.ip!)).allowed).toBe(false);
    // the email change and turning 2FA off ask the same password, and wait the same
    const email = await refusal(
      requestEmailChange(getDb(), { userId: user.id, newEmail: `x-${hex()}@equipo.test`, currentPassword: PASSWORD, ip: user.actor.ip! }),
    );
    expect(email.fields?.[0]).toMatchObject({
      field: 'emailPassword',
      message: expect.stringMatching(/^Contraseña actual: demasiados intentos/),
    });
    const off = await refusal(disableTwoFactor(getDb(), { userId: user.id, password: PASSWORD, code: '000000', actor: user.actor }));
    expect(off.fields?.[0]).toMatchObject({
      field: 'disablePassword',
      message: expect.stringMatching(/^Contraseña actual: demasiados intentos/),
    });
    expect(await verifyCredentials(getDb(), { email: user.email, password: PASSWORD })).not.toBeNull(); // nothing changed
  });
});

const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

async function enrolled() {
  const user = await newUser();
  const { secret, qrDataUrl, otpauthUrl } = await startTwoFactorEnrolment(getDb(), { userId: user.id, email: user.email });
  expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  const { recoveryCodes } = await confirmTwoFactorEnrolment(getDb(), { userId: user.id, code: await codeAt(secret), actor: user.actor });
  return { ...user, secret, recoveryCodes };
}

describe('TOTP second factor', () => {
  it('enrols with a computed code, stores the secret encrypted and ten hashed recovery codes', async () => {
    const user = await newUser();
    const { secret } = await startTwoFactorEnrolment(getDb(), { userId: user.id, email: user.email });
    expect((await startTwoFactorEnrolment(getDb(), { userId: user.id, email: user.email })).secret).toBe(secret);
    expect(await twoFactorStatus(getDb(), user.id)).toEqual({ enabled: false, pending: true, recoveryCodesLeft: 0 });
    const wrong = await refusal(confirmTwoFactorEnrolment(getDb(), { userId: user.id, code: '000000', actor: user.actor }));
    expect(wrong.fields?.[0].field).toBe('code');
    const { recoveryCodes } = await confirmTwoFactorEnrolment(getDb(), { userId: user.id, code: await codeAt(secret), actor: user.actor });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await getDb().select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row.secretEncrypted).not.toContain(secret);
    expect(await twoFactorStatus(getDb(), user.id)).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    await expect(startTwoFactorEnrolment(getDb(), { userId: user.id, email: user.email })).rejects.toThrow(/ya está activada/);
    expect(await auditActions(user.organizationId)).toContain('user.two_factor_enabled');
  });

  it('a sign-in challenge opens only with a right code; a code is accepted once; recovery codes once', async () => {
    const user = await enrolled();
    const challenge = await createSignInChallenge(getDb(), user.id);
    const [stored] = await getDb().select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
    expect(stored.tokenHash).toBe(sha256(challenge));
    expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: challenge, code: '123456' })).toEqual({
      ok: false,
      reason: 'invalid_code',
    });
    // the enrolment spent the current time step: the same code again is a replay
    expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: challenge, code: await codeAt(user.secret) })).toMatchObject({
      ok: false,
    });
    const next = await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: challenge, code: await codeAt(user.secret, 30) });
    expect(next).toMatchObject({ ok: true, method: 'totp', user: { id: user.id, email: user.email } });
    expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: challenge, code: await codeAt(user.secret, 30) })).toEqual({
      ok: false,
      reason: 'expired',
    });

    const second = await createSignInChallenge(getDb(), user.id);
    const recovery = user.recoveryCodes[3].toUpperCase();
    expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: second, code: recovery })).toMatchObject({
      ok: true,
      method: 'recovery',
    });
    const third = await createSignInChallenge(getDb(), user.id);
    expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: third, code: recovery })).toEqual({
      ok: false,
      reason: 'invalid_code',
    });
    expect((await twoFactorStatus(getDb(), user.id)).recoveryCodesLeft).toBe(9);
  });

  it(`a challenge closes after ${CHALLENGE_MAX_ATTEMPTS} wrong codes and expires`, async () => {
    const user = await enrolled();
    const challenge = await createSignInChallenge(getDb(), user.id);
    for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) {
      expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: challenge, code: '000000' })).toEqual({
        ok: false,
        reason: 'invalid_code',
      });
    }
    expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: challenge, code: user.recoveryCodes[0] })).toEqual({
      ok: false,
      reason: 'expired',
    });
    const late = await createSignInChallenge(getDb(), user.id);
    await getDb()
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.tokenHash, sha256(late)));
    expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: late, code: user.recoveryCodes[0] })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: 'not-a-token', code: '000000' })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('codes per user are throttled across challenges', async () => {
    const user = await enrolled();
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const challenge = await createSignInChallenge(getDb(), user.id);
      for (let j = 0; j < 4; j++) {
        const r = await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: challenge, code: '000000' });
        outcomes.push(r.ok ? 'ok' : r.reason);
      }
    }
    expect(outcomes.slice(0, 10).every((o) => o === 'invalid_code')).toBe(true);
    expect(outcomes.slice(10)).toEqual(['too_many_attempts', 'too_many_attempts']);
  });

  it("a code asked inside a session (new recovery codes) counts on the user's second-step limit: then even a right one waits", async () => {
    const user = await enrolled();
    for (let i = 0; i < secondFactorRules().perUserAndIp.limit; i++) {
      expect((await refusal(regenerateRecoveryCodes(getDb(), { userId: user.id, code: '000000', actor: user.actor }))).code).toBe(
        'validation_error',
      );
    }
    const limited = await refusal(regenerateRecoveryCodes(getDb(), { userId: user.id, code: user.recoveryCodes[0], actor: user.actor }));
    expect(limited.code).toBe('rate_limit_exceeded');
    expect(limited.fields).toEqual([
      {
        field: 'code',
        message: expect.stringMatching(/^Código: demasiados intentos\. Espera \d+ minutos? antes de intentarlo de nuevo\.$/),
      },
    ]);
    expect((await twoFactorStatus(getDb(), user.id)).recoveryCodesLeft).toBe(10); // the recovery code was not even checked
    // the same counter as the sign-in's second step: no extra guesses there either
    const challenge = await createSignInChallenge(getDb(), user.id);
    expect(await completeSignInChallenge(getDb(), { ip: ACTOR_IP, token: challenge, code: user.recoveryCodes[0] })).toEqual({
      ok: false,
      reason: 'too_many_attempts',
    });
    const off = await refusal(
      disableTwoFactor(getDb(), { userId: user.id, password: PASSWORD, code: user.recoveryCodes[0], actor: user.actor }),
    );
    expect(off.fields?.[0]).toMatchObject({ field: 'code', message: expect.stringMatching(/^Código: demasiados intentos/) });
    expect((await twoFactorStatus(getDb(), user.id)).enabled).toBe(true);
  });

  it('regenerating replaces the recovery codes; disabling needs the password and a code', async () => {
    const user = await enrolled();
    const { recoveryCodes } = await regenerateRecoveryCodes(getDb(), { userId: user.id, code: user.recoveryCodes[0], actor: user.actor });
    expect(recoveryCodes.some((c) => user.recoveryCodes.includes(c))).toBe(false);
    const old = await refusal(
      disableTwoFactor(getDb(), { userId: user.id, password: PASSWORD, code: user.recoveryCodes[1], actor: user.actor }),
    );
    expect(old.fields?.[0].field).toBe('code');
    const noPassword = await refusal(
      disableTwoFactor(getDb(), { userId: user.id, password: 'mal', code: recoveryCodes[0], actor: user.actor }),
    );
    expect(noPassword.fields?.[0]).toEqual({ field: 'disablePassword', message: 'Contraseña actual: no es correcta.' });
    await disableTwoFactor(getDb(), { userId: user.id, password: PASSWORD, code: recoveryCodes[0], actor: user.actor });
    expect(await twoFactorStatus(getDb(), user.id)).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });
    const actions = await auditActions(user.organizationId);
    expect(actions).toEqual(expect.arrayContaining(['user.recovery_codes_regenerated', 'user.two_factor_disabled']));
  });

  it('an organization can require 2FA only from someone who has it; members without it must enrol', async () => {
    const owner = await newUser();
    const refused = await refusal(
      setOrganizationTwoFactorRequired(getDb(), {
        organizationId: owner.organizationId,
        userId: owner.id,
        required: true,
        actor: owner.actor,
      }),
    );
    expect(refused.message).toMatch(/Activa primero tu propia verificación/);
    const { secret } = await startTwoFactorEnrolment(getDb(), { userId: owner.id, email: owner.email });
    await confirmTwoFactorEnrolment(getDb(), { userId: owner.id, code: await codeAt(secret), actor: owner.actor });
    await setOrganizationTwoFactorRequired(getDb(), {
      organizationId: owner.organizationId,
      userId: owner.id,
      required: true,
      actor: owner.actor,
    });
    const member = await createUser(getDb(), {
      email: `miembro-${hex()}@equipo.test`,
      password: PASSWORD,
      organizationId: owner.organizationId,
      role: 'viewer',
    });
    const memberSession = await createUserSession(getDb(), { userId: member.id });
    const loaded = await loadDashboardUser(getDb(), { userId: member.id, sessionId: memberSession });
    expect(loaded).toMatchObject({
      twoFactorEnabled: false,
      memberships: [{ organizationId: owner.organizationId, twoFactorRequired: true }],
    });
    const ownerSession = await createUserSession(getDb(), { userId: owner.id });
    expect(await loadDashboardUser(getDb(), { userId: owner.id, sessionId: ownerSession })).toMatchObject({ twoFactorEnabled: true });
    const [entry] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, owner.organizationId), eq(auditLogs.action, 'organization.two_factor_required')));
    expect(entry.summary).toEqual({ before: false, after: true });
    expect(await getDb().select().from(memberships).where(eq(memberships.userId, member.id))).toHaveLength(1);
  });
});

describe('new sign-in email', () => {
  it('is sent for a browser not seen before, only to users who asked for it', async () => {
    const user = await newUser();
    const device = newDeviceCookie();
    expect(readDeviceCookie(device.value)).toBe(device.deviceId);
    expect(readDeviceCookie(device.value.slice(0, -2) + 'xx')).toBeNull();
    expect(readDeviceCookie(`${'a'.repeat(24)}.${device.value.split('.')[1]}`)).toBeNull();

    const open = (deviceId: string) =>
      openSignedInSession(getDb(), { userId: user.id, ip: '203.0.113.5', userAgent: 'Chromium de prueba', deviceId, method: 'password' });
    expect(await open(device.deviceId)).toMatchObject({ newDevice: true }); // alerts off: nothing sent
    await setNewSignInAlerts(getDb(), { userId: user.id, enabled: true });
    expect(await open(device.deviceId)).toMatchObject({ newDevice: false });
    const other = newDeviceCookie();
    expect(await open(other.deviceId)).toMatchObject({ newDevice: true });
    const mail = await lastMail(user.email, /Nuevo inicio de sesión/);
    expect(mail.text).toContain('203.0.113.5');
    expect(mail.text).toContain('Chromium de prueba');
    const rows = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.template, 'new-sign-in')));
    expect(rows).toHaveLength(1);
  });
});

describe('sign-ins in the audit log', () => {
  it("every session opened is recorded under each of the user's organizations: how, from where, and whether the browser was new", async () => {
    const user = await newUser();
    const second = await createTestOrg();
    await getDb().insert(memberships).values({ userId: user.id, organizationId: second.id, role: 'viewer' });
    const device = newDeviceCookie().deviceId;
    await openSignedInSession(getDb(), { userId: user.id, ip: '203.0.113.8', userAgent: 'Chromium', deviceId: device, method: 'totp' });
    await openSignedInSession(getDb(), { userId: user.id, ip: null, userAgent: 'Chromium', deviceId: device, method: 'recovery' });
    for (const organizationId of [user.organizationId, second.id]) {
      const entries = await getDb()
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, 'user.signed_in')))
        .orderBy(auditLogs.createdAt);
      expect(entries.map((e) => ({ actor: e.actorLabel, actorId: e.actorId, ip: e.ip, target: e.targetId, summary: e.summary }))).toEqual([
        { actor: user.email, actorId: user.id, ip: '203.0.113.8', target: user.id, summary: { method: 'totp', newDevice: true } },
        { actor: user.email, actorId: user.id, ip: null, target: user.id, summary: { method: 'recovery', newDevice: false } },
      ]);
    }
    expect(describeAuditSummary({ method: 'totp', newDevice: true })).toBe(
      'con: contraseña y código de la aplicación; navegador nuevo: sí',
    );
    expect(auditActionLabel('user.signed_in')).toBe('Inicio de sesión');
  });
});
