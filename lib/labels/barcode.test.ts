import { describe, expect, it } from 'vitest';
import { code128Modules, renderCode128 } from './barcode';

describe('code128Modules', () => {
  it('is the width renderCode128 draws, for guides, return guides and odd text', async () => {
    for (const text of ['SBX2611249302413224', 'RSBX2611249302413224', 'abc-ÑÁ 123', 'X']) {
      expect(code128Modules(text), text).toBe((await renderCode128(text)).modules);
    }
  });
});
