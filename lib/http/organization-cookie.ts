// The dashboard's chosen organization (lib/auth/session.ts reads it): set in one place, by switching organization
// in the dashboard's shell and by joining one from an invitation; cleared on signing out. Secure when the service is reached over https
// in production (AUTH_URL, the address Auth.js signs in on).
import { cookies } from 'next/headers';
import { ORG_COOKIE } from '@/lib/auth/session';
import { config } from '@/lib/platform/config';

const ORG_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

export async function setOrganizationCookie(organizationId: string): Promise<void> {
  const { NODE_ENV, AUTH_URL } = config();
  (await cookies()).set(ORG_COOKIE, organizationId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: NODE_ENV === 'production' && AUTH_URL?.startsWith('https://') === true,
    maxAge: ORG_COOKIE_MAX_AGE_SECONDS,
  });
}

export async function clearOrganizationCookie(): Promise<void> {
  (await cookies()).delete(ORG_COOKIE);
}
