// The request log's side of the request road (docs/request-log.md): the edge reads the Request and the Response
// here, so the request log itself (lib/request-log) sees only plain rows. lib/http/with-request.ts begins a record
// for every request and finishes it with the response; lib/http/api-route.ts fills in the operation and the
// key; lib/http/read-body.ts notes the body it read. Finishing only builds a row and hands it to the buffer
// (lib/request-log/buffer.ts): nothing here waits for the database, and nothing here can fail the response.
import { config } from '@/lib/platform/config';
import { log } from '@/lib/platform/log';
import { enqueueRequestLog, type RequestLogEntry } from '@/lib/request-log/buffer';
import { redactBody, redactQuery, truncateUtf8 } from '@/lib/request-log/redact';

export type RequestLogRecord = {
  /** when the request arrived */
  at: Date;
  startedMs: number;
  /** the declared operation path (/orders/{id}), set by apiRoute */
  pathTemplate: string | null;
  /** set once a key was accepted (apiRoute); null otherwise */
  apiKeyId: string | null;
  organizationId: string | null;
  /** the client address (lib/http/client-ip.ts), set by withRequest */
  ip: string | null;
  /** false for a dashboard session's call of an /api/v1 operation (lib/http/authenticate-caller.ts): not kept */
  recorded: boolean;
};

const API_PREFIX = '/api/v1/';
const TEXT_LIMIT = 512;
// The body a body reader read, by request (kept only as long as the request object lives).
const bodies = new WeakMap<Request, Buffer>();

export function requestLogEnabled(): boolean {
  return config().REQUEST_LOG === 'on';
}

export function beginRequestLog(): RequestLogRecord {
  return {
    at: new Date(),
    startedMs: performance.now(),
    pathTemplate: null,
    apiKeyId: null,
    organizationId: null,
    ip: null,
    recorded: true,
  };
}

/** Called by the body readers: the raw body, in case the request fails and the log keeps 2 KB of it. */
export function noteRequestBody(req: Request, raw: Buffer): void {
  bodies.set(req, raw);
}

/** Builds the row and queues it; the response is sent as it is, whatever happens here. */
export function finishRequestLog(record: RequestLogRecord, requestId: string, req: Request, response: Response): void {
  try {
    if (!requestLogEnabled() || !record.recorded) return;
    const { pathname, search } = splitUrl(req.url);
    if (!pathname.startsWith(API_PREFIX)) return;
    const failed = response.status >= 400;
    const entry: RequestLogEntry = {
      createdAt: record.at,
      requestId,
      organizationId: record.organizationId,
      apiKeyId: record.apiKeyId,
      method: req.method,
      pathTemplate: record.pathTemplate,
      path: truncateUtf8(pathname, TEXT_LIMIT),
      query: redactQuery(search),
      status: response.status,
      errorCode: response.headers.get('x-error-code'),
      durationMs: Math.max(0, Math.round(performance.now() - record.startedMs)),
      ip: record.ip,
      userAgent: truncate(req.headers.get('user-agent')),
      requestBody: failed ? redactBody(bodies.get(req)) : null,
      responseBody: null,
    };
    if (!failed || !response.body) {
      enqueueRequestLog(entry);
      return;
    }
    // The error body is read from a copy, after the response has been handed back (error bodies are small).
    response
      .clone()
      .text()
      .then((text) => enqueueRequestLog({ ...entry, responseBody: redactBody(text) }))
      .catch(() => enqueueRequestLog(entry));
  } catch (error) {
    log.warn('request log: the request could not be recorded', { requestId, error });
  }
}

/** Path and query of an absolute request URL, without a URL object per request (a request's URL is already normalized). */
function splitUrl(url: string): { pathname: string; search: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return { pathname: '/', search: '' };
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url.indexOf('?', start);
  return query === -1 || query > end
    ? { pathname: url.slice(start, end), search: '' }
    : { pathname: url.slice(start, query), search: url.slice(query, end) };
}

function truncate(value: string | null): string | null {
  return value === null ? null : truncateUtf8(value, TEXT_LIMIT);
}
