// The HTTP layer's own errors (thrown by the wrappers and body readers of lib/http): a domain error that
// also carries its status from lib/http/error-codes.ts. Both reach the client through toErrorResponse
// (lib/http/with-request.ts), the one mapping.
import { DomainError, type DomainErrorOptions } from '@/lib/platform/errors/domain-error';
import { errorStatus, type ErrorCode } from './error-codes';

export class ApiError extends DomainError {
  readonly status: number;
  /** response headers that belong to this answer (Allow on a 405, say) */
  readonly headers: Record<string, string>;
  constructor(code: ErrorCode, message?: string, options: DomainErrorOptions & { headers?: Record<string, string> } = {}) {
    super(code, message, options);
    this.name = 'ApiError';
    this.status = errorStatus[code];
    this.headers = options.headers ?? {};
  }
}

/** The HTTP status a domain error is answered with. */
export function httpStatusOf(error: DomainError): number {
  return errorStatus[error.code];
}
