// Dashboard sign-in (Auth.js v5): email + password against users.password_hash, JWT sessions that carry
// only the user id. Organization, role and the platform-admin flag are read from the database on every
// request (lib/auth/session.ts), so a removed membership takes effect at once.
import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { verifyCredentials } from '@/lib/auth/credentials';
import { countSignInAttempt } from '@/lib/auth/sign-in-throttle';
import { config } from '@/lib/config';
import { clientIp } from '@/lib/http/client-ip';
import { log } from '@/lib/log';

/** Too many failed attempts: the sign-in form shows a "try again later" message. */
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
  session: { strategy: 'jwt', maxAge: 8 * 60 * 60 },
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
        const user = await verifyCredentials(getDb(), email, password);
        if (!user) throw new InvalidCredentials();
        return { id: user.id, email: user.email, name: user.name };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) token.sub = user.id;
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      return session;
    },
  },
});
