// The invitee's side of an invitation (app/invitacion/[token]): what the link stands for, and joining — with a
// new account (name + password) or with the existing account of the invited address. Joining marks the
// invitation used, adds the membership and records member.joined in one transaction, with the invitation row
// locked, so a link works once even when two tabs submit at the same time.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { memberInvitations, memberships, organizations, users, type MembershipRole } from '@/db/schema';
import { recordAudit } from '@/lib/audit/record-audit';
import { hashPassword } from '@/lib/auth/password';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { hashInvitationToken, invitationHashMatches, looksLikeInvitationToken } from './invitation-token';

export type InvitationStatus = 'valid' | 'expired' | 'accepted' | 'revoked';

export type InvitationView = {
  id: string;
  status: InvitationStatus;
  organizationId: string;
  organizationName: string;
  email: string;
  role: MembershipRole;
  expiresAt: Date;
  /** an account with the invited address exists (the page then asks to sign in instead of creating one) */
  accountExists: boolean;
};

/** The invitation a link stands for, or null when the token is unknown (never issued, or replaced by a re-send). */
export async function findInvitationByToken(db: DbOrTx, input: { token: string }): Promise<InvitationView | null> {
  if (!looksLikeInvitationToken(input.token)) return null;
  const [row] = await db
    .select({
      id: memberInvitations.id,
      tokenHash: memberInvitations.tokenHash,
      organizationId: memberInvitations.organizationId,
      organizationName: organizations.name,
      email: memberInvitations.email,
      role: memberInvitations.role,
      expiresAt: memberInvitations.expiresAt,
      expired: sql<boolean>`${memberInvitations.expiresAt} <= now()`,
      acceptedAt: memberInvitations.acceptedAt,
      revokedAt: memberInvitations.revokedAt,
      accountId: users.id,
    })
    .from(memberInvitations)
    .innerJoin(organizations, eq(organizations.id, memberInvitations.organizationId))
    .leftJoin(users, eq(users.email, memberInvitations.email))
    .where(eq(memberInvitations.tokenHash, hashInvitationToken(input.token)));
  if (!row || !invitationHashMatches(row.tokenHash, input.token)) return null;
  const status: InvitationStatus = row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expired ? 'expired' : 'valid';
  return {
    id: row.id,
    status,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt,
    accountExists: row.accountId !== null,
  };
}

export const invitationStatusMessages: Record<Exclude<InvitationStatus, 'valid'>, string> = {
  expired: 'La invitación venció: los enlaces duran 7 días. Pide a quien te invitó que te la reenvíe.',
  accepted: 'Esta invitación ya se usó. Si eres tú, inicia sesión con tu cuenta.',
  revoked: 'La invitación fue revocada. Si crees que es un error, pide una nueva a quien te invitó.',
};
export const unknownInvitationMessage =
  'El enlace no es válido o fue reemplazado por uno más reciente. Revisa el último correo de invitación o pide que te la reenvíen.';

type Joined = { userId: string; email: string; organizationId: string };

/** Joins with a new account: creates the user (name + password) and the membership. */
export async function acceptInvitationWithNewAccount(
  db: Db,
  input: { token: string; name: string; password: string; ip?: string | null },
): Promise<Joined> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const invitation = await lockValidInvitation(tx, input.token);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
    if (existing) throw new DomainError('conflict', 'Ya existe una cuenta con este correo: inicia sesión para aceptar la invitación.');
    const [user] = await tx.insert(users).values({ email: invitation.email, name: input.name, passwordHash }).returning({ id: users.id });
    return join(tx, invitation, { id: user.id, email: invitation.email }, input.ip);
  });
}

/** Joins with the existing account of the invited address (signed in, or just checked by its password). */
export async function acceptInvitationAsUser(db: Db, input: { token: string; userId: string; ip?: string | null }): Promise<Joined> {
  return db.transaction(async (tx) => {
    const invitation = await lockValidInvitation(tx, input.token);
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId));
    if (!user || user.email !== invitation.email) {
      throw new DomainError('forbidden', `Esta invitación es para ${invitation.email}: inicia sesión con esa cuenta para aceptarla.`);
    }
    return join(tx, invitation, user, input.ip);
  });
}

type LockedInvitation = { id: string; organizationId: string; email: string; role: MembershipRole };

async function lockValidInvitation(tx: DbOrTx, token: string): Promise<LockedInvitation> {
  if (!looksLikeInvitationToken(token)) throw new DomainError('not_found', unknownInvitationMessage);
  const [row] = await tx
    .select({
      id: memberInvitations.id,
      tokenHash: memberInvitations.tokenHash,
      organizationId: memberInvitations.organizationId,
      email: memberInvitations.email,
      role: memberInvitations.role,
      acceptedAt: memberInvitations.acceptedAt,
      revokedAt: memberInvitations.revokedAt,
      expired: sql<boolean>`${memberInvitations.expiresAt} <= now()`,
    })
    .from(memberInvitations)
    .where(eq(memberInvitations.tokenHash, hashInvitationToken(token)))
    .for('update');
  if (!row || !invitationHashMatches(row.tokenHash, token)) throw new DomainError('not_found', unknownInvitationMessage);
  if (row.acceptedAt) throw new DomainError('conflict', invitationStatusMessages.accepted);
  if (row.revokedAt) throw new DomainError('conflict', invitationStatusMessages.revoked);
  if (row.expired) throw new DomainError('conflict', invitationStatusMessages.expired);
  return row;
}

async function join(tx: DbOrTx, invitation: LockedInvitation, user: { id: string; email: string }, ip?: string | null): Promise<Joined> {
  // already a member (joined by another invitation or the CLI meanwhile): the role they have stays
  const added = await tx
    .insert(memberships)
    .values({ userId: user.id, organizationId: invitation.organizationId, role: invitation.role })
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  await tx
    .update(memberInvitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: user.id })
    .where(and(eq(memberInvitations.id, invitation.id)));
  if (added.length > 0) {
    await recordAudit(tx, {
      organizationId: invitation.organizationId,
      actor: { type: 'user', id: user.id, label: user.email, ip: ip ?? null },
      action: 'member.joined',
      target: { type: 'user', id: user.id },
      summary: { email: user.email, role: invitation.role, invitationId: invitation.id },
    });
  }
  return { userId: user.id, email: user.email, organizationId: invitation.organizationId };
}
