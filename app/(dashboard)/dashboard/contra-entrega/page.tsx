// Contra entrega (issue 35, docs/cod.md): the organization's COD counters, its COD orders with their collection state
// (filtered by state, discrepancy, guide and Mexico City days; paged by cursor; exported as CSV), the open
// discrepancies with their two decisions, the provider's remittances with their match report, and the COD settings
// (settings-section.tsx: fee mode, payout CLABE). Finance, owners and admins only (billing:manage): another role gets
// the 403 page and no menu entry.
import type { Metadata } from 'next';
import Link from 'next/link';
import { DateRangeFilterEnd } from '@/app/_components/date-range-filter';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { codSummary } from '@/lib/cod/cod-summary';
import { listCodOrders } from '@/lib/cod/list-cod-orders';
import { listOrgRemittances } from '@/lib/cod/org-remittances';
import { codStatusLabels } from '@/lib/cod/cod-states';
import { codStatuses } from '@/model/cod';
import { CsvExportLink } from '@/app/_components/csv-export-link';
import { Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { CodOrdersTable } from './cod-orders-table';
import { DiscrepanciesSection } from './discrepancies-section';
import { BASE, exportHref, isFiltered, listFilter, pageHref, readFilter } from './filter';
import { RemittancesSection } from './remittances-section';
import { CodSettingsSection } from './settings-section';
import { SummaryCards } from './summary-cards';

export const metadata: Metadata = { title: 'Contra entrega' };

const PAGE_SIZE = 25;
const DISCREPANCIES_SHOWN = 20;
const LINES_PER_REMITTANCE = 50;

export default async function CodPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireOrgPermission('billing:manage');
  const filter = readFilter(await searchParams);
  const db = getDb();
  const organizationId = session.organizationId;
  const [summary, page, discrepancies, remittances] = await Promise.all([
    codSummary(db, { organizationId }),
    listCodOrders(db, { ...listFilter(organizationId, filter), limit: PAGE_SIZE, cursor: filter.cursor }),
    listCodOrders(db, { organizationId, discrepancy: 'open', limit: DISCREPANCIES_SHOWN }),
    listOrgRemittances(db, { organizationId, limit: 10, linesPerRemittance: LINES_PER_REMITTANCE }),
  ]);
  const filtered = isFiltered(filter);

  return (
    <>
      <PageHeader
        title="Contra entrega"
        description="Lo que la paquetería cobra a tus destinatarios al entregar: cuánto falta por cobrar, lo cobrado, lo que el proveedor ya nos pagó y lo que ya está en tu saldo o en camino a tu cuenta."
        actions={<CsvExportLink href={exportHref(filter)} testId="cod-export" />}
      />
      <SummaryCards summary={summary} />
      <DiscrepanciesSection rows={discrepancies.data} more={discrepancies.nextCursor !== null} />
      <Card title="Pedidos contra entrega" description="Del más reciente al más antiguo">
        <form key={pageHref(filter)} className="filters" method="get" action={BASE} aria-label="Filtros">
          <div className="field">
            <label htmlFor="status">Estado del cobro</label>
            <select id="status" name="status" className="select" defaultValue={filter.status ?? ''}>
              <option value="">Todos</option>
              {codStatuses.map((s) => (
                <option key={s} value={s}>
                  {codStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="discrepancy">Diferencia</label>
            <select id="discrepancy" name="discrepancy" className="select" defaultValue={filter.discrepancy ?? ''}>
              <option value="">Todas</option>
              <option value="open">Por resolver</option>
              <option value="any">Con diferencia</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="q">Guía o referencia</label>
            <input id="q" name="q" type="search" className="input" minLength={3} maxLength={100} defaultValue={filter.q ?? ''} />
          </div>
          <DateRangeFilterEnd from={filter.from} to={filter.to} filtered={filtered} clearHref={BASE} />
        </form>
        {page.data.length === 0 ? (
          <EmptyState icon="wallet" title={filtered || filter.cursor ? 'Sin resultados' : 'Todavía no hay pedidos contra entrega'}>
            {filtered || filter.cursor
              ? 'Ningún pedido contra entrega coincide con estos filtros.'
              : 'Cuando crees un pedido con cobro contra entrega, aquí verás su cobro, la remesa del proveedor y el pago a tu saldo.'}
          </EmptyState>
        ) : (
          <CodOrdersTable rows={page.data} />
        )}
        {(filter.cursor || page.nextCursor) && (
          <nav className="card-footer" aria-label="Paginación">
            {filter.cursor && (
              <Link href={pageHref(filter)} className="btn btn-sm">
                ← Más recientes
              </Link>
            )}
            {page.nextCursor && (
              <Link href={pageHref(filter, page.nextCursor)} className="btn btn-sm">
                Más antiguos →
              </Link>
            )}
          </nav>
        )}
      </Card>
      <RemittancesSection remittances={remittances} linesShown={LINES_PER_REMITTANCE} />
      <CodSettingsSection organizationId={organizationId} />
    </>
  );
}
