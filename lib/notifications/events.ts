// Which order changes notify the recipient, and what each notice says (email subject and heading, the short
// SMS/WhatsApp text). One table: the settings page, the templates and the enqueue path read it.
import { notificationEvents, type NotificationEvent } from '@/db/schema/notifications';
import type { OrderStatus } from '@/lib/orders/order-states';

export { notificationEvents, type NotificationEvent };

/** The status an order moves into -> the notice it causes (states not listed notify nobody). */
export const notificationEventForStatus: Partial<Record<OrderStatus, NotificationEvent>> = {
  created: 'created',
  picked_up: 'picked_up',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  failed: 'exception',
  return_approved: 'return',
};

/** The status each notice is about (the inverse of notificationEventForStatus). */
export const notificationEventStatus = Object.fromEntries(
  Object.entries(notificationEventForStatus).map(([status, event]) => [event, status]),
) as Record<NotificationEvent, OrderStatus>;

export type NotificationEventText = {
  /** the settings page's checkbox */
  label: string;
  /** email subject after the brand name ("Mi Tienda: …") */
  subject: string;
  heading: string;
  /** one paragraph of the email (the SMS/WhatsApp text is the heading) */
  body: string;
  /** an email's invitation to reply, shown only when the organization set a reply-to address (settings) */
  reply?: string;
};

export const notificationEventTexts: Record<NotificationEvent, NotificationEventText> = {
  created: {
    label: 'Pedido creado',
    subject: 'tu pedido ya tiene guía de envío',
    heading: 'Tu pedido está registrado',
    body: 'Generamos la guía de tu envío. Te avisaremos cuando el paquete sea recolectado.',
  },
  picked_up: {
    label: 'Paquete recolectado',
    subject: 'recolectamos tu paquete',
    heading: 'Tu paquete ya fue recolectado',
    body: 'La paquetería recogió tu paquete y pronto estará en camino a su destino.',
  },
  out_for_delivery: {
    label: 'En reparto',
    subject: 'tu paquete sale hoy a reparto',
    heading: 'Tu paquete va en camino a tu domicilio',
    body: 'El repartidor ya tiene tu paquete. Procura que alguien pueda recibirlo hoy.',
  },
  delivered: {
    label: 'Entregado',
    subject: 'tu paquete fue entregado',
    heading: 'Tu paquete fue entregado',
    body: 'La paquetería registró la entrega de tu paquete. ¡Gracias por tu compra!',
  },
  exception: {
    label: 'Problema en la entrega',
    subject: 'no pudimos entregar tu paquete',
    heading: 'No pudimos entregar tu paquete',
    // only what the tracking page shows (lib/tracking/public-tracking.ts failedAttempt, app/rastreo): it never shows the
    // provider's free-text reason, which can carry a name
    body: 'La paquetería no pudo completar la entrega. En la página de rastreo verás cuándo y dónde fue el intento de entrega.',
    reply: 'Si necesitas ayuda con la entrega, responde a este correo.',
  },
  return: {
    label: 'Devolución aprobada',
    subject: 'tu devolución fue aprobada',
    heading: 'Tu devolución fue aprobada',
    body: 'Aprobamos la devolución de tu paquete y generamos su guía de devolución. Descárgala, imprímela, pégala en el paquete y entrégalo a la paquetería.',
  },
};

export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === 'string' && (notificationEvents as readonly string[]).includes(value);
}

/** The notices sent before the delivery: a cash-on-delivery order's say the amount to have ready. */
export const codPaymentEvents: readonly NotificationEvent[] = ['created', 'picked_up', 'out_for_delivery'];

/** The sentence of a cash-on-delivery notice (email and SMS/WhatsApp); `amount` as formatMxn writes it. */
export const codPaymentText = (amount: string) =>
  `Ten listo el pago de ${amount} en efectivo para recibir tu paquete (pago contra entrega).`;
