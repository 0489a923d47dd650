// To the roles that manage billing when the bank rejected an automatic recharge's direct debit
// (lib/payments/auto-recharge/settle.ts): the bank's reason, and that the recharge stays suspended until they act.
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { formatCentavos } from '@/lib/platform/money/format';
import { defineEmailTemplate } from '../template';

export type AutoRechargeFailedData = { amountCentavos: number; reason: string; billingUrl: string };

export const autoRechargeFailed = defineEmailTemplate<AutoRechargeFailedData>({
  name: 'auto-recharge-failed',
  subject: () => 'No pudimos hacer tu recarga automática',
  preview: (data) => `El banco rechazó el cargo de ${formatCentavos(data.amountCentavos)}: ${data.reason}.`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>No pudimos hacer tu recarga automática</EmailHeading>
      <EmailText>
        El saldo de {brand.name} bajó del mínimo que configuraron, pero el banco rechazó el cargo a la cuenta domiciliada. No abonamos nada
        a su saldo y la recarga automática quedó suspendida: no volveremos a intentarlo hasta que la reactiven.
      </EmailText>
      <EmailDetails
        rows={[
          ['Monto de la recarga', formatCentavos(data.amountCentavos)],
          ['Motivo del banco', data.reason],
        ]}
      />
      <EmailButton brand={brand} href={data.billingUrl}>
        Revisar la recarga automática
      </EmailButton>
      <EmailText muted>
        Revisen que la cuenta tenga fondos y que la domiciliación siga autorizada; después guarden la recarga automática activada para
        reanudarla. Mientras tanto pueden recargar su saldo por transferencia.
      </EmailText>
    </>
  ),
});
