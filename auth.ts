// Dashboard sign-in (Auth.js v5): email + password against users.password_hash, JWT sessions that carry
// the user id and the id of a user_sessions row (`sid`, lib/auth/user-sessions.ts). Every request checks that
// row (revoked at sign-out, password change, membership removal; expired after 8 h) and reads organization,
// role and the platform-admin flag from the database (lib/http/session.ts), so each change takes effect at once.
// Users with a second factor sign in in two steps (lib/account/sign-in-challenge.ts): the password step opens no
// session, it leaves a pending challenge whose token rides in an httpOnly cookie (CHALLENGE_COOKIE) and fails
// with `two_factor_required`; the code step ({ challenge, code }) opens the session. Every session records its
// browser (lib/account/known-devices.ts) for the optional new-sign-in email, and is audited as `user.signed_in`.
import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { isDatabaseUnavailable } from '@/db/errors';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, newDeviceCookie, readDeviceCookie } from '@/lib/account/known-devices';
import { openSignedInSession, type SignInMethod } from '@/lib/account/sign-in';
import { CHALLENGE_VALID_MINUTES, completeSignInChallenge, createSignInChallenge, hasTwoFactor } from '@/lib/account/sign-in-challenge';
import { authLogger } from '@/lib/auth/auth-logger';
import { verifyCredentials } from '@/lib/auth/credentials';
import { countSignInAttempt } from '@/lib/auth/sign-in-throttle';
import { revokeUserSession, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/user-sessions';
import { clientIpOf, UNKNOWN_CLIENT } from '@/lib/http/client-ip';
import { log } from '@/lib/platform/log';

/** Too many failed attempts: the sign-in form shows a "try again later" message. */
declare module 'next-auth' {
  interface User {
    /** user_sessions.id of this sign-in */
    sessionId?: string;
  }
  interface Session {
    sessionId?: string;
  }
}
declare module 'next-auth/jwt' {
  interface JWT {
    sid?: string;
  }
}

class TooManyAttempts extends CredentialsSignin {
  code = 'too_many_attempts';
}
class InvalidCredentials extends CredentialsSignin {
  code = 'invalid_credentials';
}
class TwoFactorRequired extends CredentialsSignin {
  code = 'two_factor_required';
}
class InvalidCode extends CredentialsSignin {
  code = 'invalid_code';
}
class ChallengeExpired extends CredentialsSignin {
  code = 'challenge_expired';
}
/** The database could not be asked: the form says the service is unavailable, never that the password is wrong. */
class ServiceUnavailable extends CredentialsSignin {
  code = 'service_unavailable';
}

/** The pending second step's token (lib/account/sign-in-challenge.ts), for /login/verificacion only. */
export const CHALLENGE_COOKIE = 'envios_2fa';

const credentialsSchema = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(200),
});
const secondStepSchema = z.object({ challenge: z.string().min(1).max(100), code: z.string().min(1).max(40) });

const isHttps = (request: Request) =>
  (request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')) === 'https';

/** Opens the session of a user whose every factor was checked; the browser gets its device cookie. */
async function openSession(userId: string, request: Request, ip: string, method: SignInMethod) {
  const jar = await cookies();
  let deviceId = readDeviceCookie(jar.get(DEVICE_COOKIE)?.value);
  if (!deviceId) {
    const fresh = newDeviceCookie();
    deviceId = fresh.deviceId;
    jar.set(DEVICE_COOKIE, fresh.value, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isHttps(request),
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  }
  const { sessionId } = await openSignedInSession(getDb(), {
    userId,
    ip: ip === UNKNOWN_CLIENT ? null : ip,
    userAgent: request.headers.get('user-agent'),
    deviceId,
    method,
  });
  return sessionId;
}

async function secondStep(raw: unknown, request: Request, ip: string) {
  const parsed = secondStepSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidCode();
  const outcome = await completeSignInChallenge(getDb(), { token: parsed.data.challenge, code: parsed.data.code, ip });
  if (!outcome.ok) {
    log.warn('dashboard sign-in: second factor refused', { ip, reason: outcome.reason });
    if (outcome.reason === 'too_many_attempts') throw new TooManyAttempts();
    if (outcome.reason === 'expired') throw new ChallengeExpired();
    throw new InvalidCode();
  }
  (await cookies()).delete({ name: CHALLENGE_COOKIE, path: '/' });
  const { user } = outcome;
  return { id: user.id, email: user.email, name: user.name, sessionId: await openSession(user.id, request, ip, outcome.method) };
}

async function passwordStep(raw: unknown, request: Request, ip: string) {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidCredentials();
  const { email, password } = parsed.data;
  const attempt = await countSignInAttempt(email, ip);
  if (!attempt.allowed) {
    log.warn('dashboard sign-in throttled', { ip, retryAfterSeconds: attempt.retryAfterSeconds });
    throw new TooManyAttempts();
  }
  // Only a wrong password stays counted (lib/auth/sign-in-throttle.ts): a right one, or a check that could not run, is taken back.
  let user: Awaited<ReturnType<typeof verifyCredentials>>;
  try {
    user = await verifyCredentials(getDb(), { email, password });
  } catch (error) {
    await attempt.release();
    throw error;
  }
  if (!user) throw new InvalidCredentials();
  await attempt.release();
  if (await hasTwoFactor(getDb(), user.id)) {
    const challenge = await createSignInChallenge(getDb(), user.id);
    (await cookies()).set(CHALLENGE_COOKIE, challenge, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isHttps(request),
      maxAge: CHALLENGE_VALID_MINUTES * 60,
    });
    throw new TwoFactorRequired();
  }
  return { id: user.id, email: user.email, name: user.name, sessionId: await openSession(user.id, request, ip, 'password') };
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  // A refused sign-in is logged as info, not as Auth.js's "[auth][error] CredentialsSignin" (lib/auth/auth-logger.ts).
  logger: authLogger,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/login', error: '/login' },
  providers: [
    Credentials({
      credentials: { email: { label: 'Correo' }, password: { label: 'Contraseña', type: 'password' } },
      async authorize(raw, request) {
        const ip = clientIpOf(request);
        try {
          if (raw && typeof raw === 'object' && 'challenge' in raw) return await secondStep(raw, request, ip);
          return await passwordStep(raw, request, ip);
        } catch (error) {
          // Auth.js would report any other error as a failed sign-in ("Correo o contraseña incorrectos.").
          if (!isDatabaseUnavailable(error)) throw error;
          log.warn('dashboard sign-in: database unavailable', { ip, error });
          throw new ServiceUnavailable();
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) {
        token.sub = user.id;
        token.sid = user.sessionId;
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.sessionId = token.sid;
      return session;
    },
  },
  events: {
    // Sign-out ends the session on the server: a copy of the cookie no longer signs anyone in.
    async signOut(message) {
      if ('token' in message) await revokeUserSession(getDb(), { sessionId: message.token?.sid });
    },
  },
});
