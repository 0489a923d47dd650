// Display formats of the dashboard (Spanish, Mexico). Pure functions: the server and the browser render the same text.
// Dates and money are written once for the whole product (lib/platform/time/format.ts, lib/platform/money/format.ts); the dashboard's
// pages take them from here with the one format of its own, counts.
export { formatDate, formatDateTime, formatTime } from '@/lib/platform/time/format';
export { formatCentavos, formatPesos } from '@/lib/platform/money/format';

const integer = new Intl.NumberFormat('es-MX');

export const formatCount = (n: number) => integer.format(n);
