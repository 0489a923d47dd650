// A deposit as the API shows it (GET /api/v1/billing/deposits, POST /api/v1/sandbox/deposits): amounts in pesos, the
// return reason's key and Spanish label, never the raw callback.
import { z } from 'zod';
import type { BankDeposit } from '@/db/schema';
import { bankDepositStatuses, bankReturnReasons, type BankReturnReason } from '@/model/payments';

export const depositBodySchema = z.object({
  id: z.uuid(),
  trackingKey: z.string().meta({ description: 'La clave de rastreo SPEI' }),
  status: z.enum(bankDepositStatuses).meta({ description: 'credited (abonado al saldo) o returned (devuelto al ordenante)' }),
  amount: z.number().nullable().meta({ description: 'Pesos; null cuando el monto recibido no era válido (depósito devuelto)' }),
  amountText: z.string().meta({ description: 'El monto tal como lo informó el banco' }),
  currency: z.string(),
  clabe: z.string().meta({ description: 'La CLABE de destino' }),
  payerName: z.string().nullable(),
  payerRfc: z.string().nullable(),
  payerAccount: z.string().nullable(),
  payerInstitution: z.string().nullable(),
  concept: z.string().nullable(),
  numericReference: z.string().nullable(),
  operationDate: z.string().nullable().meta({ description: 'Fecha de operación SPEI (AAAA-MM-DD)' }),
  returnReason: z.string().nullable().meta({ description: 'unknown_account, wrong_account_type o invalid_amount cuando se devolvió' }),
  returnReasonLabel: z.string().nullable(),
  ledgerEntryId: z.uuid().nullable().meta({ description: 'El movimiento de saldo (topup) del abono' }),
  receivedAt: z.string().meta({ description: 'ISO 8601' }),
});
export type DepositBody = z.infer<typeof depositBodySchema>;

export function depositBody(row: BankDeposit): DepositBody {
  const reason = row.returnReason && row.returnReason in bankReturnReasons ? (row.returnReason as BankReturnReason) : null;
  return {
    id: row.id,
    trackingKey: row.trackingKey,
    status: row.status,
    amount: row.amountCentavos === null ? null : row.amountCentavos / 100,
    amountText: row.amountText,
    currency: row.currency,
    clabe: row.clabe,
    payerName: row.payerName,
    payerRfc: row.payerRfc,
    payerAccount: row.payerAccount,
    payerInstitution: row.payerInstitution,
    concept: row.concept,
    numericReference: row.numericReference,
    operationDate: row.operationDate,
    returnReason: row.returnReason,
    returnReasonLabel: reason ? bankReturnReasons[reason].label : null,
    ledgerEntryId: row.ledgerEntryId,
    receivedAt: row.receivedAt.toISOString(),
  };
}
