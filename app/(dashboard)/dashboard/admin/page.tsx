// Platform administration (platform admins only): organizations, create, credit, custom limit, white-label.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/platform/db';
import { requireDashboardPage } from '@/lib/http/session';
import { config } from '@/lib/platform/config';
import { listOrganizationsForAdmin } from '@/lib/admin/list-organizations';
import { Alert, PageHeader } from '@/app/_components/ui';
import { isStaleCursor, staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import { OrganizationsAdmin } from './organizations-admin';

export const metadata: Metadata = { title: 'Administración de la plataforma' };

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user } = await requireDashboardPage();
  // Not a platform admin: the area does not exist for them (404, nothing revealed).
  if (!user.isPlatformAdmin) notFound();
  const params = await searchParams;
  const cursor = typeof params.cursor === 'string' ? params.cursor : null;
  const problem = isStaleCursor(cursor) ? staleLinkMessage('organizaciones') : null;
  const page = await listOrganizationsForAdmin(getDb(), { limit: 50, cursor: problem ? null : cursor });
  return (
    <>
      <PageHeader
        title="Administración de la plataforma"
        description="Organizaciones, saldo prepagado, límites personalizados y marca blanca. Solo visible para administradores de la plataforma."
        actions={
          <Link href="/dashboard/admin/paqueterias" className="btn">
            Paqueterías y márgenes
          </Link>
        }
      />
      {problem && (
        <Alert tone="error">
          {problem} <Link href="/dashboard/admin">Ir a la primera página</Link>
        </Alert>
      )}
      <OrganizationsAdmin organizations={page.data} defaultPerHour={config().RATE_LIMIT_KEY_PER_HOUR} />
      {(cursor || page.nextCursor) && (
        <div className="pager align-end">
          {cursor && (
            <Link href="/dashboard/admin" className="btn btn-sm">
              ← Primera página
            </Link>
          )}
          {page.nextCursor && (
            <Link href={`/dashboard/admin?cursor=${page.nextCursor}`} className="btn btn-sm">
              Siguiente →
            </Link>
          )}
        </div>
      )}
    </>
  );
}
