// How emails write money and dates: Spanish (Mexico), Mexico City time (the same formats as the dashboard's
// app/(dashboard)/_lib/format.ts, which lib/ cannot import).
const TIME_ZONE = 'America/Mexico_City';
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });

export const emailMoney = (centavos: number) => money.format(centavos / 100);

/** "24 de noviembre de 2026, 9:15 a.m." in Mexico City time, or the input unchanged when it is not a date. */
export function emailDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : `${dateTime.format(date)} (hora de la Ciudad de México)`;
}

/** The calendar day (YYYY-MM-DD) in Mexico City: "once a day" limits count these days. */
export function mexicoCityDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);
}
