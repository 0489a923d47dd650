// The period of an automatic recharge (at most one direct debit each), as the key stored in direct_debits.period_key:
// the Mexico City day "2026-11-28", its ISO week "2026-W48" (weeks start on Monday; the week of 1 January belongs to
// the year of its Thursday) or its month "2026-11".
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import type { AutoRechargePeriod } from '@/model/payments';

/** "YYYY-Www" of a calendar day "YYYY-MM-DD" (ISO 8601 week date). */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  // the Thursday of the same week decides the year
  const thursday = new Date(date.getTime() + (4 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function periodKeys(now: Date): Record<AutoRechargePeriod, string> {
  const day = mexicoCityDay(now);
  return { day, week: isoWeekOf(day), month: day.slice(0, 7) };
}
