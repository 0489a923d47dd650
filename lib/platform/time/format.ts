// How dates and times read, in Spanish (Mexico) and Mexico City time (lib/platform/time/mexico-city.ts): the dashboard's
// pages, the public tracking pages, emails, CSV exports, labels, manifests, charts and the stored Spanish texts
// that name a moment (audit summaries, a disabled webhook's reason, the new-device email). Each format is written
// once here; a page, a template or a PDF picks one by name.
// Pure (no database, no Node): the server and the browser render the same text.
import { MEXICO_CITY_OFFSET, MEXICO_CITY_TIME_ZONE, mexicoCityDateTime } from './mexico-city';

const TIME_ZONE = MEXICO_CITY_TIME_ZONE;

type DateInput = Date | string | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// --- pages (the dashboard, app/(dashboard)/_lib/format.ts; audit summaries) ---
const mediumDateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const mediumDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: TIME_ZONE });
const timeSeconds = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: TIME_ZONE });

/** "24 nov 2026, 9:15 a.m.": `empty` when there is no date. */
export function formatDateTime(value: DateInput, empty = '—'): string {
  const date = toDate(value);
  return date ? mediumDateTime.format(date) : empty;
}

/** "24 nov 2026": `empty` when there is no date. */
export function formatDate(value: DateInput, empty = '—'): string {
  const date = toDate(value);
  return date ? mediumDate.format(date) : empty;
}

/** "09:15:05 a.m.": `empty` when there is no date. */
export function formatTime(value: DateInput, empty = '—'): string {
  const date = toDate(value);
  return date ? timeSeconds.format(date) : empty;
}

/** A Mexico City day ("YYYY-MM-DD") as the charts name it: "24 nov 2026". */
export const formatChartDay = (day: string) => formatDate(`${day}T12:00:00${MEXICO_CITY_OFFSET}`);

// --- the public tracking pages (said to be Mexico City time on the page) ---
const trackingDateTimeFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const trackingDayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: TIME_ZONE });

export const trackingDateTime = (at: Date) => trackingDateTimeFormat.format(at);
export const trackingDay = (at: Date) => trackingDayFormat.format(at);

// --- emails ---
const longDateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });
const fullDay = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeZone: TIME_ZONE });

/** "24 de noviembre de 2026, 9:15 a.m." in Mexico City time. */
export const formatLongDateTime = (date: Date) => longDateTime.format(date);

/** "24 de noviembre de 2026, 9:15 a.m. (hora de la Ciudad de México)", or the input unchanged when it is not a date. */
export function emailDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : `${formatLongDateTime(date)} (hora de la Ciudad de México)`;
}

/** "lunes, 30 de noviembre de 2026" (Mexico City), for an estimated delivery date; the input when it is not a date. */
export function deliveryDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : fullDay.format(date);
}

// --- CSV exports: "2026-11-24 09:30:05", which a spreadsheet reads as a date whatever its locale ---
export function csvDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? mexicoCityDateTime(date) : '';
}

/** The day part of a download's file name, in Mexico City. */
export const fileDay = (now = new Date()) => csvDateTime(now).slice(0, 10);

// --- labels and manifests ---
const labelDateTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "21/11/2026 17:59" in Mexico City time (labels). */
export function formatMexicoCityDateTime(date: Date): string {
  const parts = Object.fromEntries(labelDateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

const longDate = new Intl.DateTimeFormat('es-MX', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const longDay = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const weekdayDay = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The Mexico City day of a moment as a manifest prints it: "24 de noviembre de 2026". */
export const formatLongDate = (date: Date) => longDate.format(date);

/** A day ("YYYY-MM-DD") as a manifest prints it: "24 de noviembre de 2026". */
export const dayLabel = (day: string) => longDay.format(noon(day));

/** A day ("YYYY-MM-DD") with its weekday: "lunes, 30 de noviembre". */
export const weekdayDayLabel = (day: string) => weekdayDay.format(noon(day));

// --- stored Spanish texts ---
const longDateTime24h = new Intl.DateTimeFormat('es-MX', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "24 de noviembre de 2026 a las 09:15" in Mexico City time (a disabled webhook's reason). */
export const formatLongDateTime24h = (date: Date) => longDateTime24h.format(date);
