import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [116_000, 'un mil ciento sesenta pesos 00/100 M.N.'],
    [232_000, 'dos mil trescientos veinte pesos 00/100 M.N.'],
    [100, 'un peso 00/100 M.N.'],
    [2_150, 'veintiún pesos 50/100 M.N.'],
    [10_000, 'cien pesos 00/100 M.N.'],
    [10_100, 'ciento un pesos 00/100 M.N.'],
    [1_699_999, 'dieciséis mil novecientos noventa y nueve pesos 99/100 M.N.'],
    [2_100_000, 'veintiún mil pesos 00/100 M.N.'],
    [50_000_000, 'quinientos mil pesos 00/100 M.N.'],
    [100_000_000, 'un millón de pesos 00/100 M.N.'],
    [250_000_007, 'dos millones quinientos mil pesos 07/100 M.N.'],
    [5, 'cero pesos 05/100 M.N.'],
  ])('%d centavos → %s', (centavos, words) => {
    expect(amountInWords(centavos)).toBe(words);
  });
});
