// The signed-in context of a dashboard request, read from the request: the user (from the JWT's user id, while
// the JWT's session row is open: lib/auth/user-sessions.ts), the current organization (the switcher cookie), the
// mode (the mode cookie: lib/http/mode-cookie.ts) and the role there (the rules: lib/auth/session.ts). Never taken
// from the client: every page, server action and dashboard endpoint calls one of these.
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { auth } from '@/auth';
import { getDb } from '@/lib/platform/db';
import { can, type Permission } from '@/lib/auth/permissions';
import { PAGE_PATH_HEADER, signInAgainPath } from '@/lib/auth/return-path';
import {
  MODE_COOKIE,
  ORG_COOKIE,
  dashboardContextOf,
  mustEnrolTwoFactor,
  orgActionContext,
  orgContextOf,
  platformAdminContext,
  type DashboardContext,
  type OrgContext,
} from '@/lib/auth/session';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { loadDashboardUser } from '@/lib/users/dashboard-user';

export { ORG_COOKIE, type DashboardContext, type OrgContext };

/** The current user and organization, or null when signed out, the session was revoked or expired, or the user is gone. */
export const getDashboardContext = cache(async (): Promise<DashboardContext | null> => {
  const session = await auth();
  const userId = session?.user?.id;
  const sessionId = session?.sessionId;
  if (!userId || !sessionId) return null;
  const user = await loadDashboardUser(getDb(), { userId, sessionId });
  if (!user) return null;
  const jar = await cookies();
  const ctx = dashboardContextOf(user, jar.get(ORG_COOKIE)?.value, jar.get(MODE_COOKIE)?.value);
  // Test mode in an organization that has no twin yet (the switch was turned on in another one): made now, once.
  if (ctx.mode === 'test' && ctx.membership && !ctx.membership.testOrganizationId) {
    const twin = await ensureTestTwin(getDb(), ctx.membership.organizationId);
    return { ...ctx, membership: { ...ctx.membership, testOrganizationId: twin.id } };
  }
  return ctx;
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
  return orgContextOf(ctx);
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
 * For server actions and dashboard endpoints (lib/http/server-action.ts, lib/http/authenticate-caller.ts): the
 * organization context whose role grants `permission` (any member when omitted), or a DomainError
 * (`unauthenticated`, `forbidden`).
 */
export async function requireOrgAction(permission?: Permission): Promise<OrgContext> {
  return orgActionContext(await requireDashboardAction(), permission);
}

/** For platform-admin actions and endpoints. */
export async function requirePlatformAdminAction(): Promise<DashboardContext> {
  return platformAdminContext(await requireDashboardAction());
}
