'use server';
// Sign-in form actions (lib/http/form-action.ts): Auth.js Credentials sign-in (brute-force limits live in auth.ts's
// authorize). A database outage arrives as the `service_unavailable` code (auth.ts) and says so, never "Correo o
// contraseña incorrectos.".
import { AuthError, CredentialsSignin } from 'next-auth';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CHALLENGE_COOKIE, signIn } from '@/auth';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/db/errors';
import { formAction, FormRefusal, formText } from '@/lib/http/form-action';

/** Only same-site paths are followed after sign-in. */
function safeCallback(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/dashboard';
}

const TOO_MANY = 'Demasiados intentos de inicio de sesión. Espera hasta 15 minutos antes de intentarlo de nuevo.';

/** The database could not be asked (auth.ts): nothing about the password or the code is known. */
const unavailable = (error: unknown) => error instanceof CredentialsSignin && error.code === 'service_unavailable';

/** Auth.js's refusals that every step answers alike. */
function commonRefusal(error: unknown): FormRefusal | null {
  if (error instanceof CredentialsSignin && error.code === 'too_many_attempts') return new FormRefusal(TOO_MANY, 'too_many_attempts');
  if (unavailable(error)) return new FormRefusal(DATABASE_UNAVAILABLE_MESSAGE, 'service_unavailable');
  return null;
}

const signInInput = z
  .object({ email: formText.transform((v) => v.trim()), password: formText, callbackUrl: formText })
  .refine((v) => v.email !== '' && v.password !== '', { message: 'Escribe tu correo y tu contraseña.' });

export const signInAction = formAction(
  { name: 'signIn', input: signInInput, keep: (raw) => ({ email: (raw.email ?? '').trim() }) },
  async ({ input }) => {
    const callbackUrl = safeCallback(input.callbackUrl);
    try {
      await signIn('credentials', { email: input.email, password: input.password, redirectTo: callbackUrl });
    } catch (error) {
      const refusal = commonRefusal(error);
      if (refusal) throw refusal;
      // the password was right; the session opens only after the second factor (auth.ts)
      if (error instanceof CredentialsSignin && error.code === 'two_factor_required') {
        redirect(`/login/verificacion?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      }
      if (error instanceof AuthError) throw new FormRefusal('Correo o contraseña incorrectos.', 'invalid_credentials');
      throw error; // the redirect after a successful sign-in
    }
    return null;
  },
);

// the code step's refusal that sends the person back to the first step (the form links to /login)
const CHALLENGE_EXPIRED = 'challenge_expired';

/** The second step: the code from the authenticator app (or a recovery code) for the pending challenge. */
export const verifyCodeAction = formAction(
  { name: 'verifySignInCode', input: z.object({ code: formText.transform((v) => v.trim()), callbackUrl: formText }) },
  async ({ input }) => {
    const challenge = (await cookies()).get(CHALLENGE_COOKIE)?.value;
    if (!challenge) throw new FormRefusal('Tu inicio de sesión expiró. Vuelve a escribir tu correo y tu contraseña.', CHALLENGE_EXPIRED);
    if (!input.code)
      throw new FormRefusal('Código: escribe el código de 6 dígitos de tu aplicación o un código de recuperación.', 'invalid_code');
    try {
      await signIn('credentials', { challenge, code: input.code, redirectTo: safeCallback(input.callbackUrl) });
    } catch (error) {
      const refusal = commonRefusal(error);
      if (refusal) throw refusal;
      if (error instanceof CredentialsSignin && error.code === 'challenge_expired') {
        throw new FormRefusal(
          'Tu inicio de sesión expiró o tuvo demasiados códigos incorrectos. Vuelve a escribir tu correo y tu contraseña.',
          CHALLENGE_EXPIRED,
        );
      }
      if (error instanceof AuthError)
        throw new FormRefusal('Código: no es correcto o ya se usó. Prueba con el código que muestra tu aplicación ahora.', 'invalid_code');
      throw error; // the redirect after a successful sign-in
    }
    return null;
  },
);
