// The CLABE's check digit (weights 3, 7, 1 over the first 17 digits) as clabe-validator computes it, against CLABEs
// published as valid: STP's client documentation (646180110400000007, 646180157036325892), BBVA's example in the same
// documentation (072691004495711499) and clabe-validator's own (002010077777777771).
import { describe, expect, it } from 'vitest';
import { buildClabe, clabeBankName } from './clabe';

describe('buildClabe', () => {
  it.each([
    ['646', '180', 11040000000, '646180110400000007'],
    ['646', '180', 15703632589, '646180157036325892'],
    ['072', '691', 449571149, '072691004495711499'],
    ['002', '010', 7777777777, '002010077777777771'],
  ])('bank %s branch %s account %d is %s', (bank, branch, account, expected) => {
    expect(buildClabe(bank, branch, account)).toBe(expected);
  });

  it('pads the account number to 11 digits and refuses one that does not fit', () => {
    expect(buildClabe('646', '180', 1).slice(6, 17)).toBe('00000000001');
    expect(() => buildClabe('646', '180', 0)).toThrow();
    expect(() => buildClabe('646', '180', 100_000_000_000)).toThrow();
    expect(() => buildClabe('64', '180', 1)).toThrow();
  });

  it('refuses a bank code that is no bank', () => {
    expect(() => buildClabe('999', '180', 1)).toThrow();
  });

  it('names the bank of a CLABE', () => {
    expect(clabeBankName('646180110400000007')).toBe('STP');
  });
});
