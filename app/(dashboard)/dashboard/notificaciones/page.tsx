// Recipient notifications (settings:manage): which events notify the person receiving the parcel, by email and
// SMS/WhatsApp, from which sender name and reply-to, and a preview of every message as it would go out now.
import type { Metadata } from 'next';
import { getDb } from '@/lib/platform/db';
import { requireOrgPermission } from '@/lib/http/session';
import { getNotificationSettings } from '@/lib/notifications/settings';
import { previewNotifications } from '@/lib/notifications/preview';
import { notificationEventTexts } from '@/lib/notifications/events';
import { PageHeader } from '@/app/_components/ui';
import { NotificationSettingsForm } from './settings-form';
import { NotificationPreviews } from './previews';

export const metadata: Metadata = { title: 'Avisos al destinatario' };

export default async function NotificationsPage() {
  const session = await requireOrgPermission('settings:manage');
  const settings = await getNotificationSettings(getDb(), session.liveOrganizationId);
  const previews = await previewNotifications(getDb(), {
    organizationId: session.liveOrganizationId,
    senderName: settings.senderName,
    replyTo: settings.replyTo,
  });
  const labels = Object.fromEntries(Object.entries(notificationEventTexts).map(([event, text]) => [event, text.label]));
  return (
    <>
      <PageHeader
        title="Avisos al destinatario"
        description="Avisa a quien recibe el paquete cuando su envío avanza, con tu marca y el enlace a la página de rastreo. Solo se avisa a pedidos con correo (deliveryAddress.email) o teléfono del destinatario."
      />
      <div className="grid-2 align-start">
        <NotificationSettingsForm settings={settings} labels={labels} organizationName={session.membership.organizationName} />
        <NotificationPreviews previews={previews} labels={labels} />
      </div>
    </>
  );
}
