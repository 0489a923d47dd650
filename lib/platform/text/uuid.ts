// The one UUID check for identifiers that arrive as text (path parameters, cursors, form fields). A malformed
// id names nothing: callers answer 404 (or ignore it) instead of letting PostgreSQL fail on the uuid cast.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The id, or null when it is not a UUID (a path parameter of the dashboard, say: the page answers 404). */
export function parseUuid(value: unknown): string | null {
  return isUuid(value) ? value : null;
}
