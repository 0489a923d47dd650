// Moves this process's clock to a Mexico City weekday and time, for the rules that read "now" there (the pickup
// window, lib/pickups/pickup-window.ts). vitest's fake Date only (timers run, the database's now() is untouched);
// undo with vi.useRealTimers() in afterEach. The moment is at least a day after the real now, so the orders the
// database stamps now() are "today or before" by the moved clock.
import { vi } from 'vitest';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';

export const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** "YYYY-MM-DD" `n` days after `day`. */
export const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The first `weekday` at `time` (HH:MM, Mexico City: UTC-6 all year since 2022) at least a day after the real now. */
export function moveClockTo(weekday: (typeof WEEKDAYS)[number], time: string): Date {
  vi.useRealTimers();
  let day = mexicoCityDay(new Date(Date.now() + 86_400_000));
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== WEEKDAYS.indexOf(weekday)) day = plusDays(day, 1);
  const at = new Date(`${day}T${time}:00-06:00`);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return at;
}
