// The request a log line belongs to: withRequest (lib/http/with-request.ts) runs each API request inside
// runWithRequestId, and every line lib/platform/log writes meanwhile, however deep in the domain, carries its
// `requestId` (the X-Request-Id the client sees). Also readable by code that stamps what a request causes.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** The id of the API request being served, or undefined outside one (workers, CLI, the webhook runner). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Runs `fn` outside any request, so work it schedules (a batch flush timer, say) does not inherit the id of
 * the request that happened to start it.
 */
export function runOutsideRequest<T>(fn: () => T): T {
  return storage.exit(fn);
}
