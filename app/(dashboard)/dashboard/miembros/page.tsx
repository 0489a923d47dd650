// Members: who belongs to the organization and with which role, the open invitations, and (members:manage)
// inviting, re-sending, revoking, changing roles and removing.
import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { membershipRoles } from '@/model/members';
import { can } from '@/lib/auth/permissions';
import { roleDescriptions, roleLabels } from '@/lib/auth/roles';
import { requireOrgPermission } from '@/lib/http/session';
import { listMembers, listOpenInvitations } from '@/lib/members/manage-members';
import { mayGiveRole } from '@/lib/members/role-rules';
import { PageHeader } from '@/app/_components/ui';
import { MembersManager } from './members-manager';

export const metadata: Metadata = { title: 'Miembros' };

export default async function MembersPage() {
  const session = await requireOrgPermission('members:read');
  const db = getDb();
  const [members, invitations] = await Promise.all([
    listMembers(db, { organizationId: session.liveOrganizationId }),
    listOpenInvitations(db, { organizationId: session.liveOrganizationId }),
  ]);
  const canManage = can(session.role, 'members:manage');
  const canOwn = can(session.role, 'ownership:manage');
  // the roles this user may give (lib/members/role-rules.ts)
  const roles = membershipRoles
    .filter((r) => mayGiveRole(session.role, r))
    .map((r) => ({ value: r, label: roleLabels[r], description: roleDescriptions[r] }));
  return (
    <>
      <PageHeader
        title="Miembros"
        description={`Las personas con acceso a ${session.membership.organizationName} y lo que cada rol puede hacer.`}
      />
      <MembersManager
        members={members.map((m) => ({ ...m, roleLabel: roleLabels[m.role], joinedAt: m.joinedAt.toISOString() }))}
        invitations={invitations.map((i) => ({
          ...i,
          roleLabel: roleLabels[i.role],
          expiresAt: i.expiresAt.toISOString(),
          lastSentAt: i.lastSentAt.toISOString(),
        }))}
        roles={roles}
        currentUserId={session.user.id}
        canManage={canManage}
        canOwn={canOwn}
      />
    </>
  );
}
