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
  failed: {
    title: 'Entrega no realizada',
    detail: 'La paquetería no pudo entregar el paquete. Comunícate con el remitente para acordar la entrega.',
  },
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
