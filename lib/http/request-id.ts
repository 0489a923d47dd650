// The request id of every /api/v1 answer (X-Request-Id). A client may send its own so it can follow one id
// end to end; one that is not `req_` plus 1 to 64 letters, digits, `-` or `_` is replaced, never echoed.
// Ids sent by clients are not guaranteed unique: they identify a request for people, not rows for the database.
import { randomBytes } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';
export const CLIENT_REQUEST_ID = /^req_[A-Za-z0-9_-]{1,64}$/;

/** `req_` and 32 lowercase hex digits (128 random bits). */
export function newRequestId(): string {
  return `req_${randomBytes(16).toString('hex')}`;
}

/** The client's id when it is valid, else a new one. */
export function requestIdOf(req: Request): string {
  const sent = req.headers.get(REQUEST_ID_HEADER);
  return sent !== null && CLIENT_REQUEST_ID.test(sent) ? sent : newRequestId();
}
