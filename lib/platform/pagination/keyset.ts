// The one pager of keyset-paged lists (newest first on (time, id)): the condition that continues after a
// cursor, the cursor's time as PostgreSQL text, and the page cut from limit + 1 rows (the extra row only
// says whether another page follows). Used by the API lists and the dashboard tables alike.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { encodeCursor, type Cursor } from './cursor';

/** to_char format of a cursor's time: UTC with microseconds. */
export const CURSOR_TIME_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/** A row's cursor time, selected next to the row. */
export function cursorTime(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', ${CURSOR_TIME_FORMAT})`;
}

/** Rows strictly after the cursor in (time desc, id desc) order; a row comparison, served by a (time, id) index. */
export function afterCursor(time: SQLWrapper, id: SQLWrapper, cursor: Cursor): SQL {
  return sql`(${time}, ${id}) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)`;
}

/** The page of `limit` rows out of the limit + 1 read, and the cursor of the next page (null on the last). */
export function toPage<R>(rows: R[], limit: number, cursorOf: (row: R) => Cursor): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
