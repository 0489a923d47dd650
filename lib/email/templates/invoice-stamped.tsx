// To the organization's billing contacts when an invoice is stamped (lib/payments/invoices/invoice-email.ts): "Tu
// factura EMX-12" with the CFDI's XML and its PDF attached. The row names the invoice only; the XML is read and the PDF
// drawn when the message is sent, by the provider the invoices domain registers (lib/email/send-time.ts, `sendTime`), so
// the outbox stays small and this template imports no domain; an invoice cancelled, in cancellation or failed by then
// is not sent at all (it would say "El SAT certificó" beside a CANCELADO PDF). A test-mode twin's invoice (the PAC's
// test environment, no fiscal validity) says so in its subject, as the deposit receipt does.
import { formatCentavos } from '@/lib/platform/money/format';
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { defineEmailTemplate } from '../template';

export type InvoiceStampedData = {
  invoiceId: string;
  organizationId: string;
  series: string;
  folio: number;
  uuid: string;
  totalCentavos: number;
  receiverRfc: string;
  receiverName: string;
  billingUrl: string;
  /** a test-mode twin's invoice: "[Modo de prueba]" in the subject, no fiscal validity */
  testMode?: boolean;
};

export const invoiceStamped = defineEmailTemplate<InvoiceStampedData>({
  name: 'invoice-stamped',
  subject: (data, brand) => `${data.testMode ? '[Modo de prueba] ' : ''}Tu factura ${data.series}-${data.folio} de ${brand.name}`,
  preview: (data) => `CFDI ${data.uuid} por ${formatCentavos(data.totalCentavos)}: XML y PDF adjuntos.`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>Tu factura {`${data.series}-${data.folio}`}</EmailHeading>
      {data.testMode ? (
        <EmailText>
          Esta es una factura de prueba: la timbró el ambiente de pruebas del PAC por un pago en modo de prueba y no tiene validez fiscal.
        </EmailText>
      ) : null}
      <EmailText>
        El SAT certificó la factura de tu pago a {brand.name}. Adjuntamos el CFDI en XML y su representación impresa en PDF para tu
        contabilidad.
      </EmailText>
      <EmailDetails
        rows={[
          ['Serie y folio', `${data.series}-${data.folio}`],
          ['Folio fiscal (UUID)', data.uuid],
          ['Receptor', `${data.receiverName} (${data.receiverRfc})`],
          ['Total', formatCentavos(data.totalCentavos)],
        ]}
      />
      <EmailButton brand={brand} href={data.billingUrl}>
        Ver mis facturas
      </EmailButton>
      <EmailText muted>También puedes descargar el XML y el PDF cuando quieras desde la sección de facturación del panel.</EmailText>
    </>
  ),
  sendTime: true,
});
