// Several server processes on one machine (scripts/serve.ts) and no shared store configured: the workers
// ask the primary process, which holds the only counters, so a limit holds across all of them exactly as
// in a single process. Should the primary not answer (it is being replaced, say), a worker answers from
// counters of its own, marked `degraded`, as the Redis backends do when their store is down.
import { createMemoryLimiter } from './memory-limiter';
import type { RateLimitResult, RateLimitRule, RateLimiter } from './types';

/** Set by scripts/serve.ts in the environment of its workers. */
export const LIMIT_VIA_PRIMARY_ENV = 'ENVIOS_RATE_LIMIT_VIA_PRIMARY';
export const PRIMARY_TIMEOUT_MS = 1000;

type LimitRequest = { type: 'envios:rate-limit'; id: number; identifier: string; rule: RateLimitRule };
type LimitReply = { type: 'envios:rate-limit:reply'; id: number; result: RateLimitResult };

/** The IPC side of a worker: `process` in a cluster worker or a forked child. */
export type WorkerChannel = {
  send?: (message: LimitRequest) => boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off?(event: 'message', listener: (message: unknown) => void): unknown;
};

/** The primary's side of one worker (a cluster Worker or a ChildProcess). */
export type PrimaryChannel = {
  send(message: LimitReply): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
};

function isRequest(message: unknown): message is LimitRequest {
  return typeof message === 'object' && message !== null && (message as LimitRequest).type === 'envios:rate-limit';
}

function isReply(message: unknown): message is LimitReply {
  return typeof message === 'object' && message !== null && (message as LimitReply).type === 'envios:rate-limit:reply';
}

/** In the primary: answers one worker's limit requests from the primary's limiter. */
export function serveRateLimits(worker: PrimaryChannel, limiter: RateLimiter): void {
  worker.on('message', (message) => {
    if (!isRequest(message)) return;
    void limiter.limit(message.identifier, message.rule).then((result) => {
      try {
        worker.send({ type: 'envios:rate-limit:reply', id: message.id, result });
      } catch {
        // the worker is gone; nobody waits for the answer
      }
    });
  });
}

/** In a worker: a limiter whose counters live in the primary process. */
export function createLimiterViaPrimary(channel: WorkerChannel = process as WorkerChannel, options: { prefix?: string; timeoutMs?: number } = {}): RateLimiter {
  const timeoutMs = options.timeoutMs ?? PRIMARY_TIMEOUT_MS;
  const local = createMemoryLimiter({ prefix: options.prefix });
  const waiting = new Map<number, { resolve: (result: RateLimitResult) => void; timer: NodeJS.Timeout }>();
  let nextId = 1;

  // The limiter's own prefix travels with each identifier, so two limiters never share counters.
  const prefixed = (identifier: string) => (options.prefix ? `${options.prefix}:${identifier}` : identifier);
  const onMessage = (message: unknown) => {
    if (!isReply(message)) return;
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    clearTimeout(entry.timer);
    entry.resolve(message.result);
  };
  channel.on('message', onMessage);

  const fallback = async (identifier: string, rule: RateLimitRule) => ({ ...(await local.limit(identifier, rule)), degraded: true });

  return {
    backend: 'memory',
    limit(identifier: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          void fallback(identifier, rule).then(resolve);
        }, timeoutMs);
        timer.unref?.();
        waiting.set(id, { resolve, timer });
        try {
          if (!channel.send) throw new Error('no IPC channel to the primary');
          channel.send({ type: 'envios:rate-limit', id, identifier: prefixed(identifier), rule });
        } catch {
          waiting.delete(id);
          clearTimeout(timer);
          void fallback(identifier, rule).then(resolve);
        }
      });
    },
    async close() {
      channel.off?.('message', onMessage);
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
      await local.close();
    },
  };
}
