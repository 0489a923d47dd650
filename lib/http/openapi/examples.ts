// Spanish examples shown in the OpenAPI document and the /docs page.
import { orderStatusLabels } from '@/lib/orders/order-states';
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
    trackingUrl: 'https://envios.example.com/rastreo/MX1234567890123452',
  },
};

// ----- responses (one order, one webhook: the same ids everywhere) -----

const orderId = '3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69';
const organizationId = '8b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e';
const webhookId = '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b';
const deliveryId = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const trackingNumber = 'MX1234567890123452';
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7D8lK0V+7/A=';
const created = '2026-11-21T16:02:11.000Z';

const snakeAddress = (a: typeof samplePickupAddress | typeof sampleDeliveryAddress) => ({
  contact_name: a.contactName,
  contact_phone: a.contactPhone,
  email: 'email' in a ? a.email : null,
  street: a.street,
  exterior_number: a.exteriorNumber,
  interior_number: 'interiorNumber' in a ? a.interiorNumber : null,
  neighborhood: a.neighborhood,
  city: a.city,
  state: a.state,
  postal_code: a.postalCode,
});

export const exampleHealth = { status: 'ok', uptimeSeconds: 86400, time: '2026-11-21T16:00:00.000Z' };
export const exampleReadiness = {
  status: 'ready',
  checks: { database: 'ok', migrations: 'ok', redis: 'not_configured' },
  pendingMigrations: [],
  latencyMs: 3,
  time: '2026-11-21T16:00:00.000Z',
};

export const exampleAccount = {
  organization: { id: organizationId, name: 'Mi Tienda', mode: 'live', balance: 4844, currency: 'MXN' },
  apiKey: {
    id: '5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60',
    name: 'Servidor de producción',
    scopes: ['orders:read', 'orders:write', 'tracking:read'],
    expiresAt: null,
  },
};

export const exampleQuote = {
  currency: 'MXN',
  chargeableWeight: 2,
  volumetricWeight: 1.8,
  quotes: [
    {
      shipmentType: 'standard',
      totalCost: 156,
      estimatedDeliveryAt: '2026-11-26T23:59:59.000Z',
      breakdown: { base: 120, extraWeight: 25, interRegionSurcharge: 0, codFee: 0, insurance: 11 },
      surcharges: [],
      deliveryDays: null,
      warning: null,
    },
    {
      shipmentType: 'express',
      totalCost: 234,
      estimatedDeliveryAt: '2026-11-24T23:59:59.000Z',
      breakdown: { base: 190, extraWeight: 33, interRegionSurcharge: 0, codFee: 0, insurance: 11 },
      surcharges: [],
      deliveryDays: null,
      warning: null,
    },
  ],
  options: [
    {
      carrier: 'sandbox',
      carrierName: 'Sandbox',
      service: 'standard',
      serviceName: 'Estándar',
      shipmentType: 'standard',
      totalCost: 156,
      estimatedDeliveryAt: '2026-11-26T23:59:59.000Z',
      transitDays: 3,
      breakdown: { base: 120, extraWeight: 25, interRegionSurcharge: 0, codFee: 0, insurance: 11, carrierSurcharges: 0 },
      surcharges: [],
      deliveryDays: null,
      warning: null,
      cheapest: true,
      fastest: false,
    },
    {
      carrier: 'dhl_express',
      carrierName: 'DHL Express',
      service: 'N',
      serviceName: 'EXPRESS DOMESTIC',
      shipmentType: 'express',
      totalCost: 198.4,
      estimatedDeliveryAt: '2026-11-24T23:59:59.000Z',
      transitDays: 1,
      breakdown: { base: 162.1, extraWeight: 0, interRegionSurcharge: 0, codFee: 0, insurance: 11, carrierSurcharges: 0 },
      surcharges: [{ code: 'fuel', amount: 25.3, description: 'Recargo por combustible (DHL Express)' }],
      deliveryDays: null,
      warning: null,
      cheapest: false,
      fastest: true,
    },
  ],
  unavailableCarriers: [{ carrier: 'fedex', carrierName: 'FedEx', reason: 'FedEx no respondió a tiempo; se omitió de esta cotización.' }],
  codFeeDeducted: false,
};

const trackingEvent = { status: 'created', description: 'Guía generada', occurred_at: created, location: 'Ciudad de México' };

export const exampleOrderDetail = {
  id: orderId,
  organization_id: organizationId,
  internal_reference: 'PED-1001',
  provider: 'sandbox',
  provider_tracking_number: trackingNumber,
  status: 'created',
  shipment_type: 'standard',
  receiver_name: sampleReceiver.receiverName,
  receiver_phone: sampleReceiver.receiverPhone,
  pickup_address: snakeAddress(samplePickupAddress),
  delivery_address: { ...snakeAddress(sampleDeliveryAddress), delivery_instructions: sampleDeliveryAddress.deliveryInstructions },
  package_weight: samplePackage.weight,
  package_dimensions: samplePackage.dimensions,
  total_cost: 156,
  estimated_delivery_at: '2026-11-26T23:59:59.000Z',
  tracking_events: [trackingEvent],
  created_at: created,
  status_updated_at: created,
  guide_number: 'SBX2611210123456789',
  is_cod: false,
  cod_amount: null,
  declared_value: samplePackage.declaredValue,
  content_description: samplePackage.contentDescription,
  cancel_reason: null,
  cancelled_at: null,
  carrier_service: null,
  has_carrier_label: false,
  tracking_url: `https://envios.example.com/rastreo/${trackingNumber}`,
  notifications: [{ channel: 'email', event: 'created', status: 'sent', created_at: created, sent_at: created }],
  adjustments: [],
  cod_status: null,
  cod: null,
};

export const exampleOrderList = {
  data: [
    {
      id: orderId,
      internal_reference: 'PED-1001',
      receiver_name: sampleReceiver.receiverName,
      status: 'created',
      provider_tracking_number: trackingNumber,
      created_at: created,
      status_updated_at: created,
      is_cod: false,
      total_cost: 156,
      cod_status: null,
    },
  ],
  nextCursor: 'eyJ0IjoiMjAyNi0xMS0yMVQxNjowMjoxMS4wMDBaIiwiaWQiOiIzZjFjMmE5ZSJ9',
};

export const exampleTracking = {
  order_id: orderId,
  tracking_number: trackingNumber,
  return_tracking_number: null,
  status: 'picked_up',
  status_label: orderStatusLabels.picked_up,
  status_updated_at: '2026-11-21T18:30:00.000Z',
  estimated_delivery_at: '2026-11-26T23:59:59.000Z',
  events: [
    { ...trackingEvent, status_label: orderStatusLabels.created },
    {
      status: 'picked_up',
      status_label: orderStatusLabels.picked_up,
      description: 'Paquete recolectado',
      occurred_at: '2026-11-21T18:30:00.000Z',
      location: 'Ciudad de México',
    },
  ],
};

export const exampleReturn = {
  message: 'Devolución solicitada. Se aprobará y se generará la guía de devolución.',
  order_id: orderId,
  status: 'return_requested',
  status_label: orderStatusLabels.return_requested,
  return_reason: 'Talla incorrecta',
  return_requested_at: '2026-11-27T10:00:00.000Z',
  return_approved_at: null,
  return_guide_number: null,
  return_tracking_number: null,
};

export const exampleProviderData = {
  value: trackingNumber,
  location: 'Ciudad de México',
  latitud: '19.4326',
  longitud: '-99.1332',
  observations: '',
  dateTimeISO: '2026-11-21T18:30:00.000Z',
  StatusObj: { code: 'picked_up', description: 'Paquete recolectado' },
};

export const exampleSandboxAdvance = {
  order_id: orderId,
  previous_status: 'created',
  status: 'picked_up',
  status_label: orderStatusLabels.picked_up,
  applied: true,
  outcome: 'applied',
  provider_data: exampleProviderData,
};

export const exampleProviderReport = exampleProviderData;
export const exampleProviderReportResult = {
  received: true,
  orderId,
  trackingNumber,
  status: 'picked_up',
  applied: true,
  outcome: 'applied',
};

export const exampleWebhook = {
  id: webhookId,
  ...exampleWebhookCreate,
  active: true,
  retrySchedule: 'standard',
  disabledAt: null,
  disabledReason: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};
export const exampleWebhookWithSecret = { ...exampleWebhook, secret };
export const exampleWebhookList = { data: [exampleWebhook], nextCursor: null };
export const exampleWebhookSecret = { id: webhookId, secret, previousSecretExpiresAt: null };
export const exampleWebhookDeleted = { id: webhookId, deleted: true };
export const exampleWebhookTest = { eventId: 'evt_9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', deliveryId, event: 'webhook.test' };
export const exampleDelivery = {
  id: deliveryId,
  webhookId,
  eventId: exampleWebhookEvent.id,
  event: 'order.delivered',
  state: 'pending',
  attemptCount: 0,
  lastStatusCode: null,
  lastError: null,
  createdAt: '2026-11-21T18:04:05.123Z',
  completedAt: null,
};
export const exampleDeliveryAttempts = {
  data: [
    {
      id: '6e5d4c3b-2a19-4807-9f6e-5d4c3b2a1908',
      deliveryId,
      eventId: exampleWebhookEvent.id,
      event: 'order.delivered',
      attemptNumber: 1,
      attemptedAt: '2026-11-21T18:04:05.200Z',
      statusCode: 200,
      responseTimeMs: 84,
      error: null,
      payload: exampleWebhookEvent,
      responseBody: '{"ok":true}',
      deliveryState: 'succeeded',
      requestId: null,
    },
  ],
  nextCursor: null,
};
