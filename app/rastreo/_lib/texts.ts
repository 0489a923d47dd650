// What the recipient reads about each status on the public tracking page: a heading and one sentence, plain
// Spanish (the dashboard's labels, lib/orders/display-labels.ts, are for merchants).
import type { OrderStatus } from '@/lib/orders/order-states';

export const publicStatusText: Record<OrderStatus, { title: string; detail: string }> = {
  pending: { title: 'Registrado', detail: 'El envío se está registrando.' },
  created: { title: 'Guía generada', detail: 'El remitente preparó tu envío; la paquetería pasará a recolectarlo.' },
  picked_up: { title: 'Recolectado', detail: 'La paquetería ya tiene tu paquete.' },
  in_transit: { title: 'En tránsito', detail: 'Tu paquete va en camino a la ciudad de destino.' },
  out_for_delivery: { title: 'En reparto', detail: 'Tu paquete salió a reparto y llegará hoy.' },
  delivered: { title: 'Entregado', detail: 'La paquetería registró la entrega de tu paquete.' },
  failed: { title: 'Entrega no realizada', detail: 'La paquetería no pudo entregar el paquete. Comunícate con el remitente para acordar la entrega.' },
  cancelled: { title: 'Envío cancelado', detail: 'El remitente canceló este envío.' },
  return_requested: { title: 'Devolución solicitada', detail: 'Se solicitó la devolución de este paquete.' },
  return_approved: { title: 'Devolución aprobada', detail: 'La devolución fue aprobada y tiene su propia guía.' },
  returned: { title: 'Devuelto al remitente', detail: 'El paquete regresó a su origen.' },
};

/** The progress line's step names. */
export const stepLabels: Partial<Record<OrderStatus, string>> = {
  created: 'Creado',
  picked_up: 'Recolectado',
  in_transit: 'En tránsito',
  out_for_delivery: 'En reparto',
  delivered: 'Entregado',
};

/** An unknown or malformed tracking number: the page proxy.ts answers (public-not-found.ts) and not-found.tsx. */
export const trackingNotFoundText = {
  title: 'No encontramos esa guía · Rastreo de envíos',
  heading: 'No encontramos esa guía',
  detail:
    'Revisa el número de rastreo o de guía: los encuentras en el correo de tu compra o en la etiqueta del paquete. Si acabas de recibirlo, puede tardar unos minutos en aparecer.',
};

/** An unsubscribe link that does not exist (mistyped or cut by the mail client), for app/baja as above. */
export const unsubscribeNotFoundText = {
  title: 'Enlace no válido · Envíos MX',
  heading: 'Este enlace no es válido',
  detail:
    'No encontramos el aviso de este enlace. Copia la dirección completa del correo o del mensaje que recibiste; si el problema sigue, comunícate con la tienda que te envió el paquete.',
};

/** A return label link that does not exist (app/api/public/return-labels), as above. */
export const returnLabelNotFoundText = {
  title: 'Enlace no válido · Envíos MX',
  heading: 'No encontramos esta guía de devolución',
  detail:
    'Copia la dirección completa del enlace del correo o del mensaje que recibiste. Si el problema sigue, comunícate con la tienda que aprobó tu devolución.',
};

/** A return label link past its time: 30 days after the return was approved, or the return completed (410). */
export const returnLabelGoneText = {
  title: 'Enlace vencido · Envíos MX',
  heading: 'Este enlace de la guía de devolución ya venció',
  detail:
    'El enlace sirve 30 días desde que se aprobó la devolución y deja de servir cuando la devolución se completa. Si aún necesitas la guía, pídela a la tienda que aprobó tu devolución.',
};
