// The COD fee taken from a collection at payout (docs/cod.md "Fee mode"): only for an order bought while its
// organization's fee mode was `deduct`, which the purchase records in the order's pricing as codFeeDeducted: true. The
// fee itself is the pricing's breakdown codFee: breakdownCentavos.codFee (centavos, as the purchase stores it) or, in a
// pricing written with the API's words, breakdown.codFee (pesos).
import { toCentavos } from '@/lib/billing/ledger';

function numberAt(value: unknown, key: string): number | null {
  if (value === null || typeof value !== 'object') return null;
  const n = (value as Record<string, unknown>)[key];
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The COD fee (centavos) to deduct from the order's collection at payout; 0 when the fee was charged at purchase. */
export function codFeeToDeductCentavos(pricing: Record<string, unknown> | null | undefined): number {
  if (!pricing || pricing.codFeeDeducted !== true) return 0;
  const centavos = numberAt(pricing.breakdownCentavos, 'codFee');
  if (centavos !== null) return Math.max(Math.round(centavos), 0);
  const pesos = numberAt(pricing.breakdown, 'codFee');
  return pesos !== null ? Math.max(toCentavos(pesos), 0) : 0;
}
