// Dashboard sign-in (Auth.js v5): email + password against users.password_hash, JWT sessions that carry
// the user id and the id of a user_sessions row (`sid`, lib/auth/user-sessions.ts). Every request checks that
// row (revoked at sign-out, password change, membership removal; expired after 8 h) and reads organization,
// role and the platform-admin flag from the database (lib/auth/session.ts), so each change takes effect at once.
import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { verifyCredentials } from '@/lib/auth/credentials';
import { countSignInAttempt } from '@/lib/auth/sign-in-throttle';
import { createUserSession, revokeUserSession, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/user-sessions';
import { config } from '@/lib/config';
import { clientIp } from '@/lib/http/client-ip';
import { log } from '@/lib/log';

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

const credentialsSchema = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(200),
});

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/login', error: '/login' },
  providers: [
    Credentials({
      credentials: { email: { label: 'Correo' }, password: { label: 'Contraseña', type: 'password' } },
      async authorize(raw, request) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) throw new InvalidCredentials();
        const { email, password } = parsed.data;
        const ip = clientIp(request, config().TRUST_PROXY);
        const throttle = await countSignInAttempt(email, ip);
        if (!throttle.allowed) {
          log.warn('dashboard sign-in throttled', { ip, retryAfterSeconds: throttle.retryAfterSeconds });
          throw new TooManyAttempts();
        }
        const user = await verifyCredentials(getDb(), { email, password });
        if (!user) throw new InvalidCredentials();
        const sessionId = await createUserSession(getDb(), { userId: user.id, ip, userAgent: request.headers.get('user-agent') });
        return { id: user.id, email: user.email, name: user.name, sessionId };
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
