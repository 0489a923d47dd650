// To the owners and admins when the balance falls below the organization's threshold (at most once a day,
// lib/email/operational/low-balance.ts): orders are refused once the balance cannot pay for them.
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { formatCentavos } from '@/lib/platform/money/format';
import { defineEmailTemplate } from '../template';

export type LowBalanceData = { balanceCentavos: number; thresholdCentavos: number; billingUrl: string };

export const lowBalance = defineEmailTemplate<LowBalanceData>({
  name: 'low-balance',
  subject: (data, brand) => `Saldo bajo en ${brand.name}: ${formatCentavos(data.balanceCentavos)}`,
  preview: (data) => `Tu saldo está por debajo de ${formatCentavos(data.thresholdCentavos)}.`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>Tu saldo está bajo</EmailHeading>
      <EmailText>
        El saldo de {brand.name} bajó del mínimo que configuraron. Cuando el saldo no alcance para pagar una guía, los envíos nuevos se
        rechazarán hasta que recargues.
      </EmailText>
      <EmailDetails
        rows={[
          ['Saldo actual', formatCentavos(data.balanceCentavos)],
          ['Aviso configurado por debajo de', formatCentavos(data.thresholdCentavos)],
        ]}
      />
      <EmailButton brand={brand} href={data.billingUrl}>
        Ver saldo y movimientos
      </EmailButton>
      <EmailText muted>Recibirás este aviso como máximo una vez al día mientras el saldo siga por debajo del mínimo.</EmailText>
    </>
  ),
});
