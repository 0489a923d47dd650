import { errorCodes, type ErrorCode } from './error-codes';

/** The one error type of the API: a code from the error table, and optionally a more precise Spanish message. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? errorCodes[code].message);
    this.name = 'ApiError';
    this.status = errorCodes[code].status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
