// FedEx's tracking scan codes (API Reference, "Tracking status codes") as our order states, with the Spanish line a
// person reads for each (docs/carriers/fedex.md has the table and the reasons). A code mapped to null is an event
// that does not move the order (a delay, an exception FedEx is still working on): it is reported, the state stays.
import type { OrderStatus } from '@/lib/orders/order-states';

type CodeMeaning = { status: OrderStatus | null; description: string };

export const fedexStatusCodes: Readonly<Record<string, CodeMeaning>> = {
  OC: { status: 'created', description: 'FedEx recibió la información del envío' },
  PU: { status: 'picked_up', description: 'Recolectado por FedEx' },
  PX: { status: 'picked_up', description: 'Recolectado por FedEx' },
  AA: { status: 'in_transit', description: 'En el aeropuerto' },
  AF: { status: 'in_transit', description: 'En la instalación local de FedEx' },
  AR: { status: 'in_transit', description: 'Llegó a una instalación de FedEx' },
  DP: { status: 'in_transit', description: 'Salió de una instalación de FedEx' },
  EA: { status: 'in_transit', description: 'En camino al aeropuerto' },
  FD: { status: 'in_transit', description: 'En la instalación de FedEx de destino' },
  IT: { status: 'in_transit', description: 'En tránsito' },
  IX: { status: 'in_transit', description: 'En tránsito' },
  LO: { status: 'in_transit', description: 'Salió del origen' },
  OF: { status: 'in_transit', description: 'En la instalación de FedEx de origen' },
  PF: { status: 'in_transit', description: 'En vuelo' },
  PL: { status: 'in_transit', description: 'El avión aterrizó' },
  SF: { status: 'in_transit', description: 'En el centro de clasificación' },
  TR: { status: 'in_transit', description: 'En transferencia' },
  CC: { status: 'in_transit', description: 'Liberado por la aduana' },
  OD: { status: 'out_for_delivery', description: 'En ruta de entrega' },
  DL: { status: 'delivered', description: 'Entregado' },
  DE: { status: 'failed', description: 'Excepción en la entrega' },
  CA: { status: 'cancelled', description: 'Envío cancelado' },
  RS: { status: 'returned', description: 'Devuelto al remitente' },
  // Events that leave the order where it is.
  AP: { status: null, description: 'En el punto de recolección' },
  CD: { status: null, description: 'Retraso en la aduana' },
  CH: { status: null, description: 'Cambio de ubicación' },
  CP: { status: null, description: 'Despacho aduanal en proceso' },
  DD: { status: null, description: 'Retraso en la entrega' },
  DS: { status: null, description: 'Vehículo enviado' },
  DY: { status: null, description: 'Retraso' },
  ED: { status: null, description: 'En camino a la entrega' },
  EP: { status: null, description: 'En camino a recolectar' },
  HL: { status: null, description: 'Retenido en una sucursal de FedEx' },
  HP: { status: null, description: 'Listo para que el destinatario lo recoja en sucursal' },
  PD: { status: null, description: 'Retraso en la recolección' },
  PM: { status: null, description: 'En proceso' },
  SE: { status: null, description: 'Excepción en el envío' },
  SP: { status: null, description: 'Entrega dividida' },
};

/** The documented codes mapped to null: informational events (a delay, a hold), the state stays. */
export const fedexInformationalCodes: ReadonlySet<string> = new Set(
  Object.entries(fedexStatusCodes).flatMap(([code, meaning]) => (meaning.status === null ? [code] : [])),
);

/** The order state a FedEx scan code means, or null (a code that does not move the order, or one we do not know). */
export function fedexStatus(code: string): OrderStatus | null {
  return fedexStatusCodes[code.trim().toUpperCase()]?.status ?? null;
}
