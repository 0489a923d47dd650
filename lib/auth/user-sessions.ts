// Server-side dashboard sessions. The session JWT (auth.ts) carries a user_sessions row id (`sid`); every
// dashboard request is signed in only while that row is neither revoked nor expired (the check is part of the
// query that loads the user, lib/users/dashboard-user.ts). Sign-out revokes its own row; a password change and a
// membership removal revoke all of the user's rows, so a copied cookie stops working at once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { userSessions } from '@/db/schema';
import { isUuid } from '@/lib/platform/text/uuid';

/** As long as the JWT itself (auth.ts `session.maxAge`). */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Opens a session at sign-in; returns its id (the JWT's `sid`). */
export async function createUserSession(
  db: DbOrTx,
  input: { userId: string; ip?: string | null; userAgent?: string | null },
): Promise<string> {
  const [row] = await db
    .insert(userSessions)
    .values({
      userId: input.userId,
      expiresAt: sql`now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`,
      lastIp: input.ip?.slice(0, 100) || null,
      lastUserAgent: input.userAgent?.slice(0, 500) || null,
    })
    .returning({ id: userSessions.id });
  return row.id;
}

/** Ends one session (sign-out). Unknown or already ended, or not a session id at all (it comes from the JWT): nothing to do. */
export async function revokeUserSession(db: DbOrTx, { sessionId }: { sessionId: unknown }): Promise<void> {
  if (!isUuid(sessionId)) return;
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}

/** Ends every open session of a user (password change, membership removal); returns how many were open. */
export async function revokeUserSessions(db: DbOrTx, input: { userId: string }): Promise<number> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.userId, input.userId), isNull(userSessions.revokedAt), sql`${userSessions.expiresAt} > now()`))
    .returning({ id: userSessions.id });
  return rows.length;
}

/** The SQL condition "this session row still signs requests in". */
export const sessionIsOpen = () => and(isNull(userSessions.revokedAt), sql`${userSessions.expiresAt} > now()`);
