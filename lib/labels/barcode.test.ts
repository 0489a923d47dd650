import { describe, expect, it } from 'vitest';
import { code128, code128Modules, QUIET_ZONE_MODULES } from './barcode';

describe('code128', () => {
  it('gives the bars of the symbol with its quiet zones, as wide as bwip-js draws it', () => {
    // widths in modules of bwip-js's own drawing (PNG width / scale) for these texts
    const drawn: Record<string, number> = { SBX2611249302413224: 187, RSBX2611249302413224: 198, 'abc-ÑÁ 123': 242, X: 66 };
    for (const [text, modules] of Object.entries(drawn)) {
      const symbol = code128(text);
      expect(symbol.modules, text).toBe(modules);
      expect(code128Modules(text)).toBe(modules);
      const [first] = symbol.bars;
      const [lastX, lastW] = symbol.bars[symbol.bars.length - 1];
      expect(first[0]).toBe(QUIET_ZONE_MODULES);
      expect(lastX + lastW).toBe(modules - QUIET_ZONE_MODULES);
    }
  });
});
