// The monthly statement as a PDF (letter size, Spanish, the manifest's style: lib/batches/manifest-pdf.tsx): the
// organization, the month, the summary (opening balance, a total per kind, closing balance, entry count) and every entry
// of the month oldest first with its balance after it.
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { formatMxn } from '@/lib/platform/money/format';
import { formatMexicoCityDateTime, formatLongDateTime } from '@/lib/platform/time/format';
import { ledgerDescriptionLabel } from '@/lib/orders/display-labels';
import { ledgerKindLabel } from './ledger-kinds';
import { statementMonthLabel } from './statement-months';
import type { StatementData } from './statement';

const s = StyleSheet.create({
  page: { padding: 36, fontFamily: 'Helvetica', fontSize: 9, color: '#000' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 16, marginBottom: 4 },
  meta: { marginBottom: 2 },
  bold: { fontFamily: 'Helvetica-Bold' },
  section: { fontFamily: 'Helvetica-Bold', fontSize: 11, marginTop: 14, marginBottom: 4 },
  summary: { borderTop: '1pt solid #000', width: '60%' },
  summaryRow: { flexDirection: 'row', justifyContent: 'space-between', borderBottom: '0.5pt solid #666', paddingVertical: 3 },
  table: { borderTop: '1pt solid #000' },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #666', paddingVertical: 3 },
  head: { fontFamily: 'Helvetica-Bold', borderBottom: '1pt solid #000' },
  date: { width: '17%', paddingRight: 4 },
  kind: { width: '17%', paddingRight: 4 },
  description: { width: '38%', paddingRight: 4 },
  amount: { width: '14%', textAlign: 'right' },
  after: { width: '14%', textAlign: 'right' },
  note: { marginTop: 8, color: '#333' },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 7, textAlign: 'center', color: '#333' },
});

/** "-$35.00 MXN" / "+$120.00 MXN": a movement's signed amount. */
const signed = (centavos: number) => (centavos > 0 ? `+${formatMxn(centavos)}` : formatMxn(centavos));

function SummaryRow({ label, value, bold }: { label: string; value: string; bold?: boolean }) {
  return (
    <View style={[s.summaryRow, ...(bold ? [s.bold] : [])]} wrap={false}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}

function StatementDocument({ statement, generatedAt }: { statement: StatementData; generatedAt: Date }) {
  const { summary } = statement;
  const title = `Estado de cuenta de ${statementMonthLabel(summary.month)}`;
  return (
    <Document title={`${title} — ${summary.organization.name}`} author={summary.organization.name} language="es-MX">
      <Page size="LETTER" style={s.page}>
        <Text style={s.title}>{title}</Text>
        <Text style={s.meta}>
          <Text style={s.bold}>Organización: </Text>
          {summary.organization.name}
        </Text>
        <Text style={s.meta}>
          <Text style={s.bold}>Periodo: </Text>
          {`del 1 de ${statementMonthLabel(summary.month)} al último día del mes (hora de la Ciudad de México)`}
        </Text>
        <Text style={s.meta}>
          <Text style={s.bold}>Generado: </Text>
          {formatLongDateTime(generatedAt)}
        </Text>
        <Text style={s.section}>Resumen</Text>
        <View style={s.summary}>
          <SummaryRow label="Saldo inicial" value={formatMxn(statement.openingCentavos)} bold />
          {statement.totals.map((t) => (
            <SummaryRow key={t.kind} label={`${ledgerKindLabel(t.kind)} (${t.count})`} value={signed(t.totalCentavos)} />
          ))}
          <SummaryRow label="Saldo final" value={formatMxn(statement.closingCentavos)} bold />
          <SummaryRow label="Movimientos del mes" value={String(summary.entryCount)} />
        </View>
        {statement.closingCentavos < 0 ? (
          <Text style={s.note}>El saldo final es negativo: las compras de guías quedan bloqueadas hasta que una recarga lo cubra.</Text>
        ) : null}
        <Text style={s.section}>Movimientos</Text>
        {statement.entries.length === 0 ? (
          <Text>Sin movimientos en este mes.</Text>
        ) : (
          <View style={s.table}>
            <View style={[s.row, s.head]} fixed>
              <Text style={s.date}>Fecha</Text>
              <Text style={s.kind}>Tipo</Text>
              <Text style={s.description}>Concepto</Text>
              <Text style={s.amount}>Monto</Text>
              <Text style={s.after}>Saldo después</Text>
            </View>
            {statement.entries.map((e) => (
              <View style={s.row} key={e.id} wrap={false}>
                <Text style={s.date}>{formatMexicoCityDateTime(new Date(e.createdAt))}</Text>
                <Text style={s.kind}>{ledgerKindLabel(e.kind)}</Text>
                <Text style={s.description}>{ledgerDescriptionLabel(e.description)}</Text>
                <Text style={s.amount}>{signed(e.amountCentavos)}</Text>
                <Text style={s.after}>{formatMxn(e.balanceAfterCentavos)}</Text>
              </View>
            ))}
          </View>
        )}
        {summary.entryCount > statement.entries.length ? (
          <Text style={s.note}>
            Este PDF muestra los primeros {statement.entries.length.toLocaleString('es-MX')} movimientos de{' '}
            {summary.entryCount.toLocaleString('es-MX')}; el estado de cuenta en CSV los trae todos.
          </Text>
        ) : null}
        <Text
          style={s.footer}
          fixed
          render={({ pageNumber, totalPages }) => `${title} · ${summary.organization.name} · página ${pageNumber} de ${totalPages}`}
        />
      </Page>
    </Document>
  );
}

/** A PDF a person can read (and a request can render in a moment): past this many entries the rest are in the CSV. */
export const STATEMENT_PDF_MAX_ENTRIES = 1_000;

export async function renderStatementPdf(statement: StatementData, generatedAt = new Date()): Promise<{ pdf: Buffer; filename: string }> {
  const pdf = await renderToBuffer(<StatementDocument statement={statement} generatedAt={generatedAt} />);
  return { pdf, filename: `estado-de-cuenta-${statement.summary.month}.pdf` };
}
