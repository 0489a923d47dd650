// The monthly statement as CSV (lib/platform/csv/stream-csv.ts: BOM, Spanish headers, formula cells neutralised): first
// the summary (Sección «Resumen»: saldo inicial, one total per kind, saldo final, movimientos), then every entry of the
// month oldest first (Sección «Movimiento»). Amounts are signed pesos, plain numbers; filtering the Sección column
// on «Movimiento» and adding up Monto gives the month's change.
import { csvStream, type CsvColumn } from '@/lib/platform/csv/stream-csv';
import { csvPesos } from '@/lib/platform/money/format';
import { csvDateTime } from '@/lib/platform/time/format';
import { ledgerDescriptionLabel } from '@/lib/orders/display-labels';
import { ledgerKindLabel } from './ledger-kinds';
import type { StatementData } from './statement';

type Line = {
  section: 'Resumen' | 'Movimiento';
  date?: string;
  concept: string;
  description?: string;
  amountCentavos?: number | null;
  balanceAfterCentavos?: number | null;
  orderId?: string | null;
  batchId?: string | null;
  adjustmentId?: string | null;
  id?: string;
};

const columns: CsvColumn<Line>[] = [
  { header: 'Sección', value: (l) => l.section },
  { header: 'Fecha (Ciudad de México)', value: (l) => l.date },
  { header: 'Tipo', value: (l) => l.concept },
  { header: 'Descripción', value: (l) => l.description },
  { header: 'Monto (MXN)', value: (l) => csvPesos(l.amountCentavos) },
  { header: 'Saldo después (MXN)', value: (l) => csvPesos(l.balanceAfterCentavos) },
  { header: 'ID del pedido', value: (l) => l.orderId },
  { header: 'ID del lote', value: (l) => l.batchId },
  { header: 'ID del ajuste', value: (l) => l.adjustmentId },
  { header: 'ID del movimiento', value: (l) => l.id },
];

function* lines(statement: StatementData): Generator<Line> {
  const { summary } = statement;
  yield {
    section: 'Resumen',
    concept: 'Saldo inicial',
    description: `Saldo al iniciar ${summary.month}`,
    amountCentavos: statement.openingCentavos,
  };
  for (const t of statement.totals) {
    yield {
      section: 'Resumen',
      concept: `Total: ${ledgerKindLabel(t.kind)}`,
      description: `${t.count} movimiento${t.count === 1 ? '' : 's'}`,
      amountCentavos: t.totalCentavos,
    };
  }
  yield {
    section: 'Resumen',
    concept: 'Saldo final',
    description: `Saldo al terminar ${summary.month}`,
    amountCentavos: statement.closingCentavos,
  };
  yield { section: 'Resumen', concept: 'Movimientos del mes', description: String(summary.entryCount) };
  for (const e of statement.entries) {
    yield {
      section: 'Movimiento',
      date: csvDateTime(e.createdAt),
      concept: ledgerKindLabel(e.kind),
      description: ledgerDescriptionLabel(e.description),
      amountCentavos: e.amountCentavos,
      balanceAfterCentavos: e.balanceAfterCentavos,
      orderId: e.orderId,
      batchId: e.batchId,
      adjustmentId: e.adjustmentId,
      id: e.id,
    };
  }
}

async function* iterate(statement: StatementData): AsyncGenerator<Line> {
  yield* lines(statement);
}

export function statementCsv(statement: StatementData): { body: ReadableStream<Uint8Array>; filename: string } {
  return { body: csvStream(iterate(statement), columns), filename: `estado-de-cuenta-${statement.summary.month}.csv` };
}
