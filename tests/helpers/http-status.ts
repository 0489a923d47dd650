// Domain functions throw DomainError (lib/platform/errors/domain-error.ts), which carries no HTTP status. A test that
// checks the status a refusal would be answered with wraps the call: the rejection then also names it.
import { DomainError } from '@/lib/platform/errors/domain-error';
import { httpStatusOf } from '@/lib/http/api-error';

export function withHttpStatus<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (error instanceof DomainError) throw Object.assign(error, { status: httpStatusOf(error) });
    throw error;
  });
}
