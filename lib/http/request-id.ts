// The request id of every /api/v1 answer (X-Request-Id). A client may send its own so it can follow one id
// end to end; one that is not `req_` plus 1 to 64 letters, digits, `-` or `_` is replaced, never echoed.
// Ids sent by clients are not guaranteed unique: they identify a request for people, not rows for the database.
import { randomFillSync } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';
export const CLIENT_REQUEST_ID = /^req_[A-Za-z0-9_-]{1,64}$/;

// Random bytes for 256 ids at a time: one call into the system's generator per 256 requests instead of one per
// request (randomBytes(16) cost about as much as the rest of the request id work; docs/performance.md, "profile").
const ID_BYTES = 16;
const IDS_PER_FILL = 256;
const pool = Buffer.alloc(ID_BYTES * IDS_PER_FILL);
let nextId = IDS_PER_FILL;

/** `req_` and 32 lowercase hex digits (128 random bits from the system's generator, each used once). */
export function newRequestId(): string {
  if (nextId === IDS_PER_FILL) {
    randomFillSync(pool);
    nextId = 0;
  }
  const start = ID_BYTES * nextId++;
  return `req_${pool.toString('hex', start, start + ID_BYTES)}`;
}

/** The client's id when it is valid, else a new one. */
export function requestIdOf(req: Request): string {
  const sent = req.headers.get(REQUEST_ID_HEADER);
  return sent !== null && CLIENT_REQUEST_ID.test(sent) ? sent : newRequestId();
}
