// DHL Express checkpoint codes (the `typeCode` of a MyDHL tracking event) as our order states, and what each one
// says in Spanish (docs/carriers/dhl-express.md, "Tracking"). Codes that do not move an order (holds, customs,
// notices) map to null: the event is kept, the state stays.
import type { OrderStatus } from '@/lib/orders/order-states';

export const dhlExpressStatusByCode: Readonly<Record<string, OrderStatus>> = {
  SA: 'picked_up',
  PU: 'picked_up',
  PL: 'in_transit',
  DF: 'in_transit',
  AF: 'in_transit',
  AR: 'in_transit',
  FD: 'in_transit',
  TR: 'in_transit',
  SM: 'in_transit',
  SC: 'in_transit',
  WC: 'out_for_delivery',
  OK: 'delivered',
  DD: 'delivered',
  NH: 'failed',
  BA: 'failed',
  CA: 'failed',
  CM: 'failed',
  RD: 'failed',
  MD: 'failed',
  ND: 'failed',
  RT: 'returned',
};

/** Spanish wording of every express checkpoint code DHL documents. */
export const dhlExpressEventLabels: Readonly<Record<string, string>> = {
  AD: 'Entrega acordada con el destinatario',
  AF: 'Llegó a una instalación de DHL',
  AR: 'Llegó a la instalación de entrega',
  BA: 'Dirección incorrecta',
  BN: 'Se avisó al agente aduanal del destinatario',
  BR: 'Liberado por el agente aduanal',
  CA: 'Domicilio cerrado a la llegada del mensajero',
  CC: 'En espera de que el destinatario lo recoja',
  CD: 'Retraso en el despacho aduanal',
  CM: 'El destinatario se mudó',
  CR: 'Liberado por la aduana',
  CS: 'Envío cerrado',
  DD: 'Entregado con daños',
  DF: 'Salió de una instalación de DHL',
  DS: 'Destruido o desechado',
  FD: 'En camino al destino',
  HP: 'Retenido en espera de pago',
  IC: 'En despacho aduanal',
  MC: 'Error en la ruta asignada',
  MD: 'No alcanzó el ciclo de entrega',
  MS: 'Clasificado por error',
  ND: 'No entregado',
  NH: 'El destinatario no estaba',
  OH: 'Retenido',
  OK: 'Entregado',
  PD: 'Entrega parcial',
  PL: 'Procesado en la instalación',
  PU: 'Recolectado',
  PY: 'Pago registrado',
  RD: 'El destinatario rechazó la entrega',
  RR: 'Actualización del despacho aduanal',
  RT: 'Devuelto al remitente',
  SA: 'Recibido por DHL',
  SC: 'Cambio de servicio',
  SM: 'Programado para su traslado',
  SS: 'Envío detenido',
  TP: 'Entregado a un tercero para su entrega',
  TR: 'Transferido',
  UD: 'Retraso en el despacho aduanal ajeno a DHL',
  WC: 'Con el mensajero para su entrega',
};

/** The documented codes that move no order (customs, holds, notices): informational events, the state stays. */
export const dhlExpressInformationalCodes: ReadonlySet<string> = new Set(
  Object.keys(dhlExpressEventLabels).filter((code) => !(code in dhlExpressStatusByCode)),
);

export function dhlExpressStatus(code: string): OrderStatus | null {
  return dhlExpressStatusByCode[code.toUpperCase()] ?? null;
}
