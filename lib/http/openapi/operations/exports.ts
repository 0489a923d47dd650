// CSV exports (issue 17.2): the orders of GET /orders's filters and the billing ledger, streamed (lib/exports).
import { ledgerExportQuerySchema } from '@/lib/exports/ledger-csv';
import { ordersExportQuerySchema } from '@/lib/exports/orders-csv';
import { defineOperations } from '../define';

const csvHeaders = {
  'Content-Disposition': {
    description: 'attachment; filename="envios-AAAA-MM-DD.csv" (movimientos-AAAA-MM-DD.csv para el saldo)',
    schema: { type: 'string' },
  },
};

const csvNotes =
  'UTF-8 con BOM (Excel en español lo abre con acentos), encabezados en español, líneas CRLF; una celda que empieza con = + - @, un tabulador o un retorno de carro lleva un apóstrofo delante para que una hoja de cálculo no la ejecute como fórmula. ' +
  'Fechas en hora de la Ciudad de México (AAAA-MM-DD HH:MM:SS) y montos en pesos con punto decimal. El archivo se genera mientras se descarga, en lotes, sin límite de filas.';

export const exportOperations = defineOperations({
  exportOrders: {
    method: 'get',
    path: '/orders/export',
    tag: 'Exportaciones',
    scopes: ['orders:read'],
    summary: 'Exportar pedidos en CSV (los mismos filtros que el listado)',
    description: `Todos los pedidos que cumplen los filtros de GET /orders (status, dateFrom, dateTo, q, service), más recientes primero. ${csvNotes}`,
    query: ordersExportQuerySchema,
    responses: {
      200: {
        description: 'El archivo CSV',
        content: { 'text/csv': { schema: { type: 'string' } } },
        headers: csvHeaders,
        example:
          '\uFEFFID del pedido,Referencia,Guía,Número de rastreo,Estado,Servicio,Destinatario,…\r\n' +
          '0b6f2c4e-8d1a-4f3b-9c2e-5a7d1e9f3b21,PED-1001,SBX1234567890,MX123456789,En tránsito,Estándar,Ana López,…\r\n',
      },
    },
    errors: ['validation_error'],
  },
  exportLedger: {
    method: 'get',
    path: '/billing/ledger/export',
    tag: 'Exportaciones',
    scopes: ['billing:read'],
    summary: 'Exportar los movimientos de saldo en CSV',
    description: `Cada abono, cargo y reembolso del saldo prepagado, más recientes primero, opcionalmente entre dateFrom y dateTo. ${csvNotes}`,
    query: ledgerExportQuerySchema,
    responses: {
      200: {
        description: 'El archivo CSV',
        content: { 'text/csv': { schema: { type: 'string' } } },
        headers: csvHeaders,
        example:
          '\uFEFFFecha (Ciudad de México),Tipo,Descripción,Monto (MXN),Saldo después (MXN),ID del pedido,Referencia del pedido,Guía,ID del movimiento\r\n' +
          '2026-11-24 09:30:05,Guía,Envío express,-189.5,4810.5,0b6f2c4e-8d1a-4f3b-9c2e-5a7d1e9f3b21,PED-1001,SBX1234567890,5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60\r\n',
      },
    },
    errors: ['validation_error'],
  },
});
