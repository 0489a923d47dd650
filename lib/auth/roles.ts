// Dashboard roles per organization. owner > admin > member: members read, admins and owners also change things.
import type { MembershipRole } from '@/db/schema';

const rank: Record<MembershipRole, number> = { member: 0, admin: 1, owner: 2 };

export const roleLabels: Record<MembershipRole, string> = {
  owner: 'Propietario',
  admin: 'Administrador',
  member: 'Miembro',
};

export function roleAtLeast(role: MembershipRole, needed: MembershipRole): boolean {
  return rank[role] >= rank[needed];
}
