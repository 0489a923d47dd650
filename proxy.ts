// Request hook (Next 16 "proxy", formerly middleware): signed-out visitors of the dashboard go to the
// sign-in page, and dashboard JSON endpoints answer 401. This is only the first gate: every page, server
// action and dashboard route handler checks the session and the role again on the server.
//
// It only reads the session JWT (getToken) and never writes cookies. Auth.js' own proxy wrapper re-issues
// the session cookie on every response it sees; a request already in flight at sign-out (a link prefetch)
// would then bring the deleted session back. Sessions therefore end 8 h after sign-in (no sliding renewal).
import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { errorResponse } from '@/lib/http/respond';

export async function proxy(req: NextRequest) {
  const protocol = req.headers.get('x-forwarded-proto') ?? req.nextUrl.protocol.replace(':', '');
  const token = await getToken({ req, secret: process.env.AUTH_SECRET, secureCookie: protocol === 'https' });
  if (token?.sub) return NextResponse.next();
  const { pathname, search } = req.nextUrl;
  if (pathname.startsWith('/api/dashboard')) return errorResponse('unauthenticated');
  const login = new URL('/login', req.nextUrl.origin);
  login.searchParams.set('callbackUrl', pathname + search);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ['/dashboard', '/dashboard/:path*', '/api/dashboard/:path*'],
};
