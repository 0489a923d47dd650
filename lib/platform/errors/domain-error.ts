// The one error type of the domain: a stable code from lib/platform/errors/codes.ts and a Spanish message a person
// can read. It knows nothing of HTTP: lib/http/respond.ts turns it into a status, X-Error-Code and headers.
import { errorMessages, type ErrorCode } from './codes';

/** One problem of a validation error: the field as the client sent it (`deliveryAddress.postalCode`, a header name or `body`). */
export type FieldError = { field: string; message: string };

export type DomainErrorOptions = {
  /** how long the caller should wait before trying again (an HTTP answer sends it as Retry-After) */
  retryAfterSeconds?: number;
  /** validation_error: every problem with its field (a problem details answer lists them as `errors`) */
  fields?: FieldError[];
};

export class DomainError extends Error {
  readonly retryAfterSeconds?: number;
  readonly fields?: FieldError[];
  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: DomainErrorOptions = {},
  ) {
    super(message ?? errorMessages[code]);
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fields = options.fields;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
