// "Transferencias recibidas": the latest SPEI deposits to the organization's CLABE (lib/payments/deposits/list-deposits.ts),
// credited ("Acreditado") or returned to the payer ("Devuelto", with the bank's reason). The older ones are in the
// movements below (kind Recarga) and in GET /api/v1/billing/deposits.
import Link from 'next/link';
import { formatDateTime, formatPesos } from '@/app/(dashboard)/_lib/format';
import { Badge, Card, EmptyState } from '@/app/_components/ui';
import type { DepositBody } from '@/lib/payments/deposits/deposit-body';
import styles from './billing.module.css';

export const DEPOSITS_SHOWN = 10;

function DepositStatus({ deposit }: { deposit: DepositBody }) {
  if (deposit.status === 'credited') return <Badge tone="green">Acreditado</Badge>;
  return (
    <>
      <Badge tone="red">Devuelto</Badge>
      {deposit.returnReasonLabel && <div className="text-xs muted">{deposit.returnReasonLabel}</div>}
    </>
  );
}

export function DepositsCard({ deposits, more }: { deposits: DepositBody[]; more: boolean }) {
  return (
    <Card id="depositos" title="Transferencias recibidas" description="Las más recientes primero, en hora de la Ciudad de México.">
      {deposits.length === 0 ? (
        <EmptyState icon="wallet" title="Aún no recibes transferencias">
          Cuando una transferencia SPEI llegue a tu CLABE la verás aquí, con su clave de rastreo.
        </EmptyState>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Transferencias recibidas">
          <table className="table" data-testid="deposits-table">
            <thead>
              <tr>
                <th className="hide-sm">Fecha</th>
                <th>Ordenante</th>
                <th className="hide-sm">Clave de rastreo</th>
                <th className="num">Monto</th>
                <th className="hide-sm">Estado</th>
              </tr>
            </thead>
            <tbody>
              {deposits.map((d) => (
                <tr key={d.id}>
                  <td className="nowrap muted hide-sm">{formatDateTime(new Date(d.receivedAt))}</td>
                  <td>
                    {d.payerName ?? 'Sin nombre'}
                    <div className={`text-xs muted ${styles.smOnly}`}>{formatDateTime(new Date(d.receivedAt))}</div>
                  </td>
                  <td className={`hide-sm ${styles.trackingKey}`}>{d.trackingKey}</td>
                  <td className={d.status === 'credited' ? 'num nowrap amount credit' : 'num nowrap amount'}>
                    {d.amount === null ? d.amountText : formatPesos(d.amount)}
                    <div className={styles.smOnly}>
                      <DepositStatus deposit={d} />
                    </div>
                  </td>
                  <td className="hide-sm">
                    <DepositStatus deposit={d} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more && (
        <div className="card-footer text-sm">
          Ves las {DEPOSITS_SHOWN} más recientes. Las anteriores acreditadas están en{' '}
          <Link href="/dashboard/billing?kind=topup">los movimientos de tipo recarga</Link>.
        </div>
      )}
    </Card>
  );
}
