// The signed-in user's own account: name, password (current one required; the other sessions end, this one stays)
// and the new-sign-in email preference. Every check of the current password counts on the sign-in's own limits
// (lib/account/throttles.ts), so a stolen session cannot guess it without end.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { twoFactorChallenges, userAccountSettings, users, userSessions } from '@/db/schema';
import type { AuditActor } from '@/lib/audit/record-audit';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { isSafeText } from '@/lib/platform/text/safe-text';
import { checkNewPassword, fieldError } from './password-rules';
import { checkCurrentPassword } from './throttles';
import { recordUserAudit } from './user-audit';

export const MAX_NAME_LENGTH = 100;

export async function updateName(db: DbOrTx, input: { userId: string; name: string }): Promise<{ name: string }> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw fieldError('name', 'Nombre: escribe tu nombre.');
  if (name.length > MAX_NAME_LENGTH) throw fieldError('name', `Nombre: debe tener como máximo ${MAX_NAME_LENGTH} caracteres.`);
  if (!isSafeText(name)) throw fieldError('name', 'Nombre: contiene caracteres no permitidos.');
  await db.update(users).set({ name }).where(eq(users.id, input.userId));
  return { name };
}

/**
 * Checks the user's current password (the field "Contraseña actual"); throws a field error when wrong, and a
 * rate_limit_exceeded naming the wait once the sign-in limits of the user and address are spent (wrong ones count).
 */
export async function requireCurrentPassword(
  db: DbOrTx,
  input: { userId: string; password: string; ip: string | null; field?: string },
): Promise<void> {
  const field = input.field ?? 'currentPassword';
  if (!input.password) throw fieldError(field, 'Contraseña actual: escríbela para confirmar que eres tú.');
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId));
  if (!user) throw fieldError(field, 'Contraseña actual: no es correcta.');
  const right = await checkCurrentPassword({ email: user.email, ip: input.ip, field }, () =>
    verifyPassword(input.password, user.passwordHash),
  );
  if (!right) throw fieldError(field, 'Contraseña actual: no es correcta.');
}

export async function changePassword(
  db: Db,
  input: {
    userId: string;
    currentSessionId: string;
    currentPassword: string;
    newPassword: string;
    confirmation: string;
    actor: AuditActor;
  },
): Promise<{ endedSessions: number }> {
  checkNewPassword(input.newPassword, input.confirmation);
  await requireCurrentPassword(db, { userId: input.userId, password: input.currentPassword, ip: input.actor.ip ?? null });
  if (input.newPassword === input.currentPassword) {
    throw fieldError('newPassword', 'Nueva contraseña: debe ser distinta de la actual.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
    const ended = await tx
      .update(userSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(userSessions.userId, input.userId),
          ne(userSessions.id, input.currentSessionId),
          isNull(userSessions.revokedAt),
          sql`${userSessions.expiresAt} > now()`,
        ),
      )
      .returning({ id: userSessions.id });
    await tx
      .update(twoFactorChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(twoFactorChallenges.userId, input.userId), isNull(twoFactorChallenges.usedAt)));
    await recordUserAudit(tx, {
      userId: input.userId,
      actor: input.actor,
      action: 'user.password_changed',
      summary: { endedSessions: ended.length },
    });
    return { endedSessions: ended.length };
  });
}

export async function getNewSignInAlerts(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: userAccountSettings.newSignInAlerts })
    .from(userAccountSettings)
    .where(eq(userAccountSettings.userId, userId));
  return row?.on ?? false;
}

export async function setNewSignInAlerts(db: DbOrTx, input: { userId: string; enabled: boolean }): Promise<void> {
  await db
    .insert(userAccountSettings)
    .values({ userId: input.userId, newSignInAlerts: input.enabled })
    .onConflictDoUpdate({ target: userAccountSettings.userId, set: { newSignInAlerts: input.enabled, updatedAt: sql`now()` } });
}
