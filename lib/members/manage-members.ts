// The members of an organization and their invitations (app/(dashboard)/dashboard/miembros): list, change a
// role, remove (ends the removed user's sessions at once), transfer ownership. Each change and its audit entry
// commit together. The owners' rows are locked first, so two changes at once cannot both see "another owner
// remains" and leave the organization without one.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { memberInvitations, memberships, users, type MembershipRole } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { revokeUserSessions } from '@/lib/auth/user-sessions';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { openInvitation } from './invite-member';
import { assertMayChangeOwner, assertMayGrant, LAST_OWNER_MESSAGE } from './role-rules';

export type MemberRow = { userId: string; email: string; name: string | null; role: MembershipRole; joinedAt: Date };
export type InvitationRow = {
  id: string;
  email: string;
  role: MembershipRole;
  expiresAt: Date;
  expired: boolean;
  resentCount: number;
  lastSentAt: Date;
  invitedBy: string | null;
};

export async function listMembers(db: DbOrTx, input: { organizationId: string }): Promise<MemberRow[]> {
  return db
    .select({ userId: users.id, email: users.email, name: users.name, role: memberships.role, joinedAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, input.organizationId))
    .orderBy(asc(users.email));
}

/** Open invitations (neither accepted nor revoked), newest first; expired ones stay listed to be re-sent or revoked. */
export async function listOpenInvitations(db: DbOrTx, input: { organizationId: string }): Promise<InvitationRow[]> {
  return db
    .select({
      id: memberInvitations.id,
      email: memberInvitations.email,
      role: memberInvitations.role,
      expiresAt: memberInvitations.expiresAt,
      expired: sql<boolean>`${memberInvitations.expiresAt} <= now()`,
      resentCount: memberInvitations.resentCount,
      lastSentAt: memberInvitations.lastSentAt,
      invitedBy: users.email,
    })
    .from(memberInvitations)
    .leftJoin(users, eq(users.id, memberInvitations.invitedBy))
    .where(and(eq(memberInvitations.organizationId, input.organizationId), openInvitation()))
    .orderBy(desc(memberInvitations.createdAt))
    .limit(200);
}

type Change = { organizationId: string; userId: string; actor: AuditActor; actorRole: MembershipRole };

export async function changeMemberRole(db: Db, input: Change & { role: MembershipRole }): Promise<{ changed: boolean }> {
  assertMayGrant(input.actorRole, input.role);
  return db.transaction(async (tx) => {
    const { owners, target } = await lockOwnersAndTarget(tx, input);
    if (target.role === input.role) return { changed: false };
    if (target.role === 'owner') {
      assertMayChangeOwner(input.actorRole);
      if (owners.length === 1) throw new DomainError('conflict', LAST_OWNER_MESSAGE);
    }
    await setRole(tx, input, target, input.role);
    return { changed: true };
  });
}

export async function removeMember(db: Db, input: Change): Promise<{ revokedSessions: number }> {
  return db.transaction(async (tx) => {
    const { owners, target } = await lockOwnersAndTarget(tx, input);
    if (target.role === 'owner') {
      assertMayChangeOwner(input.actorRole);
      if (owners.length === 1)
        throw new DomainError('conflict', 'No se puede quitar al único propietario de la organización: nombra antes a otro propietario.');
    } else {
      assertMayGrant(input.actorRole, target.role);
    }
    await tx.delete(memberships).where(and(eq(memberships.organizationId, input.organizationId), eq(memberships.userId, input.userId)));
    const revokedSessions = await revokeUserSessions(tx, { userId: input.userId });
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'member.removed',
      target: { type: 'user', id: input.userId },
      summary: { email: target.email, role: target.role, revokedSessions },
    });
    return { revokedSessions };
  });
}

/** The acting owner makes `userId` an owner and becomes an administrator, in one step. */
export async function transferOwnership(db: Db, input: Change): Promise<void> {
  assertMayChangeOwner(input.actorRole);
  if (input.userId === input.actor.id) throw new DomainError('validation_error', 'Elige a otro miembro para transferirle la propiedad.');
  await db.transaction(async (tx) => {
    const { owners, target } = await lockOwnersAndTarget(tx, input);
    const self = owners.find((o) => o.userId === input.actor.id);
    if (!self) throw new DomainError('forbidden', 'Solo un propietario puede transferir la propiedad.');
    if (target.role !== 'owner') await setRole(tx, input, target, 'owner');
    await setRole(tx, input, { userId: self.userId, email: input.actor.label, role: 'owner' }, 'admin');
  });
}

async function lockOwnersAndTarget(tx: DbOrTx, input: { organizationId: string; userId: string }) {
  const owners = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, input.organizationId), eq(memberships.role, 'owner')))
    .for('update');
  const [target] = await tx
    .select({ userId: memberships.userId, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, input.organizationId), eq(memberships.userId, input.userId)))
    .for('update', { of: memberships });
  if (!target) throw new DomainError('not_found', 'Esa persona no es miembro de la organización.');
  return { owners, target };
}

async function setRole(
  tx: DbOrTx,
  input: { organizationId: string; actor: AuditActor },
  target: { userId: string; email: string; role: MembershipRole },
  role: MembershipRole,
): Promise<void> {
  await tx
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.organizationId, input.organizationId), eq(memberships.userId, target.userId)));
  await recordAudit(tx, {
    organizationId: input.organizationId,
    actor: input.actor,
    action: 'member.role_changed',
    target: { type: 'user', id: target.userId },
    summary: { email: target.email, before: { role: target.role }, after: { role } },
  });
}
