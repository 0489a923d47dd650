// "Cierres del día": the organization's manifests, newest first (lib/manifests listManifests, orders:read), each with
// its day, origin, parcels, PDF and its pickup's state and window; a manifest without a pickup (the provider refused
// it at the close, or none was asked) offers "Solicitar recolección" to roles with orders:write (checked again by the
// action on the server). The daily close itself is here too, as on the orders page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { can } from '@/lib/auth/permissions';
import { requireOrgPermission } from '@/lib/http/session';
import { listManifests } from '@/lib/manifests/get-manifest';
import { dayLabel } from '@/lib/platform/time/format';
import { originLabel } from '@/lib/manifests/origin';
import type { ManifestSummary } from '@/lib/manifests/schemas';
import { pickupStatusLabels } from '@/lib/pickups/schemas';
import { formatCount } from '@/app/(dashboard)/_lib/format';
import { isStaleCursor, staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import { NewestOlderPager } from '@/app/_components/pager';
import { Alert, Badge, Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { DailyCloseButton } from '../orders/(list)/daily-close';
import { ManifestPdfLink } from '../orders/(list)/manifest-pdf-link';
import styles from './cierres.module.css';
import { PickupRequest } from './pickup-request';

export const metadata: Metadata = { title: 'Cierres del día' };

const parcels = (n: number) => `${formatCount(n)} ${n === 1 ? 'paquete' : 'paquetes'}`;
/** "26 nov 2026" (or "26 nov" without the year) of a Mexico City day "YYYY-MM-DD". */
const shortDay = (day: string, withYear = true) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) }).format(
    new Date(`${day}T12:00:00Z`),
  );
const pdfLabel = (m: ManifestSummary) => `Manifiesto del ${dayLabel(m.date)} en PDF`;

function PickupCell({ m, canWrite }: { m: ManifestSummary; canWrite: boolean }) {
  const p = m.pickup;
  if (!p) {
    return (
      <span className={styles.pickup} style={{ gap: 6 }}>
        <span className="muted">Sin recolección</span>
        {canWrite && (
          <PickupRequest
            manifestId={m.id}
            summary={`El transportista pasará por los ${parcels(m.orderCount)} del manifiesto del ${dayLabel(m.date)} en ${originLabel(m.pickupAddress)}.`}
          />
        )}
      </span>
    );
  }
  return (
    <span className={styles.pickup} data-testid="pickup-state">
      <Badge tone={p.status === 'completed' ? 'green' : 'blue'}>{pickupStatusLabels[p.status]}</Badge>
      <span className="nowrap">
        {shortDay(p.date, false)}, {p.timeWindow.start}–{p.timeWindow.end}
      </span>
      <span className="muted">Confirmación:</span>
      <code>{p.confirmationNumber}</code>
    </span>
  );
}

export default async function ClosesPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const session = await requireOrgPermission('orders:read');
  const { cursor } = await searchParams;
  // An edited or stale page link: say so (listing with it would throw), never a developer's message or a 500.
  const stale = isStaleCursor(cursor);
  const page = stale
    ? { data: [] as ManifestSummary[], nextCursor: null }
    : await listManifests(getDb(), { organizationId: session.organizationId, limit: 20, cursor: cursor || undefined });
  const canWrite = can(session.role, 'orders:write');
  return (
    <>
      <PageHeader
        title="Cierres del día"
        description="Los manifiestos de tus cierres, con su PDF y la recolección de cada uno."
        actions={canWrite ? <DailyCloseButton /> : null}
      />
      <Card>
        {stale ? (
          <div className="card-body">
            <Alert tone="error">
              {staleLinkMessage('cierres')} <Link href="/dashboard/cierres">Ir a la primera página</Link>
            </Alert>
          </div>
        ) : page.data.length === 0 ? (
          <EmptyState icon="list" title="Todavía no hay cierres">
            El cierre del día pone en un manifiesto los envíos creados que el transportista debe recoger. Hazlo con «Cierre del día» o con{' '}
            <code>POST /api/v1/manifests</code>.
          </EmptyState>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Cierres del día">
            <table className="table" data-testid="manifests-table">
              <thead>
                <tr>
                  <th scope="col">Día</th>
                  <th scope="col" className="hide-sm">
                    Origen
                  </th>
                  <th scope="col" className="num hide-sm">
                    Paquetes
                  </th>
                  <th scope="col">Recolección</th>
                  <th scope="col" className="hide-sm">
                    Manifiesto
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((m) => (
                  <tr key={m.id} data-manifest-id={m.id}>
                    <td>
                      <span className="nowrap">{shortDay(m.date)}</span>
                      <span className={`muted ${styles.onlySm}`}>
                        {parcels(m.orderCount)} ·{' '}
                        <ManifestPdfLink manifestId={m.id} label={pdfLabel(m)}>
                          PDF
                        </ManifestPdfLink>
                      </span>
                    </td>
                    <td className="hide-sm">{originLabel(m.pickupAddress)}</td>
                    <td className="num hide-sm">{formatCount(m.orderCount)}</td>
                    <td>
                      <PickupCell m={m} canWrite={canWrite} />
                    </td>
                    <td className="hide-sm">
                      <ManifestPdfLink manifestId={m.id} label={pdfLabel(m)}>
                        PDF
                      </ManifestPdfLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {!stale && <NewestOlderPager base="/dashboard/cierres" cursor={cursor || undefined} nextCursor={page.nextCursor} />}
      </Card>
    </>
  );
}
