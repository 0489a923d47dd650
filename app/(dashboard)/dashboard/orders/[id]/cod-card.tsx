// The order's cash on delivery (docs/cod.md): how much the courier must collect, the collection's state and each of
// its dates (collected, refused, flagged lost, remitted by the provider, paid to the merchant), and a collected amount
// that differs from the expected one.
import { Fragment } from 'react';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { Badge, Card } from '@/app/_components/ui';
import { codStatusLabels } from '@/lib/cod/cod-states';
import { codDiscrepancyLabels, codStatusTones } from '@/lib/cod/display-labels';
import type { OrderDetail } from '@/lib/orders/schemas';

export function CodCard({ order }: { order: OrderDetail }) {
  const cod = order.cod;
  if (!cod) return null;
  const dates: [string, string | null][] = [
    ['Cobrado el', cod.collected_at],
    ['Rechazado el', cod.refused_at],
    ['Marcado como extraviado el', cod.lost_at],
    ['Remitido por el proveedor el', cod.remitted_at],
    ['Pagado el', cod.paid_out_at],
  ];
  return (
    <Card title="Contra entrega" description="El cobro al destinatario y su camino hasta tu saldo.">
      <dl className="dl" data-testid="order-cod">
        <dt>Estado</dt>
        <dd>
          <Badge tone={codStatusTones[cod.status]}>{codStatusLabels[cod.status]}</Badge>
        </dd>
        <dt>Monto a cobrar</dt>
        <dd>{formatPesos(cod.expected_amount)}</dd>
        {cod.collected_amount !== null && (
          <>
            <dt>Monto cobrado</dt>
            <dd>{formatPesos(cod.collected_amount)}</dd>
          </>
        )}
        {cod.discrepancy !== null && (
          <>
            <dt>Diferencia</dt>
            <dd>
              {cod.discrepancy > 0 ? '+' : '−'}
              {formatPesos(Math.abs(cod.discrepancy))}
              {cod.discrepancy_status && ` (${codDiscrepancyLabels[cod.discrepancy_status].toLowerCase()})`}
            </dd>
          </>
        )}
        {cod.courier_reference && (
          <>
            <dt>Referencia del mensajero</dt>
            <dd>{cod.courier_reference}</dd>
          </>
        )}
        {cod.refused_reason && (
          <>
            <dt>Motivo del rechazo</dt>
            <dd>{cod.refused_reason}</dd>
          </>
        )}
        {dates.map(([label, at]) =>
          at ? (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{formatDateTime(at)}</dd>
            </Fragment>
          ) : null,
        )}
        {cod.paid_out_amount !== null && (
          <>
            <dt>Pagado a tu saldo o cuenta</dt>
            <dd>{formatPesos(cod.paid_out_amount)}</dd>
          </>
        )}
        {cod.fee_deducted > 0 && (
          <>
            <dt>Comisión descontada del cobro</dt>
            <dd>{formatPesos(cod.fee_deducted)}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
