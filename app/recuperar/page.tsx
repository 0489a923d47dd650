// "¿Olvidaste tu contraseña?": asks for the address and always answers the same (lib/account/password-reset.ts).
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthFrame } from '@/app/login/auth-frame';
import { RecoverForm } from './recover-form';

export const metadata: Metadata = { title: 'Recuperar contraseña · Envíos MX' };
export const dynamic = 'force-dynamic';

export default function RecoverPage() {
  return (
    <AuthFrame title="Recupera tu contraseña" subtitle="Te enviaremos un enlace para elegir una contraseña nueva.">
      <RecoverForm />
      <p className="text-sm">
        <Link href="/login">Volver a iniciar sesión</Link>
      </p>
    </AuthFrame>
  );
}
