// The billing page's monthly statement (lib/billing/statement.ts): a month selector (a plain GET form, works without
// JavaScript), the summary (opening balance, a total per kind, closing balance, entry count) and its CSV and PDF
// downloads (GET /api/v1/billing/statements/{month}?format=csv|pdf, behind the session).
import { CsvExportLink } from '@/app/_components/csv-export-link';
import { Card } from '@/app/_components/ui';
import { formatCentavos } from '@/app/(dashboard)/_lib/format';
import type { StatementData } from '@/lib/billing/statement';
import { recentMonths, statementMonthLabel } from '@/lib/billing/statement-months';
import { ledgerKindLabel } from '@/lib/billing/ledger-kinds';
import { STATEMENT_MONTHS, type BillingSearch } from './billing-search';

const signed = (centavos: number) => `${centavos > 0 ? '+' : ''}${formatCentavos(centavos)}`;

export function StatementCard({ statement, search }: { statement: StatementData; search: BillingSearch }) {
  const { summary } = statement;
  const month = statementMonthLabel(summary.month);
  return (
    <Card
      id="estado-de-cuenta"
      title="Estado de cuenta mensual"
      description="Saldo inicial, totales por tipo y saldo final del mes, en hora de la Ciudad de México."
    >
      <form className="filters" method="get" action="/dashboard/billing#estado-de-cuenta" aria-label="Mes del estado de cuenta">
        {search.kind && <input type="hidden" name="kind" value={search.kind} />}
        <div className="field">
          <label htmlFor="statement-month">Mes</label>
          <select id="statement-month" name="month" className="select" defaultValue={summary.month}>
            {recentMonths(STATEMENT_MONTHS).map((m) => (
              <option key={m} value={m}>
                {statementMonthLabel(m)}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-actions">
          <button type="submit" className="btn btn-primary">
            Ver mes
          </button>
        </div>
      </form>
      <div className="card-body">
        <table className="table statement-summary" data-testid="statement-summary">
          <caption className="visually-hidden">Resumen de {month}</caption>
          <tbody>
            <tr>
              <th scope="row">Saldo inicial</th>
              <td className="num nowrap">{formatCentavos(statement.openingCentavos)}</td>
            </tr>
            {statement.totals.map((t) => (
              <tr key={t.kind}>
                <th scope="row" className="muted">
                  {ledgerKindLabel(t.kind)} ({t.count})
                </th>
                <td className={t.totalCentavos < 0 ? 'num nowrap amount' : 'num nowrap amount credit'}>{signed(t.totalCentavos)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Saldo final</th>
              <td className={statement.closingCentavos < 0 ? 'num nowrap negative' : 'num nowrap'}>
                {formatCentavos(statement.closingCentavos)}
              </td>
            </tr>
            <tr>
              <th scope="row" className="muted">
                Movimientos del mes
              </th>
              <td className="num">{summary.entryCount}</td>
            </tr>
          </tbody>
        </table>
        {summary.entryCount === 0 && <p className="muted">Sin movimientos en {month}: el saldo no cambió.</p>}
        <div className="statement-downloads">
          <CsvExportLink href={`/api/v1/billing/statements/${summary.month}?format=csv`} label="Descargar CSV" testId="statement-csv" />
          <CsvExportLink href={`/api/v1/billing/statements/${summary.month}?format=pdf`} label="Descargar PDF" testId="statement-pdf" />
        </div>
      </div>
    </Card>
  );
}
