// API key roll, edit and last use (docs/security.md, "API keys: roll, edit, last use") over real HTTP: the old
// secret of a rolled key works until its grace ends and then answers 401 api_key_expired, the new one works at
// once with the same scopes; revoked, expired and already rolled keys are refused; a scope removed by an edit
// answers 403 on the next request; the last use keeps its time and client address; another organization sees
// nothing. The process clock is moved with vitest's fake Date (timers keep running), never by waiting.
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb, getSql } from '@/db/client';
import { apiKeys } from '@/db/schema';
import { revokeApiKey } from '@/lib/api-keys/revoke-api-key';
import { hashApiKey } from '@/lib/api-keys/key-format';
import { listApiKeys } from '@/lib/api-keys/list-api-keys';
import { rollApiKey } from '@/lib/api-keys/roll-api-key';
import { updateApiKey } from '@/lib/api-keys/update-api-key';
import { flushApiKeyUsage, recordApiKeyUsage } from '@/lib/api-keys/usage';
import { errorStatus } from '@/lib/http/error-codes';
import { apiClient, createTestClient, createTestKey, createTestOrg } from '../helpers/fixtures';
import { startAppServer, type TestServer } from '../helpers/app-server';

const HOUR = 3_600_000;

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves this process's clock (the key check reads Date.now()); timers and the database's now() are untouched. */
function moveClockTo(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

async function expectExpired(api: ReturnType<typeof apiClient>) {
  const res = await api('GET', '/orders?limit=1');
  expect(res.status).toBe(401);
  expect(res.headers.get('x-error-code')).toBe('api_key_expired');
  expect(res.body.error).toBe('La clave de API expiró. Crea una nueva en el panel.');
}

/** The rejection of a domain call: its code, its HTTP status (lib/http/error-codes.ts) and its message. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { code: string; message: string },
  );
  expect(error, 'the call was refused').not.toBeNull();
  return { code: error!.code, status: errorStatus[error!.code as keyof typeof errorStatus], message: error!.message };
}

describe('roll', () => {
  it('keeps the old secret working until the grace ends, then 401 api_key_expired; the new key works at once with the same scopes', async () => {
    const org = await createTestOrg();
    const old = await createTestKey(org.id, ['orders:read']);
    const oldApi = apiClient(server.url, old.key);
    expect((await oldApi('GET', '/orders?limit=1')).status).toBe(200); // cached in this process from now on

    const rolledAt = new Date();
    const { apiKey, key, previous } = await rollApiKey(getDb(), { organizationId: org.id, id: old.id, grace: '1h', now: rolledAt });
    expect(key).toMatch(/^flt_live_[0-9A-Za-z]{49}$/);
    expect(apiKey).toMatchObject({
      organizationId: org.id,
      scopes: ['orders:read'],
      rolledFromId: old.id,
      expiresAt: null,
      keyHash: hashApiKey(key),
    });
    expect(previous.expiresAt?.getTime()).toBe(rolledAt.getTime() + HOUR);
    const [oldRow] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, old.id));
    expect(apiKey.name).toBe(oldRow.name);

    const newApi = apiClient(server.url, key);
    expect((await newApi('GET', '/orders?limit=1')).status).toBe(200);
    const denied = await newApi('GET', '/webhooks');
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-error-code')).toBe('insufficient_scope');
    expect((await oldApi('GET', '/orders?limit=1')).status).toBe(200);

    moveClockTo(new Date(rolledAt.getTime() + HOUR - 1000));
    expect((await oldApi('GET', '/orders?limit=1')).status).toBe(200);
    moveClockTo(new Date(rolledAt.getTime() + HOUR));
    await expectExpired(oldApi);
    expect((await newApi('GET', '/orders?limit=1')).status).toBe(200);
  });

  it('with grace "now" the old secret is refused on its very next request, and the list links both keys', async () => {
    const { api, org, keyId } = await createTestClient(server.url, { scopes: ['orders:read', 'tracking:read'] });
    expect((await api('GET', '/orders?limit=1')).status).toBe(200);
    const { apiKey, key } = await rollApiKey(getDb(), { organizationId: org.id, id: keyId, grace: 'now' });
    await expectExpired(api);
    expect((await apiClient(server.url, key)('GET', '/orders?limit=1')).status).toBe(200);

    const listed = await listApiKeys(getDb(), { organizationId: org.id });
    const oldRow = listed.find((k) => k.id === keyId)!;
    const newRow = listed.find((k) => k.id === apiKey.id)!;
    expect(oldRow).toMatchObject({ state: 'expired', replacedBy: { id: apiKey.id, displayPrefix: key.slice(0, 17) }, rolledFrom: null });
    expect(newRow).toMatchObject({
      state: 'active',
      rolledFrom: { id: keyId },
      replacedBy: null,
      scopes: ['orders:read', 'tracking:read'],
    });
  });

  it('an old secret whose grace already ended (roll dated in the past) answers 401 api_key_expired', async () => {
    const { api, org, keyId } = await createTestClient(server.url);
    await rollApiKey(getDb(), { organizationId: org.id, id: keyId, grace: '24h', now: new Date(Date.now() - 25 * HOUR) });
    await expectExpired(api);
  });

  it('never lengthens a key’s life: an expiring key keeps its own end, and the new key inherits it', async () => {
    const org = await createTestOrg();
    const end = new Date(Date.now() + 2 * HOUR);
    const old = await createTestKey(org.id, ['*'], end);
    const { apiKey, previous } = await rollApiKey(getDb(), { organizationId: org.id, id: old.id, grace: '7d' });
    expect(previous.expiresAt?.toISOString()).toBe(end.toISOString());
    expect(apiKey.expiresAt?.toISOString()).toBe(end.toISOString());
  });

  it('refuses a revoked key, an expired key and a key already rolled (409, Spanish), and rolls the successor instead', async () => {
    const org = await createTestOrg();
    const revoked = await createTestKey(org.id);
    await revokeApiKey(getDb(), { id: revoked.id, organizationId: org.id });
    expect(await refusal(rollApiKey(getDb(), { organizationId: org.id, id: revoked.id, grace: '1h' }))).toMatchObject({
      code: 'conflict',
      status: 409,
      message: expect.stringMatching(/está revocada: no se puede rotar/),
    });

    const expired = await createTestKey(org.id);
    await getSql()`update api_keys set expires_at = now() - interval '1 minute' where id = ${expired.id}`;
    expect(await refusal(rollApiKey(getDb(), { organizationId: org.id, id: expired.id, grace: '1h' }))).toMatchObject({
      code: 'conflict',
      status: 409,
      message: expect.stringMatching(/ya expiró: no se puede rotar/),
    });

    const once = await createTestKey(org.id);
    const first = await rollApiKey(getDb(), { organizationId: org.id, id: once.id, grace: '7d' });
    const twice = await refusal(rollApiKey(getDb(), { organizationId: org.id, id: once.id, grace: 'now' }));
    expect(twice).toMatchObject({ code: 'conflict', status: 409 });
    expect(twice.message).toContain(`ya fue rotada: la reemplaza la clave ${first.apiKey.displayPrefix}…`);
    // The refused second roll changed nothing: the first grace stands.
    const [unchanged] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, once.id));
    expect(unchanged.expiresAt?.toISOString()).toBe(first.previous.expiresAt?.toISOString());

    const second = await rollApiKey(getDb(), { organizationId: org.id, id: first.apiKey.id, grace: '1h' });
    expect(second.apiKey.rolledFromId).toBe(first.apiKey.id);
    expect(await getDb().select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.rolledFromId, once.id))).toHaveLength(1);
  });

  it('two rolls of one key at the same time: one succeeds, the other is refused', async () => {
    const org = await createTestOrg();
    const key = await createTestKey(org.id);
    const results = await Promise.allSettled([
      rollApiKey(getDb(), { organizationId: org.id, id: key.id, grace: '1h' }),
      rollApiKey(getDb(), { organizationId: org.id, id: key.id, grace: '24h' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: 'conflict' });
  });

  it('is one transaction: when the old key’s expiry cannot be written, no new key is left behind', async () => {
    const org = await createTestOrg();
    const key = await createTestKey(org.id);
    const sql = getSql();
    // A real failure inside the roll, from the database itself: a trigger refusing this key's new expiry.
    await sql.unsafe(`
      create function refuse_roll_test() returns trigger language plpgsql as $$
      begin raise exception 'roll refused by test'; end $$`);
    await sql.unsafe(`
      create trigger refuse_roll_test before update of expires_at on api_keys
      for each row when (old.id = '${key.id}') execute function refuse_roll_test()`);
    try {
      await expect(rollApiKey(getDb(), { organizationId: org.id, id: key.id, grace: '1h' })).rejects.toMatchObject({
        cause: { message: 'roll refused by test' },
      });
    } finally {
      await sql.unsafe('drop trigger refuse_roll_test on api_keys');
      await sql.unsafe('drop function refuse_roll_test()');
    }
    const rows = await getDb().select().from(apiKeys).where(eq(apiKeys.organizationId, org.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].expiresAt).toBeNull();
  });

  it('tells every server process at commit (the cache_invalidation notification names the old key)', async () => {
    const org = await createTestOrg();
    const key = await createTestKey(org.id);
    const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const heard: string[] = [];
      const listener = await other.listen('cache_invalidation', (payload) => heard.push(payload));
      await rollApiKey(getDb(), { organizationId: org.id, id: key.id, grace: '1h' });
      await updateApiKey(getDb(), { organizationId: org.id, id: key.id, scopes: ['orders:read'] });
      await vi.waitFor(() => expect(heard.filter((p) => p === `api_key:${hashApiKey(key.key)}`)).toHaveLength(2));
      await listener.unlisten();
    } finally {
      await other.end();
    }
  });
});

describe('edit', () => {
  it('a removed scope answers 403 on the next request; a new name shows in the list', async () => {
    const { api, org, keyId } = await createTestClient(server.url, { scopes: ['orders:read', 'webhooks:manage'] });
    expect((await api('GET', '/webhooks')).status).toBe(200);
    const updated = await updateApiKey(getDb(), { organizationId: org.id, id: keyId, name: '  Producción  ', scopes: ['orders:read'] });
    expect(updated).toMatchObject({ name: 'Producción', scopes: ['orders:read'] });
    const res = await api('GET', '/webhooks');
    expect(res.status).toBe(403);
    expect(res.headers.get('x-error-code')).toBe('insufficient_scope');
    expect((await api('GET', '/orders?limit=1')).status).toBe(200);

    await updateApiKey(getDb(), { organizationId: org.id, id: keyId, scopes: ['orders:read', 'webhooks:manage'] });
    expect((await api('GET', '/webhooks')).status).toBe(200);
    expect((await listApiKeys(getDb(), { organizationId: org.id }))[0]).toMatchObject({
      name: 'Producción',
      scopes: ['orders:read', 'webhooks:manage'],
    });
  });

  it('refuses bad names and scopes in Spanish (400) and a revoked key (409), changing nothing', async () => {
    const org = await createTestOrg();
    const key = await createTestKey(org.id, ['orders:read']);
    const id = key.id;
    const cases: Array<[Parameters<typeof updateApiKey>[1], RegExp]> = [
      [{ organizationId: org.id, id }, /Indica un nombre o permisos nuevos/],
      [{ organizationId: org.id, id, name: '   ' }, /no puede estar vacío/],
      [{ organizationId: org.id, id, name: 'x'.repeat(101) }, /como máximo 100 caracteres/],
      [{ organizationId: org.id, id, name: 'Clave\u0007' }, /no puede contener caracteres de control \(U\+0007\)/],
      [{ organizationId: org.id, id, scopes: [] }, /al menos un permiso/],
      [{ organizationId: org.id, id, scopes: ['orders:read', 'orders:delete'] }, /Permisos desconocidos: orders:delete/],
    ];
    for (const [input, message] of cases) {
      expect(await refusal(updateApiKey(getDb(), input))).toMatchObject({
        code: 'validation_error',
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    await revokeApiKey(getDb(), { id, organizationId: org.id });
    expect(await refusal(updateApiKey(getDb(), { organizationId: org.id, id, name: 'Otra' }))).toMatchObject({
      code: 'conflict',
      status: 409,
      message: expect.stringMatching(/está revocada: no se puede editar/),
    });
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.scopes).toEqual(['orders:read']);
    expect(row.name).not.toBe('Otra');
  });
});

describe('another organization', () => {
  it('cannot roll or edit a key it does not own (404), and the key is untouched', async () => {
    const owner = await createTestClient(server.url, { scopes: ['orders:read'] });
    const stranger = await createTestOrg();
    const input = { organizationId: stranger.id, id: owner.keyId };
    expect(await refusal(rollApiKey(getDb(), { ...input, grace: 'now' }))).toMatchObject({
      code: 'not_found',
      status: 404,
      message: 'La clave de API no existe.',
    });
    expect(await refusal(updateApiKey(getDb(), { ...input, scopes: ['*'] }))).toMatchObject({ code: 'not_found', status: 404 });
    expect((await owner.api('GET', '/orders?limit=1')).status).toBe(200);
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, owner.keyId));
    expect(row).toMatchObject({ scopes: ['orders:read'], expiresAt: null });
    expect(await getDb().select().from(apiKeys).where(eq(apiKeys.organizationId, stranger.id))).toEqual([]);
  });
});

describe('last use', () => {
  it('records the time and client address of the last request, off the request path', async () => {
    const { api, org, keyId } = await createTestClient(server.url);
    const before = Date.now();
    expect((await api('GET', '/orders?limit=1')).status).toBe(200);
    expect((await api('GET', '/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await flushApiKeyUsage();
    const [row] = await listApiKeys(getDb(), { organizationId: org.id });
    expect(row.id).toBe(keyId);
    expect(row.usageCount).toBe(2);
    expect(row.lastUsedIp).toBe('127.0.0.1');
    expect(new Date(row.lastUsedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the address of the latest use, also when an older use is written later', async () => {
    const org = await createTestOrg();
    const { id } = await createTestKey(org.id);
    const t = Date.now();
    recordApiKeyUsage(id, org.id, '10.0.0.1', new Date(t - 3000));
    recordApiKeyUsage(id, org.id, '10.0.0.2', new Date(t - 2000));
    await flushApiKeyUsage();
    // Another process's batch with an older use arrives after: it counts, but the last use stays.
    recordApiKeyUsage(id, org.id, '10.0.0.9', new Date(t - 5000));
    await flushApiKeyUsage();
    let [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row).toMatchObject({ usageCount: 3, lastUsedIp: '10.0.0.2', lastUsedAt: new Date(t - 2000) });
    recordApiKeyUsage(id, org.id, '2001:db8:1:2::/64', new Date(t - 1000));
    await flushApiKeyUsage();
    [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row).toMatchObject({ usageCount: 4, lastUsedIp: '2001:db8:1:2::/64', lastUsedAt: new Date(t - 1000) });
  });
});
