// The retry schedules a webhook endpoint may choose (docs/api/webhooks.md, retry policy). "standard" is the
// specification's three attempts (1.5 s and 3 s apart) and the default; "extended" goes on after them as Svix
// does, so a receiver that is down for hours loses nothing. Waits are counted from the end of an attempt.
import { webhookRetrySchedules, type WebhookRetrySchedule } from '@/model/webhooks';

export { webhookRetrySchedules, type WebhookRetrySchedule };

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Wait after attempt n (index n-1) before attempt n+1; one more attempt than waits. */
export const webhookRetryDelaysMs: Record<WebhookRetrySchedule, readonly number[]> = {
  standard: [1.5 * SECOND, 3 * SECOND],
  extended: [1.5 * SECOND, 3 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR],
};

/** Attempts of one round (a redelivery starts a new round with the same schedule). */
export function maxAttemptsOf(schedule: WebhookRetrySchedule): number {
  return webhookRetryDelaysMs[schedule].length + 1;
}

/** Spanish labels for the dashboard's form and settings. */
export const retryScheduleLabels: Record<WebhookRetrySchedule, string> = {
  standard: 'Estándar: 3 intentos en unos 5 segundos',
  extended: 'Extendido: 9 intentos durante unas 28 horas',
};
