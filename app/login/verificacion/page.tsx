// The second step of a sign-in with 2FA (auth.ts): the code from the authenticator app or a recovery code. It is
// only reachable with the pending challenge's cookie; without it the visitor goes back to the password step.
import type { Metadata } from 'next';
import Link from 'next/link';
import { cookies } from 'next/headers';
import { CHALLENGE_COOKIE } from '@/auth';
import { AuthFrame } from '../auth-frame';
import { CodeForm } from './code-form';

export const metadata: Metadata = { title: 'Verificación en dos pasos · Envíos MX' };
export const dynamic = 'force-dynamic';

export default async function VerificationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callback = typeof params.callbackUrl === 'string' ? params.callbackUrl : '/dashboard';
  const callbackUrl = callback.startsWith('/') && !callback.startsWith('//') ? callback : '/dashboard';
  const pending = (await cookies()).has(CHALLENGE_COOKIE);
  return (
    <AuthFrame title="Verificación en dos pasos" subtitle="Escribe el código de 6 dígitos que muestra tu aplicación de autenticación.">
      {pending ? (
        <CodeForm callbackUrl={callbackUrl} />
      ) : (
        <div className="alert alert-warning" role="alert">
          Tu inicio de sesión expiró (dura 10 minutos).{' '}
          <Link href={`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Vuelve a iniciar sesión</Link>.
        </div>
      )}
      <p className="muted text-sm">
        ¿Perdiste tu teléfono? Escribe uno de tus códigos de recuperación en lugar del código de la aplicación.
      </p>
    </AuthFrame>
  );
}
