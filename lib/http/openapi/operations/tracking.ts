// Tracking, returns and the sandbox's simulated provider reports.
import { requestReturnSchema, returnResponseSchema } from '@/lib/returns/schemas';
import { sandboxAdvanceRequestSchema, sandboxAdvanceResponseSchema } from '@/lib/provider-intake/schemas';
import { trackingResponseSchema } from '@/lib/tracking/schemas';
import { defineOperations, named, orderIdParam as orderId } from '../define';
import { exampleReturn, exampleSandboxAdvance, exampleTracking } from '../examples';

export const trackingOperations = defineOperations({
  getOrderTracking: {
    method: 'get',
    path: '/orders/{id}/tracking',
    tag: 'Rastreo',
    scopes: ['tracking:read'],
    pathParams: orderId,
    summary: 'Estado y eventos de rastreo de un pedido',
    responses: { 200: { description: 'Rastreo', schema: named(trackingResponseSchema, 'Tracking'), example: exampleTracking } },
    errors: ['not_found'],
  },
  getTracking: {
    method: 'get',
    path: '/tracking/{trackingNumber}',
    tag: 'Rastreo',
    scopes: ['tracking:read'],
    pathParams: {
      trackingNumber: 'Cualquier número impreso en las guías del pedido: el número de rastreo o el de guía, del envío o de la devolución',
    },
    summary: 'Rastreo por número de rastreo o de guía',
    responses: { 200: { description: 'Rastreo', schema: trackingResponseSchema, example: exampleTracking } },
    errors: ['not_found'],
  },
  requestReturn: {
    method: 'post',
    path: '/orders/{id}/return',
    tag: 'Devoluciones',
    scopes: ['orders:write'],
    pathParams: orderId,
    summary: 'Solicitar la devolución de un pedido entregado',
    body: named(requestReturnSchema, 'ReturnRequest'),
    emptyBodyIsObject: true,
    bodyExample: { reason: 'Talla incorrecta' },
    responses: { 200: { description: 'Devolución solicitada', schema: named(returnResponseSchema, 'Return'), example: exampleReturn } },
    idempotent: true,
    errors: ['not_found', 'invalid_transition'],
  },
  approveReturn: {
    method: 'post',
    path: '/orders/{id}/return/approve',
    tag: 'Devoluciones',
    scopes: ['orders:write'],
    pathParams: orderId,
    summary: 'Aprobar una devolución y generar la guía de devolución',
    responses: {
      200: {
        description: 'Devolución aprobada',
        schema: returnResponseSchema,
        example: {
          ...exampleReturn,
          message: 'Devolución aprobada. La guía de devolución está lista.',
          status: 'return_approved',
          status_label: 'Devolucion Aprobada',
          return_approved_at: '2026-11-27T12:00:00.000Z',
          return_guide_number: 'SBX2611270987654321',
          return_tracking_number: 'MX9876543210987654',
        },
      },
    },
    idempotent: true,
    errors: ['not_found', 'invalid_transition', 'provider_unavailable'],
  },
  advanceSandboxOrder: {
    method: 'post',
    path: '/sandbox/orders/{id}/advance',
    tag: 'Sandbox',
    scopes: ['orders:write'],
    pathParams: orderId,
    summary: 'Simular el siguiente reporte del proveedor (solo proveedor sandbox)',
    body: named(sandboxAdvanceRequestSchema, 'SandboxAdvanceRequest'),
    emptyBodyIsObject: true,
    bodyExample: { status: 'failed', observations: 'Domicilio cerrado' },
    responses: { 200: { description: 'Reporte simulado aplicado', schema: sandboxAdvanceResponseSchema, example: exampleSandboxAdvance } },
    idempotent: true,
    errors: ['not_found', 'invalid_transition', 'conflict'],
  },
});
