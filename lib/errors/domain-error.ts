// The one error type of the domain: a stable code from lib/errors/codes.ts and a Spanish message a person
// can read. It knows nothing of HTTP: lib/http/respond.ts turns it into a status, X-Error-Code and headers.
import { errorMessages, type ErrorCode } from './codes';

export type DomainErrorOptions = {
  /** how long the caller should wait before trying again (an HTTP answer sends it as Retry-After) */
  retryAfterSeconds?: number;
};

export class DomainError extends Error {
  readonly retryAfterSeconds?: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: DomainErrorOptions = {},
  ) {
    super(message ?? errorMessages[code]);
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
