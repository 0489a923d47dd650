// Who a signed-in dashboard user is and which organizations they belong to, read fresh on every request.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { memberships, organizations, users, type MembershipRole } from '@/db/schema';

export type UserMembership = { organizationId: string; organizationName: string; role: MembershipRole };
export type DashboardUser = {
  id: string;
  email: string;
  name: string | null;
  isPlatformAdmin: boolean;
  memberships: UserMembership[];
};

export async function loadDashboardUser(db: DbOrTx, userId: string): Promise<DashboardUser | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, isPlatformAdmin: users.isPlatformAdmin })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db
    .select({ organizationId: memberships.organizationId, organizationName: organizations.name, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return { ...user, memberships: rows };
}
