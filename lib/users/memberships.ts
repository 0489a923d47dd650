// Memberships of dashboard users (CLI `member:remove`, cli/commands/users.ts): find a user by email, and take a
// user out of an organization, which ends all of that user's dashboard sessions.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { memberships, users } from '@/db/schema';
import { revokeUserSessions } from '@/lib/auth/user-sessions';
import { DomainError } from '@/lib/errors/domain-error';
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
  input: { organizationId: string; userId: string },
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
      .returning({ userId: memberships.userId });
    if (removed.length === 0) throw new DomainError('not_found', 'El usuario no pertenece a esa organización.');
    return { revokedSessions: await revokeUserSessions(tx, { userId: input.userId }) };
  });
}
