// User-level changes (password, email, second factor, sign-ins) are recorded once under each organization the user
// belongs to, so every owner's audit log shows what happened to their member's account (lib/audit/record-audit.ts).
// A user of no organization (a platform administrator, say) gets one entry without organization: kept in the
// table for the platform, shown on no organization's page.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { memberships } from '@/db/schema';
import type { AuditAction } from '@/lib/audit/actions';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';

export async function recordUserAudit(
  tx: DbOrTx,
  input: { userId: string; actor: AuditActor; action: AuditAction; summary?: Record<string, unknown> },
): Promise<void> {
  const orgs = await tx
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(eq(memberships.userId, input.userId));
  const organizationIds: Array<string | null> = orgs.length ? orgs.map((o) => o.organizationId) : [null];
  for (const organizationId of organizationIds) {
    await recordAudit(tx, {
      organizationId,
      actor: input.actor,
      action: input.action,
      target: { type: 'user', id: input.userId },
      summary: input.summary,
    });
  }
}

/** The actor of a change made through a link from an email (no session): the user, with the client address. */
export const linkActor = (user: { id: string; email: string }, ip: string | null): AuditActor => ({
  type: 'user',
  id: user.id,
  label: user.email,
  ip,
});
