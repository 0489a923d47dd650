// Webhook management and the delivery log.
import {
  createWebhookSchema,
  createdWebhookSchema,
  deletedWebhookSchema,
  deliveryAttemptListSchema,
  deliverySchema,
  listQuerySchema,
  testEventResponseSchema,
  updateWebhookSchema,
  webhookListSchema,
  webhookSchema,
  webhookSecretSchema,
} from '@/lib/webhooks/schemas';
import { defineOperations, named, webhookIdParam as webhookId } from '../define';
import { exampleWebhookCreate } from '../examples';

export const webhookOperations = defineOperations({
  createWebhook: {
    method: 'post', path: '/webhooks', tag: 'Webhooks', scopes: ['webhooks:manage'],
    summary: 'Crear un webhook (la respuesta incluye el secreto de firma)',
    body: named(createWebhookSchema, 'WebhookCreateRequest'),
    bodyExample: exampleWebhookCreate,
    responses: { 201: { description: 'Webhook creado', schema: named(createdWebhookSchema, 'WebhookWithSecret') } },
    errors: ['conflict'],
  },
  listWebhooks: {
    method: 'get', path: '/webhooks', tag: 'Webhooks', scopes: ['webhooks:manage'],
    summary: 'Listar webhooks (sin secretos)',
    query: listQuerySchema,
    responses: { 200: { description: 'Webhooks', schema: webhookListSchema } },
    errors: ['validation_error'],
  },
  getWebhook: {
    method: 'get', path: '/webhooks/{id}', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Leer un webhook (sin secreto)',
    responses: { 200: { description: 'Webhook', schema: named(webhookSchema, 'Webhook') } },
    errors: ['not_found'],
  },
  updateWebhook: {
    method: 'patch', path: '/webhooks/{id}', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Editar nombre, URL, eventos o estado activo',
    body: named(updateWebhookSchema, 'WebhookUpdateRequest'),
    bodyExample: { active: false },
    responses: { 200: { description: 'Webhook actualizado', schema: webhookSchema } },
    errors: ['not_found'],
  },
  deleteWebhook: {
    method: 'delete', path: '/webhooks/{id}', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Eliminar un webhook',
    responses: { 200: { description: 'Webhook eliminado', schema: deletedWebhookSchema } },
    errors: ['not_found'],
  },
  getWebhookSecret: {
    method: 'get', path: '/webhooks/{id}/secret', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Revelar el secreto de firma',
    responses: { 200: { description: 'Secreto', schema: webhookSecretSchema } },
    errors: ['not_found'],
  },
  rotateWebhookSecret: {
    method: 'post', path: '/webhooks/{id}/rotate-secret', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Rotar el secreto de firma (efecto inmediato)',
    responses: { 200: { description: 'Nuevo secreto', schema: webhookSecretSchema } },
    errors: ['not_found'],
  },
  sendWebhookTest: {
    method: 'post', path: '/webhooks/{id}/test', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Enviar un evento de prueba firmado',
    responses: { 201: { description: 'Evento de prueba en cola', schema: testEventResponseSchema } },
    errors: ['not_found', 'conflict'],
  },
  listWebhookDeliveries: {
    method: 'get', path: '/webhooks/{id}/deliveries', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Registro de intentos de entrega (más recientes primero)',
    query: listQuerySchema,
    responses: { 200: { description: 'Intentos', schema: deliveryAttemptListSchema } },
    errors: ['not_found', 'validation_error'],
  },
  redeliverWebhook: {
    method: 'post', path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver', tag: 'Webhooks', scopes: ['webhooks:manage'],
    pathParams: { ...webhookId, deliveryId: 'Identificador de la entrega fallida' },
    summary: 'Reintentar una entrega fallida',
    responses: { 200: { description: 'Entrega en cola de nuevo', schema: deliverySchema } },
    errors: ['not_found', 'conflict'],
  },
});
