// How people read a ledger entry's kind (model/money.ts): the billing page, the statement, the CSV export.
import type { LedgerEntryKind } from '@/model/money';

export const ledgerKindLabels: Record<LedgerEntryKind, string> = {
  topup: 'Recarga',
  manual_credit: 'Abono',
  label: 'Guía',
  refund: 'Reembolso',
  adjustment: 'Ajuste de peso',
  dispute_refund: 'Reembolso por disputa',
  cod_fee: 'Comisión por cobro contra entrega',
  cod_payout: 'Pago de cobro contra entrega',
};

/** The label of a kind, or the stored text for a kind this version does not know. */
export function ledgerKindLabel(kind: string): string {
  return (ledgerKindLabels as Record<string, string>)[kind] ?? kind;
}
