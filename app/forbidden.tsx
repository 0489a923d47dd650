// A page the signed-in user's role may not open (lib/auth/session.ts requireOrgPermission → forbidden()):
// status 403 and a Spanish explanation instead of the page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState } from '@/app/_components/ui';
import { forbiddenMessage } from '@/lib/auth/permissions';

export const metadata: Metadata = { title: 'Sin permiso · Envíos MX' };

export default function Forbidden() {
  return (
    <main className="card">
      <EmptyState icon="alert" title="No tienes permiso para ver esta página" action={<Link href="/dashboard" className="btn btn-primary">Ir al resumen</Link>}>
        {forbiddenMessage} Pide a un propietario o administrador de tu organización que cambie tu rol si lo necesitas.
      </EmptyState>
    </main>
  );
}
