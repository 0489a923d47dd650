// Who acted, for the audit log (lib/audit/record-audit.ts): a dashboard user (from the session, with the client
// address by the one rule of lib/http/client-ip.ts) or the caller of an /api/v1 operation (a key or a session).
import type { DashboardContext } from '@/lib/auth/session';
import type { AuditActor } from '@/lib/audit/record-audit';
import type { ApiCaller } from './authenticate-caller';
import { clientIpOf, currentClientIp, UNKNOWN_CLIENT } from './client-ip';

/** The signed-in user of a server action or dashboard endpoint (`req` when there is one, else next/headers). */
export async function sessionActor(session: DashboardContext, req?: Request): Promise<AuditActor> {
  const ip = req ? clientIpOf(req) : await currentClientIp();
  return { type: 'user', id: session.user.id, label: session.user.email, ip: ip === UNKNOWN_CLIENT ? null : ip };
}

/**
 * The caller of an /api/v1 request, from what authentication read: the API key ("Clave de API «Tienda»
 * (sk_live_ab12…)") or, for the dashboard calling the same operation, the signed-in user (lib/http/authenticate-caller.ts).
 */
export function callerActor(ctx: { auth: ApiCaller; clientIp: string }): AuditActor {
  const ip = ctx.clientIp === UNKNOWN_CLIENT ? null : ctx.clientIp;
  const { auth } = ctx;
  if (auth.kind === 'session') return { type: 'user', id: auth.session.user.id, label: auth.session.user.email, ip };
  return { type: 'api_key', id: auth.apiKeyId, label: `Clave de API «${auth.name}» (${auth.displayPrefix}…)`, ip };
}
