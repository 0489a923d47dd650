// Billing: the prepaid balance (below zero after a weight adjustment: purchases blocked), the payments of issue 41
// (docs/payments.md: the CLABE and its transfers, the invoices, the automatic recharge and the fiscal data, one card
// each), the monthly statement (statement-card.tsx) and the ledger of movements with a kind filter (keyset paging).
// Everything is read at once. The invoices, the automatic recharge and the fiscal data are billing:manage's, as their API.
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
import { ledgerEntryKinds, type LedgerEntryKind } from '@/model/money';
import { getStatement } from '@/lib/billing/statement';
import { config } from '@/lib/platform/config';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { ensureOrganizationClabe } from '@/lib/payments/clabe';
import { listDeposits } from '@/lib/payments/deposits/list-deposits';
import { listInvoices } from '@/lib/payments/invoices/read-invoices';
import { getAutoRecharge } from '@/lib/payments/auto-recharge/settings';
import { getFiscalData } from '@/lib/payments/fiscal/fiscal-data';
import { cfdiUses, taxRegimes } from '@/lib/payments/fiscal/catalogs';
import { TestBalanceButton } from './test-balance-button';
import { ClabeCard } from './clabe-card';
import { DEPOSITS_SHOWN, DepositsCard } from './deposits-card';
import { INVOICES_SHOWN, InvoicesCard } from './invoices-card';
import { AutoRechargeCard } from './auto-recharge-card';
import { FiscalDataCard } from './fiscal-data-card';
import { ThresholdCard } from './threshold-card';
import { StatementCard } from './statement-card';
import { billingHref, readBillingSearch, type BillingSearch } from './billing-search';

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
  cod_payout: 'green',
} as const satisfies Record<LedgerEntryKind, string>;

const href = (search: BillingSearch, cursor: string | null, stack: string[]) =>
  billingHref(search, { cursor, stack: writePageStack(stack) });

/** The movements' kind filter: a plain GET form that keeps the statement's month. */
function KindFilter({ search }: { search: BillingSearch }) {
  return (
    <form className="filters" method="get" action="/dashboard/billing" aria-label="Filtrar movimientos">
      <input type="hidden" name="month" value={search.month} />
      <div className="field">
        <label htmlFor="ledger-kind">Tipo de movimiento</label>
        <select id="ledger-kind" name="kind" className="select" defaultValue={search.kind ?? ''}>
          <option value="">Todos los tipos</option>
          {ledgerEntryKinds.map((kind) => (
            <option key={kind} value={kind}>
              {ledgerKindLabel(kind)}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-actions">
        <button type="submit" className="btn btn-primary">
          Filtrar
        </button>
        {search.kind && (
          <Link href={billingHref({ ...search, kind: null })} className="btn">
            Ver todos
          </Link>
        )}
      </div>
    </form>
  );
}

export default async function BillingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireOrgPermission('billing:read');
  const params = await searchParams;
  const search = readBillingSearch(params);
  const cursor = typeof params.cursor === 'string' && params.cursor ? params.cursor : null;
  // An edited or stale page link: say so instead of quietly showing the first page under "Página 3".
  const problem = isStaleCursor(cursor) ? staleLinkMessage('movimientos') : null;
  const stack = problem ? [] : readPageStack(params.stack);
  const db = getDb();
  const kinds = search.kind ? [search.kind] : undefined;
  const organizationId = session.organizationId;
  const canManage = can(session.role, 'billing:manage');
  // without the bank's settings no transfer can arrive: no CLABE is assigned nor shown
  const transfersEnabled = Boolean(config().BANK_WEBHOOK_SECRET);
  const [ledger, { balanceCentavos, thresholdCentavos }, statement, clabe, deposits, invoices, autoRecharge, fiscal] = await Promise.all([
    problem ? { data: [], nextCursor: null } : listLedgerEntries(db, { organizationId, limit: PAGE, cursor, kinds }),
    getBalanceStatus(db, { organizationId }),
    getStatement(db, { organizationId, month: search.month }),
    transfersEnabled ? ensureOrganizationClabe(db, { organizationId }) : null,
    listDeposits(db, { organizationId, limit: DEPOSITS_SHOWN }),
    canManage ? listInvoices(db, { organizationId, limit: INVOICES_SHOWN }) : null,
    canManage ? getAutoRecharge(db, { organizationId }) : null,
    canManage ? getFiscalData(db, { organizationId }) : null,
  ]);
  const today = mexicoCityDay();
  const previous = stack.length ? href(search, stack[stack.length - 1] || null, stack.slice(0, -1)) : null;
  const next = ledger.nextCursor ? href(search, ledger.nextCursor, [...stack, cursor ?? '']) : null;
  return (
    <>
      <PageHeader
        title="Saldo y movimientos"
        description="El saldo es prepagado: cada guía se descuenta al crear el pedido, las cancelaciones se reembolsan y un ajuste de peso puede cobrar o abonar la diferencia después."
        actions={<CsvExportLink href="/api/v1/billing/ledger/export" testId="ledger-export" />}
      />
      <div className="stats">
        <div className="card stat" data-testid="billing-balance">
          <span className="label">Saldo disponible</span>
          <span className={balanceCentavos < 0 ? 'value negative' : 'value'}>{formatCentavos(balanceCentavos)}</span>
          {balanceCentavos < 0 && (
            <p className="foot" data-testid="negative-balance-note">
              Saldo negativo: un ajuste de peso cobró más de lo que había. Las compras de guías están bloqueadas hasta que una recarga cubra
              la diferencia.
            </p>
          )}
          {session.mode === 'test' ? (
            <div className="foot">
              <p>Saldo de prueba: no es dinero real.</p>
              <TestBalanceButton amountLabel={formatCentavos(TEST_BALANCE_CENTAVOS)} />
            </div>
          ) : (
            <span className="foot">
              {transfersEnabled
                ? 'Para abonar saldo, transfiere por SPEI a tu CLABE: la ves más abajo.'
                : 'Para abonar saldo, contacta a soporte o a tu administrador de la plataforma.'}
            </span>
          )}
        </div>
      </div>
      <ClabeCard clabe={clabe} testMode={session.mode === 'test'} />
      <DepositsCard deposits={deposits.data} more={deposits.nextCursor !== null} />
      {invoices && fiscal && (
        <InvoicesCard
          invoices={invoices.data}
          more={invoices.nextCursor !== null}
          fiscalComplete={fiscal.complete}
          testMode={session.mode === 'test'}
        />
      )}
      {fiscal && <FiscalDataCard data={fiscal} regimes={taxRegimes(today)} uses={cfdiUses(today)} testMode={session.mode === 'test'} />}
      {autoRecharge && <AutoRechargeCard settings={autoRecharge} />}
      {!canManage && (
        <Card title="Facturas, datos fiscales y recarga automática">
          <p className="card-body muted text-sm">
            Solo quien administra la facturación de la organización (propietario, administrador o finanzas) puede verlos y cambiarlos.
          </p>
        </Card>
      )}
      <ThresholdCard thresholdCentavos={thresholdCentavos} canManage={canManage} />
      <StatementCard statement={statement} search={search} />
      <Card title="Movimientos" description="Del más reciente al más antiguo">
        <KindFilter search={search} />
        {problem ? (
          <div className="card-body">
            <Alert tone="error">
              {problem} <Link href={billingHref(search)}>Ir a la primera página</Link>
            </Alert>
          </div>
        ) : ledger.data.length === 0 ? (
          <EmptyState icon="wallet" title={search.kind ? `Sin movimientos de tipo ${ledgerKindLabel(search.kind)}` : 'Sin movimientos'}>
            Aquí verás cada recarga, abono, cargo por guía, reembolso y ajuste de peso.
          </EmptyState>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Movimientos del saldo">
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
                    <td className={e.balanceAfterCentavos < 0 ? 'num nowrap hide-sm negative' : 'num nowrap hide-sm muted'}>
                      {formatCentavos(e.balanceAfterCentavos)}
                    </td>
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
