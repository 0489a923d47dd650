'use server';
// Session-wide actions of the dashboard shell: sign out, switch organization, switch between live and test mode.
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { signOut } from '@/auth';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { clearOrganizationCookie, setOrganizationCookie } from '@/lib/http/organization-cookie';
import { setModeCookie } from '@/lib/http/mode-cookie';
import { getDb } from '@/lib/platform/db';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { signedInAction } from '@/lib/http/server-action';

/**
 * The one action outside lib/http/server-action.ts: it needs no session (signing out twice is fine) and ends in a
 * redirect, which Next.js carries as a thrown error the wrapper would otherwise answer as a failure.
 * The redirect target carries `signedOut=1` so the sign-in page skips its "already signed in?" check: Next
 * renders the redirect target within this same request, whose cookie header still holds the old session,
 * and bouncing back into /dashboard from there would have the session cookie issued again.
 */
export async function signOutAction(): Promise<void> {
  await clearOrganizationCookie();
  await setModeCookie('live');
  await signOut({ redirectTo: '/login?signedOut=1' });
}

export const switchOrganizationAction = signedInAction(
  { name: 'switchOrganization', input: z.string() },
  async ({ session, input: organizationId }) => {
    const membership = session.user.memberships.find((m) => m.organizationId === organizationId);
    if (!membership) throw new DomainError('forbidden', 'No perteneces a esa organización.');
    await setOrganizationCookie(organizationId);
    revalidatePath('/dashboard', 'layout');
    return { organizationId };
  },
);

/** Test mode on or off (docs/modes.md); turning it on makes the current organization's test twin if it has none. */
export const switchModeAction = signedInAction(
  { name: 'switchMode', input: z.enum(['live', 'test'], 'El modo debe ser live o test.') },
  async ({ session, input: mode }) => {
    if (!session.membership) throw new DomainError('forbidden', 'No perteneces a ninguna organización.');
    if (mode === 'test') await ensureTestTwin(getDb(), session.membership.organizationId);
    await setModeCookie(mode);
    revalidatePath('/dashboard', 'layout');
    return { mode };
  },
);
