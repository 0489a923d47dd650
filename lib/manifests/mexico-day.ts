// The calendar day in Mexico City (America/Mexico_City), which is what "today" means for a daily close and a
// pickup date. Dates travel as "YYYY-MM-DD".
import { LABEL_TIME_ZONE } from '@/lib/labels/text';

export const MEXICO_TIME_ZONE = LABEL_TIME_ZONE;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** "YYYY-MM-DD" of `at` in Mexico City. */
export function mexicoDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

/** Whole days from `from` to `to` (both "YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A real calendar date written as YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.getUTCFullYear() === Number(match[1]) && d.getUTCMonth() === Number(match[2]) - 1 && d.getUTCDate() === Number(match[3]);
}

/** The day as printed on a manifest: "24 de noviembre de 2026". */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));
}
