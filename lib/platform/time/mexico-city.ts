// Mexico City time, the one zone of the product: every date a person reads (pages, emails, CSV, labels, manifests,
// charts: lib/platform/time/format.ts) and what "today" means (a daily close, a pickup date, the charts' days, "once a day"
// emails, the date inputs). Days travel as "YYYY-MM-DD". Mexico City has had no daylight saving time since 2022:
// its days run from -06:00 midnight all year.
// Pure (no database, no Node): client components import it.

export const MEXICO_CITY_TIME_ZONE = 'America/Mexico_City';

/** The UTC offset of Mexico City (no daylight saving time since 2022). */
export const MEXICO_CITY_OFFSET = '-06:00';

/** The same offset in milliseconds, for date arithmetic. */
export const MEXICO_CITY_OFFSET_MS = -6 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_CITY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** "YYYY-MM-DD" of `at` in Mexico City: today by default. */
export function mexicoCityDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEXICO_CITY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `now` in Mexico City: its day "YYYY-MM-DD" and the time since that day's midnight in (fractional) minutes. */
export function mexicoClock(now: Date): { day: string; minutes: number } {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((p) => [p.type, p.value]));
  const minutes = Number(parts.hour) * 60 + Number(parts.minute) + (Number(parts.second) + now.getMilliseconds() / 1000) / 60;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes };
}

/** "YYYY-MM-DD HH:MM:SS" of `at` in Mexico City (the CSV exports' cells, lib/platform/time/format.ts). */
export function mexicoCityDateTime(at: Date): string {
  const p = Object.fromEntries(clockFormat.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The first instant of a Mexico City day ("YYYY-MM-DD"). */
export const mexicoCityDayStart = (day: string) => new Date(`${day}T00:00:00${MEXICO_CITY_OFFSET}`);

/** The last millisecond of a Mexico City day ("YYYY-MM-DD"). */
export const mexicoCityDayEnd = (day: string) => new Date(`${day}T23:59:59.999${MEXICO_CITY_OFFSET}`);

/** Whole days from `from` to `to` (both "YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "YYYY-MM-DD" `n` days after `day` (before it when `n` is negative). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A real calendar date written as YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.getUTCFullYear() === Number(match[1]) && d.getUTCMonth() === Number(match[2]) - 1 && d.getUTCDate() === Number(match[3]);
}
