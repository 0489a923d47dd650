// The one cursor codec of every keyset-paged list, API and dashboard alike: a position (time, id) after
// which the next page starts, newest first. Issued cursors are base64url JSON {"v":1,"t","id"}, `t` with
// PostgreSQL's microseconds (a JS Date would drop them and skip rows sharing a millisecond).
// Cursors handed out before this codec existed keep working: the webhook lists' ["<ISO time>", id] and the
// dashboard tables' "<time>|<id>". Parsing is strict: a time must be a real instant PostgreSQL can read
// (lib/platform/text/timestamp.ts) and the id a UUID, or the cursor names nothing.
import { DomainError } from '@/lib/platform/errors/domain-error';
import { parseUtcTimestamp } from '@/lib/platform/text/timestamp';
import { isUuid } from '@/lib/platform/text/uuid';

export type Cursor = { t: string; id: string };

const MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ v: 1, t: cursor.t, id: cursor.id })).toString('base64url');
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The position in any format we issued, or null for anything else (an edited URL, a made-up value). */
export function decodeCursor(value: string | null | undefined): Cursor | null {
  if (!value || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  let cursor: { t: unknown; id: unknown } | null = null;
  const dashboard = /^([^|]*)\|([^|]*)$/.exec(text);
  if (dashboard) {
    cursor = MICROSECONDS.test(dashboard[1]) ? { t: dashboard[1], id: dashboard[2] } : null;
  } else {
    const json = readJson(text);
    if (Array.isArray(json)) {
      cursor = json.length === 2 ? { t: json[0], id: json[1] } : null;
    } else if (json && typeof json === 'object') {
      const c = json as { v?: unknown; t?: unknown; id?: unknown };
      cursor = c.v === 1 && typeof c.t === 'string' && MICROSECONDS.test(c.t) ? { t: c.t, id: c.id } : null;
    }
  }
  if (!cursor || typeof cursor.t !== 'string' || !parseUtcTimestamp(cursor.t) || !isUuid(cursor.id)) return null;
  return { t: cursor.t, id: cursor.id };
}

/** The `cursor` query parameter of an API list: a 400 for anything we did not issue. */
export function parseCursorParam(value: string): Cursor {
  const cursor = decodeCursor(value);
  if (!cursor)
    throw new DomainError(
      'validation_error',
      'El parámetro cursor no es válido: usa el nextCursor de la respuesta anterior sin modificarlo.',
    );
  return cursor;
}
