// The prepaid balance's ledger (issue 34, docs/billing.md): the movements as JSON, keyset-paged with kind and date
// filters, beside their CSV export (exports.ts), and the monthly statement as JSON, CSV or PDF.
import { z } from 'zod';
import { ledgerListResponseSchema, listLedgerQuerySchema, statementSchema } from '@/lib/billing/ledger-schemas';
import { defineOperations, named } from '../define';

const exampleEntry = {
  id: '5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60',
  kind: 'adjustment',
  kindLabel: 'Ajuste de peso',
  amount: -35,
  balanceAfter: -12.5,
  orderId: '0b6f2c4e-8d1a-4f3b-9c2e-5a7d1e9f3b21',
  batchId: null,
  adjustmentId: '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  description: 'Ajuste por peso medido: 3.2 kg (declarado 2 kg)',
  createdAt: '2026-11-24T15:30:05.000Z',
};

const exampleStatement = {
  month: '2026-11',
  from: '2026-11-01T00:00:00-06:00',
  to: '2026-12-01T00:00:00-06:00',
  organization: { id: '3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69', name: 'Tienda Ñandú' },
  openingBalance: 1200,
  totalsByKind: [
    { kind: 'topup', kindLabel: 'Recarga', total: 2000, count: 1 },
    { kind: 'label', kindLabel: 'Guía', total: -1890.5, count: 10 },
    { kind: 'refund', kindLabel: 'Reembolso', total: 189.05, count: 1 },
    { kind: 'adjustment', kindLabel: 'Ajuste de peso', total: -35, count: 1 },
  ],
  closingBalance: 1463.55,
  entryCount: 13,
  reconciled: true,
};

const statementQuery = z.object({
  format: z
    .enum(['json', 'csv', 'pdf'])
    .optional()
    .meta({ description: 'json (por omisión), csv o pdf: el mismo estado de cuenta como archivo para descargar' }),
});

export const billingOperations = defineOperations({
  listLedger: {
    method: 'get',
    path: '/billing/ledger',
    tag: 'Saldo',
    scopes: ['billing:read'],
    summary: 'Listar los movimientos de saldo (más recientes primero, paginación por cursor)',
    description:
      'Cada movimiento del saldo prepagado con su tipo (topup, manual_credit, label, refund, adjustment, dispute_refund, cod_fee, cod_payout), su monto con signo en pesos, ' +
      'el saldo justo después de él (puede ser negativo tras un ajuste de peso) y el pedido, lote o ajuste al que pertenece. ' +
      'Filtros: kind (uno o varios tipos separados por comas) y dateFrom/dateTo con las mismas reglas que la exportación CSV. ' +
      'El orden es por created_at, el inicio de la transacción que escribió el movimiento: dos movimientos casi simultáneos pueden aparecer en un orden distinto al de su saldo después.',
    query: listLedgerQuerySchema,
    responses: {
      200: {
        description: 'Una página de movimientos',
        schema: named(ledgerListResponseSchema, 'LedgerEntryList'),
        example: {
          data: [exampleEntry],
          nextCursor: 'eyJ2IjoxLCJ0IjoiMjAyNi0xMS0yNFQxNTozMDowNS4wMDAwMDBaIiwiaWQiOiI1ZDJlOGYxYS0zYjRjLTRkNmUtOGY5YS0xYjJjM2Q0ZTVmNjAifQ',
        },
      },
    },
    errors: ['validation_error'],
  },
  getStatement: {
    method: 'get',
    path: '/billing/statements/{month}',
    tag: 'Saldo',
    scopes: ['billing:read'],
    pathParams: { month: 'El mes, AAAA-MM, en hora de la Ciudad de México (el actual o uno anterior)' },
    summary: 'Estado de cuenta mensual: saldo inicial, totales por tipo, saldo final (JSON, CSV o PDF)',
    description:
      'Un movimiento pertenece al mes de su created_at en hora de la Ciudad de México. El saldo inicial es la suma de todos los movimientos anteriores al mes ' +
      '(el saldo que dejó el último de ellos; 0 antes del primero), también para un mes sin movimientos; el saldo final es el inicial más los totales del mes. ' +
      'reconciled dice que el saldo inicial más los totales da el final y que la suma de todos los movimientos es el saldo actual. ' +
      'Con format=csv: primero el resumen (Sección «Resumen») y luego cada movimiento del mes, del más antiguo al más reciente (Sección «Movimiento»). ' +
      'Con format=pdf: el estado de cuenta impreso (carta) con la organización, el mes, el resumen y los movimientos.',
    query: statementQuery,
    responses: {
      200: {
        description: 'El estado de cuenta (o su CSV o PDF con format=csv o format=pdf)',
        schema: named(statementSchema, 'Statement'),
        example: exampleStatement,
        content: {
          'text/csv': {
            schema: { type: 'string' },
            example:
              '\uFEFFSección,Fecha (Ciudad de México),Tipo,Descripción,Monto (MXN),Saldo después (MXN),ID del pedido,ID del lote,ID del ajuste,ID del movimiento\r\n' +
              'Resumen,,Saldo inicial,Saldo al iniciar 2026-11,1200,,,,,\r\n',
          },
          'application/pdf': { schema: { type: 'string', format: 'binary' } },
        },
        headers: {
          'Content-Disposition': {
            description: 'Solo CSV y PDF: attachment; filename="estado-de-cuenta-AAAA-MM.csv" (o .pdf)',
            schema: { type: 'string' },
          },
        },
      },
    },
    errors: ['validation_error'],
  },
});
