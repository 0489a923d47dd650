// A page the signed-in user's role may not open (lib/http/session.ts requireOrgPermission → forbidden()) outside
// the dashboard frame: status 403 and a Spanish explanation. Dashboard pages use
// app/(dashboard)/dashboard/forbidden.tsx, drawn inside the sidebar and top bar.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState } from '@/app/_components/ui';
import { forbiddenMessage } from '@/lib/auth/permissions';

export const metadata: Metadata = { title: 'Sin permiso · Envíos MX' };

export default function Forbidden() {
  return (
    <div className="landing">
      <nav className="landing-nav" aria-label="Principal">
        <Link href="/" className="logo">
          <span className="logo-mark">E</span>Envíos MX
        </Link>
      </nav>
      <main className="card" data-testid="forbidden">
        <EmptyState
          icon="alert"
          title="No tienes permiso para ver esta página"
          action={
            <Link href="/dashboard" className="btn btn-primary">
              Ir al resumen
            </Link>
          }
        >
          {forbiddenMessage} Pide a un propietario o administrador de tu organización que cambie tu rol si lo necesitas.
        </EmptyState>
      </main>
    </div>
  );
}
