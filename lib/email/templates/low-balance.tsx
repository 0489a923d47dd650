// To the owners and admins when the balance falls below the organization's threshold (at most once a day,
// lib/email/operational/low-balance.ts): orders are refused once the balance cannot pay for them; a balance below zero
// (a weight adjustment, docs/billing.md) says so, purchases being blocked until a top-up.
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { formatCentavos } from '@/lib/platform/money/format';
import { defineEmailTemplate } from '../template';

export type LowBalanceData = {
  balanceCentavos: number;
  thresholdCentavos: number;
  billingUrl: string;
  /** where to transfer by SPEI (the organization's own CLABE), when the bank's deposits are enabled */
  transfer?: { clabe: string; beneficiaryName: string; bankName: string } | null;
};

export const lowBalance = defineEmailTemplate<LowBalanceData>({
  name: 'low-balance',
  subject: (data, brand) =>
    `Saldo ${data.balanceCentavos < 0 ? 'negativo' : 'bajo'} en ${brand.name}: ${formatCentavos(data.balanceCentavos)}`,
  preview: (data) => `Tu saldo está por debajo de ${formatCentavos(data.thresholdCentavos)}.`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>{data.balanceCentavos < 0 ? 'Tu saldo es negativo' : 'Tu saldo está bajo'}</EmailHeading>
      {data.balanceCentavos < 0 ? (
        <EmailText>
          El saldo de {brand.name} quedó en {formatCentavos(data.balanceCentavos)} por un ajuste de peso que cobró más de lo que había. Las
          compras de guías están bloqueadas hasta que una recarga cubra la diferencia.
        </EmailText>
      ) : (
        <EmailText>
          El saldo de {brand.name} bajó del mínimo que configuraron. Cuando el saldo no alcance para pagar una guía, los envíos nuevos se
          rechazarán hasta que recargues.
        </EmailText>
      )}
      <EmailDetails
        rows={[
          ['Saldo actual', formatCentavos(data.balanceCentavos)],
          ['Aviso configurado por debajo de', formatCentavos(data.thresholdCentavos)],
        ]}
      />
      {data.transfer && (
        <>
          <EmailText>Recarga por transferencia SPEI a tu CLABE: el saldo se acredita en minutos, sin enviar comprobante.</EmailText>
          <EmailDetails
            rows={[
              ['CLABE', data.transfer.clabe],
              ['Banco', data.transfer.bankName],
              ['Beneficiario', data.transfer.beneficiaryName],
            ]}
          />
        </>
      )}
      <EmailButton brand={brand} href={data.billingUrl}>
        Ver saldo y movimientos
      </EmailButton>
      <EmailText muted>Recibirás este aviso como máximo una vez al día mientras el saldo siga por debajo del mínimo.</EmailText>
    </>
  ),
});
