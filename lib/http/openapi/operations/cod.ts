// Cash on delivery as the organization reads it (issue 35 point 4, docs/cod.md): its COD orders with their
// collection state, the counters, the CSV, and the resolution of a discrepancy. Keys: billing:read reads (the money
// side of the orders), orders:write resolves (a decision on one order, as a weight-adjustment dispute is; the API has
// no billing write scope). A dashboard session also needs billing:manage (owner, admin, finance:
// lib/http/session-permission.ts), so operations and viewer are refused; finance resolves through the page's action.
import { codOrdersExportQuerySchema, codOrderListResponseSchema, listCodOrdersQuerySchema } from '@/lib/cod/list-cod-orders';
import { codOrderBodySchema } from '@/lib/cod/cod-order-body';
import { codSummarySchema } from '@/lib/cod/cod-summary';
import { resolveDiscrepancyBodySchema } from '@/lib/cod/resolve-discrepancy';
import { orderNotFound } from '@/lib/orders/get-order-detail';
import { defineOperations, named, uuidParam } from '../define';

const sessionNote = 'Desde el panel, solo los roles propietario, administrador y finanzas (otro rol: 403 forbidden).';

export const exampleCodOrder = {
  orderId: '3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69',
  internalReference: 'PED-1042',
  guideNumber: 'SBX1234567890',
  trackingNumber: 'MX1234567890123452',
  orderStatus: 'delivered',
  codStatus: 'collected',
  expectedAmount: 850,
  collectedAmount: 800,
  collectedAt: '2026-11-24T18:02:00.000Z',
  courierReference: 'COB-88123',
  discrepancy: -50,
  discrepancyStatus: 'open',
  discrepancyResolvedAt: null,
  refusedAt: null,
  refusedReason: null,
  lostAt: null,
  remittedAmount: null,
  remittedAt: null,
  feeDeducted: 0,
  paidOutAmount: null,
  paidOutAt: null,
  createdAt: '2026-11-22T16:40:11.000Z',
};

const counter = (count: number, amount: number) => ({ count, amount });

named(codOrderBodySchema, 'CodOrder');

export const codOperations = defineOperations({
  getCodSummary: {
    method: 'get',
    path: '/cod/summary',
    tag: 'Contra entrega',
    scopes: ['billing:read'],
    summary: 'Contadores de contra entrega (por cobrar, cobrado, remitido, pagado, diferencias, atrasados)',
    description:
      'Cuántos pedidos contra entrega hay en cada estado de cobro y por cuánto (MXN): por cobrar, cobrados sin remitir, remitidos sin pagar, ' +
      'pagados, rechazados, extraviados; las diferencias de cobro por resolver y los cobros sin remitir con más de overdueAfterDays días. ' +
      sessionNote,
    responses: {
      200: {
        description: 'Los contadores',
        schema: named(codSummarySchema, 'CodSummary'),
        example: {
          pending: counter(12, 10_450),
          collected: counter(5, 4_120.5),
          remitted: counter(0, 0),
          paidOut: counter(31, 26_870),
          refused: counter(2, 1_300),
          lost: counter(1, 640),
          discrepancies: counter(1, -50),
          overdue: counter(1, 900),
          overdueAfterDays: 15,
        },
      },
    },
    errors: [],
  },
  listCodOrders: {
    method: 'get',
    path: '/cod/orders',
    tag: 'Contra entrega',
    scopes: ['billing:read'],
    summary: 'Listar los pedidos contra entrega con su estado de cobro (más recientes primero, paginación por cursor)',
    description:
      'Cada pedido con isCod de la organización y su cobro: lo esperado, lo cobrado y cuándo, la diferencia y su estado, la remesa y el pago. ' +
      'Un pedido sin cobro reportado está pending. Filtros: status (estado de cobro), discrepancy, q (guía, rastreo o referencia) y ' +
      `dateFrom/dateTo (fecha de creación del pedido) con las mismas reglas que GET /orders. ${sessionNote}`,
    query: listCodOrdersQuerySchema,
    responses: {
      200: {
        description: 'Una página de pedidos contra entrega',
        schema: named(codOrderListResponseSchema, 'CodOrderList'),
        example: { data: [exampleCodOrder], nextCursor: null },
      },
    },
    errors: ['validation_error'],
  },
  exportCodOrders: {
    method: 'get',
    path: '/cod/orders/export',
    tag: 'Contra entrega',
    scopes: ['billing:read'],
    summary: 'Exportar los pedidos contra entrega en CSV (los mismos filtros que el listado)',
    description:
      'Todos los pedidos contra entrega que cumplen los filtros de GET /cod/orders, más recientes primero. UTF-8 con BOM, encabezados en español, ' +
      'líneas CRLF, celdas que empiezan con = + - @ con un apóstrofo delante; fechas en hora de la Ciudad de México y montos en pesos con punto decimal. ' +
      sessionNote,
    query: codOrdersExportQuerySchema,
    responses: {
      200: {
        description: 'El archivo CSV',
        content: { 'text/csv': { schema: { type: 'string' } } },
        headers: {
          'Content-Disposition': { description: 'attachment; filename="contra-entrega-AAAA-MM-DD.csv"', schema: { type: 'string' } },
        },
        example:
          '\uFEFFFecha del pedido (Ciudad de México),Referencia,Guía,Número de rastreo,Estado del envío,Estado del cobro,Monto a cobrar (MXN),…\r\n' +
          '2026-11-22 10:40:11,PED-1042,SBX1234567890,MX1234567890123452,Entregado,Cobrado,850,…\r\n',
      },
    },
    errors: ['validation_error'],
  },
  resolveCodDiscrepancy: {
    method: 'post',
    path: '/cod/orders/{id}/discrepancy',
    tag: 'Contra entrega',
    scopes: ['orders:write'],
    pathParams: { id: uuidParam('Identificador del pedido (orderId)', orderNotFound) },
    summary: 'Resolver una diferencia de cobro: aceptar el monto cobrado o abrir un reclamo',
    idempotent: true,
    description:
      'Cuando la paquetería cobró un monto distinto del codAmount, la diferencia queda abierta (discrepancyStatus open). ' +
      'action accept la cierra aceptando lo cobrado (accepted); claim abre un reclamo con el proveedor (claimed). Queda en la auditoría. ' +
      'La misma decisión otra vez responde el pedido sin cambios; la otra decisión, o un pedido sin diferencia, 409 conflict. ' +
      'El pedido de otra organización responde 404. Con la sesión del panel: propietario o administrador (el rol finanzas, que no tiene orders:write, ' +
      'resuelve desde la página Contra entrega; otro rol: 403 forbidden).',
    body: named(resolveDiscrepancyBodySchema, 'ResolveCodDiscrepancyRequest'),
    bodyExample: { action: 'claim', comment: 'El repartidor reportó $800; el cliente pagó $850 según su recibo.' },
    responses: {
      200: {
        description: 'El pedido con la diferencia resuelta',
        schema: codOrderBodySchema,
        example: { ...exampleCodOrder, discrepancyStatus: 'claimed', discrepancyResolvedAt: '2026-11-25T09:12:40.000Z' },
      },
    },
    errors: ['not_found', 'conflict'],
  },
});
