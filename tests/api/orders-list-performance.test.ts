// GET /orders at scale: 100,000 orders of one organization (plus other tenants). The page query must be
// an index scan on orders_org_created_idx / orders_org_status_created_idx with no sort, at any depth,
// and every page shape answers over real HTTP. Prints the latency it saw; the performance targets
// themselves are measured by `npm run bench`, not asserted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, getSql } from '@/db/client';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listOrdersStatement, type ListOrdersStatementOptions } from '@/lib/orders/list-orders';
import { resolveOrderSearch, textSearch } from '@/lib/orders/search-orders';
import { resetSearchWordStats } from '@/lib/orders/search-word-stats';
import { createTestClient } from '../helpers/fixtures';
import { startAppServer, type TestServer } from '../helpers/app-server';

let server: TestServer;
let client: Awaited<ReturnType<typeof createTestClient>>;
let other: Awaited<ReturnType<typeof createTestClient>>;
const ORDERS = 100_000;

beforeAll(async () => {
  server = await startAppServer();
  client = await createTestClient(server.url);
  other = await createTestClient(server.url);
  const address = JSON.stringify({
    contactName: 'S',
    contactPhone: '5512345678',
    street: 'C',
    exteriorNumber: '1',
    neighborhood: 'N',
    city: 'Puebla',
    state: 'Puebla',
    postalCode: '72000',
  });
  const sql = getSql();
  for (const [orgId, count] of [
    [client.org.id, ORDERS],
    [other.org.id, 20_000],
  ] as const) {
    await sql`
      insert into orders (organization_id, provider, status, receiver_name, internal_reference, provider_tracking_number, pickup_address,
        delivery_address, package_weight, package_length, package_width, package_height, total_cost_centavos, created_at, status_updated_at)
      select ${orgId}, 'sandbox',
        (array['created','picked_up','in_transit','out_for_delivery','delivered','delivered','delivered','cancelled'])[1 + i % 8],
        'Destinatario ' || i, 'REF-' || i, 'MX' || ${orgId.slice(0, 8)} || lpad(i::text, 10, '0'),
        ${address}::jsonb, ${address}::jsonb, 1, 10, 10, 10, 15000,
        now() - (i * interval '7 seconds'), now() - (i * interval '7 seconds')
      from generate_series(1, ${count}) i`;
  }
  await sql`analyze orders`;
}, 180_000);
afterAll(async () => {
  await server.close();
});

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function explain(options: Omit<ListOrdersStatementOptions, 'organizationId'>, organizationId = client.org.id) {
  const query = new PgDialect().sqlToQuery(listOrdersStatement({ organizationId, ...options }));
  const [row] = await getSql().unsafe(`explain (format json) ${query.sql}`, query.params as never[]);
  return nodes((row['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan);
}

async function cursorAfter(path: string, pages: number) {
  let cursor = '';
  for (let i = 0; i < pages; i++) {
    const res = await client.api('GET', `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = res.body.nextCursor;
  }
  return cursor;
}

describe('GET /orders with 100,000 orders', () => {
  it('plans every page as an index scan in index order, never a sort of orders', async () => {
    const deepCursor = await cursorAfter('/orders', 20);
    const deepStatusCursor = await cursorAfter('/orders?status=delivered', 20);
    const cases: [Omit<ListOrdersStatementOptions, 'organizationId'>, string][] = [
      // a word search's first road walks the date index (lib/orders/list-orders.ts textRoad 'walk')
      [{ search: textSearch(['destinatario']), textRoad: 'walk' }, 'orders_org_created_idx'],
      [{}, 'orders_org_created_idx'],
      [{ limit: 100, cursor: deepCursor }, 'orders_org_created_idx'],
      [
        { dateFrom: { at: new Date(Date.now() - 86_400_000), exclusive: false }, dateTo: { at: new Date(), exclusive: true } },
        'orders_org_created_idx',
      ],
      [{ status: 'delivered' }, 'orders_org_status_created_idx'],
      [{ status: 'delivered', cursor: deepStatusCursor }, 'orders_org_status_created_idx'],
      [{ status: 'pending' }, 'orders_org_status_created_idx'],
    ];
    for (const [options, index] of cases) {
      const plan = await explain(options);
      const types = plan.map((n) => n['Node Type']);
      // No sort over orders: the rows come in index order. (PostgreSQL 16+ may sort the page's own 51
      // rows for the JSON aggregate's ORDER BY; that Sort reads the page, not the table.)
      const sortsOverOrders = plan.filter((n) => n['Node Type'] === 'Sort' && nodes(n).some((d) => d['Relation Name'] === 'orders'));
      expect(sortsOverOrders, JSON.stringify(options)).toEqual([]);
      expect(types).not.toContain('Seq Scan');
      expect(
        plan.some((n) => n['Index Name'] === index),
        `${JSON.stringify(options)}: ${JSON.stringify(plan)}`,
      ).toBe(true);
    }
  });

  it("a word search's index road reads the search index alone, never a bitmap of the whole organization", async () => {
    // a word of many matches ("12": REF-12, REF-120…, REF-12000…) on the smaller organization, a sixth of the table:
    // there a plain equality on organization_id made the planner AND the index's bitmap with orders_org_created_idx
    const plan = await explain({ search: textSearch(['12']), textRoad: 'index' }, other.org.id);
    expect(
      plan.some((n) => n['Index Name'] === 'orders_search_tokens_idx'),
      JSON.stringify(plan),
    ).toBe(true);
    // ANDed with orders_org_created_idx, the scan would read one entry per order of the organization first
    expect(
      plan.filter((n) => n['Index Name'] === 'orders_org_created_idx'),
      JSON.stringify(plan),
    ).toEqual([]);
    expect(plan.map((n) => n['Node Type'])).not.toContain('BitmapAnd');
  });

  it('an exact reference or number (issue 32) is index lookups, never a walk of the organization', async () => {
    resetSearchWordStats();
    const search = await resolveOrderSearch(getDb(), client.org.id, 'ref-54321');
    expect(search).toEqual({ kind: 'number', value: 'REF-54321', reference: 'ref-54321' });
    const plan = await explain({ search });
    const indexes = plan.map((n) => n['Index Name']).filter(Boolean);
    expect(indexes, JSON.stringify(plan)).toContain('orders_org_reference_idx');
    expect(indexes).toEqual(
      expect.arrayContaining([
        'orders_guide_number_uq',
        'orders_tracking_number_uq',
        'orders_return_guide_number_uq',
        'orders_return_tracking_number_uq',
      ]),
    );
    expect(indexes).not.toContain('orders_org_created_idx');
    expect(plan.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    const res = await client.api('GET', '/orders?q=REF-54321');
    expect(res.body.data.map((o: { internal_reference: string }) => o.internal_reference)).toEqual(['REF-54321']);
  });

  it('a common word and a short one: the index looks up the short one, and the page is the newest matches', async () => {
    // "destinatario" is in every order (120,000 fetched and sorted through the index: 70 ms at 100,000 in the bench
    // machine's probe); by the statistics no common word begins with "12" (lib/orders/search-orders.ts indexWord)
    resetSearchWordStats();
    const search = await resolveOrderSearch(getDb(), client.org.id, 'Destinatario 12');
    expect(search).toEqual({ kind: 'text', words: ['destinatario', '12'], indexed: '12' });
    // the newest thousand orders hold 11 matches (12, 120…129): the walk is cut short and the index road answers
    const res = await client.api('GET', `/orders?q=${encodeURIComponent('Destinatario 12')}&limit=50`);
    expect(res.status).toBe(200);
    const expected = [12, ...Array.from({ length: 10 }, (_, k) => 120 + k), ...Array.from({ length: 39 }, (_, k) => 1200 + k)].map(
      (i) => `Destinatario ${i}`,
    );
    expect(res.body.data.map((o: { receiver_name: string }) => o.receiver_name)).toEqual(expected);
    expect(res.body.nextCursor).not.toBeNull();
  });

  it('answers every page shape over real HTTP, first page or deep, and prints the latency', { timeout: 120_000 }, async () => {
    const deep = await cursorAfter('/orders', 50);
    const measure = async (path: string, runs = 40) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const res = await client.api('GET', path);
        times.push(performance.now() - started);
        expect(res.status).toBe(200);
      }
      times.sort((a, b) => a - b);
      return { p50: times[Math.floor(runs * 0.5)], p95: times[Math.floor(runs * 0.95)] };
    };
    const results = {
      'first page (50)': await measure('/orders'),
      'page 51 (limit 100)': await measure(`/orders?limit=100&cursor=${deep}`),
      'status=delivered (50)': await measure('/orders?status=delivered'),
      'date range (100)': await measure(`/orders?limit=100&dateFrom=${new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)}`),
    };
    console.log(
      `GET /orders latency with ${ORDERS} orders: ` +
        Object.entries(results)
          .map(([k, v]) => `${k} p50 ${v.p50.toFixed(1)} ms / p95 ${v.p95.toFixed(1)} ms`)
          .join('; '),
    );
  });
});
