// A dashboard page the signed-in user's role may not open (lib/http/session.ts requireOrgPermission → forbidden()):
// status 403 and a Spanish explanation inside the dashboard frame, so the sidebar still shows where they can go.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState, PageHeader } from '@/app/_components/ui';
import { forbiddenMessage } from '@/lib/auth/permissions';

export const metadata: Metadata = { title: 'Sin permiso' };

export default function DashboardForbidden() {
  return (
    <>
      <PageHeader title="Sin permiso" />
      <div className="card" data-testid="forbidden">
        <EmptyState
          icon="shield"
          title="No tienes permiso para ver esta página"
          action={
            <Link href="/dashboard" className="btn btn-primary">
              Ir al resumen
            </Link>
          }
        >
          {forbiddenMessage} Pide a un propietario o administrador de tu organización que cambie tu rol si lo necesitas.
        </EmptyState>
      </div>
    </>
  );
}
