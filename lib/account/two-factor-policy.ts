// An organization can require the second factor of every member (settings:manage). The check runs on every
// organization page and action (lib/auth/session.ts, from the data lib/users/dashboard-user.ts loads): a member
// without 2FA is sent to /dashboard/cuenta to enrol before anything else.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { hasTwoFactor } from './sign-in-challenge';

export async function setOrganizationTwoFactorRequired(
  db: Db,
  input: { organizationId: string; userId: string; required: boolean; actor: AuditActor },
): Promise<{ required: boolean }> {
  // whoever turns it on must already have it, or they would lock themselves out of the setting
  if (input.required && !(await hasTwoFactor(db, input.userId))) {
    throw new DomainError(
      'conflict',
      'Activa primero tu propia verificación en dos pasos; después podrás exigirla a toda la organización.',
    );
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ required: organizations.twoFactorRequired })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .for('update');
    if (!before) throw new DomainError('not_found', 'La organización no existe.');
    if (before.required === input.required) return { required: input.required };
    await tx.update(organizations).set({ twoFactorRequired: input.required }).where(eq(organizations.id, input.organizationId));
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'organization.two_factor_required',
      target: { type: 'organization', id: input.organizationId },
      summary: { before: before.required, after: input.required },
    });
    return { required: input.required };
  });
}
