// GET /orders over real HTTP: keyset pagination (no duplicates or gaps while orders keep arriving),
// filters, parameter validation, the summary shape and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSql } from '@/db/client';
import { decodeCursor, encodeCursor } from '@/lib/platform/pagination/cursor';
import { orderListResponseSchema } from '@/lib/orders/schemas';
import { listOrdersForDashboard } from '@/lib/orders/list-orders';
import { getDb } from '@/db/client';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { startAppServer, type TestServer } from '../helpers/app-server';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const address = {
  contactName: 'Semilla',
  contactPhone: '5512345678',
  street: 'Calle 1',
  exteriorNumber: '1',
  neighborhood: 'Centro',
  city: 'Puebla',
  state: 'Puebla',
  postalCode: '72000',
};

/**
 * Inserts `count` orders straight into the table; three consecutive orders share each created_at
 * (`start` minus i/3 seconds), so the id tie-break of the cursor is exercised.
 */
async function seedOrders(
  organizationId: string,
  count: number,
  start: string,
  statuses = ['created', 'picked_up', 'in_transit', 'delivered'],
) {
  const rows = await getSql()<{ id: string }[]>`
    insert into orders (organization_id, provider, status, shipment_type, receiver_name, internal_reference, pickup_address,
      delivery_address, package_weight, package_length, package_width, package_height, total_cost_centavos, is_cod, created_at, status_updated_at)
    select ${organizationId}, 'sandbox', (${statuses}::text[])[1 + i % ${statuses.length}], 'standard', 'Destinatario ' || i, 'SEED-' || i,
      ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb, 1, 10, 10, 10, 12000 + i, i % 2 = 0,
      ${start}::timestamptz - (i / 3) * interval '1 second', ${start}::timestamptz
    from generate_series(1, ${count}) i
    returning id`;
  return rows.map((r) => r.id);
}

describe('GET /orders: common route checks', () => {
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/orders', scope: 'orders:read' });
});

describe('GET /orders', () => {
  it('returns the documented summary fields exactly, newest first, with nextCursor null on the last page', async () => {
    const { api } = await createTestClient(server.url);
    const a = await createOrderViaApi(api, { isCod: true, codAmount: 250 });
    const b = await createOrderViaApi(api);
    const res = await api('GET', '/orders');
    expect(res.status).toBe(200);
    orderListResponseSchema.parse(res.body);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'nextCursor']);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.data.map((o: { id: string }) => o.id)).toEqual([b.orderId, a.orderId]);
    const first = res.body.data[1];
    expect(Object.keys(first).sort()).toEqual(
      [
        'created_at',
        'id',
        'internal_reference',
        'is_cod',
        'cod_status',
        'provider_tracking_number',
        'receiver_name',
        'status',
        'status_updated_at',
        'total_cost',
      ].sort(),
    );
    expect(first).toMatchObject({
      id: a.orderId,
      status: 'created',
      provider_tracking_number: a.trackingNumber,
      is_cod: true,
      cod_status: 'pending',
    });
    expect(res.body.data[0].cod_status).toBeNull();
    // 172.50 + COD fee max(3% of 250, 25) = 25 + insurance 5.00
    expect(first.total_cost).toBe(202.5);
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(first.status_updated_at).toMatch(/Z$/);
  });

  it("keeps receiver_name as sent, while the dashboard's row names the delivery contact when no receiver was given", async () => {
    const { api, org } = await createTestClient(server.url);
    const named = await createOrderViaApi(api, { receiverName: 'Lucía Peña', receiverPhone: '3311112222' });
    const unnamed = await createOrderViaApi(api, { receiverName: undefined, receiverPhone: undefined });
    const res = await api('GET', '/orders');
    const apiRow = (id: string) => res.body.data.find((o: { id: string }) => o.id === id);
    expect(apiRow(named.orderId).receiver_name).toBe('Lucía Peña');
    expect(apiRow(unnamed.orderId).receiver_name).toBeNull();
    const page = await listOrdersForDashboard(getDb(), { organizationId: org.id, limit: 10 });
    const row = (id: string) => page.data.find((o) => o.id === id)!;
    expect(row(named.orderId).recipient).toBe('Lucía Peña');
    const [{ contact }] = await getSql()<
      { contact: string }[]
    >`select delivery_address->>'contactName' as contact from orders where id = ${unnamed.orderId}`;
    expect(contact).toBeTruthy();
    expect(row(unnamed.orderId).recipient).toBe(contact);
  });

  it('pages through 200 orders with no duplicates or gaps while new orders keep arriving', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 100000 });
    const seeded = await seedOrders(org.id, 200, new Date(Date.now() - 3600_000).toISOString());
    const seen: string[] = [];
    const arrived: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let previous: { created_at: string; id: string } | null = null;
    do {
      const res: { status: number; text: string; body: { data: unknown[]; nextCursor: string | null } } = await api(
        'GET',
        `/orders?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status, res.text).toBe(200);
      pages++;
      for (const o of res.body.data as { id: string; created_at: string }[]) {
        if (previous) {
          const order = o.created_at < previous.created_at || (o.created_at === previous.created_at && o.id < previous.id);
          expect(order, `${o.created_at}/${o.id} after ${previous.created_at}/${previous.id}`).toBe(true);
        }
        previous = o;
        seen.push(o.id);
      }
      cursor = res.body.nextCursor;
      if (pages % 5 === 0) arrived.push((await createOrderViaApi(api)).orderId);
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    // everything that existed when paging started, exactly once; orders created meanwhile are newer than page 1
    expect(seen.filter((id) => seeded.includes(id)).sort()).toEqual([...seeded].sort());
    expect(pages).toBe(Math.ceil(200 / 7));
    const fresh = await api('GET', '/orders?limit=100');
    expect(fresh.body.data.slice(0, arrived.length).map((o: { id: string }) => o.id)).toEqual([...arrived].reverse());
  });

  it('defaults to 50 per page and allows at most 100', async () => {
    const { api, org } = await createTestClient(server.url);
    await seedOrders(org.id, 130, new Date().toISOString());
    const byDefault = await api('GET', '/orders');
    expect(byDefault.body.data).toHaveLength(50);
    expect(byDefault.body.nextCursor).toEqual(expect.any(String));
    const max = await api('GET', '/orders?limit=100');
    expect(max.body.data).toHaveLength(100);
    const rest = await api('GET', `/orders?limit=100&cursor=${max.body.nextCursor}`);
    expect(rest.body.data).toHaveLength(30);
    expect(rest.body.nextCursor).toBeNull();
    // exactly a full last page: no empty extra page
    const exact = await api('GET', `/orders?limit=30&cursor=${max.body.nextCursor}`);
    expect(exact.body.data).toHaveLength(30);
    expect(exact.body.nextCursor).toBeNull();
  });

  it('filters by status, dateFrom and dateTo (dates are whole UTC days; date-times are exact), also across pages', async () => {
    const { api, org } = await createTestClient(server.url);
    const sql = getSql();
    const at = async (iso: string, status: string) => {
      const [row] = await sql<{ id: string }[]>`
        insert into orders (organization_id, provider, status, pickup_address, delivery_address, package_weight, package_length,
          package_width, package_height, total_cost_centavos, created_at, status_updated_at)
        values (${org.id}, 'sandbox', ${status}, ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb, 1, 10, 10, 10, 12000, ${iso}, ${iso})
        returning id`;
      return row.id;
    };
    const jan10 = await at('2026-01-10T23:59:59.999Z', 'created');
    const jan11a = await at('2026-01-11T00:00:00.000Z', 'delivered');
    const jan11b = await at('2026-01-11T12:00:00.000Z', 'created');
    const jan11c = await at('2026-01-11T23:59:59.999Z', 'delivered');
    const jan12 = await at('2026-01-12T00:00:00.000Z', 'delivered');
    const ids = async (query: string) => {
      const res = await api('GET', `/orders?${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body.data.map((o: { id: string }) => o.id);
    };
    expect(await ids('status=delivered')).toEqual([jan12, jan11c, jan11a]);
    expect(await ids('dateFrom=2026-01-11&dateTo=2026-01-11')).toEqual([jan11c, jan11b, jan11a]);
    expect(await ids('dateFrom=2026-01-11')).toEqual([jan12, jan11c, jan11b, jan11a]);
    expect(await ids('dateTo=2026-01-10')).toEqual([jan10]);
    expect(await ids('dateFrom=2026-01-11T06:00:00-06:00&dateTo=2026-01-11T23:59:59.999Z')).toEqual([jan11c, jan11b]);
    expect(await ids('dateFrom=2026-01-11T12:00:00')).toEqual([jan12, jan11c, jan11b]);
    expect(await ids('status=delivered&dateFrom=2026-01-11&dateTo=2026-01-11')).toEqual([jan11c, jan11a]);
    expect(await ids('status=cancelled')).toEqual([]);
    const page1 = await api('GET', '/orders?status=delivered&limit=2');
    expect(page1.body.data.map((o: { id: string }) => o.id)).toEqual([jan12, jan11c]);
    const page2 = await api('GET', `/orders?status=delivered&limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.data.map((o: { id: string }) => o.id)).toEqual([jan11a]);
    expect(page2.body.nextCursor).toBeNull();
  });

  it.each([
    ['limit=0', /El parámetro limit debe ser un número entero entre 1 y 100/],
    ['limit=101', /El parámetro limit debe ser un número entero entre 1 y 100/],
    ['limit=abc', /El parámetro limit debe ser un número entero entre 1 y 100/],
    ['limit=1.5', /El parámetro limit debe ser un número entero entre 1 y 100/],
    ['limit=-5', /El parámetro limit/],
    ['limit=', /El parámetro limit/],
    ['status=lost', /El parámetro status debe ser uno de: pending, created, picked_up/],
    ['status=CREATED', /El parámetro status debe ser uno de/],
    ['dateFrom=yesterday', /El parámetro dateFrom debe ser una fecha ISO 8601 válida/],
    ['dateFrom=2026-02-30', /El parámetro dateFrom debe ser una fecha ISO 8601 válida/],
    ['dateTo=2026-13-01', /El parámetro dateTo debe ser una fecha ISO 8601 válida/],
    ['dateTo=2026-01-01T25:00:00Z', /El parámetro dateTo debe ser una fecha ISO 8601 válida/],
    ['dateFrom=1700000000', /El parámetro dateFrom debe ser una fecha ISO 8601 válida/],
    ['dateFrom=2026-02-01&dateTo=2026-01-01', /El parámetro dateFrom no puede ser posterior a dateTo/],
    ['cursor=basura', /El parámetro cursor no es válido/],
    ['cursor=' + Buffer.from('{"v":1,"t":"x","id":"y"}').toString('base64url'), /El parámetro cursor no es válido/],
    [
      'cursor=' +
        Buffer.from(
          '{"v":1,"t":"2026-01-01T00:00:00.000000Z\'; drop table orders;--","id":"00000000-0000-0000-0000-000000000000"}',
        ).toString('base64url'),
      /El parámetro cursor no es válido/,
    ],
    ['cursor=%00%01', /El parámetro cursor no es válido/],
  ])('400 for %s', async (query, message) => {
    const { api } = await createTestClient(server.url);
    const res = await api('GET', `/orders?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-error-code')).toBe('validation_error');
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(message);
  });

  it('ignores unknown parameters', async () => {
    const { api } = await createTestClient(server.url);
    expect((await api('GET', '/orders?page=2&sort=asc')).status).toBe(200);
  });

  it('cursors round-trip with microsecond precision and are opaque base64url', () => {
    const cursor = encodeCursor({ t: '2026-01-11T12:00:00.123456Z', id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ t: '2026-01-11T12:00:00.123456Z', id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' });
  });

  it('never shows another organization its orders, and a cursor cannot leak them', async () => {
    const mine = await createTestClient(server.url);
    const theirs = await createTestClient(server.url);
    await seedOrders(theirs.org.id, 5, new Date().toISOString());
    const own = await createOrderViaApi(mine.api);
    const list = await mine.api('GET', '/orders?limit=100');
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([own.orderId]);
    const theirPage = await theirs.api('GET', '/orders?limit=2');
    const withTheirCursor = await mine.api('GET', `/orders?cursor=${theirPage.body.nextCursor}`);
    expect(withTheirCursor.status).toBe(200);
    expect(withTheirCursor.body.data.every((o: { id: string }) => o.id === own.orderId)).toBe(true);
  });
});
