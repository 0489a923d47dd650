// The months a statement is asked for (YYYY-MM, Mexico City time) and how they read in Spanish. Pure: the billing page's
// month selector uses it too.
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';

const monthFormat = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** "2026-11" -> "noviembre de 2026". */
export const statementMonthLabel = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`));

/** The current month in Mexico City and the `count - 1` before it, newest first ("2026-11", "2026-10", …). */
export function recentMonths(count: number, now = new Date()): string[] {
  const [year, month] = mexicoCityDay(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
