// Webhook management and the delivery log.
import {
  createWebhookSchema,
  createdWebhookSchema,
  deletedWebhookSchema,
  deliveryAttemptListSchema,
  deliverySchema,
  listQuerySchema,
  rotateWebhookSecretSchema,
  testEventResponseSchema,
  updateWebhookSchema,
  webhookListSchema,
  webhookSchema,
  webhookSecretSchema,
} from '@/lib/webhooks/schemas';
import { deliveryNotFound } from '@/lib/webhooks/redeliver-delivery';
import { defineOperations, named, uuidParam, webhookIdParam as webhookId } from '../define';
import {
  exampleDelivery,
  exampleDeliveryAttempts,
  exampleWebhook,
  exampleWebhookCreate,
  exampleWebhookDeleted,
  exampleWebhookList,
  exampleWebhookSecret,
  exampleWebhookTest,
  exampleWebhookWithSecret,
} from '../examples';

export const webhookOperations = defineOperations({
  createWebhook: {
    method: 'post', path: '/webhooks', tag: 'Webhooks', scopes: ['webhooks:manage'],
    summary: 'Crear un webhook (la respuesta incluye el secreto de firma)',
    body: named(createWebhookSchema, 'WebhookCreateRequest'),
    bodyExample: exampleWebhookCreate,
    responses: { 201: { description: 'Webhook creado', schema: named(createdWebhookSchema, 'WebhookWithSecret'), example: exampleWebhookWithSecret } },
    idempotent: true,
    errors: ['conflict'],
  },
  listWebhooks: {
    method: 'get', path: '/webhooks', tag: 'Webhooks', scopes: ['webhooks:manage'],
    summary: 'Listar webhooks (sin secretos)',
    query: listQuerySchema,
    queryAsFields: true,
    responses: { 200: { description: 'Webhooks', schema: webhookListSchema, example: exampleWebhookList } },
    errors: ['validation_error'],
  },
  getWebhook: {
    method: 'get', path: '/webhooks/{id}', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Leer un webhook (sin secreto)',
    responses: { 200: { description: 'Webhook', schema: webhookSchema, example: exampleWebhook } },
    errors: ['not_found'],
  },
  updateWebhook: {
    method: 'patch', path: '/webhooks/{id}', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Editar nombre, URL, eventos o estado activo',
    body: named(updateWebhookSchema, 'WebhookUpdateRequest'),
    bodyExample: { active: false },
    responses: { 200: { description: 'Webhook actualizado', schema: webhookSchema, example: { ...exampleWebhook, active: false, updatedAt: '2026-11-22T09:30:00.000Z' } } },
    errors: ['not_found'],
  },
  deleteWebhook: {
    method: 'delete', path: '/webhooks/{id}', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Eliminar un webhook',
    responses: { 200: { description: 'Webhook eliminado', schema: deletedWebhookSchema, example: exampleWebhookDeleted } },
    errors: ['not_found'],
  },
  getWebhookSecret: {
    method: 'get', path: '/webhooks/{id}/secret', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Revelar el secreto de firma',
    responses: { 200: { description: 'Secreto', schema: webhookSecretSchema, example: exampleWebhookSecret } },
    errors: ['not_found'],
  },
  rotateWebhookSecret: {
    method: 'post', path: '/webhooks/{id}/rotate-secret', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Rotar el secreto de firma (con periodo de gracia opcional)',
    description:
      'Genera un secreto nuevo, que firma desde ahora X-Service-Signature y la primera firma de webhook-signature. ' +
      'Con `expiresInSeconds` (hasta 604800, 7 días) el secreto anterior sigue firmando como segunda entrada de ' +
      'webhook-signature hasta ese momento; sin cuerpo o con 0 deja de usarse de inmediato. El secreto anterior nunca se vuelve a mostrar.',
    body: named(rotateWebhookSecretSchema, 'WebhookSecretRotateRequest'),
    emptyBodyIsObject: true,
    bodyExample: { expiresInSeconds: 86400 },
    responses: { 200: { description: 'Nuevo secreto', schema: webhookSecretSchema, example: { ...exampleWebhookSecret, previousSecretExpiresAt: '2026-11-22T16:00:00.000Z' } } },
    idempotent: true,
    errors: ['not_found', 'validation_error'],
  },
  sendWebhookTest: {
    method: 'post', path: '/webhooks/{id}/test', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Enviar un evento de prueba firmado',
    responses: { 201: { description: 'Evento de prueba en cola', schema: testEventResponseSchema, example: exampleWebhookTest } },
    idempotent: true,
    errors: ['not_found', 'conflict'],
  },
  listWebhookDeliveries: {
    method: 'get', path: '/webhooks/{id}/deliveries', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Registro de intentos de entrega (más recientes primero)',
    query: listQuerySchema,
    queryAsFields: true,
    responses: { 200: { description: 'Intentos', schema: deliveryAttemptListSchema, example: exampleDeliveryAttempts } },
    errors: ['not_found', 'validation_error'],
  },
  redeliverWebhook: {
    method: 'post', path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver', tag: 'Webhooks', scopes: ['webhooks:manage'],
    pathParams: { ...webhookId, deliveryId: uuidParam('Identificador de la entrega fallida', deliveryNotFound) },
    summary: 'Reintentar una entrega fallida',
    responses: { 200: { description: 'Entrega en cola de nuevo', schema: deliverySchema, example: exampleDelivery } },
    idempotent: true,
    errors: ['not_found', 'conflict'],
  },
});
