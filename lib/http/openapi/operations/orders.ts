// Orders and their labels.
import { labelQuerySchema } from '@/lib/labels/schemas';
import {
  cancelOrderResponseSchema,
  cancelOrderSchema,
  createOrderResponseSchema,
  listOrdersQuerySchema,
  orderDetailSchema,
  orderListResponseSchema,
  updateOrderSchema,
} from '@/lib/orders/schemas';
import { createOrderRequestSchema, SCALE_PHOTO_BODY_LIMIT } from '@/lib/orders/scale-photo';
import { defineOperations, named, orderIdParam as orderId } from '../define';
import { exampleOrderBody, exampleOrderDetail, exampleOrderList } from '../examples';

export const orderOperations = defineOperations({
  createOrder: {
    method: 'post',
    path: '/orders',
    tag: 'Pedidos',
    scopes: ['orders:write'],
    summary: 'Crear un pedido (genera la guía y descuenta el saldo)',
    description:
      'Valida el pedido, calcula el costo con las tarifas, descuenta el saldo prepagado y genera la guía con el proveedor. Emite order.created. ' +
      'Contra entrega: un codAmount mayor que el máximo del servicio elegido responde 400 cod_amount_over_limit con el máximo, sin cargo; con la comisión descontada del cobro ' +
      '(ajuste de contra entrega de la organización) la comisión no se cobra al comprar.',
    idempotent: true,
    idempotencyInDomain: true,
    body: named(createOrderRequestSchema, 'OrderCreateRequest'),
    bodyLimit: SCALE_PHOTO_BODY_LIMIT,
    bodyExample: exampleOrderBody,
    responses: {
      201: {
        description: 'Pedido creado (o respuesta original repetida por idempotencia, con Idempotent-Replayed: true)',
        schema: named(createOrderResponseSchema, 'OrderCreateResponse'),
        example: {
          orderId: '3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69',
          guideNumber: 'SBX2611210123456789',
          trackingNumber: 'MX1234567890123452',
          trackingUrl: 'https://envios.example.com/rastreo/MX1234567890123452',
          surcharges: [
            { code: 'extended_zone', amount: 95, description: 'Zona extendida (CP 23000)' },
            { code: 'fuel', amount: 12.33, description: 'Recargo por combustible 8.5 %' },
          ],
          deliveryDays: null,
          warning: null,
        },
      },
    },
    errors: [
      'invalid_photo',
      'payload_too_large',
      'insufficient_balance',
      'idempotency_key_in_use',
      'idempotency_key_reused',
      'provider_unavailable',
      'carrier_rejected',
      'carrier_credentials_invalid',
      'price_changed',
      'cod_amount_over_limit',
    ],
  },
  listOrders: {
    method: 'get',
    path: '/orders',
    tag: 'Pedidos',
    scopes: ['orders:read'],
    summary: 'Listar pedidos (más recientes primero, paginación por cursor)',
    query: listOrdersQuerySchema,
    responses: {
      200: { description: 'Una página de pedidos', schema: named(orderListResponseSchema, 'OrderList'), example: exampleOrderList },
    },
    errors: ['validation_error'],
  },
  getOrder: {
    method: 'get',
    path: '/orders/{id}',
    tag: 'Pedidos',
    scopes: ['orders:read'],
    pathParams: orderId,
    summary: 'Detalle de un pedido con sus eventos de rastreo',
    responses: { 200: { description: 'Detalle del pedido', schema: named(orderDetailSchema, 'OrderDetail'), example: exampleOrderDetail } },
    errors: ['not_found'],
  },
  updateOrder: {
    method: 'patch',
    path: '/orders/{id}',
    tag: 'Pedidos',
    scopes: ['orders:write'],
    pathParams: orderId,
    summary: 'Modificar datos del destinatario (solo pendiente o creada)',
    body: named(updateOrderSchema, 'OrderUpdateRequest'),
    bodyExample: { receiverPhone: '+52 33 1111 2222', deliveryAddress: { deliveryInstructions: 'Dejar con el portero' } },
    responses: {
      200: {
        description: 'Detalle actualizado',
        schema: orderDetailSchema,
        example: { ...exampleOrderDetail, receiver_phone: '+52 33 1111 2222' },
      },
    },
    errors: ['not_found', 'order_not_modifiable'],
  },
  cancelOrder: {
    method: 'post',
    path: '/orders/{id}/cancel',
    tag: 'Pedidos',
    scopes: ['orders:write'],
    pathParams: orderId,
    summary: 'Cancelar un pedido pendiente o creado (reembolsa el costo)',
    body: named(cancelOrderSchema, 'OrderCancelRequest'),
    bodyExample: { reason: 'El cliente canceló la compra' },
    responses: {
      200: {
        description: 'Pedido cancelado',
        schema: cancelOrderResponseSchema,
        example: { message: 'Pedido cancelado correctamente. Se reembolsaron $156.00 MXN a tu saldo.' },
      },
    },
    idempotent: true,
    errors: ['not_found', 'order_not_cancellable', 'provider_unavailable', 'carrier_rejected', 'carrier_credentials_invalid'],
  },
  getOrderLabel: {
    method: 'get',
    path: '/orders/{id}/label',
    tag: 'Guías',
    scopes: ['orders:read'],
    pathParams: orderId,
    summary: 'Guía de envío en PDF (4x6 in) o ZPL',
    description:
      'Con marca blanca activa, la guía lleva el logotipo y el nombre de la organización. ?type=return devuelve la guía de devolución.',
    query: labelQuerySchema,
    responses: {
      200: {
        description: 'La guía',
        content: {
          'application/pdf': { schema: { type: 'string', format: 'binary' } },
          'x-application/zpl': { schema: { type: 'string' } },
        },
        headers: { 'Content-Disposition': { description: 'attachment; filename="guia-<guía>.pdf"', schema: { type: 'string' } } },
      },
      304: { description: 'Sin cambios desde el ETag enviado en If-None-Match' },
    },
    errors: ['not_found', 'validation_error', 'conflict'],
  },
  getOrderCarrierLabel: {
    method: 'get',
    path: '/orders/{id}/carrier-label',
    tag: 'Guías',
    scopes: ['orders:read'],
    pathParams: orderId,
    summary: 'Guía emitida por la paquetería',
    description:
      'La guía original de la paquetería (DHL Express, FedEx), tal como la emitió, para las paqueterías que exigen la suya; la guía con tu marca sigue en GET /orders/{id}/label. 404 cuando la paquetería no emitió guía propia (has_carrier_label en el detalle).',
    responses: {
      200: {
        description: 'La guía de la paquetería',
        content: {
          'application/pdf': { schema: { type: 'string', format: 'binary' } },
          'x-application/zpl': { schema: { type: 'string' } },
        },
        headers: {
          'Content-Disposition': { description: 'attachment; filename="guia-paqueteria-<guía>.pdf"', schema: { type: 'string' } },
        },
      },
    },
    errors: ['not_found'],
  },
});
