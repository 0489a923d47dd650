// To the owners and admins when every delivery to a webhook endpoint has failed for 24 hours (once per failure
// streak, lib/email/operational/webhook-failing.ts); the service disables it after 5 days (lib/webhooks/endpoint-health.ts).
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { emailDateTime } from '@/lib/platform/time/format';
import { defineEmailTemplate } from '../template';

export type WebhookFailingData = { webhookUrl: string; failingSince: string; disableAfterDays: number; webhooksUrl: string };

export const webhookFailing = defineEmailTemplate<WebhookFailingData>({
  name: 'webhook-failing',
  subject: (_data, brand) => `Tu webhook lleva 24 horas fallando (${brand.name})`,
  preview: (data) => `Las entregas a ${data.webhookUrl} fallan desde ${emailDateTime(data.failingSince)}.`,
  Body: ({ data, brand }) => (
    <>
      <EmailHeading>Un webhook no recibe los eventos</EmailHeading>
      <EmailText>
        Todas las entregas a este receptor han fallado durante las últimas 24 horas. Los eventos se siguen reintentando, pero si sigue
        fallando se desactivará automáticamente a los {data.disableAfterDays} días.
      </EmailText>
      <EmailDetails
        rows={[
          ['Dirección', data.webhookUrl],
          ['Falla desde', emailDateTime(data.failingSince)],
        ]}
      />
      <EmailText>Revisa que el receptor responda con un código 2xx; en el registro de entregas verás el error de cada intento.</EmailText>
      <EmailButton brand={brand} href={data.webhooksUrl}>
        Ver webhooks
      </EmailButton>
    </>
  ),
});
