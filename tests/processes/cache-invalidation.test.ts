// The in-memory caches of API keys, tariffs and recipient notice switches (lib/platform/cache) against a real PostgreSQL: a change made by
// anyone, through any connection (another server process, the CLI, plain SQL), reaches the cache at
// commit; a lost notification connection empties the caches; a read that raced a change is not kept; copies of the
// module (one per Next.js bundle) share one memory; a process that never confirms a change cannot hold an act forever.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSql } from '@/db/client';
import { apiKeyCache } from '@/lib/api-keys/authenticate';
import { confirmCacheInvalidation, InvalidatedCache } from '@/lib/platform/cache/invalidated-cache';
import { CACHE_PROTOCOL_VERSION } from '@/lib/platform/cache/listener';
import { noticesOn, noticeSwitchCache } from '@/lib/notifications/notice-switches';
import { tariffCache } from '@/lib/pricing/load-tariffs';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { createTestClient } from '../helpers/fixtures';
import { startAppServer, type TestServer } from '../helpers/app-server';

let server: TestServer;
/** A connection of its own, as another process (the CLI, a second server) would have. */
let other: postgres.Sql;
beforeAll(async () => {
  server = await startAppServer();
  other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await other.end();
  await server.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds: notifications arrive asynchronously, within milliseconds. */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error(`never happened: ${what}`);
}

/** The key is in this process's cache (a request was answered from it or stored it). */
async function cachedAfterUse(api: Awaited<ReturnType<typeof createTestClient>>['api']) {
  await eventually(async () => {
    expect((await api('GET', '/orders?limit=1')).status).toBe(200);
    return apiKeyCache.size > 0;
  }, 'the key is cached');
}

const quoteBody = { originPostalCode: '06600', destinationPostalCode: '06610', package: { weight: 1 } };
const standardTotal = async (api: Awaited<ReturnType<typeof createTestClient>>['api']) => {
  const res = await api('POST', '/quotes', quoteBody);
  expect(res.status, res.text).toBe(200);
  return res.body.quotes.find((q: { shipmentType: string }) => q.shipmentType === 'standard').totalCost as number;
};

describe('API key cache', () => {
  it('rejects a key revoked from another connection on the next requests', async () => {
    const { api, keyId } = await createTestClient(server.url);
    await cachedAfterUse(api);
    await other`update api_keys set revoked_at = now() where id = ${keyId}`;
    await eventually(async () => (await api('GET', '/orders?limit=1')).status === 401, 'the revoked key is refused');
    const res = await api('GET', '/orders?limit=1');
    expect(res.headers.get('x-error-code')).toBe('invalid_api_key');
  });

  it('applies a new expiry, a narrower scope set and a deleted key from another connection', async () => {
    const expiring = await createTestClient(server.url);
    await cachedAfterUse(expiring.api);
    await other`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.keyId}`;
    await eventually(
      async () => (await expiring.api('GET', '/orders?limit=1')).headers.get('x-error-code') === 'api_key_expired',
      'expired',
    );

    const narrowed = await createTestClient(server.url);
    await cachedAfterUse(narrowed.api);
    await other`update api_keys set scopes = ${['tracking:read']} where id = ${narrowed.keyId}`;
    await eventually(async () => (await narrowed.api('GET', '/orders?limit=1')).status === 403, 'the scope is gone');
    expect((await narrowed.api('GET', '/orders?limit=1')).headers.get('x-error-code')).toBe('insufficient_scope');

    const deleted = await createTestClient(server.url);
    await cachedAfterUse(deleted.api);
    await other`delete from api_keys where id = ${deleted.keyId}`;
    await eventually(async () => (await deleted.api('GET', '/orders?limit=1')).status === 401, 'the deleted key is refused');
  });

  it('applies an organization’s new per-key limit set from another connection', async () => {
    const { api, org } = await createTestClient(server.url);
    await cachedAfterUse(api);
    // The key has already made more requests this hour than the new limit allows.
    await other`update organizations set rate_limit_per_hour = 1 where id = ${org.id}`;
    await eventually(async () => (await api('GET', '/orders?limit=1')).status === 429, 'the new limit');
  });

  it('does not notify on usage counts or balance changes (they are not cached)', async () => {
    const { org, keyId } = await createTestClient(server.url);
    const heard: string[] = [];
    const listener = await other.listen('cache_invalidation', (payload) => heard.push(payload));
    await getSql()`update api_keys set usage_count = usage_count + 1, last_used_at = now() where id = ${keyId}`;
    await getSql()`update organizations set balance_centavos = balance_centavos + 1 where id = ${org.id}`;
    await getSql()`update organizations set rate_limit_per_hour = 5 where id = ${org.id}`;
    await eventually(async () => heard.length > 0, 'a notification');
    await sleep(100);
    expect(heard).toEqual([`organization:${org.id}`]);
    await listener.unlisten();
    // the balance is the sum of its ledger again (the suite's ledger:verify check)
    await getSql()`update organizations set balance_centavos = balance_centavos - 1 where id = ${org.id}`;
  });

  it('starts over from the database when the notification connection was lost', async () => {
    const { api, keyId } = await createTestClient(server.url);
    await cachedAfterUse(api);
    // A change nobody hears of (triggers off for this session): the cached key is still accepted...
    await other.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update api_keys set revoked_at = now() where id = ${keyId}`;
    });
    await sleep(100);
    expect((await api('GET', '/orders?limit=1')).status).toBe(200);
    // ...until the listening connection drops: changes may have been missed, so the re-listen empties
    // every cache and the next request reads the key again.
    await other`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`;
    await eventually(async () => (await api('GET', '/orders?limit=1')).status === 401, 'the revoked key is refused after the re-listen');
  });
});

describe('tariff cache', () => {
  it('prices with an organization’s tariff changed from another connection, then with a changed default', async () => {
    const { api, org } = await createTestClient(server.url);
    // (The listener may still be coming back from the previous test's cut: until then nothing is cached.)
    await eventually(async () => (await standardTotal(api)) === 120 && tariffCache.size > 0, 'the tariffs are cached');
    await other`
      insert into tariffs (organization_id, shipment_type, base_centavos, per_extra_kg_centavos, transit_business_days, rules)
      values (${org.id}, 'standard', 9900, 1000, 3, '{}'::jsonb)`;
    await eventually(async () => (await standardTotal(api)) === 99, 'the organization’s own tariff');

    const plain = await createTestClient(server.url);
    expect(await standardTotal(plain.api)).toBe(120);
    await other.begin(async (tx) => {
      await tx`update tariffs set base_centavos = 12500 where organization_id is null and shipment_type = 'standard'`;
    });
    try {
      await eventually(async () => (await standardTotal(plain.api)) === 125, 'the new default tariff');
      expect(await standardTotal(api)).toBe(99);
    } finally {
      await other`update tariffs set base_centavos = 12000 where organization_id is null and shipment_type = 'standard'`;
    }
  });
});

describe('recipient notice switches', () => {
  it('turns notices on and off for an organization changed from another connection, whatever the change', async () => {
    const { org } = await createTestClient(server.url);
    const db = (await import('@/db/client')).getDb();
    await eventually(async () => {
      expect(await noticesOn(db, { organizationId: org.id, event: 'created' })).toBe(false);
      return noticeSwitchCache.size > 0;
    }, 'the switches are cached');
    // a new settings row, email on for every event
    await other`insert into recipient_notification_settings (organization_id, email_enabled) values (${org.id}, true)`;
    await eventually(async () => noticesOn(db, { organizationId: org.id, event: 'created' }), 'notices are on');
    // one event left out
    await other`update recipient_notification_settings set events = '{delivered}' where organization_id = ${org.id}`;
    await eventually(async () => !(await noticesOn(db, { organizationId: org.id, event: 'created' })), "'created' is off");
    expect(await noticesOn(db, { organizationId: org.id, event: 'delivered' })).toBe(true);
    // the row deleted: everything off again
    await other`delete from recipient_notification_settings where organization_id = ${org.id}`;
    await eventually(async () => !(await noticesOn(db, { organizationId: org.id, event: 'delivered' })), 'notices are off');
  });
});

describe('InvalidatedCache', () => {
  it('does not keep a value read while an invalidation arrived, and serves a kept one without reading', async () => {
    // Start the process's listener, so the cache is in use.
    const cache = new InvalidatedCache<string>({
      name: 'test-race',
      ttlMs: 60_000,
      maxEntries: 2,
      invalidates: (kind, key) => (kind === 'test' ? key : null),
    });
    await eventually(async () => (await cache.get('warm', async () => 'w'), cache.size === 1), 'the cache is listening');

    let release!: () => void;
    const slow = cache.get('a', () => new Promise<string>((r) => (release = () => r('stale'))));
    await getSql()`select pg_notify('cache_invalidation', 'test:a')`;
    await sleep(100);
    release();
    expect(await slow).toBe('stale');
    let reads = 0;
    expect(await cache.get('a', async () => (reads++, 'fresh'))).toBe('fresh');
    expect(await cache.get('a', async () => (reads++, 'again'))).toBe('fresh');
    expect(reads).toBe(1);

    // At most maxEntries: the oldest goes first.
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });
});

describe('one memory per process', () => {
  it('two copies of the module (two Next.js bundles) share a cache: one drops a key, the other no longer answers it', async () => {
    const options = { name: 'test-bundles', ttlMs: 60_000, maxEntries: 10, invalidates: () => null };
    const first = new InvalidatedCache<string>(options);
    vi.resetModules();
    const copy = await import('@/lib/platform/cache/invalidated-cache');
    expect(copy.InvalidatedCache).not.toBe(InvalidatedCache); // a second instance of the module, as another bundle loads it
    const second = new copy.InvalidatedCache<string>(options);
    await eventually(async () => (await second.get('k', async () => 'old'), second.has('k')), 'the key is cached');
    expect(await first.get('k', async () => 'read')).toBe('old');
    first.delete('k');
    expect(await second.get('k', async () => 'new')).toBe('new');
  });

  it('an act is not held forever by a process that never confirms (stuck, or its connection lost unnoticed)', async () => {
    await confirmCacheInvalidation();
    // a connection named like a listener of this version that never LISTENs: it cannot confirm; the wait ends
    // at the timeout, with the warning
    const silent = postgres(process.env.DATABASE_URL!, {
      max: 1,
      onnotice: () => {},
      connection: { application_name: `envios-cache:${CACHE_PROTOCOL_VERSION}:0123456789abcdef` },
    });
    try {
      await silent`select 1`;
      const warnings = await stderrOf(() => confirmCacheInvalidation(300));
      expect(warnings).toContain('not every server process confirmed a change in time');
    } finally {
      await silent.end();
    }
  });

  it('a script with no process-wide database (its own connection handed to the domain, as the e2e specs do) changes a cached row without waiting or failing', async () => {
    const url = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    configureDatabaseFromEnvironment();
    try {
      // it caches nothing and cannot ask; the servers still drop the change when its commit's notification arrives
      await expect(noticeSwitchCache.invalidate('an-organization')).resolves.toBeUndefined();
    } finally {
      process.env.DATABASE_URL = url;
      configureDatabaseFromEnvironment();
    }
  });

  it('during a rolling deploy, the listeners of another protocol version (an older build) are not waited for', async () => {
    await confirmCacheInvalidation();
    // connections named as listeners of builds that speak another protocol (before the version was named, and
    // another version) never answer this one's requests: the act must not wait for them
    const names = ['envios-cache:0123456789abcdef', 'envios-cache:v1:0123456789abcdef', 'envios-cache:v3:0123456789abcdef'];
    const others = names.map((name) =>
      postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {}, connection: { application_name: name } }),
    );
    try {
      for (const other of others) await other`select 1`;
      const warnings = await stderrOf(() => confirmCacheInvalidation(10_000));
      expect(warnings).not.toContain('not every server process confirmed');
    } finally {
      for (const other of others) await other.end();
    }
  });
});

/** The warnings and errors lib/platform/log wrote (to stderr) while `fn` ran. */
async function stderrOf(fn: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const write = process.stderr.write;
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'warn';
  process.stderr.write = ((chunk: string | Uint8Array) => (lines.push(String(chunk)), true)) as typeof process.stderr.write;
  try {
    await fn();
  } finally {
    process.stderr.write = write;
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  }
  return lines.join('');
}
