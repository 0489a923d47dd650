// The COD orders table: guide, state of the collection, amounts and dates. At 375 px the secondary columns go
// (hide-sm / hide-md, as the other tables) and the table scrolls inside its focusable region.
import Link from 'next/link';
import type { CodOrderBody } from '@/lib/cod/cod-order-body';
import { codStatusLabels } from '@/lib/cod/cod-states';
import { codDiscrepancyLabels, codDiscrepancyTones, codStatusTones } from '@/lib/cod/display-labels';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { Badge } from '@/app/_components/ui';

export const orderLabel = (o: CodOrderBody) => o.internalReference || o.guideNumber || o.orderId.slice(0, 8);

/** The date of the collection's latest step, for the «Último movimiento» column. */
function lastStep(o: CodOrderBody): string | null {
  return o.paidOutAt ?? o.remittedAt ?? o.lostAt ?? o.refusedAt ?? o.collectedAt;
}

export function CodOrdersTable({ rows }: { rows: CodOrderBody[] }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Pedidos contra entrega">
      <table className="table" data-testid="cod-orders-table">
        <caption className="visually-hidden">Pedidos contra entrega, del más reciente al más antiguo</caption>
        <thead>
          <tr>
            <th>Pedido</th>
            <th>Cobro</th>
            <th className="num">A cobrar</th>
            <th className="num hide-sm">Cobrado</th>
            <th className="hide-sm">Diferencia</th>
            <th className="hide-md">Guía</th>
            <th className="hide-md">Último movimiento</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.orderId}>
              <td>
                <Link href={`/dashboard/orders/${o.orderId}`} className="item-name">
                  {orderLabel(o)}
                </Link>
              </td>
              <td>
                <Badge tone={codStatusTones[o.codStatus]}>{codStatusLabels[o.codStatus]}</Badge>
              </td>
              <td className="num nowrap">{formatPesos(o.expectedAmount)}</td>
              <td className="num nowrap hide-sm">
                {o.collectedAmount === null ? <span className="muted">—</span> : formatPesos(o.collectedAmount)}
              </td>
              <td className="hide-sm nowrap">
                {o.discrepancy === null || o.discrepancyStatus === null ? (
                  <span className="muted">—</span>
                ) : (
                  <>
                    {o.discrepancy > 0 ? '+' : '−'}
                    {formatPesos(Math.abs(o.discrepancy))}{' '}
                    <Badge tone={codDiscrepancyTones[o.discrepancyStatus]}>{codDiscrepancyLabels[o.discrepancyStatus]}</Badge>
                  </>
                )}
              </td>
              <td className="hide-md nowrap">{o.guideNumber ?? <span className="muted">—</span>}</td>
              <td className="hide-md muted nowrap">{formatDateTime(lastStep(o))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
