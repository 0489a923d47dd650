'use server';
// Session-wide actions of the dashboard shell: sign out, switch organization.
import { cookies } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { signOut } from '@/auth';
import { ApiError } from '@/lib/http/api-error';
import { getDashboardContext, ORG_COOKIE } from '@/lib/auth/session';
import { runAction } from '@/lib/dashboard/action-result';

/**
 * The redirect target carries `signedOut=1` so the sign-in page skips its "already signed in?" check: Next
 * renders the redirect target within this same request, whose cookie header still holds the old session,
 * and bouncing back into /dashboard from there would have the session cookie issued again.
 */
export async function signOutAction(): Promise<void> {
  (await cookies()).delete(ORG_COOKIE);
  await signOut({ redirectTo: '/login?signedOut=1' });
}

export async function switchOrganizationAction(organizationId: string) {
  return runAction('switchOrganization', async () => {
    const ctx = await getDashboardContext();
    if (!ctx) throw new ApiError('unauthenticated');
    const membership = ctx.user.memberships.find((m) => m.organizationId === organizationId);
    if (!membership) throw new ApiError('forbidden', 'No perteneces a esa organización.');
    (await cookies()).set(ORG_COOKIE, organizationId, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: process.env.NODE_ENV === 'production' && process.env.AUTH_URL?.startsWith('https://') === true,
      maxAge: 60 * 60 * 24 * 180,
    });
    revalidatePath('/dashboard', 'layout');
    return { organizationId };
  });
}
