// "Lotes": the organization's batches, newest first, with their state and their files (orders:read): labels, manifest
// and the rows to fix with their reasons (lib/batches/failed-rows-csv.ts). An unbought batch can be bought or
// discarded here (orders:write, batch-actions.tsx) until it expires (lib/batches/expiry.ts: "Vencido").
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { can } from '@/lib/auth/permissions';
import { requireOrgPermission } from '@/lib/http/session';
import { listBatches } from '@/lib/batches/list-batches';
import { formatCount, formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { isStaleCursor, staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import { NewestOlderPager } from '@/app/_components/pager';
import { Alert, Badge, Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { Icon } from '@/app/_components/icons';
import type { BatchSummary } from '@/lib/batches/schemas';
import { BatchActions } from './batch-actions';
import { purchasePreferenceChoices } from '@/lib/batches/purchase-preference';
import { rowsToFixHref } from './nuevo/rows-to-fix-link';
import styles from './lotes.module.css';

export const metadata: Metadata = { title: 'Lotes' };

const statusBadge = {
  validated: ['Sin comprar', 'gray'],
  processing: ['Comprando', 'blue'],
  completed: ['Terminado', 'green'],
  discarded: ['Descartado', 'gray'],
  expired: ['Vencido', 'gray'],
} as const satisfies Record<BatchSummary['status'], readonly [string, string]>;

function BatchFiles({ b }: { b: BatchSummary }) {
  const toFix = b.invalid + b.failed;
  if (b.created === 0 && toFix === 0) return <span className="muted">—</span>;
  const base = `/api/v1/batches/${b.id}`;
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 12px', minWidth: 120 }}>
      {b.created > 0 && (
        <>
          <a href={`${base}/labels?format=pdf`} download>
            Guías PDF
          </a>
          <a href={`${base}/labels?format=zpl`} download>
            Guías ZPL
          </a>
          <a href={`${base}/manifest`} download>
            Manifiesto
          </a>
        </>
      )}
      {toFix > 0 && (
        <a href={rowsToFixHref(b.id)} download data-testid="batch-rows-to-fix">
          Filas por corregir ({formatCount(toFix)})
        </a>
      )}
    </span>
  );
}

export default async function BatchesPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const session = await requireOrgPermission('orders:read');
  const { cursor } = await searchParams;
  // An edited or stale page link: say so (listing with it would throw), never a developer's message or a 500.
  const stale = isStaleCursor(cursor);
  const page = stale
    ? { data: [] as BatchSummary[], nextCursor: null }
    : await listBatches(getDb(), { organizationId: session.organizationId, limit: 20, cursor: cursor || undefined });
  const canImport = can(session.role, 'orders:write');
  const choices = canImport ? await purchasePreferenceChoices(getDb(), session.organizationId) : [];
  const importLink = canImport ? (
    <Link href="/dashboard/lotes/nuevo" className="btn btn-primary">
      <Icon name="plus" width={16} height={16} aria-hidden="true" /> Importar envíos
    </Link>
  ) : null;
  return (
    <>
      <PageHeader
        title="Lotes"
        description="Los archivos de envíos que subiste, con su estado, sus guías y su manifiesto."
        actions={importLink}
      />
      <Card>
        {stale ? (
          <div className="card-body">
            <Alert tone="error">
              {staleLinkMessage('lotes')} <Link href="/dashboard/lotes">Ir a la primera página</Link>
            </Alert>
          </div>
        ) : page.data.length === 0 ? (
          <EmptyState icon="list" title="Todavía no hay lotes" action={importLink}>
            Sube un CSV con tus envíos para crearlos todos a la vez, o usa <code>POST /api/v1/batches</code>.
          </EmptyState>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Lotes">
            <table className="table" data-testid="batches-table">
              <thead>
                <tr>
                  <th scope="col">Archivo</th>
                  <th scope="col">Estado</th>
                  <th scope="col" className="num">
                    Filas
                  </th>
                  <th scope="col" className="num">
                    Creadas
                  </th>
                  <th scope="col" className="num hide-sm">
                    Con error
                  </th>
                  <th scope="col" className="num hide-sm">
                    Cobrado
                  </th>
                  <th scope="col" className="hide-sm">
                    Subido
                  </th>
                  <th scope="col">Archivos</th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((b) => (
                  <tr key={b.id} data-batch-id={b.id}>
                    <td className={styles.file}>{b.fileName ?? <code>{b.id.slice(0, 8)}</code>}</td>
                    <td className={styles.state}>
                      <Badge tone={statusBadge[b.status][1]}>{statusBadge[b.status][0]}</Badge>
                      {b.status === 'validated' && b.expiresAt && (
                        <div className={`muted text-sm ${styles.expires}`}>Vence {formatDateTime(b.expiresAt)}</div>
                      )}
                      {canImport && b.status === 'validated' && <BatchActions batch={b} choices={choices} />}
                    </td>
                    <td className="num">{formatCount(b.total)}</td>
                    <td className="num">{formatCount(b.created)}</td>
                    <td className="num hide-sm">{formatCount(b.invalid + b.failed)}</td>
                    <td className="num hide-sm">{formatPesos(b.totalCharged)}</td>
                    <td className="hide-sm muted nowrap">{formatDateTime(b.createdAt)}</td>
                    <td>
                      <BatchFiles b={b} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {!stale && <NewestOlderPager base="/dashboard/lotes" cursor={cursor || undefined} nextCursor={page.nextCursor} />}
      </Card>
    </>
  );
}
