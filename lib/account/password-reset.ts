// "¿Olvidaste tu contraseña?": a single-use link valid one hour, sent to the address only if it has an account.
// The answer is the same either way (the caller shows one message), neither path runs scrypt, and both are
// counted by the same limits: per address and per client IP (lib/platform/rate-limit), so the form cannot be used to
// find out who has an account or to flood a mailbox. A reset ends every session of the user.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountTokens, twoFactorChallenges, users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { revokeUserSessions } from '@/lib/auth/user-sessions';
import { enqueueEmail } from '@/lib/email/outbox';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { publicUrl } from '@/lib/platform/public-url';
import { isSafeText } from '@/lib/platform/text/safe-text';
import { normalizeEmail } from '@/lib/users/create-user';
import { checkNewPassword, fieldError } from './password-rules';
import { enforceRequestLimits } from './throttles';
import { looksLikeToken, newToken, sha256, tokenMatches } from './tokens';
import { linkActor, recordUserAudit } from './user-audit';

export const RESET_VALID_MINUTES = 60;
const HOUR = 60 * 60 * 1000;
export const RESET_RULES = { perAddress: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } } as const;

/** Sends the link when `email` has an account; throws only for a malformed address or a rate limit. */
export async function requestPasswordReset(db: Db, input: { email: string; ip: string }): Promise<void> {
  const email = normalizeEmail(input.email);
  if (!email) throw fieldError('email', 'Correo electrónico: escribe el correo con el que entras.');
  if (email.length > 254 || !isSafeText(email) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw fieldError('email', 'Correo electrónico: escribe un correo válido, por ejemplo nombre@empresa.mx.');
  }
  await enforceRequestLimits('restablecer la contraseña', [
    [`reset:address:${email}`, RESET_RULES.perAddress],
    [`reset:ip:${input.ip}`, RESET_RULES.perIp],
  ]);
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
    if (!user) return;
    // Only the newest link works: an older unused one is retired.
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.kind, 'password_reset'), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({
      userId: user.id,
      kind: 'password_reset',
      tokenHash: hash,
      expiresAt: sql`now() + make_interval(mins => ${RESET_VALID_MINUTES})`,
    });
    await enqueueEmail(tx, {
      organizationId: null,
      to: email,
      template: 'password-reset',
      data: { name: user.name, resetUrl: publicUrl(`/recuperar/${token}`), validMinutes: RESET_VALID_MINUTES },
    });
  });
}

export type LinkStatus = 'valid' | 'expired' | 'used' | 'invalid';

/** What the link page shows before asking for a password. */
export async function passwordResetLinkStatus(db: Db, token: unknown): Promise<LinkStatus> {
  if (!looksLikeToken(token)) return 'invalid';
  const [row] = await db
    .select({
      tokenHash: accountTokens.tokenHash,
      usedAt: accountTokens.usedAt,
      expired: sql<boolean>`${accountTokens.expiresAt} <= now()`,
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.kind, 'password_reset')));
  if (!row || !tokenMatches(token, row.tokenHash)) return 'invalid';
  if (row.usedAt) return 'used';
  return row.expired ? 'expired' : 'valid';
}

export const linkStatusMessages: Record<Exclude<LinkStatus, 'valid'>, string> = {
  expired: 'El enlace para restablecer la contraseña expiró (dura una hora). Solicita uno nuevo.',
  used: 'Este enlace ya se usó. Si necesitas cambiar la contraseña otra vez, solicita un enlace nuevo.',
  invalid: 'El enlace no es válido. Revisa que lo copiaste completo o solicita uno nuevo.',
};

/** Sets the new password through the link, once; ends every session of the user. */
export async function resetPassword(
  db: Db,
  input: { token: unknown; password: string; confirmation: string; ip: string | null },
): Promise<{ email: string }> {
  checkNewPassword(input.password, input.confirmation);
  if (!looksLikeToken(input.token)) throw new DomainError('validation_error', linkStatusMessages.invalid);
  const token = input.token;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: accountTokens.id,
        userId: accountTokens.userId,
        tokenHash: accountTokens.tokenHash,
        usedAt: accountTokens.usedAt,
        expired: sql<boolean>`${accountTokens.expiresAt} <= now()`,
      })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.kind, 'password_reset')))
      .for('update');
    if (!row || !tokenMatches(token, row.tokenHash)) throw new DomainError('validation_error', linkStatusMessages.invalid);
    if (row.usedAt) throw new DomainError('validation_error', linkStatusMessages.used);
    if (row.expired) throw new DomainError('validation_error', linkStatusMessages.expired);
    await tx.update(accountTokens).set({ usedAt: sql`now()` }).where(eq(accountTokens.id, row.id));
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, row.userId))
      .returning({ id: users.id, email: users.email });
    const revokedSessions = await revokeUserSessions(tx, { userId: user.id });
    // a sign-in waiting for its second factor was started with the old password
    await tx
      .update(twoFactorChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(twoFactorChallenges.userId, user.id), isNull(twoFactorChallenges.usedAt)));
    await recordUserAudit(tx, {
      userId: user.id,
      actor: linkActor(user, input.ip),
      action: 'user.password_reset',
      summary: { revokedSessions },
    });
    return { email: user.email };
  });
}
