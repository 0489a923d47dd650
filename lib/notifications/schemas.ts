// The `notifications` of GET /api/v1/orders/{id}: what the recipient was sent for the order (docs/tracking.md).
import { z } from 'zod';
import { notificationChannels, notificationEvents, notificationStatuses } from '@/db/schema/notifications';

export const orderNotificationSchema = z.object({
  channel: z.enum(notificationChannels).meta({ description: 'email, sms o whatsapp' }),
  event: z
    .enum(notificationEvents)
    .meta({ description: 'created, picked_up, out_for_delivery, delivered, exception (entrega fallida) o return (devolución aprobada)' }),
  status: z.enum(notificationStatuses).meta({
    description: 'pending (en cola), sent (enviado), failed (no se pudo enviar) o suppressed (el destinatario canceló los avisos)',
  }),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
});
export type OrderNotification = z.infer<typeof orderNotificationSchema>;
