// @ts-check
// An /api address whose percent-encoding is broken (/api/v1/orders/%ZZ) never reaches a route handler: Next.js
// fails to decode it and answers 500 with English plain text. The server in front of Next.js
// (scripts/next-server.mjs) answers it instead, the way the API answers an address that names nothing: 404
// not_found, the Spanish { "error" } body (or problem details on Accept: application/problem+json), a request
// id and the API's restrictive headers. Pages are answered by proxy.ts (lib/http/public-not-found.ts).
// Plain JavaScript because scripts/next-server.mjs runs without a TypeScript loader.
import { randomBytes } from 'node:crypto';

export const MALFORMED_PATH_MESSAGE = 'El recurso no existe: la dirección tiene una secuencia de escape (%) mal formada.';

/**
 * Whether the path of a request target (path and query, as node:http gives it) has a percent-encoding that does
 * not decode (a % without two hex digits, or bytes that are not UTF-8).
 * @param {string} target
 */
export function hasMalformedPath(target) {
  const query = target.indexOf('?');
  try {
    decodeURIComponent(query === -1 ? target : target.slice(0, query));
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers an /api request whose path does not decode; false when the request is not one.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerMalformedApiPath(req, res) {
  const target = req.url ?? '/';
  if (!target.startsWith('/api/') || !hasMalformedPath(target)) return false;
  const requestId = `req_${randomBytes(16).toString('hex')}`;
  const problem = /application\/problem\+json/i.test(req.headers.accept ?? '');
  const body = problem
    ? {
        type: '/docs/guias/errores#not_found',
        title: 'Recurso no encontrado',
        status: 404,
        detail: MALFORMED_PATH_MESSAGE,
        code: 'not_found',
        request_id: requestId,
      }
    : { error: MALFORMED_PATH_MESSAGE };
  res.writeHead(404, {
    'Content-Type': problem ? 'application/problem+json; charset=utf-8' : 'application/json; charset=utf-8',
    'X-Error-Code': 'not_found',
    'X-Request-Id': requestId,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
  return true;
}
