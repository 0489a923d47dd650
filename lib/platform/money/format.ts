// How amounts read, in Spanish (Mexico): the one home of money formats, beside the date formats (lib/platform/time/format.ts).
// Amounts are kept in centavos (integers) everywhere; these turn them into what a page, an email, a label, a
// manifest, an audit summary or a CSV cell shows. Pure (no database, no Node): the browser uses them too.

const currency = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const twoDecimals = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123450 -> "$1,234.50" (pages and emails). */
export const formatCentavos = (centavos: number) => currency.format(centavos / 100);

/** 1234.5 -> "$1,234.50" (an amount already in pesos). */
export const formatPesos = (pesos: number) => currency.format(pesos);

/** 123450 -> "$1,234.50 MXN" (labels, manifests, the batch's failure summary, the statement); -3500 -> "-$35.00 MXN". */
export function formatMxn(centavos: number): string {
  return `${centavos < 0 ? '-' : ''}$${twoDecimals.format(Math.abs(centavos) / 100)} MXN`;
}

/** 1234.5 -> "$1234.50 MXN", no grouping (the audit log's summaries keep the form they were written in). */
export const formatPesosPlain = (pesos: number) => `$${pesos.toFixed(2)} MXN`;

/** Centavos as pesos with two decimals, a number (CSV cells: no currency sign, so they add up; negative amounts stay numbers, not formulas). */
export const csvPesos = (centavos: number | string | bigint | null | undefined): number | null =>
  centavos === null || centavos === undefined ? null : Math.round(Number(centavos)) / 100;
