// Ajustes de peso: the organization's weight adjustments (docs/billing.md), newest first, filtered by state and by
// Mexico City calendar days, paged by cursor. Each row leads to its page (/dashboard/ajustes/[id]), where a charge is
// disputed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { listAdjustments } from '@/lib/adjustments/list-adjustments';
import { adjustmentStatusLabels, adjustmentStatusTones, amountKindLabel, figuresLabel } from '@/lib/adjustments/labels';
import { MEXICO_CITY_OFFSET } from '@/lib/platform/time/mexico-city';
import { adjustmentStatuses, type AdjustmentStatus } from '@/model/money';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { DateRangeFilterEnd } from '@/app/_components/date-range-filter';
import { Badge, Card, EmptyState, PageHeader } from '@/app/_components/ui';

export const metadata: Metadata = { title: 'Ajustes de peso' };

const PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BASE = '/dashboard/ajustes';

type Filter = { status: AdjustmentStatus | null; from: string | null; to: string | null; cursor: string | null };

function readFilter(params: Record<string, string | string[] | undefined>): Filter {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string).trim() : '') || null;
  const status = one('status');
  const day = (name: string) => {
    const value = one(name);
    return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
  };
  return {
    status: status && (adjustmentStatuses as readonly string[]).includes(status) ? (status as AdjustmentStatus) : null,
    from: day('from'),
    to: day('to'),
    cursor: one('cursor'),
  };
}

function href(filter: Filter, cursor: string | null = null): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `${BASE}?${query}` : BASE;
}

/** A Mexico City day's start; the end bound is the next day's start, exclusive (no daylight saving time since 2022). */
const dayStart = (day: string) => new Date(`${day}T00:00:00${MEXICO_CITY_OFFSET}`);

export default async function AdjustmentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireOrgPermission('orders:read');
  const filter = readFilter(await searchParams);
  const page = await listAdjustments(getDb(), {
    organizationId: session.organizationId,
    limit: PAGE_SIZE,
    cursor: filter.cursor,
    status: filter.status ?? undefined,
    dateFrom: filter.from ? { at: dayStart(filter.from), exclusive: false } : undefined,
    dateTo: filter.to ? { at: new Date(dayStart(filter.to).getTime() + 86_400_000), exclusive: true } : undefined,
  });
  const filtered = Boolean(filter.status || filter.from || filter.to);

  return (
    <>
      <PageHeader
        title="Ajustes de peso"
        description="Cuando el proveedor mide un paquete más pesado o más grande que lo declarado, la diferencia se carga a tu saldo; si es más ligero, se abona. Un cargo se puede disputar dentro del plazo."
      />
      <Card>
        <form key={href(filter)} className="filters" method="get" action={BASE} aria-label="Filtros">
          <div className="field">
            <label htmlFor="status">Estado</label>
            <select id="status" name="status" className="select" defaultValue={filter.status ?? ''}>
              <option value="">Todos</option>
              {adjustmentStatuses.map((s) => (
                <option key={s} value={s}>
                  {adjustmentStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <DateRangeFilterEnd from={filter.from} to={filter.to} filtered={filtered} clearHref={BASE} />
        </form>
        {page.data.length === 0 ? (
          <EmptyState icon="box" title={filtered || filter.cursor ? 'Sin resultados' : 'Todavía no hay ajustes de peso'}>
            {filtered || filter.cursor
              ? 'Ningún ajuste coincide con estos filtros.'
              : 'Aquí aparece cada medición del proveedor que cambie el costo de un envío, con el cargo o abono a tu saldo.'}
          </EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="adjustments-table">
              <caption className="visually-hidden">Ajustes de peso, del más reciente al más antiguo</caption>
              <thead>
                <tr>
                  <th>Pedido</th>
                  <th className="num">Monto</th>
                  <th>Estado</th>
                  <th className="hide-sm">Declarado → medido</th>
                  <th className="hide-sm">Disputar hasta</th>
                  <th className="hide-md">Registrado</th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((a) => (
                  <tr key={a.id}>
                    <td>
                      <Link href={`${BASE}/${a.id}`} className="item-name">
                        {a.internalReference || a.trackingNumber || a.orderId.slice(0, 8)}
                      </Link>
                    </td>
                    <td className="num nowrap">
                      <span className="visually-hidden">{amountKindLabel(a.amount)} </span>
                      {a.amount > 0 ? '−' : a.amount < 0 ? '+' : ''}
                      {formatPesos(Math.abs(a.amount))}
                    </td>
                    <td>
                      <Badge tone={adjustmentStatusTones[a.status]}>{adjustmentStatusLabels[a.status]}</Badge>
                    </td>
                    <td className="hide-sm">
                      {figuresLabel(a.declared)} → {figuresLabel(a.measured)}
                    </td>
                    <td className="hide-sm nowrap">
                      {a.disputeDeadlineAt ? formatDateTime(a.disputeDeadlineAt) : <span className="muted">—</span>}
                    </td>
                    <td className="hide-md muted nowrap">{formatDateTime(a.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {(filter.cursor || page.nextCursor) && (
          <nav className="card-footer" aria-label="Paginación">
            {filter.cursor && (
              <Link href={href(filter)} className="btn btn-sm">
                ← Más recientes
              </Link>
            )}
            {page.nextCursor && (
              <Link href={href(filter, page.nextCursor)} className="btn btn-sm">
                Más antiguos →
              </Link>
            )}
          </nav>
        )}
      </Card>
    </>
  );
}
