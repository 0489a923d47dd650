// Invitations: create, re-send (rotates the token) and revoke. Each one writes the invitation, its email
// (lib/email/outbox.ts) and its audit entry (lib/audit/record-audit.ts) in one transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { memberInvitations, memberships, organizations, users, type MembershipRole } from '@/db/schema';
import type { AuditActor } from '@/lib/audit/record-audit';
import { recordAudit } from '@/lib/audit/record-audit';
import { roleDescriptions, roleLabels } from '@/lib/auth/roles';
import { enqueueEmail } from '@/lib/email/outbox';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { publicUrl } from '@/lib/platform/public-url';
import { normalizeEmail } from '@/lib/users/create-user';
import { INVITATION_TTL_DAYS, invitationPath, newInvitationToken } from './invitation-token';
import { countInvitationEmail } from './invite-throttle';
import { assertMayGrant } from './role-rules';
import type { MemberInvitationEmailData } from '@/lib/email/templates/member-invitation';

type Actor = { actor: AuditActor; actorRole: MembershipRole };

const ttl = sql`now() + make_interval(days => ${INVITATION_TTL_DAYS})`;

/** Invites `email` to the organization with `role`; returns the invitation's id. */
export async function inviteMember(
  db: Db,
  input: Actor & { organizationId: string; email: string; role: MembershipRole },
): Promise<{ id: string }> {
  assertMayGrant(input.actorRole, input.role);
  const email = normalizeEmail(input.email);
  await countInvitationEmail({ organizationId: input.organizationId, ip: input.actor.ip });
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organizationId, input.organizationId), eq(users.email, email)));
    if (member) throw new DomainError('conflict', `${email} ya es miembro de la organización.`);
    const [open] = await tx
      .select({ id: memberInvitations.id, expired: sql<boolean>`${memberInvitations.expiresAt} <= now()` })
      .from(memberInvitations)
      .where(and(eq(memberInvitations.organizationId, input.organizationId), eq(memberInvitations.email, email), openInvitation()))
      .for('update');
    if (open && !open.expired) throw new DomainError('conflict', `Ya hay una invitación pendiente para ${email}: reenvíala o revócala.`);
    // an expired invitation nobody used is closed, so the new one is the only open one
    if (open) await tx.update(memberInvitations).set({ revokedAt: sql`now()` }).where(eq(memberInvitations.id, open.id));
    const { token, tokenHash } = newInvitationToken();
    const [row] = await tx
      .insert(memberInvitations)
      .values({
        organizationId: input.organizationId,
        email,
        role: input.role,
        tokenHash,
        invitedBy: input.actor.id ?? null,
        expiresAt: ttl,
      })
      .returning({ id: memberInvitations.id, expiresAt: memberInvitations.expiresAt });
    await sendInvitationEmail(tx, { ...input, email, invitationId: row.id, token, expiresAt: row.expiresAt, attempt: 0 });
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'member.invited',
      target: { type: 'invitation', id: row.id },
      summary: { email, role: input.role },
    });
    return { id: row.id };
  });
}

/** Sends the invitation again with a new link (the previous link stops working) and 7 more days. */
export async function resendInvitation(db: Db, input: Actor & { organizationId: string; invitationId: string }): Promise<void> {
  await countInvitationEmail({ organizationId: input.organizationId, ip: input.actor.ip });
  await db.transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, input);
    assertMayGrant(input.actorRole, invitation.role);
    const { token, tokenHash } = newInvitationToken();
    const [row] = await tx
      .update(memberInvitations)
      .set({ tokenHash, expiresAt: ttl, resentCount: sql`${memberInvitations.resentCount} + 1`, lastSentAt: sql`now()` })
      .where(eq(memberInvitations.id, invitation.id))
      .returning({ expiresAt: memberInvitations.expiresAt, resentCount: memberInvitations.resentCount });
    await sendInvitationEmail(tx, {
      ...input,
      email: invitation.email,
      role: invitation.role,
      token,
      expiresAt: row.expiresAt,
      attempt: row.resentCount,
    });
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'member.invitation_resent',
      target: { type: 'invitation', id: invitation.id },
      summary: { email: invitation.email, role: invitation.role, resentCount: row.resentCount },
    });
  });
}

/** Revokes an open invitation: its link stops working at once. */
export async function revokeInvitation(db: Db, input: Actor & { organizationId: string; invitationId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, input);
    assertMayGrant(input.actorRole, invitation.role);
    await tx.update(memberInvitations).set({ revokedAt: sql`now()` }).where(eq(memberInvitations.id, invitation.id));
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'member.invitation_revoked',
      target: { type: 'invitation', id: invitation.id },
      summary: { email: invitation.email, role: invitation.role },
    });
  });
}

export const openInvitation = () => and(isNull(memberInvitations.acceptedAt), isNull(memberInvitations.revokedAt));

async function lockOpenInvitation(tx: DbOrTx, input: { organizationId: string; invitationId: string }) {
  const [invitation] = await tx
    .select({ id: memberInvitations.id, email: memberInvitations.email, role: memberInvitations.role })
    .from(memberInvitations)
    .where(and(eq(memberInvitations.id, input.invitationId), eq(memberInvitations.organizationId, input.organizationId), openInvitation()))
    .for('update');
  if (!invitation) throw new DomainError('not_found', 'La invitación no existe, ya se aceptó o fue revocada.');
  return invitation;
}

async function sendInvitationEmail(
  tx: DbOrTx,
  input: Actor & {
    organizationId: string;
    invitationId: string;
    email: string;
    role: MembershipRole;
    token: string;
    expiresAt: Date;
    attempt: number;
  },
): Promise<void> {
  const [org] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, input.organizationId));
  if (!org) throw new DomainError('not_found', 'La organización no existe.');
  const [inviter] = input.actor.id
    ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, input.actor.id))
    : [];
  const data: MemberInvitationEmailData = {
    organizationName: org.name,
    inviterName: inviter?.name || inviter?.email || input.actor.label,
    roleLabel: roleLabels[input.role],
    roleDescription: roleDescriptions[input.role],
    acceptUrl: publicUrl(invitationPath(input.token)),
    expiresAt: input.expiresAt.toISOString(),
  };
  await enqueueEmail(tx, {
    organizationId: input.organizationId,
    to: input.email,
    template: 'member-invitation',
    data,
    dedupeKey: `member-invitation:${input.invitationId}:${input.attempt}`,
  });
}
