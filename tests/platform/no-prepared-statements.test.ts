// DATABASE_PREPARE=false (behind a transaction-mode pooler such as PgBouncer): every statement is sent
// unnamed, and the in-memory caches stay off, since such a pooler cannot deliver their notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSql } from '@/db/client';
import { apiKeyCache } from '@/lib/api-keys/authenticate';
import { tariffCache } from '@/lib/pricing/load-tariffs';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { startAppServer, type TestServer } from '../helpers/app-server';

let server: TestServer;
beforeAll(async () => {
  process.env.DATABASE_PREPARE = 'false';
  configureDatabaseFromEnvironment();
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
  delete process.env.DATABASE_PREPARE;
  configureDatabaseFromEnvironment();
});

describe('DATABASE_PREPARE=false', () => {
  it('creates, lists, reads and revokes with unnamed statements and no caches', async () => {
    const { api, keyId } = await createTestClient(server.url);
    const created = await createOrderViaApi(api);
    for (let i = 0; i < 3; i++) {
      expect((await api('GET', `/orders/${created.orderId}`)).status).toBe(200);
      expect((await api('GET', '/orders?limit=5')).body.data).toHaveLength(1);
      expect(
        (await api('POST', '/quotes', { originPostalCode: '06600', destinationPostalCode: '06610', package: { weight: 1 } })).status,
      ).toBe(200);
    }
    expect(apiKeyCache.size).toBe(0);
    expect(tariffCache.size).toBe(0);
    // No named statement was prepared on this process's connections.
    const [{ named }] = await getSql()<{ named: number }[]>`select count(*)::int as named from pg_prepared_statements where name <> ''`;
    expect(named).toBe(0);
    // Without a cache, a revocation applies on the very next request.
    await getSql()`update api_keys set revoked_at = now() where id = ${keyId}`;
    expect((await api('GET', '/orders?limit=1')).status).toBe(401);
  });
});
