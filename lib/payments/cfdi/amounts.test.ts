// The invoice's amounts: each concept's IVA is exactly round_half_up(Base × 0.16) with Base + IVA = total whenever such
// a Base exists; for the totals no Base reaches (Base + round(Base × 0.16) skips them, e.g. $0.04), Base =
// round(total / 1.16) and IVA = total − Base within the SAT's tolerance for a Traslado's Importe (Anexo 20: between
// (Base − 0.005) × Tasa rounded down and (Base + 0.005) × Tasa rounded up, to 2 decimals). Checked for every total up
// to $20,000.
import { describe, expect, it } from 'vitest';
import { cfdiAmount, ivaOf, ivaTolerance, splitTotal, sumBreakdowns } from './amounts';

const LIMIT = 2_000_000;

describe('splitTotal', () => {
  it('breaks a total into subtotal and IVA', () => {
    expect(splitTotal(116_00)).toEqual({ subtotalCentavos: 100_00, taxCentavos: 16_00, totalCentavos: 116_00 });
    expect(splitTotal(100_00)).toEqual({ subtotalCentavos: 86_21, taxCentavos: 13_79, totalCentavos: 100_00 });
    // 0.58 / 1.16 = 0.5 exactly, and 0.50 × 0.16 = 0.08
    expect(splitTotal(58)).toEqual({ subtotalCentavos: 50, taxCentavos: 8, totalCentavos: 58 });
    // no Base reaches $0.04 (0.03 + 0.00, 0.04 + 0.01): round(0.04 / 1.16) = 0.03, IVA 0.01 within tolerance
    expect(splitTotal(4)).toEqual({ subtotalCentavos: 3, taxCentavos: 1, totalCentavos: 4 });
    expect(() => splitTotal(0)).toThrow();
  });

  it('for every total up to 20,000 pesos: IVA = round(Base × 0.16) exactly when a Base reaches the total, else within tolerance', () => {
    // which totals some Base reaches: Base + ivaOf(Base) grows with Base, by 1 or 2
    const reached = new Int32Array(LIMIT + 1).fill(-1);
    for (let base = 0; base + ivaOf(base) <= LIMIT; base++) reached[base + ivaOf(base)] = base;
    let unreachable = 0;
    for (let total = 1; total <= LIMIT; total++) {
      const { subtotalCentavos: base, taxCentavos: tax, totalCentavos } = splitTotal(total);
      if (totalCentavos !== total || base + tax !== total) throw new Error(`total ${total}: ${base} + ${tax}`);
      if (reached[total] >= 0) {
        if (base !== reached[total] || tax !== ivaOf(base))
          throw new Error(`total ${total}: base ${base}, tax ${tax}, expected ${reached[total]}`);
      } else {
        unreachable++;
        const rounded = Math.floor((total * 200 + 116) / 232);
        const { low, high } = ivaTolerance(base);
        if (base !== rounded || tax < low || tax > high)
          throw new Error(`total ${total}: base ${base}, tax ${tax} outside [${low}, ${high}]`);
      }
    }
    // about 16 totals in 116 have no exact Base: each Base at which round(Base × 0.16) steps up skips one total
    expect(unreachable / LIMIT).toBeGreaterThan(0.13);
    expect(unreachable / LIMIT).toBeLessThan(0.14);
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
