// The low-balance banner on every dashboard page while the balance is under the organization's threshold
// (lib/billing/low-balance-threshold.ts), or below zero (purchases blocked), for roles that may see the balance (billing:read).
import Link from 'next/link';
import { formatCentavos } from '@/app/(dashboard)/_lib/format';
import { Icon } from './icons';

export type LowBalance = { balanceCentavos: number; thresholdCentavos: number | null };

export function LowBalanceBanner({ lowBalance }: { lowBalance: LowBalance }) {
  if (lowBalance.balanceCentavos < 0) return <NegativeBalanceBanner balanceCentavos={lowBalance.balanceCentavos} />;
  if (lowBalance.thresholdCentavos === null) return null;
  return (
    <div className="alert alert-warning low-balance" role="status" data-testid="low-balance-banner">
      <Icon name="alert" aria-hidden="true" />
      <span>
        Tu saldo es bajo: <strong>{formatCentavos(lowBalance.balanceCentavos)}</strong>, por debajo de tu aviso de{' '}
        {formatCentavos(lowBalance.thresholdCentavos)}. Abona saldo para seguir generando guías.{' '}
        <Link href="/dashboard/billing">Ver saldo y movimientos</Link>
      </span>
    </div>
  );
}

/**
 * A balance below zero (a weight adjustment charged more than there was, docs/billing.md): every purchase answers 402
 * until a top-up covers it, whatever the threshold.
 */
function NegativeBalanceBanner({ balanceCentavos }: { balanceCentavos: number }) {
  return (
    <div className="alert alert-error low-balance" role="alert" data-testid="negative-balance-banner">
      <Icon name="alert" aria-hidden="true" />
      <span>
        Tu saldo es negativo: <strong>{formatCentavos(balanceCentavos)}</strong>. Un ajuste de peso cobró más de lo que tenías, así que las
        compras de guías están bloqueadas hasta que una recarga cubra la diferencia.{' '}
        <Link href="/dashboard/billing">Ver saldo y movimientos</Link>
      </span>
    </div>
  );
}
