// Response helpers: JSON bodies and the one error body shape { "error": "<español>" }.
import { ApiError } from './api-error';
import { errorCodes, type ErrorCode } from './error-codes';

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
  return json({ error: message ?? errorCodes[code].message }, errorCodes[code].status, { ...headers, 'X-Error-Code': code });
}

export function apiErrorResponse(error: ApiError): Response {
  return errorResponse(error.code, error.message, error.headers);
}
