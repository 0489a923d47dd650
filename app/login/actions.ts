'use server';
// Sign-in form action: Auth.js Credentials sign-in (brute-force limits live in auth.ts's authorize). A database
// outage arrives as the `service_unavailable` code (auth.ts) and says so, never "Correo o contraseña incorrectos.".
import { AuthError, CredentialsSignin } from 'next-auth';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { CHALLENGE_COOKIE, signIn } from '@/auth';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/db/errors';

export type SignInState = { error: string | null; email: string };

/** Only same-site paths are followed after sign-in. */
function safeCallback(value: FormDataEntryValue | null): string {
  const path = typeof value === 'string' ? value : '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/dashboard';
}

const TOO_MANY = 'Demasiados intentos de inicio de sesión. Espera hasta 15 minutos antes de intentarlo de nuevo.';

/** The database could not be asked (auth.ts): nothing about the password or the code is known. */
const unavailable = (error: unknown) => error instanceof CredentialsSignin && error.code === 'service_unavailable';

export async function signInAction(_prev: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return { error: 'Escribe tu correo y tu contraseña.', email };
  const callbackUrl = safeCallback(form.get('callbackUrl'));
  try {
    await signIn('credentials', { email, password, redirectTo: callbackUrl });
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === 'too_many_attempts') return { error: TOO_MANY, email };
    if (unavailable(error)) return { error: DATABASE_UNAVAILABLE_MESSAGE, email };
    // the password was right; the session opens only after the second factor (auth.ts)
    if (error instanceof CredentialsSignin && error.code === 'two_factor_required') {
      redirect(`/login/verificacion?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    }
    if (error instanceof AuthError) return { error: 'Correo o contraseña incorrectos.', email };
    throw error; // the redirect after a successful sign-in
  }
  return { error: null, email };
}

export type CodeState = { error: string | null; expired: boolean };

/** The second step: the code from the authenticator app (or a recovery code) for the pending challenge. */
export async function verifyCodeAction(_prev: CodeState, form: FormData): Promise<CodeState> {
  const code = String(form.get('code') ?? '').trim();
  const challenge = (await cookies()).get(CHALLENGE_COOKIE)?.value;
  if (!challenge) return { error: 'Tu inicio de sesión expiró. Vuelve a escribir tu correo y tu contraseña.', expired: true };
  if (!code) return { error: 'Código: escribe el código de 6 dígitos de tu aplicación o un código de recuperación.', expired: false };
  try {
    await signIn('credentials', { challenge, code, redirectTo: safeCallback(form.get('callbackUrl')) });
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === 'too_many_attempts') return { error: TOO_MANY, expired: false };
    if (unavailable(error)) return { error: DATABASE_UNAVAILABLE_MESSAGE, expired: false };
    if (error instanceof CredentialsSignin && error.code === 'challenge_expired') {
      return { error: 'Tu inicio de sesión expiró o tuvo demasiados códigos incorrectos. Vuelve a escribir tu correo y tu contraseña.', expired: true };
    }
    if (error instanceof AuthError) return { error: 'Código: no es correcto o ya se usó. Prueba con el código que muestra tu aplicación ahora.', expired: false };
    throw error; // the redirect after a successful sign-in
  }
  return { error: null, expired: false };
}
