// Display formats of the dashboard (Spanish, Mexico). Pure functions: the server and the browser render the same text.
const TIME_ZONE = 'America/Mexico_City';

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const integer = new Intl.NumberFormat('es-MX');
const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const dateOnly = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: TIME_ZONE });
const timeSeconds = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: TIME_ZONE });

export const formatCentavos = (centavos: number) => money.format(centavos / 100);
export const formatPesos = (pesos: number) => money.format(pesos);
export const formatCount = (n: number) => integer.format(n);

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(value: Date | string | null | undefined, empty = '—'): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : empty;
}

export function formatDate(value: Date | string | null | undefined, empty = '—'): string {
  const date = toDate(value);
  return date ? dateOnly.format(date) : empty;
}

export function formatTime(value: Date | string | null | undefined, empty = '—'): string {
  const date = toDate(value);
  return date ? timeSeconds.format(date) : empty;
}

/** The calendar day (YYYY-MM-DD) of a date in Mexico City, for date inputs. */
export function isoDay(value: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(value);
}
