// When a courier pickup can be booked (docs/guias/lotes.md, "La recolección"): the one rule the API's schema
// (lib/pickups/schemas.ts), the dashboard's dialogs (app/(dashboard)/dashboard/cierres/pickup-window-fields.tsx) and
// their default window share. Everything is Mexico City time (lib/platform/time/mexico-city.ts), "now" is a parameter.
//
// - Windows lie between 08:00 and 20:00 and last at least 2 hours.
// - Pickups are on business days, Monday to Friday (couriers do not collect on weekends; public holidays are not
//   known here, the provider refuses those).
// - A window can be booked only if it starts at least PICKUP_LEAD_MINUTES (1 hour) from now: a started window, or one
//   the courier cannot reach, would answer a confirmation number for a visit that will not happen. So the same-day
//   cut-off is 17:00 (the last window, 18:00–20:00, less the hour); after it the next possible window is the next
//   business day's.
// - The day is today or up to 14 days later (the schema's date range).
// - The dialogs propose a window that starts PROPOSAL_MARGIN_MINUTES (15) later than the rule needs
//   (nextPickupWindow): a proposal made at 16:59 for 18:00 would be refused when "Solicitar" is pressed at 17:00, so
//   from 16:45 the proposal is the next business day's, and during the day the first whole hour at least 1 h 15 min
//   away. The server's refusals name the earliest window the rule allows (earliestPickupWindow), margin-free.
//
// Pure (no database, no Node): the client dialogs import it.
//
import { weekdayDayLabel } from '@/lib/platform/time/format';
import { addDays, mexicoClock } from '@/lib/platform/time/mexico-city';

/** Pickups happen between 08:00 and 20:00 (Mexico City) in a window of at least two hours. */
export const PICKUP_DAY = { start: '08:00', end: '20:00', minWindowMinutes: 120 } as const;

/** How long before its start a window must be booked. */
export const PICKUP_LEAD_MINUTES = 60;

/**
 * How much later than the lead time a proposed window starts: the time a dialog may stay open before "Solicitar"
 * and still be booked.
 */
export const PROPOSAL_MARGIN_MINUTES = 15;

/** The window the dialogs propose when the day still allows it. */
export const DEFAULT_WINDOW = { start: '10:00', end: '14:00' } as const;

export const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
export const toHhMm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The latest time of day at which a same-day pickup can still be booked: "17:00". */
export const sameDayCutoff = toHhMm(toMinutes(PICKUP_DAY.end) - PICKUP_DAY.minWindowMinutes - PICKUP_LEAD_MINUTES);

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const isBusinessDay = (day: string) => weekday(day) >= 1 && weekday(day) <= 5;

/** "lunes 30 de noviembre" */
export function pickupDayLabel(day: string): string {
  return weekdayDayLabel(day).replace(',', '');
}

export type PickupWindowProposal = {
  date: string;
  start: string;
  end: string;
  /** whether `date` is today (Mexico City) */
  today: boolean;
  /**
   * why it is not today, when it is not: the cut-off passed, it is less than PROPOSAL_MARGIN_MINUTES away (today
   * can still be booked, but not proposed), or today is not a business day
   */
  notToday: 'after_cutoff' | 'near_cutoff' | 'not_business_day' | null;
};

/**
 * The first window starting at least `leadMinutes` after `now`: today's, starting at 10:00 or (later in the day) at
 * the first whole hour that far away and lasting up to 4 hours; else the next business day's 10:00–14:00.
 */
function firstWindowAfter(now: Date, leadMinutes: number): PickupWindowProposal {
  const clock = mexicoClock(now);
  const lastStart = toMinutes(PICKUP_DAY.end) - PICKUP_DAY.minWindowMinutes;
  if (isBusinessDay(clock.day)) {
    const start = Math.max(toMinutes(DEFAULT_WINDOW.start), Math.ceil((clock.minutes + leadMinutes) / 60) * 60);
    if (start <= lastStart) {
      const end = Math.min(toMinutes(PICKUP_DAY.end), start + toMinutes(DEFAULT_WINDOW.end) - toMinutes(DEFAULT_WINDOW.start));
      return { date: clock.day, start: toHhMm(start), end: toHhMm(end), today: true, notToday: null };
    }
  }
  let day = addDays(clock.day, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  const notToday = !isBusinessDay(clock.day)
    ? 'not_business_day'
    : clock.minutes + PICKUP_LEAD_MINUTES <= lastStart
      ? 'near_cutoff'
      : 'after_cutoff';
  return { date: day, ...DEFAULT_WINDOW, today: false, notToday };
}

/** The earliest window the rule lets a request at `now` book (the server's refusals name it). */
export function earliestPickupWindow(now: Date): PickupWindowProposal {
  return firstWindowAfter(now, PICKUP_LEAD_MINUTES);
}

/**
 * The window the dialogs propose at `now`: the earliest one starting PROPOSAL_MARGIN_MINUTES later than the rule
 * needs, so that it is still booked when "Solicitar" is pressed a few minutes after the dialog opened.
 */
export function nextPickupWindow(now: Date): PickupWindowProposal {
  return firstWindowAfter(now, PICKUP_LEAD_MINUTES + PROPOSAL_MARGIN_MINUTES);
}

const nextLabel = (p: PickupWindowProposal) => `${p.today ? 'hoy' : `el ${pickupDayLabel(p.date)}`} de ${p.start} a ${p.end}`;

/**
 * Why a window (already a real day within range, hours within 08:00–20:00) cannot be booked at `now`, as the
 * field and the end of a Spanish sentence ("El campo date …"); null when it can.
 */
export function pickupWindowProblem(
  request: { date: string; timeWindow: { start: string; end: string } },
  now: Date,
): { field: 'date' | 'timeWindow'; message: string } | null {
  const clock = mexicoClock(now);
  if (!isBusinessDay(request.date)) {
    return {
      field: 'date',
      message: `es ${pickupDayLabel(request.date).split(' ')[0]}: las recolecciones son de lunes a viernes (la próxima posible: ${nextLabel(earliestPickupWindow(now))}, hora de la Ciudad de México)`,
    };
  }
  if (request.date !== clock.day) return null;
  if (toMinutes(request.timeWindow.start) >= clock.minutes + PICKUP_LEAD_MINUTES) return null;
  const next = earliestPickupWindow(now);
  if (!next.today) {
    return {
      field: 'date',
      message: `ya no admite hoy: la hora límite para recolectar el mismo día es las ${sameDayCutoff} (hora de la Ciudad de México); la próxima ventana posible es ${nextLabel(next)}`,
    };
  }
  const earliest = toHhMm(Math.ceil(clock.minutes + PICKUP_LEAD_MINUTES));
  const started = toMinutes(request.timeWindow.start) <= clock.minutes;
  return {
    field: 'timeWindow',
    message: `${started ? 'ya empezó' : `empieza en menos de ${PICKUP_LEAD_MINUTES / 60} hora`}: hoy la ventana debe empezar a las ${earliest} o después (al menos 1 hora después de solicitarla, hora de la Ciudad de México), o elige otro día`,
  };
}
