// The low-balance banner on every dashboard page while the balance is under the organization's threshold
// (lib/billing/low-balance-threshold.ts), for roles that may see the balance (billing:read).
import Link from 'next/link';
import { formatCentavos } from '@/app/(dashboard)/_lib/format';
import { Icon } from './icons';

export type LowBalance = { balanceCentavos: number; thresholdCentavos: number };

export function LowBalanceBanner({ lowBalance }: { lowBalance: LowBalance }) {
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
