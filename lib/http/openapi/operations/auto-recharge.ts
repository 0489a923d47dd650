// The automatic recharge by direct debit (issue 41, docs/payments.md "Direct debit"): read and save the settings.
// Owner, admin and finance from the dashboard; with a key, reading needs billing:read and saving one with every
// permission (*): the settings name the account the platform takes money from.
import { autoRechargeBodySchema, updateAutoRechargeSchema } from '@/lib/payments/auto-recharge/settings';
import { defineOperations, named } from '../define';

const example = {
  configured: true,
  enabled: true,
  status: 'active',
  suspendedReason: null,
  suspendedAt: null,
  threshold: 500,
  amount: 2000,
  period: 'week',
  payerClabe: '002010077777777771',
  payerName: 'Tienda Ejemplo SA de CV',
  mandateReference: 'MANDATO-2026-0042',
  updatedAt: '2026-11-28T15:00:00.000Z',
  lastDebit: {
    status: 'succeeded',
    amount: 2000,
    period: '2026-W48',
    bankReference: 'DOM20261128000123456',
    failureReason: null,
    requestedAt: '2026-11-28T16:20:00.000Z',
    settledAt: '2026-11-28T16:20:01.000Z',
  },
};

const body = named(autoRechargeBodySchema, 'AutoRecharge');

export const autoRechargeOperations = defineOperations({
  getAutoRecharge: {
    method: 'get',
    path: '/billing/auto-recharge',
    tag: 'Saldo',
    scopes: ['billing:read'],
    summary: 'Recarga automática por domiciliación: umbral, monto, periodo y cuenta',
    description:
      'Cuando el saldo queda por debajo de threshold (pesos), se pide al banco un cargo domiciliado de amount a la cuenta payerClabe con el mandato ' +
      'mandateReference, como máximo una vez por periodo (day, week: semana ISO, month; hora de la Ciudad de México), y se abona al saldo (movimiento topup). ' +
      'Si el banco rechaza el cargo, status pasa a suspended con el motivo en suspendedReason y no se intenta otra vez hasta guardarla con enabled true. ' +
      'lastDebit: el cargo más reciente (requested mientras el banco no responde: se reintenta con la misma clave de idempotencia). Sin configuración: configured false. Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden).',
    responses: { 200: { description: 'La recarga automática', schema: body, example } },
    errors: [],
  },
  updateAutoRecharge: {
    method: 'put',
    path: '/billing/auto-recharge',
    tag: 'Saldo',
    scopes: ['billing:read'],
    summary: 'Guardar la recarga automática (y reanudarla si estaba suspendida)',
    description:
      'Reemplaza la configuración completa. threshold mayor que 0; amount de 100 a 100,000 pesos (no tiene que superar el umbral); como máximo dos decimales; ' +
      'payerClabe: CLABE válida (18 dígitos, banco conocido y dígito verificador); payerName hasta 40 caracteres; mandateReference: la referencia de la ' +
      'domiciliación autorizada en el banco. Un error responde 400 validation_error con el campo. Guardarla con enabled true reanuda una recarga suspendida. ' +
      'Repetir la misma solicitud deja la misma configuración. Con una clave de API solo una con todos los permisos (*) puede cambiarla (otra: 403 ' +
      'insufficient_scope); desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden). ' +
      'Cada cambio queda en la bitácora de auditoría (auto_recharge.updated, antes y después; la CLABE solo con sus últimos cuatro dígitos).',
    body: named(updateAutoRechargeSchema, 'AutoRechargeUpdateRequest'),
    bodyExample: {
      enabled: true,
      threshold: 500,
      amount: 2000,
      period: 'week',
      payerClabe: '002010077777777771',
      payerName: 'Tienda Ejemplo SA de CV',
      mandateReference: 'MANDATO-2026-0042',
    },
    responses: { 200: { description: 'La recarga automática guardada', schema: body, example } },
    errors: ['validation_error', 'forbidden', 'insufficient_scope'],
  },
});
