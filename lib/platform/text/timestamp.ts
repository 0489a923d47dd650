// Strict UTC timestamps for opaque cursors. JavaScript's Date rolls 2026-02-30 over to March 2 and accepts
// years up to ±275760 that PostgreSQL cannot read, so a cursor's time is checked field by field instead.

const UTC_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?Z$/;

/**
 * The Date of an ISO 8601 UTC timestamp (YYYY-MM-DDTHH:MM:SS[.ffffff]Z, years 1 to 9999) that names a
 * real instant, or null: an impossible day (2026-02-30), hour 24, leap seconds and any other form are refused.
 */
export function parseUtcTimestamp(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = UTC_TIMESTAMP.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  if (year < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3)));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}
