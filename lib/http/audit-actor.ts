// Who acted, for the audit log (lib/audit/record-audit.ts): a dashboard user (from the session, with the client
// address by the one rule of lib/http/client-ip.ts) or an API key (from the API context).
import { headers } from 'next/headers';
import type { ApiKeyContext } from '@/lib/api-keys/authenticate';
import type { DashboardContext } from '@/lib/auth/session';
import type { AuditActor } from '@/lib/audit/record-audit';
import { config } from '@/lib/config';
import { clientIp, UNKNOWN_CLIENT } from './client-ip';

/** The signed-in user of a server action or dashboard endpoint (`req` when there is one, else next/headers). */
export async function sessionActor(session: DashboardContext, req?: Request): Promise<AuditActor> {
  const request = req ?? new Request('http://localhost/', { headers: await headers() });
  const ip = clientIp(request, config().TRUST_PROXY);
  return { type: 'user', id: session.user.id, label: session.user.email, ip: ip === UNKNOWN_CLIENT ? null : ip };
}

/** The API key of an /api/v1 request: "Clave de API «Tienda» (sk_live_ab12…)", from the row authentication read. */
export function apiKeyActor(ctx: { auth: ApiKeyContext; clientIp: string }): AuditActor {
  const ip = ctx.clientIp === UNKNOWN_CLIENT ? null : ctx.clientIp;
  return { type: 'api_key', id: ctx.auth.apiKeyId, label: `Clave de API «${ctx.auth.name}» (${ctx.auth.displayPrefix}…)`, ip };
}
