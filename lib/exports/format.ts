// Cell formats of the CSV exports: dates and times in Mexico City as "2026-11-24 09:30:05" (a spreadsheet reads
// it as a date whatever its locale), amounts as plain numbers with two decimals (no currency sign, so they add up).
const mexicoCity = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

export function csvDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(mexicoCity.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Centavos as pesos with two decimals, a number (negative amounts stay numbers, not formulas). */
export const csvPesos = (centavos: number | string | bigint | null | undefined): number | null =>
  centavos === null || centavos === undefined ? null : Math.round(Number(centavos)) / 100;

/** The day part of a download's file name, in Mexico City. */
export const fileDay = (now = new Date()) => csvDateTime(now).slice(0, 10);
