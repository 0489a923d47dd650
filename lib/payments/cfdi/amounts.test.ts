// The invoice's amounts: round(total / 1.16) and the rest IVA, within the SAT's tolerance for a Traslado's Importe
// (Anexo 20: between (Base − 0.005) × Tasa rounded down and (Base + 0.005) × Tasa rounded up, to 2 decimals).
import { describe, expect, it } from 'vitest';
import { cfdiAmount, splitTotal, sumBreakdowns } from './amounts';

describe('splitTotal', () => {
  it('breaks a total into subtotal and IVA', () => {
    expect(splitTotal(116_00)).toEqual({ subtotalCentavos: 100_00, taxCentavos: 16_00, totalCentavos: 116_00 });
    expect(splitTotal(100_00)).toEqual({ subtotalCentavos: 86_21, taxCentavos: 13_79, totalCentavos: 100_00 });
    // 0.58 / 1.16 = 0.5 exactly: half rounds up
    expect(splitTotal(58)).toEqual({ subtotalCentavos: 50, taxCentavos: 8, totalCentavos: 58 });
    expect(() => splitTotal(0)).toThrow();
  });

  it('keeps IVA within the SAT tolerance for every total up to 2,000 pesos', () => {
    for (let total = 1; total <= 200_000; total++) {
      const { subtotalCentavos: base, taxCentavos: tax } = splitTotal(total);
      // in centavos: floor((base − 0.5) × 0.16) ≤ tax ≤ ceil((base + 0.5) × 0.16)
      const low = Math.floor(((base * 100 - 50) * 16) / 10_000);
      const high = Math.ceil(((base * 100 + 50) * 16) / 10_000);
      if (tax < low || tax > high) throw new Error(`total ${total}: base ${base}, tax ${tax} outside [${low}, ${high}]`);
    }
  });

  it('sums and formats', () => {
    expect(sumBreakdowns([splitTotal(100_00), splitTotal(116_00)])).toEqual({
      subtotalCentavos: 186_21,
      taxCentavos: 29_79,
      totalCentavos: 216_00,
    });
    expect(cfdiAmount(123_405)).toBe('1234.05');
    expect(cfdiAmount(7)).toBe('0.07');
  });
});
