// The bank's SPEI deposit callback (issue 41, docs/payments.md "The bank"): no API key, signed with Standard Webhooks
// (lib/http/with-bank-signature.ts); the bank's own protocol, not one integrators call.
import { abonoDocumentSchema } from '@/lib/payments/bank/abono';
import { bankCallbackAnswerSchema } from '@/lib/payments/bank/answer';
import { defineOperations, named } from '../define';

const signatureHeader = (description: string) => ({ description, required: true, schema: { type: 'string' } });

export const bankOperations = defineOperations({
  receiveBankDeposit: {
    method: 'post',
    path: '/api/bank/deposits',
    root: true,
    tag: 'Saldo',
    scopes: null,
    summary: 'Aviso del banco de una transferencia SPEI recibida (abono; lo usa el banco, no las integraciones)',
    description:
      'El banco (participante SPEI al estilo de STP) avisa cada transferencia a la CLABE de una organización con los campos del aviso SendAbono de STP, ' +
      'firmado con Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature; secreto BANK_WEBHOOK_SECRET; la marca de tiempo vale 5 minutos). ' +
      'Responde 200 con {"mensaje":"confirmar"} cuando abona el saldo, o {"mensaje":"devolver","id":<causa>} cuando la transferencia se devuelve ' +
      '(1: la CLABE no existe; 5: en otra moneda que MXN; 14: monto cero, negativo, con más de 2 decimales, con exponente o que no es número; ' +
      '17: el tipo de cuenta no es CLABE (40); 30: la clave de rastreo de ese banco y día ya se recibió con otro monto, CLABE o cuenta del ordenante). ' +
      'La misma transferencia otra vez (clave de rastreo, banco ordenante y día de operación) recibe la misma respuesta y no abona nada más. Una firma que no corresponde o vencida, o un cuerpo que no es un aviso, se guarda para el operador y se ' +
      'responde devolver 14. Sin el banco configurado: 503.',
    headers: {
      'webhook-id': signatureHeader('El identificador del mensaje (Standard Webhooks)'),
      'webhook-timestamp': signatureHeader('Segundos desde 1970 al firmar; más de 5 minutos de diferencia se rechaza'),
      'webhook-signature': signatureHeader('v1,<HMAC-SHA256 en base64 de "webhook-id.webhook-timestamp.cuerpo">'),
    },
    body: named(abonoDocumentSchema, 'BankDepositNotice'),
    bodyExample: {
      id: 3191365,
      fechaOperacion: 20261128,
      institucionOrdenante: 40012,
      institucionBeneficiaria: 90646,
      claveRastreo: 'MBAN01002611280012345678',
      monto: 2320,
      nombreOrdenante: 'TIENDA ÑANDÚ SA DE CV',
      tipoCuentaOrdenante: 40,
      cuentaOrdenante: '012180004567890125',
      rfcCurpOrdenante: 'TNA200101AB1',
      nombreBeneficiario: 'ENVIOS MX SA DE CV',
      tipoCuentaBeneficiario: 40,
      cuentaBeneficiario: '646180000000000012',
      rfcCurpBeneficiario: 'EMX210101AB1',
      conceptoPago: 'RECARGA DE SALDO',
      referenciaNumerica: 1234567,
      empresa: 'ENVIOS_MX',
      tsLiquidacion: '1795890988000',
    },
    responses: {
      200: {
        description: 'La respuesta que el banco espera: confirmar o devolver con su causa',
        schema: named(bankCallbackAnswerSchema, 'BankDepositAnswer'),
        example: { mensaje: 'confirmar' },
      },
    },
    errors: ['service_unavailable'],
  },
});
