// The dashboard's preview of each notice (app/(dashboard)/dashboard/notificaciones): the email exactly as the
// sender would render it now (template, the organization's brand and reply-to, a sample shipment) and the
// SMS/WhatsApp text.
import type { DbOrTx } from '@/db/client';
import { loadEmailBrand, emailLinks } from '@/lib/email/brand';
import { renderEmail } from '@/lib/email/render';
import { recipientNotification } from '@/lib/email/templates/recipient-notification';
import { sampleDeliveryAddress, samplePickupAddress } from '@/lib/orders/sample-order';
import { returnLabelUrl } from '@/lib/returns/return-label-token';
import { trackingUrl } from '@/lib/tracking/tracking-url';
import { messageText, unsubscribeUrl, type RecipientNotificationData } from './enqueue';
import { notificationEvents, type NotificationEvent } from './events';

export type NotificationPreview = { event: NotificationEvent; subject: string; html: string; message: string };

const SAMPLE_TRACKING = 'MX1234567890123452';
const SAMPLE_TOKEN = 'ejemplo-de-enlace-de-baja-000000';
const SAMPLE_RETURN_TRACKING = 'MX9876543210987654';
const SAMPLE_LABEL_TOKEN = 'ejemplo-de-guia-de-devolucion-00';

/** With the settings' sender name and reply-to (a reply-to changes the footer and the exception notice's text). */
export async function previewNotifications(
  db: DbOrTx,
  params: { organizationId: string; senderName: string | null; replyTo?: string | null },
): Promise<NotificationPreview[]> {
  const brand = await loadEmailBrand(db, params.organizationId);
  const senderName = params.senderName?.trim() || brand.name;
  const eta = new Date(Date.now() + 3 * 86_400_000).toISOString();
  return Promise.all(
    notificationEvents.map(async (event) => {
      const city = (a: { city: string; state: string }) => `${a.city}, ${a.state}`;
      // a return notice is about the return guide, from the recipient back to the sender (lib/notifications/enqueue.ts)
      const guide =
        event === 'return'
          ? {
              trackingNumber: SAMPLE_RETURN_TRACKING,
              destination: city(samplePickupAddress),
              origin: city(sampleDeliveryAddress),
              returnLabelUrl: returnLabelUrl(SAMPLE_LABEL_TOKEN),
            }
          : { trackingNumber: SAMPLE_TRACKING, destination: city(sampleDeliveryAddress) };
      const data: RecipientNotificationData = {
        event,
        ...guide,
        trackingUrl: trackingUrl(guide.trackingNumber),
        estimatedDeliveryAt: eta,
        unsubscribeUrl: unsubscribeUrl(SAMPLE_TOKEN),
        senderName,
      };
      const rendered = await renderEmail(recipientNotification, {
        data,
        brand,
        links: emailLinks(data.unsubscribeUrl, params.replyTo?.trim() || null),
      });
      return { event, subject: rendered.subject, html: rendered.html, message: messageText(senderName, data) };
    }),
  );
}
