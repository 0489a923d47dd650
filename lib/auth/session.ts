// The signed-in context of a dashboard request: the user (from the JWT's user id, while the JWT's session row is
// open: lib/auth/user-sessions.ts), the current organization
// (the one chosen in the switcher cookie, if the user still belongs to it, else the first) and the role there.
// Never taken from the client: every page, server action and dashboard endpoint calls one of these.
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { auth } from '@/auth';
import { getDb } from '@/db/client';
import type { MembershipRole } from '@/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { loadDashboardUser, type DashboardUser, type UserMembership } from '@/lib/users/dashboard-user';
import { can, forbiddenMessage, type Permission } from './permissions';
import { PAGE_PATH_HEADER, signInAgainPath } from './return-path';

export const ORG_COOKIE = 'envios_org';

export type DashboardContext = {
  user: DashboardUser;
  /** null only for a platform admin without any membership */
  membership: UserMembership | null;
};

export type OrgContext = DashboardContext & { membership: UserMembership; organizationId: string; role: MembershipRole };

/** The current user and organization, or null when signed out, the session was revoked or expired, or the user is gone. */
export const getDashboardContext = cache(async (): Promise<DashboardContext | null> => {
  const session = await auth();
  const userId = session?.user?.id;
  const sessionId = session?.sessionId;
  if (!userId || !sessionId) return null;
  const user = await loadDashboardUser(getDb(), { userId, sessionId });
  if (!user) return null;
  const chosen = (await cookies()).get(ORG_COOKIE)?.value;
  const membership = user.memberships.find((m) => m.organizationId === chosen) ?? user.memberships[0] ?? null;
  return { user, membership };
});

/** For pages: the context, or a redirect to the sign-in page. */
export async function requireDashboardPage(): Promise<DashboardContext> {
  const ctx = await getDashboardContext();
  if (!ctx) redirect(signInAgainPath((await headers()).get(PAGE_PATH_HEADER)));
  return ctx;
}

/** For organization pages: the context with an organization, or redirects (sign-in / admin area). */
export async function requireOrgPage(): Promise<OrgContext> {
  const ctx = await requireDashboardPage();
  if (!ctx.membership) redirect(ctx.user.isPlatformAdmin ? '/dashboard/admin' : '/login');
  // the organization requires a second factor: enrol before anything else (lib/account/two-factor-policy.ts)
  if (mustEnrolTwoFactor(ctx)) redirect('/dashboard/cuenta?dos-pasos=requerido');
  return withOrg(ctx);
}

/** For actions of any signed-in user (the organization switcher): the context, or a DomainError `unauthenticated`. */
export async function requireDashboardAction(): Promise<DashboardContext> {
  const ctx = await getDashboardContext();
  if (!ctx) throw new DomainError('unauthenticated');
  return ctx;
}

/**
 * For organization pages that need a permission (lib/auth/permissions.ts): the context, or the Spanish
 * "no permission" page (app/(dashboard)/dashboard/forbidden.tsx through `forbidden()`).
 */
export async function requireOrgPermission(permission: Permission): Promise<OrgContext> {
  const ctx = await requireOrgPage();
  if (!can(ctx.role, permission)) forbidden();
  return ctx;
}

/**
 * For server actions and dashboard endpoints (lib/http/server-action.ts, lib/http/dashboard-route.ts): the
 * organization context whose role grants `permission` (any member when omitted), or a DomainError
 * (`unauthenticated`, `forbidden`).
 */
export async function requireOrgAction(permission?: Permission): Promise<OrgContext> {
  const ctx = await requireDashboardAction();
  if (!ctx.membership) throw new DomainError('forbidden', 'No perteneces a ninguna organización.');
  if (mustEnrolTwoFactor(ctx)) {
    throw new DomainError('forbidden', 'Tu organización exige la verificación en dos pasos: actívala en Mi cuenta antes de continuar.');
  }
  if (permission && !can(ctx.membership.role, permission)) throw new DomainError('forbidden', forbiddenMessage);
  return withOrg(ctx);
}

/** For platform-admin actions and endpoints. */
export async function requirePlatformAdminAction(): Promise<DashboardContext> {
  const ctx = await requireDashboardAction();
  if (!ctx.user.isPlatformAdmin) throw new DomainError('forbidden', 'Solo los administradores de la plataforma pueden hacer esto.');
  return ctx;
}

/** The current organization requires 2FA and this user has none. */
export const mustEnrolTwoFactor = (ctx: DashboardContext) => !!ctx.membership?.twoFactorRequired && !ctx.user.twoFactorEnabled;

function withOrg(ctx: DashboardContext): OrgContext {
  const membership = ctx.membership!;
  return { ...ctx, membership, organizationId: membership.organizationId, role: membership.role };
}
