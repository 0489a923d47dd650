// Dates on the public tracking pages: Spanish (Mexico), in Mexico City time, said so on the page.
const TIME_ZONE = 'America/Mexico_City';
const dateTime = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
const longDay = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: TIME_ZONE });

export const trackingDateTime = (at: Date) => dateTime.format(at);
export const trackingDay = (at: Date) => longDay.format(at);
