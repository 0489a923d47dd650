// Request hook (Next 16 "proxy", formerly middleware), the one place for three things:
// 1. Server actions (a POST to a page) from another origin are refused with 403 before Next.js sees them.
// 2. Signed-out visitors of the dashboard go to the sign-in page, dashboard JSON endpoints answer 401, and server
//    actions go through to answer `unauthenticated` themselves. This is
//    only the first gate: it reads the JWT, not the database. Every page, server action and dashboard route
//    handler checks the session row and the role again on the server (lib/http/session.ts), so a revoked or
//    expired session is refused there.
// 3. Every HTML page gets its Content-Security-Policy with a fresh nonce (lib/http/security-headers.ts); the
//    static headers and the CSP of /api come from next.config.ts.
// 4. The recipient's public pages (/rastreo, /baja): the per-IP limit, and the whole Spanish 404 page of an unknown
//    tracking number or unsubscribe link (lib/http/public-not-found.ts: Next.js' notFound() would send
//    an empty body that only JavaScript fills); a plain POST to /baja/<token> (the confirm button, a mail client's
//    one-click unsubscribe) goes to its route handler (app/api/public/unsubscribe/[token]/route.ts).
// 5. A page address whose percent-encoding is broken (/rastreo/%ZZ) gets a Spanish 404 (Next.js: 500 in English).
//
// It never writes cookies. Auth.js' own proxy wrapper re-issues the session cookie on every response it sees; a
// request already in flight at sign-out (a link prefetch) would then bring the deleted cookie back. Sessions
// therefore end 8 h after sign-in (no sliding renewal), or earlier when their row is revoked.
import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { isSameOrigin } from '@/lib/auth/same-origin';
import { authSecret, runtimeEnv } from '@/lib/platform/config';
import { errorResponse } from '@/lib/http/respond';
import { isTrackingPage, limitTrackingPage, ROBOTS_HEADER } from '@/app/rastreo/_lib/page-limit';
import { malformedAddressPage, publicPageNotFound } from '@/lib/http/public-not-found';
import { createNonce, INLINE_STYLE_PAGES, pageCsp } from '@/lib/http/security-headers';
import { PAGE_PATH_HEADER } from '@/lib/auth/return-path';

const isDashboard = (pathname: string) =>
  pathname === '/dashboard' || pathname.startsWith('/dashboard/') || pathname.startsWith('/api/dashboard/');

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const isPage = !pathname.startsWith('/api/');
  // Pages answer POST only as server actions; a browser always sends Origin with a POST.
  if (isPage && req.method === 'POST' && req.headers.has('origin') && !isSameOrigin(req.headers)) {
    return errorResponse('forbidden', 'Solicitud de otro origen rechazada.');
  }
  if (isPage) {
    const malformed = malformedAddressPage(pathname);
    if (malformed) return malformed;
  } else if (isDashboard(pathname) && malformedAddressPage(pathname)) {
    return errorResponse('not_found');
  }
  // Public tracking pages: per-IP limit with a Spanish 429 page (app/rastreo/_lib/page-limit.ts), then the 404 page
  // of an unknown number or link; never sent to /login.
  if (isTrackingPage(pathname) && (req.method === 'GET' || req.method === 'HEAD')) {
    const refused = (await limitTrackingPage(req)) ?? (await publicPageNotFound(pathname));
    if (refused) return refused;
  }
  const unsubscribe = /^\/baja\/([^/]+)$/.exec(pathname);
  if (unsubscribe && req.method === 'POST' && !req.headers.has('next-action')) {
    return NextResponse.rewrite(new URL(`/api/public/unsubscribe/${unsubscribe[1]}`, req.nextUrl));
  }
  if (isDashboard(pathname)) {
    const protocol = req.headers.get('x-forwarded-proto') ?? req.nextUrl.protocol.replace(':', '');
    const token = await getToken({ req, secret: authSecret(), secureCookie: protocol === 'https' });
    // A server action (a POST to a page with a Next-Action header) is let through: its wrapper checks the session
    // and answers an ended one like a revoked one (lib/http/server-action.ts); a redirect would make it throw.
    const isServerAction = isPage && req.method === 'POST' && req.headers.has('next-action');
    if (!token?.sub && !isServerAction) {
      if (!isPage) return errorResponse('unauthenticated');
      const login = new URL('/login', req.nextUrl.origin);
      // a session cookie that no longer reads as a session: it expired (8 h) — the sign-in page says so
      if (req.cookies.getAll().some((c) => c.name.endsWith('authjs.session-token'))) login.searchParams.set('sesion', 'expirada');
      login.searchParams.set('callbackUrl', pathname + search);
      return NextResponse.redirect(login);
    }
  }
  if (!isPage) return NextResponse.next();
  const csp = pageCsp(createNonce(), runtimeEnv.nodeEnv() === 'development', { inlineStyles: INLINE_STYLE_PAGES.includes(pathname) });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('content-security-policy', csp);
  // where the user is, for a page whose session row ended to send them back here after signing in (lib/http/session.ts)
  requestHeaders.set(PAGE_PATH_HEADER, pathname + search);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (isTrackingPage(pathname)) response.headers.set(...ROBOTS_HEADER);
  return response;
}

export const config = {
  // Every page (not Next's static files) and the dashboard endpoints; the rest of /api has its own gates.
  matcher: ['/((?!api/|_next/static/|_next/image|favicon.ico).*)', '/api/dashboard/:path*'],
};
