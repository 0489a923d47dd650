// To the person receiving a parcel, on behalf of the organization that ships it (lib/notifications/enqueue.ts):
// what happened, where it goes (city and state only), the estimated delivery while the parcel is on its way (the
// tracking page's rule, lib/tracking/public-tracking.ts), the amount to pay of a cash-on-delivery order before its
// delivery, and the link to the public tracking page. An invitation
// to reply only when the message has a Reply-To (the organization's setting). A return notice is about the return
// guide: its own tracking number and page, the way back (the recipient's city to the sender's) and the link to its
// label (PDF). The layout adds the organization's logo and colour and the unsubscribe link (the message's
// List-Unsubscribe address).
import { codPaymentText, notificationEventStatus, notificationEventTexts } from '@/lib/notifications/events';
import type { RecipientNotificationData } from '@/lib/notifications/enqueue';
import { returnLabelUrlFor } from '@/lib/returns/return-label-token';
import { deliveryDay } from '@/lib/platform/time/format';
import { showsEstimatedDelivery } from '@/lib/tracking/public-tracking';
import { EmailButton, EmailDetails, EmailHeading, EmailText } from '../components';
import { defineEmailTemplate } from '../template';

export const recipientNotification = defineEmailTemplate<RecipientNotificationData>({
  name: 'recipient-notification',
  subject: (data, brand) => `${data.senderName || brand.name}: ${notificationEventTexts[data.event].subject}`,
  preview: (data) => notificationEventTexts[data.event].body,
  Body: ({ data, brand, links }) => {
    const text = notificationEventTexts[data.event];
    const returning = data.event === 'return';
    // the return label's link is made now from the notice's id, never stored (lib/returns/return-label-token.ts)
    const labelUrl = data.returnLabelUrl ?? (data.returnLabelNoticeId ? returnLabelUrlFor(data.returnLabelNoticeId) : undefined);
    const rows: Array<[string, string]> = [[returning ? 'Número de rastreo de la devolución' : 'Número de rastreo', data.trackingNumber]];
    if (data.codAmount) rows.push(['Pago contra entrega', data.codAmount]);
    if (data.origin) rows.push(['Sale de', data.origin]);
    rows.push([returning ? 'Regresa a' : 'Destino', data.destination]);
    if (data.estimatedDeliveryAt && showsEstimatedDelivery(notificationEventStatus[data.event])) {
      rows.push(['Entrega estimada', deliveryDay(data.estimatedDeliveryAt)]);
    }
    return (
      <>
        <EmailHeading>{text.heading}</EmailHeading>
        <EmailText>{text.body}</EmailText>
        {data.codAmount ? <EmailText>{codPaymentText(data.codAmount)}</EmailText> : null}
        {text.reply && links.replyTo ? <EmailText>{text.reply}</EmailText> : null}
        <EmailDetails rows={rows} />
        {labelUrl ? (
          <EmailButton brand={brand} href={labelUrl}>
            Descargar la guía de devolución (PDF)
          </EmailButton>
        ) : null}
        <EmailButton brand={brand} href={data.trackingUrl}>
          {returning ? 'Rastrear mi devolución' : 'Rastrear mi paquete'}
        </EmailButton>
        <EmailText muted>
          Recibes este aviso porque {data.senderName || brand.name} registró tu correo para el envío {data.trackingNumber}.
          {data.unsubscribeUrl
            ? ` Si no quieres más avisos de este envío ni de otros de ${data.senderName || brand.name}, cancela la suscripción: ${data.unsubscribeUrl}`
            : ''}
        </EmailText>
      </>
    );
  },
});
