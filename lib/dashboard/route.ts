// The wrapper of dashboard JSON endpoints (app/api/dashboard/**): session-authenticated (never API keys),
// organization from the session, errors in the API's { "error": "<español>" } shape.
import type { MembershipRole } from '@/db/schema';
import { isSameOrigin } from '@/lib/auth/same-origin';
import { requireOrgAction, type OrgContext } from '@/lib/auth/session';
import { ApiError } from '@/lib/http/api-error';
import { withRequest, type RequestContext } from '@/lib/http/with-request';

export function withDashboardSession<P = Record<string, string>>(
  options: { role?: MembershipRole },
  handler: (ctx: RequestContext<P> & { session: OrgContext; url: URL }) => Promise<Response> | Response,
) {
  return withRequest<P>(async (ctx) => {
    // Writes come from the dashboard's own pages only (the session cookie is SameSite=Lax as well).
    if (ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD' && !isSameOrigin(ctx.req.headers)) {
      throw new ApiError('forbidden', 'Solicitud de otro origen rechazada.');
    }
    const session = await requireOrgAction(options.role ?? 'member');
    const response = await handler({ ...ctx, session, url: new URL(ctx.req.url) });
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });
}
