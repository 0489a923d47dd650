// Is a request sent by this site's own pages? Its Origin must name the host the request was sent to (the
// Host header, or X-Forwarded-Host behind a proxy, as Next.js' own server-action check reads it). Used by
// proxy.ts for server actions and by lib/http/dashboard-route.ts for dashboard endpoint writes.
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (!origin) return false;
  const host = headers.get('x-forwarded-host')?.split(',')[0].trim() || headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" (sandboxed frames, some redirects) or garbage
  }
}
