// Orders: status and date filters, keyset (cursor) paging, newest first.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/client';
import { requireOrgPermission } from '@/lib/auth/session';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { ordersHref, readOrdersFilter, toListQuery } from '@/app/(dashboard)/_lib/orders-filter';
import { DomainError } from '@/lib/errors/domain-error';
import { listOrders } from '@/lib/orders/list-orders';
import { statusOptions } from '@/app/(dashboard)/_lib/display-labels';
import { OrderStatusBadge } from '@/app/_components/order-status-badge';
import { Pager } from '@/app/_components/pager';
import { Alert, Card, EmptyState, PageHeader } from '@/app/_components/ui';

export const metadata: Metadata = { title: 'Pedidos' };

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireOrgPermission('orders:read');
  const filter = readOrdersFilter(await searchParams);
  let page: Awaited<ReturnType<typeof listOrders>> = { data: [], nextCursor: null };
  let problem: string | null = null;
  try {
    const query = toListQuery(filter);
    page = await listOrders(getDb(), {
      organizationId: session.organizationId,
      status: query.status,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      limit: query.limit,
      cursor: query.cursor,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    problem = error.message.replace('El parámetro dateFrom no puede ser posterior a dateTo', 'La fecha «desde» no puede ser posterior a la fecha «hasta»');
  }
  const filtered = Boolean(filter.status || filter.from || filter.to);
  const previous = filter.stack.length ? ordersHref(filter, { cursor: filter.stack[filter.stack.length - 1] || null, stack: filter.stack.slice(0, -1) }) : null;
  const next = page.nextCursor ? ordersHref(filter, { cursor: page.nextCursor, stack: [...filter.stack, filter.cursor ?? ''] }) : null;
  const pageNumber = filter.stack.length + 1;

  return (
    <>
      <PageHeader title="Pedidos" description="Los envíos de tu organización, del más reciente al más antiguo." />
      <Card>
        <form className="filters" method="get" action="/dashboard/orders" aria-label="Filtros">
          <div className="field">
            <label htmlFor="status">Estado</label>
            <select id="status" name="status" className="select" defaultValue={filter.status ?? ''}>
              <option value="">Todos</option>
              {statusOptions.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor="from">Desde</label>
            <input id="from" name="from" type="date" className="input" defaultValue={filter.from ?? ''} />
          </div>
          <div className="field">
            <label htmlFor="to">Hasta</label>
            <input id="to" name="to" type="date" className="input" defaultValue={filter.to ?? ''} />
          </div>
          <div className="filter-actions">
            <button type="submit" className="btn btn-primary">Filtrar</button>
            {filtered && <Link href="/dashboard/orders" className="btn">Limpiar</Link>}
          </div>
        </form>
        {problem ? (
          <div className="card-body"><Alert tone="error">{problem}</Alert></div>
        ) : page.data.length === 0 ? (
          filtered || filter.cursor ? (
            <EmptyState icon="box" title="Sin resultados" action={<Link href="/dashboard/orders" className="btn">Ver todos los pedidos</Link>}>
              Ningún pedido coincide con estos filtros.
            </EmptyState>
          ) : (
            <EmptyState icon="box" title="Todavía no hay pedidos" action={<Link href="/dashboard/api-keys" className="btn btn-primary">Crear una clave de API</Link>}>
              Los pedidos se crean por la API con <code>POST /api/v1/orders</code>. Crea una clave con el permiso <code>orders:write</code> para empezar.
            </EmptyState>
          )
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="orders-table">
              <thead>
                <tr>
                  <th>Pedido</th>
                  <th>Destinatario</th>
                  <th>Estado</th>
                  <th className="hide-sm">Guía</th>
                  <th className="hide-sm">Creado</th>
                  <th className="num">Costo</th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((o) => (
                  <tr key={o.id}>
                    <td>
                      <Link href={`/dashboard/orders/${o.id}`} className="item-name">
                        {o.internal_reference || <code>{o.id.slice(0, 8)}</code>}
                      </Link>
                      {o.is_cod && <span className="badge badge-amber plain badge-inline">COD</span>}
                    </td>
                    <td>{o.receiver_name || <span className="muted">—</span>}</td>
                    <td><OrderStatusBadge status={o.status} /></td>
                    <td className="hide-sm"><code>{o.provider_tracking_number ?? '—'}</code></td>
                    <td className="hide-sm muted nowrap">{formatDateTime(o.created_at)}</td>
                    <td className="num">{formatPesos(o.total_cost)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={pageNumber} previous={previous} next={next} />
      </Card>
    </>
  );
}
