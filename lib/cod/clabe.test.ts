import { describe, expect, it } from 'vitest';
import { checkClabe, validClabe } from './clabe';

describe('checkClabe', () => {
  it('accepts a valid CLABE, with spaces as people write it', () => {
    expect(checkClabe('002010077777777771')).toMatchObject({ ok: true, clabe: '002010077777777771' });
    expect(checkClabe('646 180 15700000000 4')).toMatchObject({ ok: true, clabe: '646180157000000004' });
  });

  it('refuses a wrong length, letters, an unknown bank and a wrong check digit, in Spanish', () => {
    expect(checkClabe('0020100777777777')).toMatchObject({
      ok: false,
      problem: 'length',
      message: 'La CLABE debe tener 18 dígitos; tiene 16.',
    });
    expect(checkClabe('00201007777777777a')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkClabe('999010077777777774')).toMatchObject({ ok: false, problem: 'bank' });
    expect(checkClabe('004010077777777771')).toMatchObject({ ok: false, problem: 'bank' });
    expect(checkClabe('002010077777777772')).toMatchObject({ ok: false, problem: 'checksum' });
  });

  it('validClabe throws invalid_clabe with the reason', () => {
    expect(() => validClabe('002010077777777772')).toThrow(/dígito verificador/);
    expect(validClabe('002-010-07777777777-1')).toBe('002010077777777771');
  });
});
