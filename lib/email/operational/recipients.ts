// Who receives an organization's operational emails: its owners and admins (the roles that can act on keys,
// webhooks and billing, lib/auth/permissions.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { memberships, users } from '@/db/schema';

export const OPERATIONAL_EMAIL_ROLES = ['owner', 'admin'] as const;

export async function operationalRecipients(db: DbOrTx, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.role, [...OPERATIONAL_EMAIL_ROLES])))
    .orderBy(users.email);
  return rows.map((r) => r.email);
}
