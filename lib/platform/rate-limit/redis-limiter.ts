// A plain Redis (REDIS_URL): rate-limiter-flexible's RateLimiterRedis over ioredis. One Lua script per hit
// (SET NX EX + INCRBY + PTTL, loaded with EVALSHA and resent with EVAL after a NOSCRIPT), no shebang
// flags, so it runs on every Redis from 2.6 on, Redis 7.0 included.
import { Redis as IORedis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { RateLimitStoreError } from './fail-open';
import { COUNT_ONLY_POINTS, countHit, DEFAULT_DURATION_SECONDS, refundHit } from './fixed-window';
import type { StoreLimiter } from './types';

/** Short on purpose: a rate-limit check must never stall a request waiting for Redis. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export function createRedisConnection(url: string, onError: (error: Error) => void): IORedis {
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

export function createRedisStore(options: { url: string; prefix: string; onError: (error: Error) => void }): StoreLimiter {
  const client = createRedisConnection(options.url, options.onError);
  // rejectIfRedisNotReady: once connected, a dropped connection fails the check at once instead of waiting.
  const store = new RateLimiterRedis({
    storeClient: client,
    keyPrefix: options.prefix,
    points: COUNT_ONLY_POINTS,
    duration: DEFAULT_DURATION_SECONDS,
    rejectIfRedisNotReady: true,
  });

  // Only the very first connection is waited for (briefly, bounded by the caller's timeout too): the
  // first requests after start-up should count in Redis, not locally.
  let everReady = client.status === 'ready';
  client.once('ready', () => {
    everReady = true;
  });
  let firstConnection: Promise<void> | undefined;
  function connected(): Promise<void> {
    if (everReady || client.status === 'ready') return Promise.resolve();
    firstConnection ??= new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => done(new RateLimitStoreError(`no connection to Redis within ${REDIS_CONNECT_TIMEOUT_MS} ms`)),
        REDIS_CONNECT_TIMEOUT_MS,
      );
      timer.unref?.();
      const onReady = () => done();
      const onError = (error: Error) => done(new RateLimitStoreError(`cannot connect to Redis: ${error.message}`));
      function done(error?: Error) {
        clearTimeout(timer);
        client.off('ready', onReady);
        client.off('error', onError);
        firstConnection = undefined;
        if (error) reject(error);
        else resolve();
      }
      client.once('ready', onReady);
      client.once('error', onError);
    });
    return firstConnection;
  }

  return {
    backend: 'redis',
    async limit(identifier, rule) {
      await connected();
      return countHit(store, identifier, rule);
    },
    async refund(identifier, rule, hit) {
      await connected();
      await refundHit(store, identifier, rule, hit);
    },
    async close() {
      client.disconnect();
    },
  };
}
