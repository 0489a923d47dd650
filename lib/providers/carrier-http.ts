// The one HTTP client of every carrier adapter: a time budget per call, a carrier's outage (timeout, network error,
// 5xx, 429, an answer that is not JSON) as CarrierError `unavailable`, and one retry where the call is idempotent
// (docs/carriers.md, "Failures"). 2xx and 4xx answers go back parsed; each adapter reads its carrier's error shape.
// Base URLs come from configuration only (lib/platform/config.ts), never from a user: no request goes where a
// merchant points it.
import { CarrierError, type CarrierConnection } from './carrier';

export type CarrierRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** appended to the connection's base URL, query included */
  path: string;
  headers?: Record<string, string>;
  /** a JSON body, or a form (application/x-www-form-urlencoded) */
  body?: unknown;
  /** safe to send twice (reads, cancels by number, a carrier idempotency key): retried once on an outage */
  idempotent?: boolean;
  /**
   * A call that creates something at the carrier (a guide): its answer is awaited up to LATE_ANSWER_WAIT_MS instead of
   * the connection's budget, because a call given up on can still create the guide at the carrier with nobody left to
   * know its number. The order flow answers its client at its own limit and cancels a guide that arrives later
   * (lib/orders/create-order.ts).
   */
  createsAtCarrier?: boolean;
};

/** How long a creating call's answer is awaited (see CarrierRequest.createsAtCarrier). */
export const LATE_ANSWER_WAIT_MS = 120_000;

export type CarrierResponse = { status: number; headers: Headers; body: unknown };

/** How long to wait before the one retry: Retry-After when the carrier sends it, within a second. */
const RETRY_DELAY_MS = 250;
const MAX_RETRY_AFTER_MS = 1_000;

export async function carrierFetch(carrier: string, connection: CarrierConnection, request: CarrierRequest): Promise<CarrierResponse> {
  const attempts = request.idempotent ? 2 : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce(carrier, connection, request);
    } catch (error) {
      if (!(error instanceof RetryableError) || attempt >= attempts) {
        throw error instanceof RetryableError ? error.carrierError : error;
      }
      await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs));
    }
  }
}

class RetryableError extends Error {
  constructor(
    readonly carrierError: CarrierError,
    readonly retryAfterMs: number,
  ) {
    super(carrierError.message);
  }
}

function retryAfterMs(headers: Headers): number {
  const value = headers.get('retry-after');
  const seconds = value && /^\d+$/.test(value) ? Number(value) : null;
  return seconds === null ? RETRY_DELAY_MS : Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
}

const budgetOf = (connection: CarrierConnection, request: CarrierRequest) =>
  request.createsAtCarrier ? Math.max(connection.timeoutMs, LATE_ANSWER_WAIT_MS) : connection.timeoutMs;

async function sendOnce(carrier: string, connection: CarrierConnection, request: CarrierRequest): Promise<CarrierResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.body instanceof URLSearchParams) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    body = request.body.toString();
  } else if (request.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(request.body);
  }
  let response: Awaited<ReturnType<typeof fetch>>;
  let text: string;
  try {
    response = await fetch(`${connection.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(budgetOf(connection, request)),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = timedOut ? `no answer within ${budgetOf(connection, request)} ms` : `network error: ${(error as Error).message}`;
    throw new RetryableError(new CarrierError('unavailable', reason, { carrier }), RETRY_DELAY_MS);
  }
  if (response.status === 429 || response.status >= 500) {
    throw new RetryableError(
      new CarrierError('unavailable', `HTTP ${response.status}`, { carrier, status: response.status }),
      retryAfterMs(response.headers),
    );
  }
  let parsed: unknown = null;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new CarrierError('unavailable', `HTTP ${response.status} with a body that is not JSON`, { carrier, status: response.status });
    }
  }
  return { status: response.status, headers: response.headers, body: parsed };
}
