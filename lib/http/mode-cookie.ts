// The dashboard's mode (lib/auth/session.ts reads it): set by the "Modo de prueba" switch of the dashboard's shell,
// cleared on signing out. Like the organization cookie (organization-cookie.ts): httpOnly, Lax, Secure over https.
import { cookies } from 'next/headers';
import { MODE_COOKIE } from '@/lib/auth/session';
import { config } from '@/lib/platform/config';
import type { OrganizationMode } from '@/model/organizations';

const MODE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

export async function setModeCookie(mode: OrganizationMode): Promise<void> {
  const jar = await cookies();
  if (mode === 'live') {
    jar.delete(MODE_COOKIE);
    return;
  }
  const { NODE_ENV, AUTH_URL } = config();
  jar.set(MODE_COOKIE, mode, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: NODE_ENV === 'production' && AUTH_URL?.startsWith('https://') === true,
    maxAge: MODE_COOKIE_MAX_AGE_SECONDS,
  });
}
