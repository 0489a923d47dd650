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
