// Changing the sign-in email: the current password is required, a single-use link valid 24 h goes to the NEW
// address, and the OLD address is told twice (when the change is asked for and when it is confirmed). The
// address changes only when the link is opened; a newer request retires the older link.
// The answer never says whether the new address has an account: when it has, that address gets a notice
// ("alguien intentó usar este correo…") instead of the link, and everything else happens as for a free address
// (the old address is told, an older link retired). Requests are limited per user and per client IP, since each
// sends mail to an address the requester chooses.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountTokens, users } from '@/db/schema';
import type { AuditActor } from '@/lib/audit/record-audit';
import { enqueueEmail } from '@/lib/email/outbox';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { publicUrl } from '@/lib/platform/public-url';
import { isSafeText } from '@/lib/platform/text/safe-text';
import { normalizeEmail } from '@/lib/users/create-user';
import { fieldError } from './password-rules';
import { requireCurrentPassword } from './profile';
import { enforceRequestLimits } from './throttles';
import { looksLikeToken, newToken, sha256, tokenMatches } from './tokens';
import { recordUserAudit } from './user-audit';

export const EMAIL_CHANGE_VALID_HOURS = 24;
const HOUR = 60 * 60 * 1000;
export const EMAIL_CHANGE_RULES = { perUser: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } } as const;

export async function requestEmailChange(
  db: Db,
  input: { userId: string; newEmail: string; currentPassword: string; ip: string | null },
): Promise<{ sentTo: string }> {
  const newEmail = normalizeEmail(input.newEmail);
  if (!newEmail) throw fieldError('newEmail', 'Nuevo correo: escribe la dirección que quieres usar.');
  if (newEmail.length > 254 || !isSafeText(newEmail) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail)) {
    throw fieldError('newEmail', 'Nuevo correo: escribe un correo válido, por ejemplo nombre@empresa.mx.');
  }
  await requireCurrentPassword(db, { userId: input.userId, password: input.currentPassword, ip: input.ip, field: 'emailPassword' });
  await enforceRequestLimits('cambiar el correo', [
    [`email-change:user:${input.userId}`, EMAIL_CHANGE_RULES.perUser],
    input.ip ? [`email-change:ip:${input.ip}`, EMAIL_CHANGE_RULES.perIp] : null,
  ]);
  const { token, hash } = newToken();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, input.userId));
    if (!user) throw new DomainError('unauthenticated');
    if (user.email === newEmail) throw fieldError('newEmail', 'Nuevo correo: es el que ya usas.');
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.userId, input.userId), eq(accountTokens.kind, 'email_change'), isNull(accountTokens.usedAt)));
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
    if (taken) {
      await enqueueEmail(tx, { organizationId: null, to: newEmail, template: 'email-change', data: { kind: 'taken', newEmail } });
    } else {
      await tx.insert(accountTokens).values({
        userId: input.userId,
        kind: 'email_change',
        tokenHash: hash,
        newEmail,
        expiresAt: sql`now() + make_interval(hours => ${EMAIL_CHANGE_VALID_HOURS})`,
      });
      const confirmUrl = publicUrl(`/dashboard/cuenta/correo/${token}`);
      await enqueueEmail(tx, {
        organizationId: null,
        to: newEmail,
        template: 'email-change',
        data: { kind: 'confirm', name: user.name, newEmail, confirmUrl, validHours: EMAIL_CHANGE_VALID_HOURS },
      });
    }
    await enqueueEmail(tx, {
      organizationId: null,
      to: user.email,
      template: 'email-change',
      data: { kind: 'requested', name: user.name, newEmail, oldEmail: user.email },
    });
    return { sentTo: newEmail };
  });
}

export const emailLinkMessages = {
  invalid: 'El enlace para confirmar el correo no es válido. Revisa que lo copiaste completo o pide el cambio de nuevo.',
  used: 'Este enlace ya se usó. Si quieres cambiar el correo otra vez, pídelo de nuevo en Mi cuenta.',
  expired: 'El enlace para confirmar el correo expiró (dura 24 horas). Pide el cambio de nuevo en Mi cuenta.',
  taken: 'Ese correo ya lo usa otra cuenta; el cambio no se hizo.',
} as const;

/** Opens the link: the address changes once. Only the user who asked may confirm (the link page is signed in). */
export async function confirmEmailChange(db: Db, input: { userId: string; token: unknown; actor: AuditActor }): Promise<{ email: string }> {
  if (!looksLikeToken(input.token)) throw new DomainError('validation_error', emailLinkMessages.invalid);
  const token = input.token;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: accountTokens.id,
        userId: accountTokens.userId,
        tokenHash: accountTokens.tokenHash,
        newEmail: accountTokens.newEmail,
        usedAt: accountTokens.usedAt,
        expired: sql<boolean>`${accountTokens.expiresAt} <= now()`,
      })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.kind, 'email_change')))
      .for('update');
    if (!row || !row.newEmail || row.userId !== input.userId || !tokenMatches(token, row.tokenHash)) {
      throw new DomainError('validation_error', emailLinkMessages.invalid);
    }
    if (row.usedAt) throw new DomainError('validation_error', emailLinkMessages.used);
    if (row.expired) throw new DomainError('validation_error', emailLinkMessages.expired);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.newEmail));
    if (taken) throw new DomainError('conflict', emailLinkMessages.taken);
    const [before] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId)).for('update');
    await tx.update(accountTokens).set({ usedAt: sql`now()` }).where(eq(accountTokens.id, row.id));
    await tx.update(users).set({ email: row.newEmail }).where(eq(users.id, row.userId));
    await enqueueEmail(tx, {
      organizationId: null,
      to: before.email,
      template: 'email-change',
      data: { kind: 'changed', name: before.name, newEmail: row.newEmail, oldEmail: before.email },
    });
    await recordUserAudit(tx, {
      userId: row.userId,
      actor: input.actor,
      action: 'user.email_changed',
      summary: { before: before.email, after: row.newEmail },
    });
    return { email: row.newEmail };
  });
}
