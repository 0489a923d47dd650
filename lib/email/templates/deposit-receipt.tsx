// To the members who manage billing (owners, admins, finance: lib/email/operational/recipients.ts) when a SPEI
// transfer to the organization's CLABE was credited (lib/payments/deposits/receive-deposit.ts, queued in the credit's
// transaction): the amount, who paid, the tracking key and the balance after it.
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { formatCentavos } from '@/lib/platform/money/format';
import { emailDateTime } from '@/lib/platform/time/format';
import { defineEmailTemplate } from '../template';

export type DepositReceiptData = {
  /** a transfer of the bank simulator to the test-mode twin (play money) */
  testMode?: boolean;
  amountCentavos: number;
  balanceCentavos: number;
  trackingKey: string;
  payerName: string | null;
  payerAccount: string | null;
  concept: string | null;
  clabe: string;
  receivedAt: string;
  billingUrl: string;
};

export const depositReceipt = defineEmailTemplate<DepositReceiptData>({
  name: 'deposit-receipt',
  subject: (data, brand) =>
    `${data.testMode ? '[Modo de prueba] ' : ''}Recibimos tu transferencia de ${formatCentavos(data.amountCentavos)} para ${brand.name}`,
  preview: (data) => `Tu saldo ahora es de ${formatCentavos(data.balanceCentavos)}.`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>Transferencia recibida</EmailHeading>
      {data.testMode ? (
        <EmailText>Es una transferencia simulada del modo de prueba: el saldo abonado es de prueba, no dinero real.</EmailText>
      ) : null}
      <EmailText>
        Abonamos {formatCentavos(data.amountCentavos)} al saldo de {brand.name} por una transferencia SPEI a su CLABE. Ya puedes usarlo para
        comprar guías.
      </EmailText>
      <EmailDetails
        rows={[
          ['Monto', formatCentavos(data.amountCentavos)],
          ['Ordenante', data.payerName ?? 'No informado'],
          ...(data.payerAccount ? ([['Cuenta del ordenante', data.payerAccount]] as Array<[string, string]>) : []),
          ['Clave de rastreo', data.trackingKey],
          ...(data.concept ? ([['Concepto', data.concept]] as Array<[string, string]>) : []),
          ['CLABE de destino', data.clabe],
          ['Fecha', emailDateTime(data.receivedAt)],
          ['Saldo nuevo', formatCentavos(data.balanceCentavos)],
        ]}
      />
      <EmailButton brand={brand} href={data.billingUrl}>
        Ver saldo y depósitos
      </EmailButton>
      <EmailText muted>
        Si registraste tus datos fiscales en la página de facturación, recibirás la factura de este pago por correo.
      </EmailText>
    </>
  ),
});
