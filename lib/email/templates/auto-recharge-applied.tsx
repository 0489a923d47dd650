// To the roles that manage billing when an automatic recharge's direct debit was accepted and credited
// (lib/payments/auto-recharge/settle.ts): the amount, the bank's reference and the balance after it.
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { formatCentavos } from '@/lib/platform/money/format';
import { defineEmailTemplate } from '../template';

export type AutoRechargeAppliedData = { amountCentavos: number; balanceCentavos: number; bankReference: string; billingUrl: string };

export const autoRechargeApplied = defineEmailTemplate<AutoRechargeAppliedData>({
  name: 'auto-recharge-applied',
  subject: (data) => `Recarga automática aplicada: ${formatCentavos(data.amountCentavos)}`,
  preview: (data) => `Cargamos ${formatCentavos(data.amountCentavos)} a tu cuenta domiciliada y los abonamos a tu saldo.`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>Recarga automática aplicada</EmailHeading>
      <EmailText>
        El saldo de {brand.name} bajó del mínimo que configuraron, así que cargamos la recarga automática a la cuenta domiciliada y la
        abonamos a su saldo.
      </EmailText>
      <EmailDetails
        rows={[
          ['Monto de la recarga', formatCentavos(data.amountCentavos)],
          ['Referencia del banco', data.bankReference],
          ['Saldo después de la recarga', formatCentavos(data.balanceCentavos)],
        ]}
      />
      <EmailButton brand={brand} href={data.billingUrl}>
        Ver saldo y movimientos
      </EmailButton>
      <EmailText muted>Puedes cambiar el umbral, el monto o desactivar la recarga automática en la página de facturación.</EmailText>
    </>
  ),
});
