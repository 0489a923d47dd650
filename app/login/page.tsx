// Dashboard sign-in page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getDashboardContext } from '@/lib/auth/session';
import { LoginForm } from './login-form';

export const metadata: Metadata = { title: 'Iniciar sesión · Envíos MX' };
export const dynamic = 'force-dynamic';

const errorMessages: Record<string, string> = {
  too_many_attempts: 'Demasiados intentos de inicio de sesión. Espera hasta 15 minutos antes de intentarlo de nuevo.',
  invalid_credentials: 'Correo o contraseña incorrectos.',
  credentials: 'Correo o contraseña incorrectos.',
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callback = typeof params.callbackUrl === 'string' ? params.callbackUrl : '/dashboard';
  const callbackUrl = callback.startsWith('/') && !callback.startsWith('//') && !callback.startsWith('/\\') ? callback : '/dashboard';
  const signedOut = params.signedOut === '1';
  if (!signedOut && (await getDashboardContext())) redirect(callbackUrl);
  const code = typeof params.code === 'string' ? params.code : typeof params.error === 'string' ? 'credentials' : null;
  return (
    <div className="auth-page">
      <aside className="auth-aside">
        <Link href="/" className="logo"><span className="logo-mark">E</span>Envíos MX</Link>
        <div>
          <h2>Envíos para todo México desde una sola API.</h2>
          <ul>
            <li>Guías PDF con tu propia marca</li>
            <li>Rastreo en tiempo real y webhooks firmados</li>
            <li>Saldo prepagado sin sorpresas</li>
          </ul>
        </div>
        <p className="copyright">© Envíos MX</p>
      </aside>
      <main className="auth-main">
        <div className="auth-card">
          <div>
            <h1>Inicia sesión</h1>
            <p className="sub">Entra al panel para administrar tus claves, pedidos y webhooks.</p>
          </div>
          {signedOut && <div className="alert alert-info" role="status">Cerraste sesión. ¡Hasta pronto!</div>}
          {params.sesion === 'expirada' && (
            <div className="alert alert-warning" role="status">Tu sesión expiró. Inicia sesión de nuevo para volver a la página donde estabas.</div>
          )}
          <LoginForm callbackUrl={callbackUrl} initialError={code ? (errorMessages[code] ?? errorMessages.credentials) : null} />
          <p className="muted text-sm">
            ¿No tienes cuenta? Tu administrador puede crearte una desde la línea de comandos o el panel de la plataforma.
          </p>
        </div>
      </main>
    </div>
  );
}
