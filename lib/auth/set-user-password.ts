// A new dashboard password set by the admin CLI (`user:set-password`): it ends every session of the user (a stolen
// cookie must not outlive the change) and is audited under each of the user's organizations, in one transaction.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { recordUserAudit } from '@/lib/account/user-audit';
import type { AuditActor } from '@/lib/audit/record-audit';
import { hashPassword } from '@/lib/auth/password';
import { revokeUserSessions } from '@/lib/auth/user-sessions';
import { DomainError } from '@/lib/platform/errors/domain-error';

export const MIN_PASSWORD_LENGTH = 8;

export async function setUserPassword(
  db: Db,
  input: { userId: string; password: string; actor: AuditActor },
): Promise<{ revokedSessions: number }> {
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new DomainError('validation_error', `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`);
  }
  if (input.password.length > 200) throw new DomainError('validation_error', 'La contraseña debe tener como máximo 200 caracteres');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const updated = await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId)).returning({ email: users.email });
    if (updated.length === 0) throw new DomainError('not_found', 'El usuario no existe.');
    const revokedSessions = await revokeUserSessions(tx, { userId: input.userId });
    await recordUserAudit(tx, {
      userId: input.userId,
      actor: input.actor,
      action: 'user.password_changed',
      summary: { email: updated[0].email, revokedSessions },
    });
    return { revokedSessions };
  });
}
