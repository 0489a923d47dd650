// RFC 9457 problem details, the error shape a client asks for with `Accept: application/problem+json`
// (docs/api/errors.md). Without that Accept the API answers the specification's { "error": "..." } body,
// unchanged. Both carry the code in X-Error-Code; the problem also has it in `code`, with the request id.
import { errorTitles } from '@/lib/platform/errors/codes';
import type { FieldError } from '@/lib/platform/errors/domain-error';
import { errorStatus, type ErrorCode } from './error-codes';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Where each code is explained: the errors guide, one anchor per code. */
export const problemType = (code: ErrorCode) => `/docs/guias/errores#${code}`;

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  request_id: string;
  errors?: FieldError[];
};

/** True when the Accept header names application/problem+json with a non-zero weight. */
export function wantsProblemDetails(accept: string | null): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== PROBLEM_CONTENT_TYPE) return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The problem document of one error. A validation_error always lists its problems: the ones the
 * thrower named, or the whole message under `body` when it named none.
 */
export function problemBody(code: ErrorCode, detail: string, requestId: string, fields?: FieldError[]): Problem {
  const problem: Problem = {
    type: problemType(code),
    title: errorTitles[code],
    status: errorStatus[code],
    detail,
    code,
    request_id: requestId,
  };
  if (code === 'validation_error') problem.errors = fields?.length ? fields : [{ field: 'body', message: detail }];
  return problem;
}
