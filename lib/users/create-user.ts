// A dashboard user, optionally joined to an organization with a role (admin CLI `user:create`, the platform
// admin's new organization, tests). With an `actor`, the membership is audited in the same transaction.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { memberships, organizations, users, membershipRoles, type MembershipRole } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { hashPassword } from '@/lib/auth/password';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isSafeText, textProblem } from '@/lib/platform/text/safe-text';

export type CreateUserInput = {
  email: string;
  password: string;
  name?: string | null;
  organizationId?: string | null;
  role?: MembershipRole;
  isPlatformAdmin?: boolean;
  /** who adds the user to the organization, for the audit log (lib/audit) */
  actor?: AuditActor;
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function createUser(db: Db, input: CreateUserInput) {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !isSafeText(email))
    throw new DomainError('validation_error', 'El correo electrónico no es válido');
  const nameProblem = input.name ? textProblem(input.name) : null;
  if (nameProblem) throw new DomainError('validation_error', `El nombre ${nameProblem}`);
  if (input.password.length < 8) throw new DomainError('validation_error', 'La contraseña debe tener al menos 8 caracteres');
  const role = input.role ?? 'viewer';
  if (!membershipRoles.includes(role)) throw new DomainError('validation_error', `El rol debe ser uno de: ${membershipRoles.join(', ')}`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (input.organizationId) {
      const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.organizationId));
      if (!org) throw new DomainError('not_found', 'La organización no existe.');
    }
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw new DomainError('conflict', `Ya existe un usuario con el correo ${email}`);
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, name: input.name ?? null, isPlatformAdmin: input.isPlatformAdmin ?? false })
      .returning({ id: users.id, email: users.email, isPlatformAdmin: users.isPlatformAdmin });
    if (input.organizationId) {
      await tx.insert(memberships).values({ userId: user.id, organizationId: input.organizationId, role });
      if (input.actor) {
        await recordAudit(tx, {
          organizationId: input.organizationId,
          actor: input.actor,
          action: 'member.added',
          target: { type: 'user', id: user.id },
          summary: { email, role, ...(user.isPlatformAdmin ? { platformAdmin: true } : {}) },
        });
      }
    }
    return user;
  });
}
