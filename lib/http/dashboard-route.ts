// The wrapper of the dashboard's own endpoints (app/api/dashboard/**: those with no /api/v1 twin; the dashboard calls
// the /api/v1 operations themselves with its session, lib/http/authenticate-caller.ts): session-authenticated (never
// API keys), with the same session, role and organization check as the server actions (lib/http/session.ts requireOrgAction),
// organization from the session, errors in the API's { "error": "<español>" } shape (lib/http/with-request.ts).
import type { Permission } from '@/lib/auth/permissions';
import { isSameOrigin } from '@/lib/auth/same-origin';
import { requireOrgAction, type OrgContext } from './session';
import { ApiError } from './api-error';
import { withRequest, type RequestContext } from './with-request';

export function withDashboardSession<P = Record<string, string>>(
  options: { permission: Permission | null },
  handler: (ctx: RequestContext<P> & { session: OrgContext; url: URL }) => Promise<Response> | Response,
) {
  return withRequest<P>(async (ctx) => {
    // Writes come from the dashboard's own pages only (the session cookie is SameSite=Lax as well).
    if (ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD' && !isSameOrigin(ctx.req.headers)) {
      throw new ApiError('forbidden', 'Solicitud de otro origen rechazada.');
    }
    const session = await requireOrgAction(options.permission ?? undefined);
    const response = await handler({ ...ctx, session, url: new URL(ctx.req.url) });
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });
}
