// The one decimal-text form of amounts (banks, the CFDI, the automatic recharge): exact both ways.
import { describe, expect, it } from 'vitest';
import { centavosToDecimalText, parseDecimalPesos } from './decimal';

describe('centavosToDecimalText', () => {
  it.each([
    [123_405, '1234.05'],
    [7, '0.07'],
    [0, '0.00'],
    [200_000, '2000.00'],
  ])('%d is %s', (centavos, text) => expect(centavosToDecimalText(centavos)).toBe(text));

  it('refuses a negative or fractional amount', () => {
    expect(() => centavosToDecimalText(-1)).toThrow(RangeError);
    expect(() => centavosToDecimalText(1.5)).toThrow(RangeError);
  });
});

describe('parseDecimalPesos', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    [' 0.01 ', 1],
    ['-3.25', -325],
    ['0.00', 0],
  ])('%j is %d centavos', (text, centavos) => expect(parseDecimalPesos(text)).toEqual({ ok: true, centavos }));

  it.each([
    ['10.001', 'too_many_decimals'],
    ['1e3', 'not_a_number'],
    ['+5', 'not_a_number'],
    ['1,000', 'not_a_number'],
    ['', 'not_a_number'],
    ['.5', 'not_a_number'],
    ['1234567890123456', 'not_a_number'],
  ])('%j is refused: %s', (text, why) => expect(parseDecimalPesos(text)).toEqual({ ok: false, why }));
});
