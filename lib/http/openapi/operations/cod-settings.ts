// The organization's COD settings (fee mode, payout CLABE) and the platform's bank payout batches (issue 35 point 3,
// docs/cod.md "Payout"). Settings: billing:read reads; changing them (where the money goes) needs, with a key, one
// with every permission (*), and from the dashboard the owner, admin or finance role (lib/http/payout-access.ts).
// Payout batches are the platform's: only a platform operator's key (security OperatorKey).
import { z } from 'zod';
import { payoutBatchBodySchema } from '@/lib/cod/payout-batches';
import { codSettingsBodySchema, updateCodSettingsSchema } from '@/lib/cod/settings';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { codPayoutBatchStatuses } from '@/model/cod';
import { defineOperations, named, uuidParam } from '../define';

const batchNotFound = (_value: string) => new DomainError('not_found', 'El lote de pago no existe.');

const exampleSettings = {
  feeMode: 'deduct',
  payoutClabe: '002010077777777771',
  payoutBeneficiary: 'Tienda Ejemplo SA de CV',
  updatedAt: '2026-11-28T15:00:00.000Z',
};

const exampleBatch = {
  id: '5b7c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
  organizationId: '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  organizationName: 'Tienda Ejemplo',
  status: 'exported',
  reference: 'COD5B7C1D2E',
  clabe: '002010077777777771',
  beneficiary: 'Tienda Ejemplo SA de CV',
  total: 2075,
  orderCount: 3,
  createdAt: '2026-11-27T18:00:00.000Z',
  exportedAt: '2026-11-28T09:00:00.000Z',
  paidAt: null,
  bankReference: null,
};

export const payoutBatchListQuerySchema = z.strictObject({
  status: z.enum(codPayoutBatchStatuses, { error: 'debe ser open, exported o paid' }).optional(),
});

export const markPayoutPaidQuerySchema = z.strictObject({
  bankReference: z.string().trim().min(1, { error: 'es obligatoria' }).max(100, { error: 'debe tener como máximo 100 caracteres' }),
});

const batch = named(payoutBatchBodySchema, 'CodPayoutBatch');
const batchId = { id: uuidParam('Identificador del lote de pago', batchNotFound) };

export const codSettingsOperations = defineOperations({
  getCodSettings: {
    method: 'get',
    path: '/cod/settings',
    tag: 'Contra entrega',
    scopes: ['billing:read'],
    summary: 'Configuración de contra entrega: dónde se cobra la comisión y a qué cuenta se pagan los cobros',
    description:
      'feeMode purchase (la comisión contra entrega se cobra con la guía) o deduct (se descuenta del cobro al pagarlo); payoutClabe: ' +
      'la CLABE a la que se transfieren los cobros en lotes (null: se abonan al saldo, movimiento cod_payout). Sin configuración: purchase y saldo. ' +
      'Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden).',
    responses: { 200: { description: 'La configuración', schema: named(codSettingsBodySchema, 'CodSettings'), example: exampleSettings } },
    errors: [],
  },
  updateCodSettings: {
    method: 'put',
    path: '/cod/settings',
    tag: 'Contra entrega',
    scopes: ['billing:read'],
    summary: 'Cambiar la configuración de contra entrega (comisión y CLABE de pago)',
    description:
      'Reemplaza la configuración. La CLABE se valida (18 dígitos, código de banco conocido y dígito verificador; 400 invalid_clabe con el motivo) y exige ' +
      'payoutBeneficiary; payoutClabe null o vacía: los cobros se abonan al saldo. El modo de comisión se aplica a los pedidos creados después. ' +
      'Con una clave de API solo una con todos los permisos (*) puede cambiarla (otra: 403 insufficient_scope); desde el panel, solo los roles ' +
      'propietario, administrador y finanzas (otro: 403 forbidden). Queda en la bitácora de auditoría (cod.settings_updated).',
    body: named(updateCodSettingsSchema, 'CodSettingsUpdateRequest'),
    bodyExample: { feeMode: 'deduct', payoutClabe: '002010077777777771', payoutBeneficiary: 'Tienda Ejemplo SA de CV' },
    responses: {
      200: { description: 'La configuración guardada', schema: named(codSettingsBodySchema, 'CodSettings'), example: exampleSettings },
    },
    errors: ['validation_error', 'invalid_clabe', 'forbidden'],
  },
  listCodPayoutBatches: {
    method: 'get',
    path: '/cod/payout-batches',
    tag: 'Contra entrega',
    scopes: null,
    security: 'OperatorKey',
    summary: 'Lotes de pago por transferencia de los cobros contra entrega (solo operadores de la plataforma)',
    description:
      'Los lotes de las organizaciones que tienen CLABE de pago, más recientes primero (hasta 200): open (acumula los cobros remitidos), exported ' +
      '(se generó el archivo del banco) y paid (el banco transfirió; los pedidos quedan en paid_out).',
    query: payoutBatchListQuerySchema,
    responses: { 200: { description: 'Los lotes', schema: z.object({ data: z.array(batch) }), example: { data: [exampleBatch] } } },
    errors: ['validation_error'],
  },
  exportCodPayoutBatch: {
    method: 'post',
    path: '/cod/payout-batches/{id}/export',
    tag: 'Contra entrega',
    scopes: null,
    security: 'OperatorKey',
    pathParams: batchId,
    summary: 'Archivo del banco de un lote de pago; el lote abierto pasa a exported (solo operadores de la plataforma)',
    description:
      'CSV (UTF-8 con BOM): Beneficiario, CLABE, Monto (pesos con dos decimales), Referencia, Concepto; una línea de transferencia y una línea Total. ' +
      'Un lote abierto se cierra (exported, con la CLABE y el titular copiados) y el siguiente cobro abre otro; uno ya exportado devuelve el mismo archivo; ' +
      'uno pagado: 409 payout_batch_not_exportable.',
    responses: {
      200: {
        description: 'El archivo CSV para el banco',
        content: { 'text/csv': { schema: { type: 'string' } } },
        headers: {
          'Content-Disposition': { description: 'attachment; filename="pagos-contra-entrega-COD….csv"', schema: { type: 'string' } },
        },
        example:
          '\uFEFFBeneficiario,CLABE,Monto,Referencia,Concepto\r\nTienda Ejemplo SA de CV,002010077777777771,2075.00,COD5B7C1D2E,"Cobros contra entrega, 3 pedidos"\r\n' +
          'Total,,2075.00,,1 transferencia\r\n',
      },
    },
    errors: ['not_found', 'payout_batch_not_exportable'],
  },
  markCodPayoutBatchPaid: {
    method: 'post',
    path: '/cod/payout-batches/{id}/mark-paid',
    tag: 'Contra entrega',
    scopes: null,
    security: 'OperatorKey',
    pathParams: batchId,
    query: markPayoutPaidQuerySchema,
    summary: 'Marcar pagado un lote exportado: sus pedidos pasan a paid_out (solo operadores de la plataforma)',
    description:
      'bankReference: la referencia de la transferencia del banco. En una transacción: el lote pasa a paid y cada cobro del lote a paid_out, con un ' +
      'evento order.cod_paid_out por pedido (sin movimiento de saldo: el dinero fue a la cuenta bancaria). Un lote ya pagado responde como está ' +
      '(alreadyPaid: true) y no paga nada otra vez; uno abierto: 409 payout_batch_not_payable.',
    responses: {
      200: {
        description: 'El lote pagado',
        schema: z.object({ batch, paidOrders: z.number().int(), alreadyPaid: z.boolean() }),
        example: {
          batch: { ...exampleBatch, status: 'paid', paidAt: '2026-11-28T12:00:00.000Z', bankReference: 'SPEI-889911' },
          paidOrders: 3,
          alreadyPaid: false,
        },
      },
    },
    errors: ['not_found', 'validation_error', 'payout_batch_not_payable'],
  },
});
