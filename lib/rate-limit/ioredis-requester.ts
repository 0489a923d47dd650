// An @upstash/redis `Requester` that sends the REST-shaped commands to a plain Redis over ioredis, so
// @upstash/ratelimit runs unchanged against REDIS_URL. Answers are what the Upstash REST API would send
// with encoding off: { result } or { error }; batches for /pipeline and /multi-exec.
import type { Requester, UpstashRequest, UpstashResponse } from '@upstash/redis';
import { Redis as IORedis, ReplyError } from 'ioredis';

/** Short on purpose: a rate-limit check must never stall a request waiting for Redis. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export class RedisUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

type Arg = string | number;
type Reply = { result?: unknown; error?: string };

export function createIoredisConnection(url: string, onError: (error: Error) => void): IORedis {
  const client = new IORedis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // No queueing while disconnected: a command either goes out now or fails now (the limiter then
    // answers from this instance's own counters). Reconnection goes on in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  client.on('error', onError);
  return client;
}

// ioredis turns an HGETALL reply into an object; the REST API (and @upstash/redis' parser) has a flat list.
function restShaped(command: Arg, result: unknown): unknown {
  if (String(command).toLowerCase() === 'hgetall' && result && typeof result === 'object' && !Array.isArray(result)) {
    return Object.entries(result as Record<string, unknown>).flat();
  }
  return result;
}

function toCommand(raw: unknown): [string, ...Arg[]] {
  if (!Array.isArray(raw) || raw.length === 0) throw new Error('Redis requester: a command must be a non-empty array');
  const [name, ...args] = raw as Arg[];
  return [String(name), ...args];
}

export function createIoredisRequester(client: IORedis): Requester {
  // Set on an error or a dropped connection, cleared when the connection is ready again.
  let broken = false;
  client.on('ready', () => {
    broken = false;
  });
  client.on('error', () => {
    broken = true;
  });
  client.on('close', () => {
    broken = true;
  });

  let firstConnect: Promise<void> | undefined;
  // Only the very first connection is waited for (briefly); afterwards a client that is not ready fails fast.
  function ready(): Promise<void> {
    if (client.status === 'ready') return Promise.resolve();
    if (broken || client.status === 'end' || client.status === 'close' || client.status === 'reconnecting') {
      return Promise.reject(new RedisUnavailableError(`Redis is not connected (${client.status})`));
    }
    firstConnect ??= new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new RedisUnavailableError(`no connection to Redis within ${REDIS_CONNECT_TIMEOUT_MS} ms`)), REDIS_CONNECT_TIMEOUT_MS);
      const onReady = () => done();
      const onError = (error: Error) => done(new RedisUnavailableError(`cannot connect to Redis: ${error.message}`));
      function done(error?: Error) {
        clearTimeout(timer);
        client.off('ready', onReady);
        client.off('error', onError);
        firstConnect = undefined;
        if (error) reject(error);
        else resolve();
      }
      client.once('ready', onReady);
      client.once('error', onError);
    });
    return firstConnect;
  }

  async function batch(commands: [string, ...Arg[]][], transaction: boolean): Promise<Reply[]> {
    const chain = transaction ? client.multi() : client.pipeline();
    for (const [name, ...args] of commands) chain.call(name, ...args);
    const replies = await chain.exec();
    // null only when a WATCHed key changed; the REST API answers that with an error too.
    if (replies === null) throw new Error('Redis transaction aborted');
    return replies.map(([error, result], i) => (error ? { error: error.message } : { result: restShaped(commands[i][0], result) }));
  }

  return {
    async request<TResult>(req: UpstashRequest): Promise<UpstashResponse<TResult>> {
      await ready();
      const path = req.path ?? [];
      if (path.length === 1 && (path[0] === 'pipeline' || path[0] === 'multi-exec')) {
        if (!Array.isArray(req.body)) throw new Error(`Redis requester: /${path[0]} needs an array of commands`);
        const replies = await batch(req.body.map(toCommand), path[0] === 'multi-exec');
        // A batch answers with one { result } / { error } per command, as the REST API does.
        return replies as unknown as UpstashResponse<TResult>;
      }
      if (path.length > 0) throw new Error(`Redis requester: unsupported request path /${path.join('/')}`);
      const [name, ...args] = toCommand(req.body);
      try {
        return { result: restShaped(name, await client.call(name, ...args)) as TResult };
      } catch (error) {
        // Redis' own error replies (NOSCRIPT, WRONGTYPE, ...) go back as { error } like the REST API,
        // so @upstash/ratelimit sees NOSCRIPT and falls back to EVAL. Connection failures throw.
        if (error instanceof ReplyError) return { error: (error as Error).message };
        throw error;
      }
    },
  };
}
