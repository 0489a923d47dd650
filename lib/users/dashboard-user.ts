// Who a signed-in dashboard user is and which organizations they belong to, read fresh on every request
// (lib/http/session.ts calls it behind every page, server action and dashboard endpoint).
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { memberships, organizations, users, userSessions, userTwoFactor, type MembershipRole } from '@/db/schema';
import { sessionIsOpen } from '@/lib/auth/user-sessions';
import { isUuid } from '@/lib/platform/text/uuid';

export type UserMembership = {
  organizationId: string;
  organizationName: string;
  role: MembershipRole;
  /** the organization requires a second factor of every member (lib/account/two-factor-policy.ts) */
  twoFactorRequired: boolean;
  /** the organization's test-mode twin (lib/organizations/test-mode.ts), null until test mode is first used */
  testOrganizationId: string | null;
};
export type DashboardUser = {
  id: string;
  email: string;
  name: string | null;
  isPlatformAdmin: boolean;
  /** the user signs in with a second factor (lib/account/two-factor.ts) */
  twoFactorEnabled: boolean;
  memberships: UserMembership[];
};

/**
 * The user of a session JWT, in one statement: null unless the session row `sessionId` belongs to `userId` and is
 * neither revoked nor expired (lib/auth/user-sessions.ts).
 */
export async function loadDashboardUser(db: DbOrTx, input: { userId: string; sessionId: string }): Promise<DashboardUser | null> {
  if (!isUuid(input.userId) || !isUuid(input.sessionId)) return null;
  const twins = alias(organizations, 'test_twins');
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isPlatformAdmin: users.isPlatformAdmin,
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      role: memberships.role,
      twoFactorRequired: organizations.twoFactorRequired,
      testOrganizationId: twins.id,
      twoFactorEnabledAt: userTwoFactor.enabledAt,
    })
    .from(users)
    .innerJoin(userSessions, and(eq(userSessions.userId, users.id), eq(userSessions.id, input.sessionId), sessionIsOpen()))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    // memberships are of live organizations; a test twin is reached through its live one (docs/modes.md)
    .leftJoin(organizations, and(eq(organizations.id, memberships.organizationId), eq(organizations.mode, 'live')))
    .leftJoin(twins, eq(twins.liveOrganizationId, organizations.id))
    .where(eq(users.id, input.userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const [first] = rows;
  if (!first) return null;
  const userMemberships = rows.flatMap((r) =>
    r.organizationId && r.organizationName !== null && r.role
      ? [
          {
            organizationId: r.organizationId,
            organizationName: r.organizationName,
            role: r.role,
            twoFactorRequired: r.twoFactorRequired === true,
            testOrganizationId: r.testOrganizationId,
          },
        ]
      : [],
  );
  return {
    id: first.id,
    email: first.email,
    name: first.name,
    isPlatformAdmin: first.isPlatformAdmin,
    twoFactorEnabled: first.twoFactorEnabledAt !== null,
    memberships: userMemberships,
  };
}
