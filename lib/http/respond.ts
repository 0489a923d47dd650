// Response helpers: JSON bodies and the one error body shape { "error": "<español>" }, with the code in
// X-Error-Code and its status from lib/http/error-codes.ts; on request (Accept: application/problem+json) the
// same error as RFC 9457 problem details (lib/http/problem.ts). A 401 of the API key carries its challenge.
import { errorMessages } from '@/lib/platform/errors/codes';
import type { DomainError, FieldError } from '@/lib/platform/errors/domain-error';
import { ApiError } from './api-error';
import { authChallenges, errorStatus, type ErrorCode } from './error-codes';
import { PROBLEM_CONTENT_TYPE, problemBody } from './problem';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function json(data: unknown, status = 200, headers?: HeadersInit): Response {
  // Most answers add no header of their own: no Headers object to build and merge for them.
  if (headers === undefined) return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': JSON_CONTENT_TYPE } });
  const h = new Headers(headers);
  h.set('Content-Type', JSON_CONTENT_TYPE);
  return new Response(JSON.stringify(data), { status, headers: h });
}

/** A body that already is JSON text (built by PostgreSQL, say), sent as it is. */
export function jsonText(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': JSON_CONTENT_TYPE } });
}

/** Asks for a problem details body instead of { "error" }: the request id and, for validation, the fields. */
export type ProblemFormat = { requestId: string; fields?: FieldError[] };

export function errorResponse(code: ErrorCode, message?: string, headers: Record<string, string> = {}, problem?: ProblemFormat): Response {
  const detail = message ?? errorMessages[code];
  const h: Record<string, string> = { ...headers, 'X-Error-Code': code };
  const challenge = authChallenges[code as keyof typeof authChallenges];
  if (challenge) h['WWW-Authenticate'] = challenge;
  if (!problem) return json({ error: detail }, errorStatus[code], h);
  const body = problemBody(code, detail, problem.requestId, problem.fields);
  return new Response(JSON.stringify(body), { status: body.status, headers: { ...h, 'Content-Type': PROBLEM_CONTENT_TYPE } });
}

/** A domain error as the API answers it: its status, its message, Retry-After when it names a wait, an ApiError's own headers. */
export function domainErrorResponse(error: DomainError, problem?: ProblemFormat): Response {
  const headers: Record<string, string> = error instanceof ApiError ? { ...error.headers } : {};
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds);
  return errorResponse(error.code, error.message, headers, problem && { ...problem, fields: error.fields });
}
