// Dashboard sign-in page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { CHALLENGE_COOKIE } from '@/auth';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/db/errors';
import { getDashboardContext } from '@/lib/http/session';
import { AuthFrame } from './auth-frame';
import { LoginForm } from './login-form';

export const metadata: Metadata = { title: 'Iniciar sesión · Envíos MX' };
export const dynamic = 'force-dynamic';

const errorMessages: Record<string, string> = {
  too_many_attempts: 'Demasiados intentos de inicio de sesión. Espera hasta 15 minutos antes de intentarlo de nuevo.',
  invalid_credentials: 'Correo o contraseña incorrectos.',
  credentials: 'Correo o contraseña incorrectos.',
  two_factor_required: 'Escribe tu correo y tu contraseña en este formulario para continuar con el código de verificación.',
  // the database could not be asked (auth.ts): a direct POST to Auth.js lands here with this code
  service_unavailable: DATABASE_UNAVAILABLE_MESSAGE,
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callback = typeof params.callbackUrl === 'string' ? params.callbackUrl : '/dashboard';
  const callbackUrl = callback.startsWith('/') && !callback.startsWith('//') && !callback.startsWith('/\\') ? callback : '/dashboard';
  const signedOut = params.signedOut === '1';
  // A visitor still holding a session cookie goes on; during a database outage nobody can be told apart, so the
  // form shows and says the service is unavailable (rather than the error page).
  let unavailable = false;
  try {
    if (!signedOut && (await getDashboardContext())) redirect(callbackUrl);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    unavailable = true;
  }
  const code = unavailable
    ? 'service_unavailable'
    : typeof params.code === 'string'
      ? params.code
      : typeof params.error === 'string'
        ? 'credentials'
        : null;
  // a direct POST to Auth.js' callback for a user with 2FA lands here with its pending challenge: go on to the code
  if (code === 'two_factor_required' && (await cookies()).has(CHALLENGE_COOKIE)) {
    redirect(`/login/verificacion?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  }
  return (
    <AuthFrame title="Inicia sesión" subtitle="Entra al panel para administrar tus claves, pedidos y webhooks.">
      {signedOut && (
        <div className="alert alert-info" role="status">
          Cerraste sesión. ¡Hasta pronto!
        </div>
      )}
      {params.sesion === 'expirada' && (
        <div className="alert alert-warning" role="status">
          Tu sesión expiró. Inicia sesión de nuevo para volver a la página donde estabas.
        </div>
      )}
      {params.restablecida === '1' && (
        <div className="alert alert-success" role="status">
          Tu contraseña cambió. Entra con la nueva; cerramos todas tus sesiones abiertas.
        </div>
      )}
      <LoginForm callbackUrl={callbackUrl} initialError={code ? (errorMessages[code] ?? errorMessages.credentials) : null} />
      <p className="text-sm">
        <Link href="/recuperar">¿Olvidaste tu contraseña?</Link>
      </p>
      <p className="muted text-sm">¿No tienes cuenta? Pide a quien administra tu organización que te invite.</p>
    </AuthFrame>
  );
}
