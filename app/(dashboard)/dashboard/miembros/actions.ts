'use server';
// Members actions: invite, re-send and revoke invitations, change a role, remove a member, transfer ownership.
// members:manage for all of them; the owner-only rules live in lib/members/role-rules.ts.
import { getDb } from '@/lib/platform/db';
import { inviteMember, resendInvitation, revokeInvitation } from '@/lib/members/invite-member';
import { changeMemberRole, removeMember, transferOwnership } from '@/lib/members/manage-members';
import { changeRoleSchema, invitationIdSchema, inviteMemberSchema, memberIdSchema } from '@/lib/members/schemas';
import { orgAction } from '@/lib/http/server-action';

export const inviteMemberAction = orgAction(
  { name: 'inviteMember', permission: 'members:manage', input: inviteMemberSchema },
  ({ session, input, actor }) =>
    inviteMember(getDb(), {
      organizationId: session.liveOrganizationId,
      email: input.email,
      role: input.role,
      actor,
      actorRole: session.role,
    }),
);

export const resendInvitationAction = orgAction(
  { name: 'resendInvitation', permission: 'members:manage', input: invitationIdSchema },
  ({ session, input, actor }) =>
    resendInvitation(getDb(), { organizationId: session.liveOrganizationId, invitationId: input, actor, actorRole: session.role }),
);

export const revokeInvitationAction = orgAction(
  { name: 'revokeInvitation', permission: 'members:manage', input: invitationIdSchema },
  ({ session, input, actor }) =>
    revokeInvitation(getDb(), { organizationId: session.liveOrganizationId, invitationId: input, actor, actorRole: session.role }),
);

export const changeMemberRoleAction = orgAction(
  { name: 'changeMemberRole', permission: 'members:manage', input: changeRoleSchema },
  ({ session, input, actor }) =>
    changeMemberRole(getDb(), {
      organizationId: session.liveOrganizationId,
      userId: input.userId,
      role: input.role,
      actor,
      actorRole: session.role,
    }),
);

export const removeMemberAction = orgAction(
  { name: 'removeMember', permission: 'members:manage', input: memberIdSchema },
  ({ session, input, actor }) =>
    removeMember(getDb(), { organizationId: session.liveOrganizationId, userId: input, actor, actorRole: session.role }),
);

export const transferOwnershipAction = orgAction(
  { name: 'transferOwnership', permission: 'ownership:manage', input: memberIdSchema },
  ({ session, input, actor }) =>
    transferOwnership(getDb(), { organizationId: session.liveOrganizationId, userId: input, actor, actorRole: session.role }),
);
