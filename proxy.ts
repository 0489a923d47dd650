// Request hook (Next 16 "proxy", formerly middleware): signed-out visitors of the dashboard go to the
// sign-in page, and dashboard JSON endpoints answer 401. This is only the first gate: every page, server
// action and dashboard route handler checks the session and the role again on the server.
import { NextResponse } from 'next/server';
import { auth } from '@/auth';
import { errorResponse } from '@/lib/http/respond';

export default auth((req) => {
  if (req.auth?.user?.id) return NextResponse.next();
  const { pathname, search } = req.nextUrl;
  if (pathname.startsWith('/api/dashboard')) {
    return errorResponse('unauthenticated');
  }
  const login = new URL('/login', req.nextUrl.origin);
  login.searchParams.set('callbackUrl', pathname + search);
  return NextResponse.redirect(login);
});

export const config = {
  matcher: ['/dashboard', '/dashboard/:path*', '/api/dashboard/:path*'],
};
