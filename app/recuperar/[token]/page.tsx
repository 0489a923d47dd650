// The link of the password-reset email: a new password, once, within the hour. An expired, used or unknown link
// shows only what happened and a way to ask for a new one: no form, and not the form's heading.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { linkStatusMessages, passwordResetLinkStatus, type LinkStatus } from '@/lib/account/password-reset';
import { AuthFrame } from '@/app/login/auth-frame';
import { ResetForm } from './reset-form';

export const metadata: Metadata = { title: 'Nueva contraseña · Envíos MX', referrer: 'no-referrer' };
export const dynamic = 'force-dynamic';

const linkStatusTitles: Record<Exclude<LinkStatus, 'valid'>, string> = {
  expired: 'Enlace vencido',
  used: 'Enlace ya utilizado',
  invalid: 'Enlace no válido',
};

export default async function ResetPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const status = await passwordResetLinkStatus(getDb(), token);
  if (status !== 'valid') {
    return (
      <AuthFrame title={linkStatusTitles[status]}>
        <div className="alert alert-warning" role="alert" data-testid="reset-link-state">
          <span>{linkStatusMessages[status]}</span>
        </div>
        <Link href="/recuperar" className="btn btn-primary btn-block">
          Solicitar un enlace nuevo
        </Link>
        <p className="text-sm">
          <Link href="/login">Volver a iniciar sesión</Link>
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Elige una contraseña nueva" subtitle="Al guardarla se cerrarán todas tus sesiones abiertas.">
      <ResetForm token={token} />
    </AuthFrame>
  );
}
