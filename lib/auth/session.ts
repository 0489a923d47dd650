// The signed-in context of a dashboard request and the rules over it: which organization is current (the one
// chosen in the switcher cookie, if the user still belongs to it, else the first), in which mode (the mode cookie:
// in test mode the organization acted on is the current one's test twin, docs/modes.md), whether the organization's
// second-factor rule holds, and what a server action or dashboard endpoint may do with it. Reading the session
// from the request (cookies, the Auth.js JWT, redirects) is the edge's: lib/http/session.ts.
import type { MembershipRole } from '@/model/members';
import type { OrganizationMode } from '@/model/organizations';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { DashboardUser, UserMembership } from '@/lib/users/dashboard-user';
import { can, forbiddenMessage, type Permission } from './permissions';

export const ORG_COOKIE = 'envios_org';
/** The dashboard's mode: "test" while the "Modo de prueba" switch is on; absent (or anything else) is live. */
export const MODE_COOKIE = 'envios_mode';

export type DashboardContext = {
  user: DashboardUser;
  /** null only for a platform admin without any membership */
  membership: UserMembership | null;
  /** 'test' while the dashboard is in test mode (never without a membership) */
  mode: OrganizationMode;
};

/**
 * An organization context. `organizationId` is the organization the request acts on: the live organization, or its
 * test twin in test mode (orders, batches, closes, webhooks, logs, balance, audit: docs/modes.md). What belongs to the
 * organization as a whole, whatever the mode (members and invitations, the 2FA rule, branding, recipient notices,
 * the API keys of both modes), acts on `liveOrganizationId`. The role is always the member's role in the live one.
 */
export type OrgContext = DashboardContext & {
  membership: UserMembership;
  organizationId: string;
  liveOrganizationId: string;
  role: MembershipRole;
};

/**
 * The context of `user`, in the organization chosen in the switcher cookie if the user still belongs to it, else the
 * first, and in the mode of the mode cookie (test only with a membership).
 */
export function dashboardContextOf(
  user: DashboardUser,
  chosenOrganizationId: string | undefined,
  chosenMode?: string | undefined,
): DashboardContext {
  const membership = user.memberships.find((m) => m.organizationId === chosenOrganizationId) ?? user.memberships[0] ?? null;
  return { user, membership, mode: membership && chosenMode === 'test' ? 'test' : 'live' };
}

/** The current organization requires 2FA and this user has none (lib/account/two-factor-policy.ts). */
export const mustEnrolTwoFactor = (ctx: DashboardContext) => !!ctx.membership?.twoFactorRequired && !ctx.user.twoFactorEnabled;

/**
 * For server actions and dashboard endpoints: the organization context whose role grants `permission` (any
 * member when omitted), or a DomainError `forbidden`.
 */
export function orgActionContext(ctx: DashboardContext, permission?: Permission): OrgContext {
  if (!ctx.membership) throw new DomainError('forbidden', 'No perteneces a ninguna organización.');
  if (mustEnrolTwoFactor(ctx)) {
    throw new DomainError('forbidden', 'Tu organización exige la verificación en dos pasos: actívala en Mi cuenta antes de continuar.');
  }
  if (permission && !can(ctx.membership.role, permission)) throw new DomainError('forbidden', forbiddenMessage);
  return orgContextOf(ctx);
}

/** For platform-admin actions and endpoints: the context, or a DomainError `forbidden`. */
export function platformAdminContext(ctx: DashboardContext): DashboardContext {
  if (!ctx.user.isPlatformAdmin) throw new DomainError('forbidden', 'Solo los administradores de la plataforma pueden hacer esto.');
  return ctx;
}

/**
 * The organization context of a context that has a membership; in test mode its twin must exist already
 * (lib/http/session.ts makes it on the first request in test mode).
 */
export function orgContextOf(ctx: DashboardContext): OrgContext {
  const membership = ctx.membership!;
  const testOrganizationId = ctx.mode === 'test' ? membership.testOrganizationId : null;
  if (ctx.mode === 'test' && !testOrganizationId) throw new Error('test mode without a test organization');
  return {
    ...ctx,
    membership,
    organizationId: testOrganizationId ?? membership.organizationId,
    liveOrganizationId: membership.organizationId,
    role: membership.role,
  };
}
