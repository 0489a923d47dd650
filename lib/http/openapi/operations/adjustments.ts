// Weight adjustments (issue 34, docs/billing.md "Weight adjustments"): a provider's measurement of a parcel, what it
// charged or credited, and its dispute's state. Granted by orders:read or billing:read: an adjustment is a fact of an
// order and a movement of the balance, and both kinds of key already see it (the order detail, the ledger).
import { DomainError } from '@/lib/platform/errors/domain-error';
import { adjustmentListResponseSchema, listAdjustmentsQuerySchema } from '@/lib/adjustments/list-adjustments';
import { sandboxMeasureRequestSchema } from '@/lib/adjustments/sandbox-measurement';
import { adjustmentBodySchema, measurementReportResponseSchema } from '@/lib/adjustments/schemas';
import { disputedAdjustmentSchema } from '@/lib/disputes/schemas';
import { defineOperations, named, orderIdParam, uuidParam } from '../define';

export const exampleAdjustment = {
  id: '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  orderId: '3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69',
  internalReference: 'PED-1042',
  trackingNumber: 'MX1234567890123452',
  provider: 'sandbox',
  providerReference: 'MED-2026-000871',
  status: 'open',
  declared: { weightKg: 2, dimensionsCm: { length: 30, width: 20, height: 15 } },
  measured: { weightKg: 4, dimensionsCm: { length: 30, width: 20, height: 15 } },
  declaredChargeableWeightKg: 2,
  measuredChargeableWeightKg: 4,
  previousTotal: 150,
  newTotal: 185,
  amount: 35,
  pricing: { base: 120, extraWeight: 45, interRegionSurcharge: 20, codFee: 0, insurance: 0, total: 185, before: 150 },
  photoUrl: 'https://proveedor.example.com/mediciones/MED-2026-000871.jpg',
  measuredAt: '2026-11-24T15:30:00.000Z',
  disputeDeadlineAt: '2026-12-01T15:30:05.000Z',
  disputedAt: null,
  disputeComment: null,
  disputeDeclared: null,
  decidedAt: null,
  decisionReason: null,
  createdAt: '2026-11-24T15:30:05.000Z',
  updatedAt: '2026-11-24T15:30:05.000Z',
};

const adjustmentNotFound = () => new DomainError('not_found', 'El ajuste no existe.');
// The name of the body every list, detail and webhook shows (components.schemas.Adjustment).
named(adjustmentBodySchema, 'Adjustment');

export const adjustmentOperations = defineOperations({
  listAdjustments: {
    method: 'get',
    path: '/adjustments',
    tag: 'Ajustes de peso',
    scopes: ['orders:read', 'billing:read'],
    summary: 'Listar los ajustes de peso (más recientes primero, paginación por cursor)',
    description:
      'Cada medición del proveedor que recalculó el costo de un pedido: las cifras declaradas (o las de la medición anterior) y las medidas, ' +
      'el peso cobrable de ambas, el monto en pesos (positivo: se cargó al saldo; negativo: se abonó; 0: el peso cobrable no cambió) y el estado de su disputa. ' +
      'Filtros: status y dateFrom/dateTo (fecha de registro del ajuste) con las mismas reglas que GET /orders.',
    query: listAdjustmentsQuerySchema,
    responses: {
      200: {
        description: 'Una página de ajustes',
        schema: named(adjustmentListResponseSchema, 'AdjustmentList'),
        example: { data: [exampleAdjustment], nextCursor: null },
      },
    },
    errors: ['validation_error'],
  },
  getAdjustment: {
    method: 'get',
    path: '/adjustments/{id}',
    tag: 'Ajustes de peso',
    scopes: ['orders:read', 'billing:read'],
    pathParams: { id: uuidParam('Identificador del ajuste', adjustmentNotFound) },
    summary: 'Detalle de un ajuste de peso',
    description:
      'El ajuste con sus cifras, el recálculo y, si se disputó, la disputa y su resolución (decisionReference: la referencia del proveedor). ' +
      'evidence lista las fotos que acompañan al ajuste, con su dirección de descarga: las enviadas con la disputa y las fotos en la báscula ' +
      'del pedido y de su lote. El de otra organización responde 404.',
    responses: {
      200: {
        description: 'El ajuste con su evidencia',
        schema: named(disputedAdjustmentSchema, 'DisputedAdjustment'),
        example: {
          ...exampleAdjustment,
          decisionReference: null,
          evidence: [
            {
              id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
              kind: 'scale',
              mediaType: 'image/jpeg',
              byteSize: 184_233,
              width: 1600,
              height: 1200,
              sha256: '9f2c4b7d0e1a3c5f7b9d1e3a5c7f9b1d3e5a7c9f1b3d5e7a9c1f3b5d7e9a1c3f',
              createdAt: '2026-11-24T10:02:11.000Z',
              url: '/api/v1/evidence-photos/0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
            },
          ],
        },
      },
    },
    errors: ['not_found'],
  },
  simulateMeasurement: {
    method: 'post',
    path: '/sandbox/orders/{id}/measure',
    tag: 'Sandbox',
    scopes: ['orders:write'],
    pathParams: orderIdParam,
    summary: 'Simular la medición del paquete por el proveedor (solo proveedor sandbox)',
    description:
      'Envía una medición como la enviaría el proveedor (POST /api/provider/events con type measurement) y registra el ajuste de peso que resulte. ' +
      'Sin cifras: el peso declarado x 1.5 + 1 kg con las mismas medidas. Solo para pedidos ya recolectados (409 en pendiente, creada o cancelada). ' +
      'reference se guarda como SBX-<id del pedido>-<reference>: la misma referencia del mismo pedido es un duplicado. ' +
      'En modo en vivo, una medición que abonaría saldo responde 409 (las guías del sandbox se pagaron con saldo real); un cargo sí se simula. ' +
      'Con la disputa del ajuste más reciente pendiente de decisión: 409 adjustment_dispute_pending.',
    body: named(sandboxMeasureRequestSchema, 'SandboxMeasureRequest'),
    emptyBodyIsObject: true,
    bodyExample: { weightKg: 4, dimensionsCm: { length: 30, width: 20, height: 15 } },
    responses: {
      200: {
        description: 'Medición registrada (o la misma referencia otra vez: outcome duplicate)',
        schema: measurementReportResponseSchema,
        example: {
          received: true,
          type: 'measurement',
          orderId: exampleAdjustment.orderId,
          trackingNumber: exampleAdjustment.trackingNumber,
          outcome: 'charged',
          adjustment: exampleAdjustment,
        },
      },
    },
    idempotent: true,
    errors: ['not_found', 'conflict', 'adjustment_dispute_pending'],
  },
});
