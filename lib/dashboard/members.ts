// Who a signed-in dashboard user is and which organizations they belong to, read fresh on every request, and
// the removal of a membership (which ends all of that user's dashboard sessions).
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { memberships, organizations, users, userSessions, type MembershipRole } from '@/db/schema';
import { isUuid, revokeUserSessions, sessionIsOpen } from '@/lib/auth/user-sessions';
import { ApiError } from '@/lib/http/api-error';
import { normalizeEmail } from '@/lib/users/create-user';

export type UserMembership = { organizationId: string; organizationName: string; role: MembershipRole };
export type DashboardUser = {
  id: string;
  email: string;
  name: string | null;
  isPlatformAdmin: boolean;
  memberships: UserMembership[];
};

/**
 * The user of a session JWT, in one statement: null unless the session row `sessionId` belongs to `userId` and is
 * neither revoked nor expired (lib/auth/user-sessions.ts).
 */
export async function loadDashboardUser(db: DbOrTx, input: { userId: string; sessionId: string }): Promise<DashboardUser | null> {
  if (!isUuid(input.userId) || !isUuid(input.sessionId)) return null;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isPlatformAdmin: users.isPlatformAdmin,
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      role: memberships.role,
    })
    .from(users)
    .innerJoin(userSessions, and(eq(userSessions.userId, users.id), eq(userSessions.id, input.sessionId), sessionIsOpen()))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(users.id, input.userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const [first] = rows;
  if (!first) return null;
  const userMemberships = rows.flatMap((r) =>
    r.organizationId && r.organizationName !== null && r.role
      ? [{ organizationId: r.organizationId, organizationName: r.organizationName, role: r.role }]
      : [],
  );
  return { id: first.id, email: first.email, name: first.name, isPlatformAdmin: first.isPlatformAdmin, memberships: userMemberships };
}

/** The id of the dashboard user with this email, or a not-found error. */
export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(email)));
  if (!user) throw new ApiError('not_found', `No existe un usuario con el correo ${normalizeEmail(email)}.`);
  return user.id;
}

/** Takes a user out of an organization and ends all of their dashboard sessions, in one transaction. */
export async function removeMembership(
  db: Db,
  input: { organizationId: string; userId: string },
): Promise<{ revokedSessions: number }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(memberships)
      .where(and(eq(memberships.organizationId, input.organizationId), eq(memberships.userId, input.userId)))
      .returning({ userId: memberships.userId });
    if (removed.length === 0) throw new ApiError('not_found', 'El usuario no pertenece a esa organización.');
    return { revokedSessions: await revokeUserSessions(tx, { userId: input.userId }) };
  });
}
