// A member's role in an organization; what each role may do is lib/auth/permissions.ts.

export const membershipRoles = ['owner', 'admin', 'operations', 'finance', 'developer', 'viewer'] as const;
export type MembershipRole = (typeof membershipRoles)[number];
