// Spanish examples shown in the OpenAPI document and the /docs page.
import { sampleDeliveryAddress, samplePackage, samplePickupAddress, sampleReceiver } from '@/lib/orders/sample-order';
export const exampleOrderBody = {
  pickupAddress: { ...samplePickupAddress },
  deliveryAddress: { ...sampleDeliveryAddress },
  package: structuredClone(samplePackage),
  ...sampleReceiver,
  internalReference: 'PED-1001',
  shipmentType: 'standard',
  isCod: false,
};

export const exampleQuoteRequest = {
  originPostalCode: '06600',
  destinationPostalCode: '44100',
  package: { weight: 1.5, dimensions: { length: 30, width: 20, height: 15 }, declaredValue: 500 },
};

export const exampleWebhookCreate = {
  name: 'Producción',
  url: 'https://api.mitienda.mx/webhooks/envios',
  events: ['order.status_changed', 'order.delivered'],
};

export const exampleOrderDetail = undefined;

export const exampleWebhookEvent = {
  id: 'evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40',
  event: 'order.delivered',
  createdAt: '2026-11-21T18:04:05.123Z',
  data: {
    orderId: '3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69',
    internalReference: 'PED-1001',
    status: 'delivered',
    providerData: {
      value: 'MX1234567890123452',
      location: 'Guadalajara, Jal.',
      latitud: '20.6767',
      longitud: '-103.3476',
      observations: 'Recibió: María José',
      dateTimeISO: '2026-11-21T18:04:01.000Z',
      StatusObj: { code: 'delivered', description: 'Entregado' },
    },
  },
};
