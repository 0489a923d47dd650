// The readiness probe's look at the rate-limit store (lib/platform/health/check-ready.ts): a PING to Redis (REDIS_URL)
// or to Upstash's REST endpoint. One Redis connection per process, opened on the first probe and kept; it never
// queues commands while disconnected, so a probe fails fast instead of waiting for a reconnection, and a PING a
// hanging Redis never answers is dropped after 1.5 s (no pile of pending probes during a long outage).
import Redis from 'ioredis';

const globalForPing = globalThis as unknown as { __enviosReadyRedis?: { url: string; client: Redis } };

function redisClient(url: string): Redis {
  const current = globalForPing.__enviosReadyRedis;
  if (current?.url === url) return current.client;
  current?.client.disconnect();
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_500,
    commandTimeout: 1_500,
    retryStrategy: () => 500,
  });
  client.on('error', () => {}); // reported by the probe's answer, not as an unhandled event
  globalForPing.__enviosReadyRedis = { url, client };
  return client;
}

export async function pingRedis(env: { redisUrl?: string; upstashUrl?: string; upstashToken?: string }): Promise<void> {
  if (env.upstashUrl) {
    const res = await fetch(`${env.upstashUrl.replace(/\/$/, '')}/ping`, {
      headers: { Authorization: `Bearer ${env.upstashToken ?? ''}` },
      signal: AbortSignal.timeout(1_500),
    });
    if (!res.ok) throw new Error(`upstash ${res.status}`);
    return;
  }
  const client = redisClient(env.redisUrl!);
  if (client.status === 'wait') await client.connect();
  if ((await client.ping()) !== 'PONG') throw new Error('redis did not answer PONG');
}
