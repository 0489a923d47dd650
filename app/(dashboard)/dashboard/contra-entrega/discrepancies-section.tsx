// The open discrepancies (a collected amount different from codAmount, docs/cod.md), each with its two decisions.
import Link from 'next/link';
import type { CodOrderBody } from '@/lib/cod/cod-order-body';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { Card, EmptyState } from '@/app/_components/ui';
import { orderLabel } from './cod-orders-table';
import { DiscrepancyButtons } from './discrepancy-buttons';

export function DiscrepanciesSection({ rows, more }: { rows: CodOrderBody[]; more: boolean }) {
  return (
    <Card
      id="diferencias"
      title="Diferencias de cobro"
      description="La paquetería reportó un monto cobrado distinto del que debía cobrar. Acepta el monto cobrado o abre un reclamo."
    >
      {rows.length === 0 ? (
        <EmptyState icon="check" title="Sin diferencias por resolver">
          Cuando un cobro no coincida con el monto del pedido, aparecerá aquí.
        </EmptyState>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Diferencias de cobro por resolver">
          <table className="table" data-testid="cod-discrepancies-table">
            <thead>
              <tr>
                <th>Pedido</th>
                <th className="num hide-sm">Esperado</th>
                <th className="num hide-sm">Cobrado</th>
                <th className="num">Diferencia</th>
                <th className="hide-md">Cobrado el</th>
                <th>Acción</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => {
                const collected = o.collectedAmount ?? 0;
                const diff = o.discrepancy ?? 0;
                return (
                  <tr key={o.orderId}>
                    <td>
                      <Link href={`/dashboard/orders/${o.orderId}`} className="item-name">
                        {orderLabel(o)}
                      </Link>
                    </td>
                    <td className="num nowrap hide-sm">{formatPesos(o.expectedAmount)}</td>
                    <td className="num nowrap hide-sm">{formatPesos(collected)}</td>
                    <td className="num nowrap">
                      {diff > 0 ? '+' : '−'}
                      {formatPesos(Math.abs(diff))}
                    </td>
                    <td className="hide-md muted nowrap">{formatDateTime(o.collectedAt)}</td>
                    <td>
                      <DiscrepancyButtons
                        orderId={o.orderId}
                        label={orderLabel(o)}
                        amounts={`esperado ${formatPesos(o.expectedAmount)}, cobrado ${formatPesos(collected)}`}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {more && (
        <div className="card-footer">
          <Link href="/dashboard/contra-entrega?discrepancy=open" className="btn btn-sm">
            Ver todas las diferencias por resolver
          </Link>
        </div>
      )}
    </Card>
  );
}
