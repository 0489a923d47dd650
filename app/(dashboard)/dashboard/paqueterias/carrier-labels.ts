// The "Paqueterías" pages' Spanish words for what a carrier can do and for the fields of its credentials.
import type { CarrierCapability } from '@/lib/providers/carrier';

export const capabilityLabels: Record<CarrierCapability, string> = {
  rates: 'Cotización',
  shipments: 'Guías',
  cancel: 'Cancelación de guías',
  returns: 'Devoluciones',
  tracking_push: 'Rastreo al instante',
  tracking_poll: 'Rastreo periódico',
  pickups: 'Recolecciones',
  pickup_cancel: 'Cancelación de recolecciones',
  address_update: 'Cambio de dirección',
  delivery_actions: 'Acciones de entrega',
  cod: 'Cobro contra entrega',
  carrier_label: 'Guía de la paquetería',
};

const fieldLabels: Record<string, string> = {
  apiKey: 'Clave de API (API key)',
  apiSecret: 'Secreto de API (API secret)',
  accountNumber: 'Número de cuenta',
  clientId: 'Clave de cliente (client ID)',
  clientSecret: 'Secreto de cliente (client secret)',
  username: 'Usuario',
  password: 'Contraseña',
};

/** A credentials field as the form labels it (its name when the carrier's field is new to this page). */
export const fieldLabel = (name: string) => fieldLabels[name] ?? name;
