// Every public operation, described once with the schemas its handler uses.
import { z } from 'zod';
import { accountResponseSchema } from '@/lib/organizations/schemas';
import { healthResponseSchema } from '@/lib/health/schemas';
import {
  cancelOrderResponseSchema,
  cancelOrderSchema,
  createOrderResponseSchema,
  createOrderSchema,
  listOrdersQuerySchema,
  orderDetailSchema,
  orderListResponseSchema,
  updateOrderSchema,
} from '@/lib/orders/schemas';
import { quoteRequestSchema, quoteResponseSchema } from '@/lib/pricing/schemas';
import {
  providerReportResponseSchema,
  providerReportSchema,
  sandboxAdvanceRequestSchema,
  sandboxAdvanceResponseSchema,
} from '@/lib/provider-intake/schemas';
import { requestReturnSchema, returnResponseSchema } from '@/lib/returns/schemas';
import { trackingResponseSchema } from '@/lib/tracking/schemas';
import { labelQuerySchema } from '@/lib/labels/schemas';
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
import { defineOperations } from './define';
import { exampleOrderBody, exampleOrderDetail, exampleQuoteRequest, exampleWebhookCreate } from './examples';

const named = <T extends z.ZodType>(schema: T, id: string) => schema.meta({ id }) as T;

const idempotencyHeader = {
  'X-Idempotency-Key': {
    description: 'Clave única por organización (hasta 255 caracteres imprimibles), válida 24 h. Repetir la misma solicitud con la misma clave devuelve la respuesta original con Idempotent-Replayed: true.',
    schema: { type: 'string', maxLength: 255 },
  },
};
const orderId = { id: 'Identificador del pedido (orderId, UUID)' };
const webhookId = { id: 'Identificador del webhook (UUID)' };

export const operations = defineOperations([
  {
    method: 'get', path: '/api/health', root: true, operationId: 'getHealth', tag: 'Servicio', scopes: null,
    summary: 'Estado del servicio y de la base de datos',
    responses: { 200: { description: 'Servicio operativo', schema: healthResponseSchema }, 503: { description: 'Base de datos inaccesible', schema: healthResponseSchema } },
    errors: [],
  },
  {
    method: 'get', path: '/openapi.json', operationId: 'getOpenApiDocument', tag: 'Servicio', scopes: null,
    summary: 'Este documento OpenAPI 3.1',
    responses: { 200: { description: 'El documento', content: { 'application/json': { schema: { type: 'object' } } } } },
    errors: [],
  },
  {
    method: 'get', path: '/account', operationId: 'getAccount', tag: 'Cuenta', scopes: 'any',
    summary: 'La organización y la clave de API de la solicitud',
    responses: { 200: { description: 'Organización, saldo y permisos de la clave', schema: named(accountResponseSchema, 'Account') } },
    errors: [],
  },
  {
    method: 'post', path: '/orders', operationId: 'createOrder', tag: 'Pedidos', scopes: ['orders:write'],
    summary: 'Crear un pedido (genera la guía y descuenta el saldo)',
    description: 'Valida el pedido, calcula el costo con las tarifas, descuenta el saldo prepagado y genera la guía con el proveedor. Emite order.created.',
    headers: idempotencyHeader,
    body: named(createOrderSchema, 'OrderCreateRequest'),
    bodyExample: exampleOrderBody,
    responses: {
      201: {
        description: 'Pedido creado (o respuesta original repetida por idempotencia, con Idempotent-Replayed: true)',
        schema: named(createOrderResponseSchema, 'OrderCreateResponse'),
        headers: { 'Idempotent-Replayed': { description: 'true cuando la respuesta es una repetición', schema: { type: 'string', enum: ['true'] } } },
        example: { orderId: '3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69', guideNumber: 'SBX2611210123456789', trackingNumber: 'MX1234567890123452' },
      },
    },
    errors: ['insufficient_balance', 'idempotency_key_in_use', 'idempotency_key_reused', 'provider_unavailable'],
  },
  {
    method: 'get', path: '/orders', operationId: 'listOrders', tag: 'Pedidos', scopes: ['orders:read'],
    summary: 'Listar pedidos (más recientes primero, paginación por cursor)',
    query: listOrdersQuerySchema as unknown as z.ZodObject,
    responses: { 200: { description: 'Una página de pedidos', schema: named(orderListResponseSchema, 'OrderList') } },
    errors: ['validation_error'],
  },
  {
    method: 'get', path: '/orders/{id}', operationId: 'getOrder', tag: 'Pedidos', scopes: ['orders:read'], pathParams: orderId,
    summary: 'Detalle de un pedido con sus eventos de rastreo',
    responses: { 200: { description: 'Detalle del pedido', schema: named(orderDetailSchema, 'OrderDetail'), example: exampleOrderDetail } },
    errors: ['not_found'],
  },
  {
    method: 'patch', path: '/orders/{id}', operationId: 'updateOrder', tag: 'Pedidos', scopes: ['orders:write'], pathParams: orderId,
    summary: 'Modificar datos del destinatario (solo pendiente o creada)',
    body: named(updateOrderSchema, 'OrderUpdateRequest'),
    bodyExample: { receiverPhone: '+52 33 1111 2222', deliveryAddress: { deliveryInstructions: 'Dejar con el portero' } },
    responses: { 200: { description: 'Detalle actualizado', schema: orderDetailSchema } },
    errors: ['not_found', 'order_not_modifiable'],
  },
  {
    method: 'post', path: '/orders/{id}/cancel', operationId: 'cancelOrder', tag: 'Pedidos', scopes: ['orders:write'], pathParams: orderId,
    summary: 'Cancelar un pedido pendiente o creado (reembolsa el costo)',
    body: named(cancelOrderSchema, 'OrderCancelRequest'),
    bodyExample: { reason: 'El cliente canceló la compra' },
    responses: { 200: { description: 'Pedido cancelado', schema: cancelOrderResponseSchema, example: { message: 'Pedido cancelado correctamente. Se reembolsaron $156.00 MXN a tu saldo.' } } },
    errors: ['not_found', 'order_not_cancellable', 'provider_unavailable'],
  },
  {
    method: 'get', path: '/orders/{id}/label', operationId: 'getOrderLabel', tag: 'Guías', scopes: ['orders:read'], pathParams: orderId,
    summary: 'Guía de envío en PDF (4x6 in) o ZPL',
    description: 'Con marca blanca activa, la guía lleva el logotipo y el nombre de la organización. ?type=return devuelve la guía de devolución.',
    query: labelQuerySchema,
    responses: {
      200: {
        description: 'La guía',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } }, 'x-application/zpl': { schema: { type: 'string' } } },
        headers: { 'Content-Disposition': { description: 'attachment; filename="guia-<guía>.pdf"', schema: { type: 'string' } } },
      },
      304: { description: 'Sin cambios desde el ETag enviado en If-None-Match' },
    },
    errors: ['not_found', 'validation_error', 'conflict'],
  },
  {
    method: 'get', path: '/orders/{id}/tracking', operationId: 'getOrderTracking', tag: 'Rastreo', scopes: ['tracking:read'], pathParams: orderId,
    summary: 'Estado y eventos de rastreo de un pedido',
    responses: { 200: { description: 'Rastreo', schema: named(trackingResponseSchema, 'Tracking') } },
    errors: ['not_found'],
  },
  {
    method: 'get', path: '/tracking/{trackingNumber}', operationId: 'getTracking', tag: 'Rastreo', scopes: ['tracking:read'],
    pathParams: { trackingNumber: 'Número de rastreo (o de la guía de devolución)' },
    summary: 'Rastreo por número de rastreo',
    responses: { 200: { description: 'Rastreo', schema: trackingResponseSchema } },
    errors: ['not_found'],
  },
  {
    method: 'post', path: '/orders/{id}/return', operationId: 'requestReturn', tag: 'Devoluciones', scopes: ['orders:write'], pathParams: orderId,
    summary: 'Solicitar la devolución de un pedido entregado',
    body: named(requestReturnSchema, 'ReturnRequest'),
    bodyExample: { reason: 'Talla incorrecta' },
    responses: { 200: { description: 'Devolución solicitada', schema: named(returnResponseSchema, 'Return') } },
    errors: ['not_found', 'invalid_transition'],
  },
  {
    method: 'post', path: '/orders/{id}/return/approve', operationId: 'approveReturn', tag: 'Devoluciones', scopes: ['orders:write'], pathParams: orderId,
    summary: 'Aprobar una devolución y generar la guía de devolución',
    responses: { 200: { description: 'Devolución aprobada', schema: returnResponseSchema } },
    errors: ['not_found', 'invalid_transition', 'provider_unavailable'],
  },
  {
    method: 'post', path: '/sandbox/orders/{id}/advance', operationId: 'advanceSandboxOrder', tag: 'Sandbox', scopes: ['orders:write'], pathParams: orderId,
    summary: 'Simular el siguiente reporte del proveedor (solo proveedor sandbox)',
    body: named(sandboxAdvanceRequestSchema, 'SandboxAdvanceRequest'),
    bodyExample: { status: 'failed', observations: 'Domicilio cerrado' },
    responses: { 200: { description: 'Reporte simulado aplicado', schema: sandboxAdvanceResponseSchema } },
    errors: ['not_found', 'invalid_transition', 'conflict'],
  },
  {
    method: 'post', path: '/quotes', operationId: 'createQuote', tag: 'Cotizaciones', scopes: ['orders:read', 'orders:write'],
    summary: 'Cotizar un envío por tipo de servicio',
    body: named(quoteRequestSchema, 'QuoteRequest'),
    bodyExample: exampleQuoteRequest,
    responses: { 200: { description: 'Cotizaciones', schema: named(quoteResponseSchema, 'Quote') } },
    errors: [],
  },
  {
    method: 'post', path: '/webhooks', operationId: 'createWebhook', tag: 'Webhooks', scopes: ['webhooks:manage'],
    summary: 'Crear un webhook (la respuesta incluye el secreto de firma)',
    body: named(createWebhookSchema, 'WebhookCreateRequest'),
    bodyExample: exampleWebhookCreate,
    responses: { 201: { description: 'Webhook creado', schema: named(createdWebhookSchema, 'WebhookWithSecret') } },
    errors: ['conflict'],
  },
  {
    method: 'get', path: '/webhooks', operationId: 'listWebhooks', tag: 'Webhooks', scopes: ['webhooks:manage'],
    summary: 'Listar webhooks (sin secretos)',
    query: listQuerySchema,
    responses: { 200: { description: 'Webhooks', schema: webhookListSchema } },
    errors: ['validation_error'],
  },
  {
    method: 'get', path: '/webhooks/{id}', operationId: 'getWebhook', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Leer un webhook (sin secreto)',
    responses: { 200: { description: 'Webhook', schema: named(webhookSchema, 'Webhook') } },
    errors: ['not_found'],
  },
  {
    method: 'patch', path: '/webhooks/{id}', operationId: 'updateWebhook', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Editar nombre, URL, eventos o estado activo',
    body: named(updateWebhookSchema, 'WebhookUpdateRequest'),
    bodyExample: { active: false },
    responses: { 200: { description: 'Webhook actualizado', schema: webhookSchema } },
    errors: ['not_found'],
  },
  {
    method: 'delete', path: '/webhooks/{id}', operationId: 'deleteWebhook', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Eliminar un webhook',
    responses: { 200: { description: 'Webhook eliminado', schema: deletedWebhookSchema } },
    errors: ['not_found'],
  },
  {
    method: 'get', path: '/webhooks/{id}/secret', operationId: 'getWebhookSecret', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Revelar el secreto de firma',
    responses: { 200: { description: 'Secreto', schema: webhookSecretSchema } },
    errors: ['not_found'],
  },
  {
    method: 'post', path: '/webhooks/{id}/rotate-secret', operationId: 'rotateWebhookSecret', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Rotar el secreto de firma (efecto inmediato)',
    responses: { 200: { description: 'Nuevo secreto', schema: webhookSecretSchema } },
    errors: ['not_found'],
  },
  {
    method: 'post', path: '/webhooks/{id}/test', operationId: 'sendWebhookTest', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Enviar un evento de prueba firmado',
    responses: { 201: { description: 'Evento de prueba en cola', schema: testEventResponseSchema } },
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'get', path: '/webhooks/{id}/deliveries', operationId: 'listWebhookDeliveries', tag: 'Webhooks', scopes: ['webhooks:manage'], pathParams: webhookId,
    summary: 'Registro de intentos de entrega (más recientes primero)',
    query: listQuerySchema,
    responses: { 200: { description: 'Intentos', schema: deliveryAttemptListSchema } },
    errors: ['not_found', 'validation_error'],
  },
  {
    method: 'post', path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver', operationId: 'redeliverWebhook', tag: 'Webhooks', scopes: ['webhooks:manage'],
    pathParams: { ...webhookId, deliveryId: 'Identificador de la entrega fallida' },
    summary: 'Reintentar una entrega fallida',
    responses: { 200: { description: 'Entrega en cola de nuevo', schema: deliverySchema } },
    errors: ['not_found', 'conflict'],
  },
  {
    method: 'post', path: '/api/provider/events', root: true, operationId: 'receiveProviderReport', tag: 'Proveedor', scopes: null,
    summary: 'Reporte de estado del proveedor logístico (firmado con X-Provider-Signature)',
    headers: { 'X-Provider-Signature': { required: true, description: 'HMAC-SHA256 en hexadecimal del cuerpo exacto con PROVIDER_WEBHOOK_SECRET', schema: { type: 'string' } } },
    body: named(providerReportSchema, 'ProviderReport'),
    responses: { 200: { description: 'Reporte recibido (aplicado, duplicado o histórico)', schema: providerReportResponseSchema } },
    errors: ['invalid_signature', 'unknown_status_code', 'not_found', 'invalid_transition', 'service_unavailable'],
  },
]);
