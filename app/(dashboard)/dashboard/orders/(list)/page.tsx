// Orders: one search box, status, service and date filters, keyset (cursor) paging, newest first.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { ordersProblem, readOrdersFilter, toListQuery } from '@/lib/orders/orders-page-filter';
import { ordersHref } from './orders-href';
import { staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { listOrdersForDashboard, type DashboardOrderRow } from '@/lib/orders/list-orders';
import { Pager } from '@/app/_components/pager';
import { CsvExportLink } from '@/app/_components/csv-export-link';
import { Alert, Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { OrdersFilters } from './orders-filters';
import { OrdersTable } from './orders-table';
import { Icon } from '@/app/_components/icons';
import { DailyCloseButton } from './daily-close';
import { can } from '@/lib/auth/permissions';

export const metadata: Metadata = { title: 'Pedidos' };

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireOrgPermission('orders:read');
  const filter = readOrdersFilter(await searchParams);
  let page: { data: DashboardOrderRow[]; nextCursor: string | null } = { data: [], nextCursor: null };
  let problem: string | null = null;
  try {
    const query = toListQuery(filter);
    page = await listOrdersForDashboard(getDb(), { organizationId: session.organizationId, ...query });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    problem = ordersProblem(error.message);
  }
  const filtered = Boolean(filter.q || filter.status || filter.service || filter.from || filter.to);
  const previous = filter.stack.length
    ? ordersHref(filter, { cursor: filter.stack[filter.stack.length - 1] || null, stack: filter.stack.slice(0, -1) })
    : null;
  const next = page.nextCursor ? ordersHref(filter, { cursor: page.nextCursor, stack: [...filter.stack, filter.cursor ?? ''] }) : null;
  const pageNumber = filter.stack.length + 1;

  return (
    <>
      <PageHeader
        title="Pedidos"
        description="Los envíos de tu organización, del más reciente al más antiguo."
        actions={
          <>
            {/* no export of a filter the list itself refuses */}
            {!problem && (
              <CsvExportLink
                href={`/api/dashboard/exports/orders${ordersHref(filter).replace('/dashboard/orders', '')}`}
                testId="orders-export"
              />
            )}
            {can(session.role, 'orders:write') && <DailyCloseButton />}
            {can(session.role, 'orders:write') && (
              <Link href="/dashboard/orders/nuevo" className="btn btn-primary" data-testid="new-shipment">
                <Icon name="plus" width={16} height={16} aria-hidden="true" /> Nuevo envío
              </Link>
            )}
          </>
        }
      />
      <Card>
        <OrdersFilters filter={filter} filtered={filtered} />
        {problem ? (
          <div className="card-body">
            <Alert tone="error">
              {problem}
              {problem === staleLinkMessage('pedidos') && (
                <>
                  {' '}
                  <Link href={ordersHref(filter)}>Ir a la primera página</Link>
                </>
              )}
            </Alert>
          </div>
        ) : page.data.length === 0 ? (
          filtered || filter.cursor ? (
            <EmptyState
              icon="box"
              title="Sin resultados"
              action={
                <Link href="/dashboard/orders" className="btn">
                  Ver todos los pedidos
                </Link>
              }
            >
              {filter.q ? `Ningún pedido coincide con «${filter.q}» y estos filtros.` : 'Ningún pedido coincide con estos filtros.'}
            </EmptyState>
          ) : (
            <EmptyState
              icon="box"
              title="Todavía no hay pedidos"
              action={
                <Link href="/dashboard/api-keys" className="btn btn-primary">
                  Crear una clave de API
                </Link>
              }
            >
              Los pedidos se crean por la API con <code>POST /api/v1/orders</code>. Crea una clave con el permiso <code>orders:write</code>{' '}
              para empezar.
            </EmptyState>
          )
        ) : (
          <OrdersTable rows={page.data} />
        )}
        <Pager page={pageNumber} previous={previous} next={next} />
      </Card>
    </>
  );
}
