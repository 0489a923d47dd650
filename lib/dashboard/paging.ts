// Keyset paging of the dashboard's tables: the `stack` search parameter carries the cursors of the pages
// before the current one, '.'-separated, '' standing for the first page (which has no cursor). Page 2's
// stack is therefore the empty string, which must still count as one page behind.
import { parseUtcTimestamp } from '@/lib/text/timestamp';

/** The cursors of the previous pages, oldest first (at most 50 kept). */
export function readPageStack(value: string | string[] | undefined | null): string[] {
  return typeof value === 'string' ? value.split('.').slice(-50) : [];
}

/** The `stack` value for a link, or null when there are no previous pages. */
export function writePageStack(stack: string[]): string | null {
  return stack.length ? stack.join('.') : null;
}

/** The keyset cursor of the dashboard's tables: PostgreSQL's microsecond timestamp and the row id, base64url. */
export function encodeTimeIdCursor(t: string, id: string): string {
  return Buffer.from(`${t}|${id}`).toString('base64url');
}

const TIME_ID = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The position a cursor names, or null for anything we did not issue (an edited URL): the page then starts
 * from the top instead of failing. The time must be a real instant (2026-02-30 would fail in PostgreSQL).
 */
export function decodeTimeIdCursor(cursor: string | null | undefined): { t: string; id: string } | null {
  if (!cursor || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const match = TIME_ID.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || !parseUtcTimestamp(match[1])) return null;
  return { t: match[1], id: match[2] };
}
