// A number cell of a batch CSV (weights, dimensions, money) as people type it in Mexico and in Spain. Mexico writes
// the period as the decimal mark and the comma for thousands (1,250.50); Spain the reverse (1.250,50). Every form
// that can mean one thing only is read; a lone comma followed by exactly three digits (1,250) means 1250 in Mexico
// and 1.25 in Spain, so it is refused with a message naming both ways to write it (lib/batches/parse-csv.ts).
//
//   1.5, 1,5 -> 1.5        1250,50 -> 1250.5       1,250.50 and 1.250,50 -> 1250.5
//   1.250 -> 1.25 (a lone period is always decimal)  1,250,000 and 1.250.000 -> 1250000 (only thousands)
//   0,125 and 1250,000 -> decimals (no thousands group starts with 0 or has 4 digits)      1,250 -> ambiguous
//

export type DecimalCell = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' } | { kind: 'ambiguous' };

/** 1,250 / 12.500.000: a first group of 1 to 3 digits, then groups of exactly 3. */
const grouped = (digits: string, separator: ',' | '.') => new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(digits);

function number(sign: string, integer: string, fraction: string): DecimalCell {
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || integer + fraction === '') return { kind: 'invalid' };
  return { kind: 'number', value: Number(`${sign}${integer || '0'}.${fraction || '0'}`) };
}

/** The cell without spaces, a `$` or a trailing MXN. */
const cleaned = (raw: string) => raw.replace(/[\s$]/g, '').replace(/mxn$/i, '');

export function parseDecimal(raw: string): DecimalCell {
  let value = cleaned(raw);
  if (value === '') return { kind: 'empty' };
  const sign = value.startsWith('-') ? '-' : '';
  if (sign) value = value.slice(1);
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  if (lastComma === -1 && lastDot === -1) return number(sign, value, '');
  if (lastComma !== -1 && lastDot !== -1) {
    // Both marks: the last one is the decimal mark, the other separates thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    const at = value.lastIndexOf(decimal);
    const integer = value.slice(0, at);
    if (integer.includes(decimal) || !grouped(integer, thousands)) return { kind: 'invalid' };
    return number(sign, integer.split(thousands).join(''), value.slice(at + 1));
  }
  const separator = lastComma !== -1 ? ',' : '.';
  const at = value.indexOf(separator);
  // The same mark more than once: only thousands.
  if (at !== value.lastIndexOf(separator))
    return grouped(value, separator) ? number(sign, value.split(separator).join(''), '') : { kind: 'invalid' };
  const integer = value.slice(0, at);
  const fraction = value.slice(at + 1);
  if (separator === ',' && /^[1-9]\d{0,2}$/.test(integer) && /^\d{3}$/.test(fraction)) return { kind: 'ambiguous' };
  return number(sign, integer, fraction);
}

/** «valor_declarado: «1,250» es ambiguo…» with both ways to write what was meant. */
export function ambiguousDecimalMessage(column: string, raw: string): string {
  const [integer, fraction] = cleaned(raw).replace(/^-/, '').split(',');
  const sign = cleaned(raw).startsWith('-') ? '-' : '';
  return `La columna ${column}: «${raw.trim()}» es ambiguo: escribe ${sign}${integer}${fraction} o ${sign}${integer}${fraction},00 (o ${sign}${integer}.${fraction} si la coma es decimal)`;
}
