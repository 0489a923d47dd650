// The amounts of an invoice (docs/payments.md "Decisions"): a top-up is the total paid, IVA included; the invoice
// breaks it down per top-up into a Base and its IVA, in centavos, and an invoice's amounts are the sums of its
// top-ups'. The SAT's rule for a Traslado's Importe is Base × Tasa rounded to 2 decimals, so the IVA is exactly
// round_half_up(Base × 0.16) with the Base for which Base + IVA = total. For about one total in seven (e.g. $0.04)
// no Base gives that total (Base + round(Base × 0.16) skips it); then Base = round(total / 1.16) and IVA = total − Base,
// which the SAT's tolerance (Anexo 20: (Base ± 0.005) × Tasa, rounded down and up) accepts. Pure.

export const IVA_RATE = '0.160000';

export type AmountBreakdown = { subtotalCentavos: number; taxCentavos: number; totalCentavos: number };

/** The IVA of a Base: Base × 0.16 rounded half up to the centavo (integers). */
export const ivaOf = (baseCentavos: number) => Math.floor((baseCentavos * 16 + 50) / 100);

/**
 * The Base and IVA of a total with IVA: IVA = ivaOf(Base) and Base + IVA = total when such a Base exists (at most one:
 * Base + ivaOf(Base) grows with Base); otherwise Base = round(total / 1.16) and IVA = total − Base, within tolerance.
 */
export function splitTotal(totalCentavos: number): AmountBreakdown {
  if (!Number.isSafeInteger(totalCentavos) || totalCentavos <= 0) throw new RangeError(`invalid total ${totalCentavos}`);
  // round half up of total * 100 / 116, in integers. It is the Base when one exists: B + round(0.16 B) = T puts T / 1.16
  // within 0.5 / 1.16 < ½ of B (amounts.test.ts checks it for every total up to $20,000)
  const subtotalCentavos = Math.floor((totalCentavos * 100 * 2 + 116) / (116 * 2));
  return { subtotalCentavos, taxCentavos: totalCentavos - subtotalCentavos, totalCentavos };
}

/** The SAT's tolerance for a Traslado's Importe (Anexo 20), in centavos: [(Base − ½) × 0.16 down, (Base + ½) × 0.16 up]. */
export const ivaTolerance = (baseCentavos: number) => ({
  low: Math.floor(((baseCentavos * 100 - 50) * 16) / 10_000),
  high: Math.ceil(((baseCentavos * 100 + 50) * 16) / 10_000),
});

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
