// SPEI deposits to the organization's own CLABE (issue 41, docs/payments.md): the CLABE to give payers, the deposits
// the bank reported (credited or returned), and, in test mode, a transfer sent by the bank simulator.
import { depositListResponseSchema, listDepositsQuerySchema } from '@/lib/payments/deposits/list-deposits';
import { depositBodySchema } from '@/lib/payments/deposits/deposit-body';
import { sandboxDepositRequestSchema } from '@/lib/payments/deposits/sandbox-deposit';
import { organizationClabeResponseSchema } from '@/lib/payments/clabe';
import { defineOperations, named } from '../define';

const exampleDeposit = {
  id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  trackingKey: 'MBAN01002611280012345678',
  status: 'credited',
  amount: 2320,
  amountText: '2320.00',
  currency: 'MXN',
  clabe: '646180000000000012',
  payerName: 'TIENDA ÑANDÚ SA DE CV',
  payerRfc: 'TNA200101AB1',
  payerAccount: '012180004567890125',
  payerInstitution: '40012',
  concept: 'RECARGA DE SALDO',
  numericReference: '1234567',
  operationDate: '2026-11-28',
  returnReason: null,
  returnReasonLabel: null,
  ledgerEntryId: '5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60',
  receivedAt: '2026-11-28T17:04:11.000Z',
};

export const paymentDepositOperations = defineOperations({
  getClabe: {
    method: 'get',
    path: '/billing/clabe',
    tag: 'Saldo',
    scopes: ['billing:read'],
    summary: 'La CLABE propia de la organización para recargar saldo por transferencia SPEI',
    description:
      'Cada organización (y su gemela de prueba) tiene su propia CLABE de 18 dígitos, asignada la primera vez que se consulta y nunca cambiada. ' +
      'Una transferencia SPEI a esta CLABE se abona al saldo en cuanto el banco la notifica (tipo de movimiento topup) y llega un comprobante por correo. ' +
      'transfersEnabled es false mientras el servidor no tenga configurado el banco.',
    responses: {
      200: {
        description: 'La CLABE, el beneficiario y el banco',
        schema: named(organizationClabeResponseSchema, 'OrganizationClabe'),
        example: { clabe: '646180000000000012', beneficiaryName: 'Envios MX SA de CV', bankName: 'STP', transfersEnabled: true },
      },
    },
    errors: [],
  },
  listDeposits: {
    method: 'get',
    path: '/billing/deposits',
    tag: 'Saldo',
    scopes: ['billing:read'],
    summary: 'Listar las transferencias SPEI recibidas (más recientes primero, paginación por cursor)',
    description:
      'Cada transferencia que el banco notificó a la CLABE de la organización: credited (abonada al saldo, con su movimiento ledgerEntryId) o returned ' +
      '(devuelta al ordenante: monto con más de 2 decimales, cero, negativo o en otra moneda; returnReason y returnReasonLabel dicen por qué). ' +
      'La clave de rastreo identifica la transferencia: el banco puede notificarla varias veces, se abona una sola.',
    query: listDepositsQuerySchema,
    responses: {
      200: {
        description: 'Una página de depósitos',
        schema: named(depositListResponseSchema, 'DepositList'),
        example: { data: [exampleDeposit], nextCursor: null },
      },
    },
    errors: ['validation_error'],
  },
  simulateDeposit: {
    method: 'post',
    path: '/sandbox/deposits',
    tag: 'Sandbox',
    scopes: ['billing:read'],
    summary: 'Simular una transferencia SPEI a la CLABE de la organización (solo modo de prueba)',
    description:
      'El banco simulado envía la transferencia a la CLABE de la organización de prueba y el abono llega por el mismo aviso firmado que usa el banco real ' +
      '(POST /api/bank/deposits): se abona al saldo y se envía el comprobante por correo. Responde el depósito registrado. ' +
      'En modo en vivo responde 409 (el saldo es dinero real). Sin el banco configurado, o si BANK_API_URL no es el banco simulado, responde 503. ' +
      'Como todo cambio de facturación, con una clave de API solo una con todos los permisos (*) puede simularla (otra: 403 insufficient_scope); ' +
      'desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden).',
    body: named(sandboxDepositRequestSchema, 'SandboxDepositRequest'),
    bodyExample: { amount: 2320, payerName: 'TIENDA ÑANDÚ SA DE CV', concept: 'RECARGA DE SALDO' },
    responses: {
      200: {
        description: 'El depósito que registró el aviso del banco',
        schema: named(depositBodySchema, 'Deposit'),
        example: exampleDeposit,
      },
    },
    idempotent: true,
    errors: ['conflict', 'service_unavailable', 'forbidden', 'insufficient_scope'],
  },
});
