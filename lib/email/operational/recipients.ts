// Who receives an organization's operational emails. Keys and webhooks: its owners and admins (the roles that
// answer for the whole organization). Billing notices (low balance): every role the one permission table
// (lib/auth/permissions.ts) lets manage billing, so finance, who runs it, hears of it too.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { membershipRoles, memberships, users, type MembershipRole } from '@/db/schema';
import { can, type Permission } from '@/lib/auth/permissions';

export const OPERATIONAL_EMAIL_ROLES = ['owner', 'admin'] as const;

/** The roles that may `permission` (lib/auth/permissions.ts), e.g. billing:manage → owner, admin, finance. */
export const rolesThatCan = (permission: Permission): MembershipRole[] => membershipRoles.filter((role) => can(role, permission));

async function recipientsWithRoles(db: DbOrTx, organizationId: string, roles: readonly MembershipRole[]): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.role, [...roles])))
    .orderBy(users.email);
  return rows.map((r) => r.email);
}

/** Owners and admins: new API keys, failing webhooks. */
export const operationalRecipients = (db: DbOrTx, organizationId: string) =>
  recipientsWithRoles(db, organizationId, OPERATIONAL_EMAIL_ROLES);

/** Everyone who manages billing: the low-balance notice. */
export const billingRecipients = (db: DbOrTx, organizationId: string) =>
  recipientsWithRoles(db, organizationId, rolesThatCan('billing:manage'));
