// The dashboard's session calling an /api/v1 route handler as Next.js runs it (in a request scope, the session read
// through next/headers), with a real Auth.js session cookie of a real session row. Import auth-server first in the
// test file (it sets up what Next.js's request storage needs).
import { randomBytes } from 'node:crypto';
import { encode } from 'next-auth/jwt';
import { getDb } from '@/db/client';
import type { MembershipRole } from '@/db/schema';
import { createUserSession } from '@/lib/auth/user-sessions';
import { createUser } from '@/lib/users/create-user';
import { inRequestScope } from './auth-server';

export const SESSION_ORIGIN = 'http://127.0.0.1:3000';
export type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A member of `organizationId` with `role`, signed in: the Auth.js cookie of an open session row (AUTH_SECRET set). */
export async function signedIn(organizationId: string, role: MembershipRole) {
  const email = `${role}-${randomBytes(4).toString('hex')}@sesion-api.test`;
  const user = await createUser(getDb(), { email, password: 'contraseña-de-prueba-1', organizationId, role });
  const sessionId = await createUserSession(getDb(), { userId: user.id });
  const jwt = await encode({ token: { sub: user.id, sid: sessionId }, secret: process.env.AUTH_SECRET!, salt: 'authjs.session-token' });
  return { userId: user.id, email, cookie: `authjs.session-token=${jwt}` };
}

/** Calls a route handler of app/api/v1 as Next.js does (its server adds X-Forwarded-Proto, which Auth.js reads). */
export async function callRoute(
  handler: RouteHandler,
  method: string,
  path: string,
  params: Record<string, string>,
  headers: Record<string, string>,
  body?: BodyInit,
) {
  const req = new Request(`${SESSION_ORIGIN}${path}`, {
    method,
    headers: { host: '127.0.0.1:3000', 'x-forwarded-proto': 'http', ...headers },
    body,
  });
  const { value } = await inRequestScope(req, () => handler(req, { params: Promise.resolve(params) }));
  const raw = Buffer.from(await value.arrayBuffer());
  let parsed: any = null;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    // not JSON (a photo, say)
  }
  return { status: value.status, headers: value.headers, body: parsed, raw };
}
