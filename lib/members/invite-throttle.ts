// Invitations send mail, so they are rate limited on the shared limiter (lib/platform/rate-limit): per organization and
// per client address, counting both new invitations and re-sends.
import { DomainError } from '@/lib/platform/errors/domain-error';
import { limit } from '@/lib/platform/rate-limit';

const HOUR_MS = 60 * 60 * 1000;
export const INVITATION_RULES = {
  perOrganization: { limit: 30, windowMs: HOUR_MS },
  perIp: { limit: 20, windowMs: HOUR_MS },
} as const;

/** Counts one invitation email; throws `rate_limit_exceeded` (with Retry-After seconds) over either limit. */
export async function countInvitationEmail(input: { organizationId: string; ip?: string | null }, now = Date.now()): Promise<void> {
  const results = await Promise.all([
    limit(`invite:org:${input.organizationId}`, INVITATION_RULES.perOrganization),
    input.ip ? limit(`invite:ip:${input.ip}`, INVITATION_RULES.perIp) : null,
  ]);
  const blocked = results.filter((r) => r && !r.allowed);
  if (blocked.length === 0) return;
  const resetAt = Math.max(...blocked.map((r) => r!.resetAt));
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  throw new DomainError(
    'rate_limit_exceeded',
    `Enviaste demasiadas invitaciones en poco tiempo. Intenta de nuevo en ${Math.ceil(retryAfterSeconds / 60)} min.`,
    { retryAfterSeconds },
  );
}
