// The printed representation of a stamped CFDI 4.0 (letter size, Spanish; drawn like the statement,
// lib/billing/statement-pdf.tsx): issuer and receiver, the Comprobante's data, the conceptos, the totals and the total in
// words, the seals, the cadena original of the certification complement and the QR with the SAT's verification URL. A
// cancelled invoice carries "CANCELADO" at its top; a test-mode twin's (stamped by the PAC's test environment) carries
// "Factura de prueba: sin validez fiscal" there. Everything printed comes from the stamped XML itself
// (pdf-fields.ts), so the PDF never says something the CFDI does not.
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { amountInWords } from './amount-in-words';
import { type InvoicePdfFields, readInvoicePdfFields } from './pdf-fields';
import { verificationQrPng } from './qr';
import { cfdiUseLabel, paymentFormLabel, paymentMethodLabel, taxObjectLabel, taxRegimeLabel, voucherTypeLabel } from './sat-labels';

const s = StyleSheet.create({
  page: { padding: 32, fontFamily: 'Helvetica', fontSize: 8, color: '#000' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 8 },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 14 },
  bold: { fontFamily: 'Helvetica-Bold' },
  parties: { flexDirection: 'row', marginBottom: 8 },
  party: { width: '50%', paddingRight: 8 },
  section: { fontFamily: 'Helvetica-Bold', fontSize: 9, marginTop: 8, marginBottom: 3, borderBottom: '1pt solid #000' },
  line: { marginBottom: 1.5 },
  table: { borderTop: '1pt solid #000' },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #666', paddingVertical: 2 },
  head: { fontFamily: 'Helvetica-Bold', borderBottom: '1pt solid #000' },
  cProduct: { width: '11%', paddingRight: 3 },
  cUnit: { width: '8%', paddingRight: 3 },
  cQty: { width: '9%', paddingRight: 3, textAlign: 'right' },
  cDescription: { width: '32%', paddingRight: 3 },
  cValue: { width: '13%', paddingRight: 3, textAlign: 'right' },
  cAmount: { width: '12%', paddingRight: 3, textAlign: 'right' },
  cObject: { width: '15%' },
  totals: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 6 },
  words: { width: '60%', paddingRight: 8 },
  sums: { width: '40%' },
  sumRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1.5 },
  seals: { flexDirection: 'row', marginTop: 8 },
  qr: { width: 110, height: 110, marginRight: 10 },
  sealText: { flex: 1 },
  mono: { fontFamily: 'Courier', fontSize: 6, marginBottom: 4 },
  legend: { marginTop: 8, textAlign: 'center', fontFamily: 'Helvetica-Bold' },
  cancelled: { fontFamily: 'Helvetica-Bold', fontSize: 28, color: '#b91c1c', textAlign: 'center', marginBottom: 4 },
  cancelledNote: { color: '#b91c1c', textAlign: 'center', marginBottom: 8 },
  testMark: { fontFamily: 'Helvetica-Bold', fontSize: 16, color: '#b45309', textAlign: 'center', marginBottom: 2 },
  testNote: { color: '#b45309', textAlign: 'center', marginBottom: 8 },
});

/** "$1,160.00": an XML decimal as pesos with thousands separators (the XML's own digits, never re-rounded). */
function pesos(decimal: string): string {
  const [whole, fraction = ''] = decimal.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, Math.max(2, fraction.length))}`;
}

/** The XML's total in centavos, for the amount in words. */
const centavosOf = (decimal: string) => Math.round(Number(decimal) * 100);

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text style={s.line}>
      <Text style={s.bold}>{label}: </Text>
      {value}
    </Text>
  );
}

/**
 * A seal or cadena original: one unbroken word, cut into lines of a fixed width here so the PDF engine neither
 * hyphenates it (a "-" that is not in the seal) nor runs it past the margin.
 */
function Long({ text }: { text: string }) {
  const lines = text.match(/.{1,140}/g) ?? [];
  return (
    <View style={s.mono}>
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </View>
  );
}

export type InvoicePdfInput = { fields: InvoicePdfFields; cancelled: boolean; testMode: boolean; qrPng: Buffer };

function InvoiceDocument({ fields: f, cancelled, testMode, qrPng }: InvoicePdfInput) {
  const serieFolio = `${f.series}-${f.folio}`;
  return (
    <Document title={`Factura ${serieFolio} — ${f.stamp.uuid}`} author={f.issuer.name} language="es-MX">
      <Page size="LETTER" style={s.page}>
        {testMode ? (
          <View>
            <Text style={s.testMark}>Factura de prueba: sin validez fiscal</Text>
            <Text style={s.testNote}>Timbrada en el ambiente de pruebas del PAC por un pago en modo de prueba; el SAT no la conoce.</Text>
          </View>
        ) : null}
        {cancelled ? (
          <View>
            <Text style={s.cancelled}>CANCELADO</Text>
            <Text style={s.cancelledNote}>Este CFDI fue cancelado ante el SAT y no tiene efectos fiscales.</Text>
          </View>
        ) : null}
        <View style={s.header}>
          <View>
            <Text style={s.title}>Factura {serieFolio}</Text>
            <Line label="Folio fiscal (UUID)" value={f.stamp.uuid} />
            <Line label="Tipo de comprobante" value={voucherTypeLabel(f.voucherType)} />
          </View>
          <View>
            <Line label="Fecha de emisión" value={f.issuedAt} />
            <Line label="Fecha de certificación" value={f.stamp.stampedAt} />
            <Line label="Lugar de expedición" value={f.placeOfIssue} />
          </View>
        </View>
        <View style={s.parties}>
          <View style={s.party}>
            <Text style={s.section}>Emisor</Text>
            <Line label="RFC" value={f.issuer.rfc} />
            <Line label="Nombre" value={f.issuer.name} />
            <Line label="Régimen fiscal" value={taxRegimeLabel(f.issuer.taxRegime)} />
            <Line label="Código postal" value={f.issuer.postalCode} />
          </View>
          <View style={s.party}>
            <Text style={s.section}>Receptor</Text>
            <Line label="RFC" value={f.receiver.rfc} />
            <Line label="Nombre" value={f.receiver.name} />
            <Line label="Régimen fiscal" value={taxRegimeLabel(f.receiver.taxRegime)} />
            <Line label="Código postal" value={f.receiver.postalCode} />
            <Line label="Uso del CFDI" value={cfdiUseLabel(f.receiver.cfdiUse)} />
          </View>
        </View>
        <Line label="Forma de pago" value={paymentFormLabel(f.paymentForm)} />
        <Line label="Método de pago" value={paymentMethodLabel(f.paymentMethod)} />
        <Line label="Moneda" value={f.currency} />
        <Text style={s.section}>Conceptos</Text>
        <View style={s.table}>
          <View style={[s.row, s.head]} fixed>
            <Text style={s.cProduct}>Clave prod./serv.</Text>
            <Text style={s.cUnit}>Clave unidad</Text>
            <Text style={s.cQty}>Cantidad</Text>
            <Text style={s.cDescription}>Descripción</Text>
            <Text style={s.cValue}>Valor unitario</Text>
            <Text style={s.cAmount}>Importe</Text>
            <Text style={s.cObject}>Objeto de impuesto</Text>
          </View>
          {f.concepts.map((c, i) => (
            <View style={s.row} key={i} wrap={false}>
              <Text style={s.cProduct}>{c.productKey}</Text>
              <Text style={s.cUnit}>{c.unitKey}</Text>
              <Text style={s.cQty}>{c.quantity}</Text>
              <Text style={s.cDescription}>{c.description}</Text>
              <Text style={s.cValue}>{pesos(c.unitValue)}</Text>
              <Text style={s.cAmount}>{pesos(c.amount)}</Text>
              <Text style={s.cObject}>{taxObjectLabel(c.taxObject)}</Text>
            </View>
          ))}
        </View>
        <View style={s.totals} wrap={false}>
          <View style={s.words}>
            <Text style={s.bold}>Importe con letra:</Text>
            <Text>{amountInWords(centavosOf(f.total))}</Text>
          </View>
          <View style={s.sums}>
            <View style={s.sumRow}>
              <Text>Subtotal</Text>
              <Text>{pesos(f.subtotal)}</Text>
            </View>
            <View style={s.sumRow}>
              <Text>IVA 16 %</Text>
              <Text>{pesos(f.tax)}</Text>
            </View>
            <View style={[s.sumRow, s.bold]}>
              <Text>Total</Text>
              <Text>{pesos(f.total)}</Text>
            </View>
          </View>
        </View>
        <View style={s.seals} wrap={false}>
          <Image style={s.qr} src={{ data: qrPng, format: 'png' }} />
          <View style={s.sealText}>
            <Line label="No. de serie del CSD del emisor" value={f.certificateNumber} />
            <Line label="No. de serie del certificado del SAT" value={f.stamp.satCertificateNumber} />
            <Line label="RFC del proveedor de certificación" value={f.stamp.pacRfc} />
          </View>
        </View>
        <Text style={s.section}>Sello digital del CFDI</Text>
        <Long text={f.seal} />
        <Text style={s.section}>Sello del SAT</Text>
        <Long text={f.stamp.satSeal} />
        <Text style={s.section}>Cadena original del complemento de certificación digital del SAT</Text>
        <Long text={f.stamp.originalString} />
        <Text style={s.legend}>Este documento es una representación impresa de un CFDI</Text>
      </Page>
    </Document>
  );
}

/**
 * The PDF of a stamped invoice; `cancelled` marks it CANCELADO, `testMode` "Factura de prueba: sin validez fiscal".
 * File name: factura-<serie>-<folio>-<UUID>.pdf.
 */
export async function renderInvoicePdf(
  stampedXml: string,
  options: { cancelled: boolean; testMode?: boolean },
): Promise<{ pdf: Buffer; filename: string }> {
  const fields = readInvoicePdfFields(stampedXml);
  const qrPng = await verificationQrPng(fields.verificationUrl);
  const pdf = await renderToBuffer(
    <InvoiceDocument fields={fields} cancelled={options.cancelled} testMode={options.testMode ?? false} qrPng={qrPng} />,
  );
  return { pdf, filename: `${invoiceFileBase(fields.series, fields.folio, fields.stamp.uuid)}.pdf` };
}

/** "factura-EMX-12-66933DFF-…": the base of an invoice's XML and PDF file names. */
export function invoiceFileBase(series: string, folio: string | number, uuid: string): string {
  return `factura-${series}-${folio}-${uuid}`.replace(/[^A-Za-z0-9_-]/g, '');
}
