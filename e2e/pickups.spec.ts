// The pickup dialog after hours (issue 32, finding 5), in Chromium. The browser's clock is set with Playwright's
// page.clock (never the real wall clock): the dialog's day and window come from it (lib/pickups/pickup-window.ts).
// At 19:30 on a Friday in Mexico City the daily close opens on Monday 10:00–14:00 and says today's cut-off (17:00)
// passed; the close books that window (the server checks it too, against its own clock: the Friday is chosen after
// the real now, so that Monday is ahead of it and within the 14 days). During the day the dialog offers today's
// next window an hour ahead, and on a Saturday, Monday. The server's refusals are tests/api/pickups.test.ts's.
import { expect, test, type Page } from '@playwright/test';
import { api, orderBody } from './api';
import { seededApiKey, shot } from './helpers';
import { OWNER_STORAGE } from './state';

test.use({ storageState: OWNER_STORAGE });

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const mexicoDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(at);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** "lunes, 7 de diciembre" (the close's result) */
const spanishDayComma = (day: string) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${day}T12:00:00Z`),
  );
/** "lunes 7 de diciembre" (the dialog's cut-off line) */
const spanishDay = (day: string) => spanishDayComma(day).replace(',', '');

/** The first `weekday` at least a day after the real now, at `time` in Mexico City (UTC-6 all year since 2022). */
function nextMexicoTime(weekday: (typeof WEEKDAYS)[number], time: string): { day: string; at: Date } {
  let day = mexicoDay(new Date(Date.now() + 86_400_000));
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== WEEKDAYS.indexOf(weekday)) day = plusDays(day, 1);
  return { day, at: new Date(`${day}T${time}:00-06:00`) };
}

async function openDailyClose(page: Page) {
  await page.goto('/dashboard/orders');
  await page.getByTestId('daily-close').click();
  const dialog = page.getByRole('dialog', { name: 'Cierre del día' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the pickup dialog after hours: the next business day, the cut-off shown, and that window booked', async ({ page }) => {
  test.setTimeout(120_000);
  const friday = nextMexicoTime('viernes', '19:30');
  const monday = plusDays(friday.day, 3);
  await page.clock.setFixedTime(friday.at);
  // One parcel from a pickup address no other spec ships from, so this close takes only it (not 44100: the return
  // guides of other specs are picked up at the recipient's Av. Juárez 976, C.P. 44100).
  const key = await seededApiKey(`pickup-spec ${Date.now()}`);
  const order = await api(
    key,
    'POST',
    '/orders',
    orderBody(`RECOLECCION-${Date.now()}`, {
      pickupAddress: {
        ...orderBody('x').pickupAddress,
        street: 'Av. Chapultepec',
        exteriorNumber: '15',
        neighborhood: 'Americana',
        city: 'Guadalajara',
        state: 'Jalisco',
        postalCode: '44160',
      },
    }),
  );
  expect(order.status, JSON.stringify(order.body)).toBe(201);

  await page.setViewportSize({ width: 1280, height: 800 });
  const dialog = await openDailyClose(page);
  await expect(dialog.getByLabel('Día de recolección')).toHaveValue(monday);
  await expect(dialog.getByLabel('Día de recolección')).toHaveAttribute('min', monday);
  await expect(dialog.getByLabel('Desde')).toHaveValue('10:00');
  await expect(dialog.getByLabel('Hasta')).toHaveValue('14:00');
  await expect(dialog.getByTestId('pickup-cutoff')).toHaveText(
    `Ya pasó la hora límite para recolectar hoy (17:00, hora de la Ciudad de México): la próxima ventana posible es el ${spanishDay(monday)} de 10:00 a 14:00. ` +
      'Recolecciones de lunes a viernes; la ventana debe empezar al menos 1 hora después de solicitarla.',
  );
  await shot(page, 'pickup-after-hours-1280x800');
  await dialog.getByLabel('Código postal de recolección (opcional)').fill('44160');
  await dialog.getByTestId('daily-close-submit').click();
  await expect(dialog.getByTestId('daily-close-result')).toContainText('Manifiesto listo: 1 envío');
  await expect(dialog.getByTestId('pickup-confirmation')).toContainText(
    `Recolección programada el ${spanishDayComma(monday)} de 10:00 a 14:00`,
  );
  await expect(dialog.getByTestId('pickup-confirmation')).toContainText('PKP');
});

test('during the day the dialog offers today an hour ahead (tomorrow from 16:45); on a Saturday, Monday', async ({ page }) => {
  const tuesday = nextMexicoTime('martes', '11:20');
  await page.clock.setFixedTime(tuesday.at);
  await page.setViewportSize({ width: 375, height: 812 });
  let dialog = await openDailyClose(page);
  await expect(dialog.getByLabel('Día de recolección')).toHaveValue(tuesday.day);
  await expect(dialog.getByLabel('Desde')).toHaveValue('13:00');
  await expect(dialog.getByLabel('Hasta')).toHaveValue('17:00');
  await expect(dialog.getByTestId('pickup-cutoff')).toHaveText(
    'Hora límite para recolectar hoy: 17:00 (hora de la Ciudad de México). Recolecciones de lunes a viernes; la ventana debe empezar al menos 1 hora después de solicitarla.',
  );
  await shot(page, 'pickup-daytime-375x812');

  // At 16:50 today's 18:00 can still be booked until 17:00, too close to propose (the dialog may stay open a few
  // minutes): tomorrow is proposed, and the date's min still allows today.
  const nearCutoff = nextMexicoTime('martes', '16:50');
  await page.clock.setFixedTime(nearCutoff.at);
  dialog = await openDailyClose(page);
  await expect(dialog.getByLabel('Día de recolección')).toHaveValue(plusDays(nearCutoff.day, 1));
  await expect(dialog.getByLabel('Día de recolección')).toHaveAttribute('min', nearCutoff.day);
  await expect(dialog.getByLabel('Desde')).toHaveValue('10:00');
  await expect(dialog.getByTestId('pickup-cutoff')).toHaveText(
    `La hora límite para recolectar hoy (17:00, hora de la Ciudad de México) está a menos de 15 minutos: te proponemos el ${spanishDay(plusDays(nearCutoff.day, 1))} de 10:00 a 14:00. ` +
      'Recolecciones de lunes a viernes; la ventana debe empezar al menos 1 hora después de solicitarla.',
  );

  const saturday = nextMexicoTime('sábado', '09:00');
  await page.clock.setFixedTime(saturday.at);
  dialog = await openDailyClose(page);
  await expect(dialog.getByLabel('Día de recolección')).toHaveValue(plusDays(saturday.day, 2));
  await expect(dialog.getByTestId('pickup-cutoff')).toContainText(
    `Hoy no hay recolecciones (hora límite para el mismo día: 17:00, hora de la Ciudad de México): la próxima ventana posible es el ${spanishDay(plusDays(saturday.day, 2))} de 10:00 a 14:00.`,
  );
});
