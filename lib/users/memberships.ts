// Memberships of dashboard users (CLI `member:remove`, cli/commands/users.ts): find a user by email, and take a
// user out of an organization, which ends all of that user's dashboard sessions and is audited in the same
// transaction (the dashboard's own removal, with its role rules, is lib/members/manage-members.ts).
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { memberships, users } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { revokeUserSessions } from '@/lib/auth/user-sessions';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { normalizeEmail } from '@/lib/users/create-user';

/** The id of the dashboard user with this email, or a not-found error. */
export async function findUserIdByEmail(db: DbOrTx, input: { email: string }): Promise<string> {
  const email = normalizeEmail(input.email);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new DomainError('not_found', `No existe un usuario con el correo ${email}.`);
  return user.id;
}

/**
 * Takes a user out of an organization and ends all of their dashboard sessions, in one transaction. The last
 * owner stays: an organization without an owner could never manage its members again. The owners' rows are
 * locked first, so two removals at once cannot both see "another owner remains".
 */
export async function removeMembership(
  db: Db,
  input: { organizationId: string; userId: string; actor: AuditActor },
): Promise<{ revokedSessions: number }> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.organizationId, input.organizationId), eq(memberships.role, 'owner')))
      .for('update');
    if (owners.length === 1 && owners[0].userId === input.userId) {
      throw new DomainError('conflict', 'No se puede quitar al único propietario de la organización: nombra antes a otro propietario.');
    }
    const removed = await tx
      .delete(memberships)
      .where(and(eq(memberships.organizationId, input.organizationId), eq(memberships.userId, input.userId)))
      .returning({ role: memberships.role });
    if (removed.length === 0) throw new DomainError('not_found', 'El usuario no pertenece a esa organización.');
    const revokedSessions = await revokeUserSessions(tx, { userId: input.userId });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'member.removed',
      target: { type: 'user', id: input.userId },
      summary: { email: user.email, role: removed[0].role, revokedSessions },
    });
    return { revokedSessions };
  });
}
