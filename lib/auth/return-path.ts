// The return address of a session that ended: proxy.ts passes the page's path in a request header, and a page whose
// session row is gone (lib/http/session.ts) sends the user to sign in with it as callbackUrl (the login page only
// follows same-site paths). The client side does the same for server actions (app/_components/use-action.ts).
export const PAGE_PATH_HEADER = 'x-envios-page-path';

/** `/login?sesion=expirada&callbackUrl=<path>` for a same-site path; plain `/login` for anything else. */
export function signInAgainPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/login';
  return `/login?sesion=expirada&callbackUrl=${encodeURIComponent(path)}`;
}
