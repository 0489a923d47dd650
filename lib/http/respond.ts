// Response helpers: JSON bodies and the one error body shape { "error": "<español>" }, with the code in
// X-Error-Code and its status from lib/http/error-codes.ts.
import { errorMessages } from '@/lib/errors/codes';
import type { DomainError } from '@/lib/errors/domain-error';
import { errorStatus, type ErrorCode } from './error-codes';

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(data), { status, headers: h });
}

/** A body that already is JSON text (built by PostgreSQL, say), sent as it is. */
export function jsonText(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

export function errorResponse(code: ErrorCode, message?: string, headers: Record<string, string> = {}): Response {
  return json({ error: message ?? errorMessages[code] }, errorStatus[code], { ...headers, 'X-Error-Code': code });
}

/** A domain error as the API answers it: its status, its message, Retry-After when it names a wait. */
export function domainErrorResponse(error: DomainError): Response {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds);
  return errorResponse(error.code, error.message, headers);
}
