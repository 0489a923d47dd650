// Estimated delivery date: business days (Monday to Friday, Mexican statutory holidays excluded),
// counted on the calendar of Mexico City, ending at the end of the delivery day.
// Mexico City keeps UTC-6 all year (lib/platform/time/mexico-city.ts), so the local calendar is a fixed offset.
import { MEXICO_CITY_OFFSET_MS } from '@/lib/platform/time/mexico-city';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The nth Monday of a month (month 0-based), as a day of the month. */
function nthMonday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - firstWeekday) % 7);
  return firstMonday + 7 * (n - 1);
}

/**
 * Mandatory rest days of the Ley Federal del Trabajo (art. 74): 1 January, first Monday of February,
 * third Monday of March, 1 May, 16 September, third Monday of November, 25 December, and 1 October
 * of each year a President takes office (2024, 2030, ...). As "MM-DD" strings.
 */
export function mexicanHolidays(year: number): Set<string> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = new Set<string>([
    '01-01',
    `02-${pad(nthMonday(year, 1, 1))}`,
    `03-${pad(nthMonday(year, 2, 3))}`,
    '05-01',
    '09-16',
    `11-${pad(nthMonday(year, 10, 3))}`,
    '12-25',
  ]);
  if (year >= 2024 && (year - 2024) % 6 === 0) days.add('10-01');
  return days;
}

/** A "local date" is a Date at 00:00 UTC whose UTC fields are the Mexico City calendar date. */
function localDate(instant: Date): Date {
  const shifted = new Date(instant.getTime() + MEXICO_CITY_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

// Each year's holidays are worked out once per process (every POST /orders and quote counts business days).
const holidaysByYear = new Map<number, Set<string>>();
function holidaysOf(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (!days) holidaysByYear.set(year, (days = mexicanHolidays(year)));
  return days;
}

export function isBusinessDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const monthDay = `${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
  return !holidaysOf(date.getUTCFullYear()).has(monthDay);
}

/**
 * When a shipment created at `createdAt` should arrive: the `businessDays`-th business day after
 * the creation date (Mexico City calendar), at 23:59:59 local time ("by the end of that day").
 * 0 business days (same_day) is the creation date itself, whatever day it is. There is no cut-off
 * hour: an order created at 22:00 counts from that date like one created at 09:00.
 */
export function estimateDeliveryAt(createdAt: Date, businessDays: number): Date {
  let day = localDate(createdAt);
  for (let counted = 0; counted < businessDays; ) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDay(day)) counted++;
  }
  const endOfLocalDay = day.getTime() + DAY_MS - 1000;
  return new Date(endOfLocalDay - MEXICO_CITY_OFFSET_MS);
}
