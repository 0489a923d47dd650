// Billing: the prepaid balance and the ledger of credits, debits and refunds (keyset paging).
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { ledgerDescriptionLabel } from '@/app/(dashboard)/_lib/display-labels';
import { formatCentavos, formatDateTime } from '@/app/(dashboard)/_lib/format';
import { isStaleCursor, staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import { getBalanceStatus } from '@/lib/billing/low-balance-threshold';
import { can } from '@/lib/auth/permissions';
import { listLedgerEntries } from '@/lib/billing/list-ledger-entries';
import { readPageStack, writePageStack } from '@/lib/platform/pagination/page-stack';
import { Pager } from '@/app/_components/pager';
import { CsvExportLink } from '@/app/_components/csv-export-link';
import { Alert, Badge, Card, EmptyState, PageHeader } from '@/app/_components/ui';
import { TEST_BALANCE_CENTAVOS } from '@/lib/organizations/test-mode';
import { ledgerKindLabel } from '@/lib/billing/ledger-kinds';
import type { LedgerEntryKind } from '@/model/money';
import { TestBalanceButton } from './test-balance-button';
import { ThresholdCard } from './threshold-card';

export const metadata: Metadata = { title: 'Saldo y movimientos' };

const PAGE = 25;
const kindTone = {
  topup: 'green',
  manual_credit: 'green',
  label: 'gray',
  refund: 'blue',
  adjustment: 'amber',
  dispute_refund: 'blue',
  cod_fee: 'gray',
} as const satisfies Record<LedgerEntryKind, string>;

function href(cursor: string | null, stack: string[]) {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  const value = writePageStack(stack);
  if (value !== null) params.set('stack', value);
  const q = params.toString();
  return q ? `/dashboard/billing?${q}` : '/dashboard/billing';
}

export default async function BillingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireOrgPermission('billing:read');
  const params = await searchParams;
  const cursor = typeof params.cursor === 'string' && params.cursor ? params.cursor : null;
  // An edited or stale page link: say so instead of quietly showing the first page under "Página 3".
  const problem = isStaleCursor(cursor) ? staleLinkMessage('movimientos') : null;
  const stack = problem ? [] : readPageStack(params.stack);
  const db = getDb();
  const [ledger, { balanceCentavos, thresholdCentavos }] = await Promise.all([
    problem ? { data: [], nextCursor: null } : listLedgerEntries(db, { organizationId: session.organizationId, limit: PAGE, cursor }),
    getBalanceStatus(db, { organizationId: session.organizationId }),
  ]);
  const previous = stack.length ? href(stack[stack.length - 1] || null, stack.slice(0, -1)) : null;
  const next = ledger.nextCursor ? href(ledger.nextCursor, [...stack, cursor ?? '']) : null;
  return (
    <>
      <PageHeader
        title="Saldo y movimientos"
        description="El saldo es prepagado: cada guía se descuenta al crear el pedido y las cancelaciones se reembolsan."
        actions={<CsvExportLink href="/api/v1/billing/ledger/export" testId="ledger-export" />}
      />
      <div className="stats">
        <div className="card stat" data-testid="billing-balance">
          <span className="label">Saldo disponible</span>
          <span className="value">{formatCentavos(balanceCentavos)}</span>
          {session.mode === 'test' ? (
            <div className="foot">
              <p>Saldo de prueba: no es dinero real.</p>
              <TestBalanceButton amountLabel={formatCentavos(TEST_BALANCE_CENTAVOS)} />
            </div>
          ) : (
            <span className="foot">Para abonar saldo, contacta a soporte o a tu administrador de la plataforma.</span>
          )}
        </div>
      </div>
      <ThresholdCard thresholdCentavos={thresholdCentavos} canManage={can(session.role, 'billing:manage')} />
      <Card title="Movimientos" description="Del más reciente al más antiguo">
        {problem ? (
          <div className="card-body">
            <Alert tone="error">
              {problem} <Link href="/dashboard/billing">Ir a la primera página</Link>
            </Alert>
          </div>
        ) : ledger.data.length === 0 ? (
          <EmptyState icon="wallet" title="Sin movimientos">
            Aquí verás cada abono, cargo por guía y reembolso.
          </EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="ledger-table">
              <thead>
                <tr>
                  <th>Fecha</th>
                  <th>Tipo</th>
                  <th>Concepto</th>
                  <th className="num">Monto</th>
                  <th className="num hide-sm">Saldo después</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.map((e) => (
                  <tr key={e.id}>
                    <td className="nowrap muted">{formatDateTime(e.createdAt)}</td>
                    <td>
                      <Badge tone={kindTone[e.kind]}>{ledgerKindLabel(e.kind)}</Badge>
                    </td>
                    <td>
                      {ledgerDescriptionLabel(e.description)}
                      {e.orderId && (
                        <>
                          {' '}
                          · <Link href={`/dashboard/orders/${e.orderId}`}>ver pedido</Link>
                        </>
                      )}
                    </td>
                    <td className={e.amountCentavos < 0 ? 'num nowrap amount' : 'num nowrap amount credit'}>
                      {e.amountCentavos > 0 ? '+' : ''}
                      {formatCentavos(e.amountCentavos)}
                    </td>
                    <td className="num nowrap hide-sm muted">{formatCentavos(e.balanceAfterCentavos)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={stack.length + 1} previous={previous} next={next} />
      </Card>
    </>
  );
}
