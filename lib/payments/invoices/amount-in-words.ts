// An invoice's total in words, as Mexican printed invoices write it: "un mil ciento sesenta pesos 00/100 M.N.". The
// thousands keep their "un" (un mil), the custom of the SAT's printed representations; millions agree in number ("un
// millón", "dos millones"), and "de pesos" follows a round million ("un millón de pesos").
const UNITS = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const TEENS = ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'];
const TWENTIES = [
  'veinte',
  'veintiún',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** 0..99 in words ("" for 0); "un" and "veintiún" before a noun (pesos, mil). */
function tens(n: number): string {
  if (n < 10) return UNITS[n];
  if (n < 20) return TEENS[n - 10];
  if (n < 30) return TWENTIES[n - 20];
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)] : `${TENS[Math.floor(n / 10)]} y ${UNITS[unit]}`;
}

/** 0..999 in words ("" for 0). */
function hundreds(n: number): string {
  if (n === 100) return 'cien';
  const rest = tens(n % 100);
  const head = HUNDREDS[Math.floor(n / 100)];
  return [head, rest].filter(Boolean).join(' ');
}

/** 0..999,999 in words; the thousands always say their number ("un mil"). */
function thousands(n: number): string {
  const high = Math.floor(n / 1000);
  const low = n % 1000;
  return [high > 0 ? `${hundreds(high)} mil` : '', hundreds(low)].filter(Boolean).join(' ');
}

/** A whole number of pesos in words (below a billion): 1160 → "un mil ciento sesenta", 0 → "cero". */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1_000_000_000_000) throw new RangeError(`amount out of range: ${n}`);
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const millionWords = millions === 0 ? '' : millions === 1 ? 'un millón' : `${thousands(millions)} millones`;
  return [millionWords, thousands(rest)].filter(Boolean).join(' ');
}

/** "un mil ciento sesenta pesos 00/100 M.N." for 116000 centavos; "un peso 50/100 M.N." for 150. */
export function amountInWords(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`amount out of range: ${centavos}`);
  const pesos = Math.floor(centavos / 100);
  const cents = String(centavos % 100).padStart(2, '0');
  const words = integerInWords(pesos);
  const roundMillion = pesos >= 1_000_000 && pesos % 1_000_000 === 0;
  const unit = pesos === 1 ? 'peso' : roundMillion ? 'de pesos' : 'pesos';
  return `${words} ${unit} ${cents}/100 M.N.`;
}
