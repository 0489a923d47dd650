// Amounts as decimal text, the form banks and the SAT write them: "1234.50" from centavos, and centavos from a text of
// pesos. The one home of both conversions (the bank's deposit callback and direct-debit request, the CFDI, the
// automatic recharge's settings). Exact: integers only, never a float multiplied by 100. Pure.

/** Centavos as pesos with two decimals and no grouping: 123405 -> "1234.05", 7 -> "0.07". */
export function centavosToDecimalText(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`invalid amount ${centavos}`);
  return `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

export type DecimalPesos = { ok: true; centavos: number } | { ok: false; why: 'not_a_number' | 'too_many_decimals' };

/**
 * A text of pesos as signed centavos: an optional minus, 1 to 15 digits, and at most two decimals ("1500", "1500.5",
 * "-3.25"). No exponent ("1e3"), no plus sign, no grouping, no spaces inside: anything else is not_a_number.
 */
export function parseDecimalPesos(text: string): DecimalPesos {
  const match = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return { ok: false, why: 'not_a_number' };
  const [, sign, whole, decimals = ''] = match;
  if (decimals.length > 2) return { ok: false, why: 'too_many_decimals' };
  const centavos = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return { ok: true, centavos: sign === '-' && centavos !== 0 ? -centavos : centavos };
}
