'use server';
// Sign-in form action: Auth.js Credentials sign-in (brute-force limits live in auth.ts's authorize).
import { AuthError, CredentialsSignin } from 'next-auth';
import { signIn } from '@/auth';

export type SignInState = { error: string | null; email: string };

/** Only same-site paths are followed after sign-in. */
function safeCallback(value: FormDataEntryValue | null): string {
  const path = typeof value === 'string' ? value : '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/dashboard';
}

export async function signInAction(_prev: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return { error: 'Escribe tu correo y tu contraseña.', email };
  try {
    await signIn('credentials', { email, password, redirectTo: safeCallback(form.get('callbackUrl')) });
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === 'too_many_attempts') {
      return { error: 'Demasiados intentos de inicio de sesión. Espera hasta 15 minutos antes de intentarlo de nuevo.', email };
    }
    if (error instanceof AuthError) return { error: 'Correo o contraseña incorrectos.', email };
    throw error; // the redirect after a successful sign-in
  }
  return { error: null, email };
}
