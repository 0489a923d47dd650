// What PostgreSQL said, through Drizzle's error wrappers (a query error carries the driver's as `cause`).

type PgError = { code?: string; message?: string; constraint_name?: string; cause?: unknown };

function* chain(error: unknown): Generator<PgError> {
  for (let e = error as PgError | undefined; e && typeof e === 'object'; e = e.cause as PgError | undefined) yield e;
}

/** The reason a statement gave abort_statement() (db/migrations/0004), or null for any other error. */
export function abortReason(error: unknown): string | null {
  for (const e of chain(error)) if (e.code === 'P0001' && typeof e.message === 'string') return e.message;
  return null;
}

/** True when the error is a unique violation of the named constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const e of chain(error)) if (e.code === '23505' && e.constraint_name === constraint) return true;
  return false;
}

// postgres.js's own connection failures, and the socket errors it passes on from Node.
const UNAVAILABLE_CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT', // no ReadyForQuery within connect_timeout (TCP connect and start-up handshake; db/client.ts)
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATEs PostgreSQL answers when it cannot serve: class 08 (connection exception), 57P01 admin_shutdown,
// 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), 53300
// too_many_connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * True when the error means "the database cannot be reached or cannot serve right now" (the request may
 * succeed once it is back), anywhere in Drizzle's `cause` chain; false for every other error, including
 * every error of a statement PostgreSQL did run (constraints, bad input, aborts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = e.code;
    if (typeof code !== 'string') continue;
    if (UNAVAILABLE_CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

// SQLSTATE classes of a statement PostgreSQL ran and refused because of the values it carried: 22 data exception
// (NUL in text: 22021; \u0000 or a lone surrogate in JSON: 22P05; a value out of range or not of its type),
// 23 integrity constraint violation, 54 program limit exceeded (a value too large to index).
const REFUSED_DATA_CLASSES = new Set(['22', '23', '54']);

/**
 * True when PostgreSQL refused the statement for the values it carried: the same rows sent again fail again,
 * whatever the wait. A batched writer (the request log, lib/request-log/buffer.ts) must then set the refused
 * row apart instead of retrying the batch.
 */
export function isRefusedData(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return false;
  for (const e of chain(error))
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && REFUSED_DATA_CLASSES.has(e.code.slice(0, 2))) return true;
  return false;
}

/** The SQLSTATE of an error (anywhere in Drizzle's `cause` chain), for a log line that must not carry values. */
export function sqlState(error: unknown): string | null {
  for (const e of chain(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return null;
}

/** What a client is told while the database is unavailable (503 service_unavailable): no internals. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.';
/** The Retry-After of that 503, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
