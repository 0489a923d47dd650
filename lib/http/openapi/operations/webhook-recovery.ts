// Webhook recovery (re-send an endpoint's failed deliveries since a time, as a job with progress) and the
// webhook events of one order with the state of each delivery.
import { orderEventListSchema, recoverRequestSchema, recoverySchema } from '@/lib/webhooks/recovery-schemas';
import { recoveryNotFound } from '@/lib/webhooks/get-recovery';
import { defineOperations, named, orderIdParam, uuidParam, webhookIdParam as webhookId } from '../define';

const exampleRecovery = {
  id: '5b0e8f7a-3c1d-4e2f-9a8b-7c6d5e4f3a2b',
  webhookId: '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b',
  since: '2026-11-20T15:00:00.000Z',
  state: 'running',
  total: 32,
  queued: 20,
  results: { pending: 8, succeeded: 12, failed: 0, cancelled: 0 },
  createdAt: '2026-11-24T08:00:00.000Z',
  startedAt: '2026-11-24T08:00:00.120Z',
  completedAt: null,
};

const exampleOrderEvents = {
  orderId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  data: [
    {
      id: 'evt_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      event: 'order.picked_up',
      createdAt: '2026-11-24T08:10:00.000Z',
      requestId: 'req_4f6c2a9b8d7e4c1a9b0f3e2d1c5a7b8e',
      payload: {
        id: 'evt_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        event: 'order.picked_up',
        createdAt: '2026-11-24T08:10:00.000Z',
        data: {
          orderId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
          internalReference: 'PED-0001',
          status: 'picked_up',
          providerData: {
            value: 'TRK0001',
            location: 'Ciudad de México',
            latitud: '19.432608',
            longitud: '-99.133209',
            observations: '',
            dateTimeISO: '2026-11-24T08:10:00.000Z',
            StatusObj: { code: 'picked_up', description: 'Recolectado' },
          },
        },
      },
      deliveries: [
        {
          deliveryId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
          webhookId: '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b',
          state: 'succeeded',
          attempts: 1,
          lastStatusCode: 200,
          lastAttemptAt: '2026-11-24T08:10:00.250Z',
        },
      ],
    },
  ],
  hasMore: false,
};

// Named once, so both operations reference the same component.
const recovery = named(recoverySchema, 'WebhookRecovery');

export const webhookRecoveryOperations = defineOperations({
  recoverWebhookDeliveries: {
    method: 'post',
    path: '/webhooks/{id}/recover',
    tag: 'Webhooks',
    scopes: ['webhooks:manage'],
    pathParams: webhookId,
    summary: 'Recuperar las entregas fallidas desde una fecha',
    description:
      'Reenvía, de la más antigua a la más reciente, cada entrega fallida o cancelada del webhook creada desde `since` ' +
      '(como máximo 30 días atrás, nunca en el futuro), con una ronda nueva de intentos cada una. Responde 202 con el ' +
      'trabajo; su progreso se consulta en GET /webhooks/{id}/recoveries/{recoveryId}. Repetir la solicitud con el mismo ' +
      '`since` mientras el trabajo sigue abierto devuelve el mismo trabajo; otro `since` responde 409. Un webhook ' +
      'inactivo (también el desactivado automáticamente) responde 409 hasta que se active.',
    idempotent: true,
    body: named(recoverRequestSchema, 'WebhookRecoverRequest'),
    bodyExample: { since: '2026-11-20T15:00:00Z' },
    responses: { 202: { description: 'Trabajo de recuperación aceptado', schema: recovery, example: exampleRecovery } },
    errors: ['not_found', 'validation_error', 'conflict'],
  },
  getWebhookRecovery: {
    method: 'get',
    path: '/webhooks/{id}/recoveries/{recoveryId}',
    tag: 'Webhooks',
    scopes: ['webhooks:manage'],
    pathParams: { ...webhookId, recoveryId: uuidParam('Identificador del trabajo de recuperación', recoveryNotFound) },
    summary: 'Consultar el progreso de una recuperación',
    responses: {
      200: {
        description: 'Trabajo de recuperación',
        schema: recovery,
        example: {
          ...exampleRecovery,
          state: 'completed',
          queued: 32,
          results: { pending: 0, succeeded: 31, failed: 1, cancelled: 0 },
          completedAt: '2026-11-24T08:00:01.000Z',
        },
      },
    },
    errors: ['not_found'],
  },
  listOrderEvents: {
    method: 'get',
    path: '/orders/{id}/events',
    tag: 'Pedidos',
    scopes: ['orders:read'],
    pathParams: orderIdParam,
    summary: 'Eventos de webhook de un pedido y el estado de cada entrega',
    description:
      'Los eventos de webhook del pedido, del más antiguo al más reciente (hasta 100; `hasMore` indica si hay más), ' +
      'con el cuerpo exacto enviado y, por cada webhook al que se envió, el estado de la entrega, los intentos (todas las ' +
      'rondas), el último código HTTP y la hora del último intento.',
    responses: {
      200: { description: 'Eventos del pedido', schema: named(orderEventListSchema, 'OrderEventList'), example: exampleOrderEvents },
    },
    errors: ['not_found'],
  },
});
