// The link of the password-reset email: a new password, once, within the hour. An expired, used or unknown link
// says so and offers a new one.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/client';
import { linkStatusMessages, passwordResetLinkStatus } from '@/lib/account/password-reset';
import { AuthFrame } from '@/app/login/auth-frame';
import { ResetForm } from './reset-form';

export const metadata: Metadata = { title: 'Nueva contraseña · Envíos MX', referrer: 'no-referrer' };
export const dynamic = 'force-dynamic';

export default async function ResetPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const status = await passwordResetLinkStatus(getDb(), token);
  return (
    <AuthFrame title="Elige una contraseña nueva" subtitle="Al guardarla se cerrarán todas tus sesiones abiertas.">
      {status === 'valid' ? (
        <ResetForm token={token} />
      ) : (
        <div className="alert alert-warning" role="alert">
          <span>{linkStatusMessages[status]} <Link href="/recuperar">Solicitar un enlace nuevo</Link></span>
        </div>
      )}
    </AuthFrame>
  );
}
