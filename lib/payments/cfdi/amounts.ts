// The amounts of an invoice (docs/payments.md "Decisions"): a top-up is the total paid, IVA included; the invoice
// breaks it down as subtotal = round(total / 1.16) and IVA = total − subtotal, in centavos, per top-up, and an
// invoice's amounts are the sums of its top-ups'. Pure.

export const IVA_RATE = '0.160000';

export type AmountBreakdown = { subtotalCentavos: number; taxCentavos: number; totalCentavos: number };

/** The subtotal and IVA of a total with IVA (integer centavos; 116 divides exactly in integers). */
export function splitTotal(totalCentavos: number): AmountBreakdown {
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos <= 0) throw new RangeError(`invalid total ${totalCentavos}`);
  // round half up of total * 100 / 116, in integers
  const subtotalCentavos = Math.floor((totalCentavos * 100 * 2 + 116) / (116 * 2));
  return { subtotalCentavos, taxCentavos: totalCentavos - subtotalCentavos, totalCentavos };
}

/** The sum of several breakdowns (a monthly invoice's). */
export function sumBreakdowns(parts: AmountBreakdown[]): AmountBreakdown {
  return parts.reduce(
    (sum, p) => ({
      subtotalCentavos: sum.subtotalCentavos + p.subtotalCentavos,
      taxCentavos: sum.taxCentavos + p.taxCentavos,
      totalCentavos: sum.totalCentavos + p.totalCentavos,
    }),
    { subtotalCentavos: 0, taxCentavos: 0, totalCentavos: 0 },
  );
}

/** Centavos as the CFDI writes an amount: pesos with two decimals ("1234.50"). */
export { centavosToDecimalText as cfdiAmount } from '@/lib/platform/money/decimal';
