// GET /orders?q= over real HTTP: the search box finds an order by each field it promises (id, reference, guide,
// tracking number, recipient name without accents, phone as typed, email, destination postal code), by the
// beginning of a word (and a phone by its end), combined with status, service and date filters, keyset-paged,
// scoped to the key's organization, with Spanish 400s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, getSql } from '@/db/client';
import { searchWords, textSearch, walksFirst } from '@/lib/orders/search-orders';
import { loadSearchWordStats } from '@/lib/orders/search-word-stats';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi, type CreatedOrder } from '../helpers/orders';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { providerReport, sendProviderReport } from '../helpers/provider';

let server: TestServer;
let client: Awaited<ReturnType<typeof createTestClient>>;
let target: CreatedOrder;
let other: CreatedOrder;
const reference = `BUSCA-${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  server = await startAppServer();
  client = await createTestClient(server.url);
  target = await createOrderViaApi(client.api, {
    internalReference: reference,
    receiverName: 'Íñigo Peñaloza Ruíz',
    receiverPhone: '+52 81 2233 4455',
    shipmentType: 'express',
    deliveryAddress: {
      contactName: 'Íñigo Peñaloza Ruíz',
      contactPhone: '+52 81 2233 4455',
      email: 'inigo.penaloza@correo.test',
      postalCode: '64000',
      city: 'Monterrey',
      state: 'Nuevo León',
    },
  });
  other = await createOrderViaApi(client.api, {
    receiverName: 'Ana López',
    receiverPhone: '55 1111 2222',
    deliveryAddress: { postalCode: '06600', city: 'Ciudad de México', state: 'Ciudad de México' },
  });
});
afterAll(async () => {
  await server?.close();
});

async function search(query: string) {
  const res = await client.api('GET', `/orders?${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.data as { id: string }[]).map((o) => o.id);
}

describe('GET /orders?q= finds an order by each field', () => {
  it.each([
    ['order id', () => target.orderId],
    ['reference', () => reference],
    ['the beginning of the reference, any case', () => reference.slice(0, 9).toLowerCase()],
    ['the part of the reference after its dash', () => reference.slice(6)],
    ['guide number', () => target.guideNumber],
    ['guide number in lower case', () => target.guideNumber.toLowerCase()],
    ['tracking number', () => target.trackingNumber],
    ['the beginning of the tracking number', () => target.trackingNumber.slice(0, 12)],
    ['the beginning of the guide number', () => target.guideNumber.slice(0, 16).toLowerCase()],
    ['recipient name without accents', () => 'inigo penaloza'],
    ['recipient surname with accents', () => 'Peñaloza'],
    ['the beginnings of the recipient’s names', () => 'iñi peñal'],
    ['phone as written', () => '81 2233 4455'],
    ['phone with the country code', () => '+52 81 2233 4455'],
    ['phone digits', () => '8122334455'],
    ['the beginning of the phone', () => '812233'],
    ['the last four digits of the phone', () => '4455'],
    ['the last digits of the phone, written with a dash', () => '2233-4455'],
    ['email', () => 'inigo.penaloza@correo.test'],
    ['the email’s domain', () => 'correo.test'],
    ['destination postal code', () => '64000'],
  ])('by %s', async (_, q) => {
    expect(await search(`q=${encodeURIComponent(q())}`)).toEqual([target.orderId]);
  });

  it('every word must match, and no other order matches the target fields', async () => {
    expect(await search(`q=${encodeURIComponent('Peñaloza 64000')}`)).toEqual([target.orderId]);
    expect(await search(`q=${encodeURIComponent('Peñaloza 06600')}`)).toEqual([]);
    expect(await search('q=06600')).toEqual([other.orderId]);
  });

  it('finds the delivery contact by name when the order has no separate receiverName (batch rows, most API orders)', async () => {
    const plain = await createOrderViaApi(client.api, {
      deliveryAddress: { contactName: 'Xóchitl Quetzalli Ávalos', postalCode: '44160', city: 'Guadalajara', state: 'Jalisco' },
    });
    expect(await search(`q=${encodeURIComponent('xochitl avalos')}`)).toEqual([plain.orderId]);
  });

  it('matches the beginning of words, not any part of them (migration 0021_search_tokens.sql)', async () => {
    expect(await search(`q=${encodeURIComponent('aloza')}`)).toEqual([]);
    expect(await search(`q=${encodeURIComponent(target.trackingNumber.slice(4, 12))}`)).toEqual([]);
  });

  it('treats punctuation and LIKE wildcards as separators, not as patterns', async () => {
    expect(await search(`q=${encodeURIComponent('%_%')}`)).toEqual([]);
    // as a LIKE pattern '%pe%oza%' would find Peñaloza; as words, 'oza' begins none of them
    expect(await search(`q=${encodeURIComponent('pe%oza')}`)).toEqual([]);
  });

  it("never finds another organization's order", async () => {
    const stranger = await createTestClient(server.url);
    for (const q of [target.trackingNumber, target.guideNumber, target.orderId, reference, '64000']) {
      const res = await stranger.api('GET', `/orders?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });
});

describe('GET /orders?q= an exact reference or label number goes first (issue 32)', () => {
  it('an exact reference lists its order before another whose phone ends in the same digits (findings 14)', async () => {
    const api = (await createTestClient(server.url)).api;
    const exact = await createOrderViaApi(api, { internalReference: 'CN-20261127-0016', receiverPhone: '55 1234 5678' });
    // newer, so first in date order: its reference shares "cn" and "20261127", and its phone ends in 0016
    const partial = await createOrderViaApi(api, {
      internalReference: 'CN-20261127-0001',
      receiverPhone: '55 8765 0016',
      deliveryAddress: { contactPhone: '55 8765 0016' },
    });
    const ids = async (q: string) => {
      const res = await api('GET', `/orders?q=${encodeURIComponent(q)}`);
      expect(res.status, res.text).toBe(200);
      return (res.body.data as { id: string }[]).map((o) => o.id);
    };
    expect(await ids('CN-20261127-0016')).toEqual([exact.orderId]);
    expect(await ids('cn-20261127-0016')).toEqual([exact.orderId]);
    // a reference of other characters is exact too; a partial query still finds every order by its words
    const marked = await createOrderViaApi(api, { internalReference: 'PED#0016', receiverPhone: '55 1234 5678' });
    expect(await ids('ped#0016')).toEqual([marked.orderId]);
    expect(await ids('CN-20261127')).toEqual([partial.orderId, exact.orderId]);
    expect(await ids('0016')).toEqual([marked.orderId, partial.orderId, exact.orderId]);
  });

  it('every number printed on the outbound and the return label finds its order, exactly (finding 13)', async () => {
    const api = (await createTestClient(server.url)).api;
    const order = await createOrderViaApi(api);
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      expect((await sendProviderReport(server.url, providerReport(order.trackingNumber, code))).status).toBe(200);
    }
    expect((await api('POST', `/orders/${order.orderId}/return`, { reason: 'No era mi talla' })).status).toBe(200);
    const approved = await api('POST', `/orders/${order.orderId}/return/approve`);
    expect(approved.status, approved.text).toBe(200);
    const [row] = await getSql()<{ reference: string }[]>`select internal_reference as reference from orders where id = ${order.orderId}`;
    for (const q of [
      order.guideNumber,
      order.trackingNumber,
      approved.body.return_guide_number,
      approved.body.return_tracking_number,
      row.reference,
    ]) {
      const res = await api('GET', `/orders?q=${encodeURIComponent(String(q).toLowerCase())}`);
      expect(res.status).toBe(200);
      expect(
        res.body.data.map((o: { id: string }) => o.id),
        q,
      ).toEqual([order.orderId]);
    }
  });
});

describe('GET /orders?q= with the other filters', () => {
  it('combines with status, service and dates', async () => {
    const q = `q=${encodeURIComponent(reference)}`;
    expect(await search(`${q}&service=express`)).toEqual([target.orderId]);
    expect(await search(`${q}&service=standard`)).toEqual([]);
    expect(await search(`${q}&status=created`)).toEqual([target.orderId]);
    expect(await search(`${q}&status=delivered`)).toEqual([]);
    expect(await search(`${q}&dateFrom=2000-01-01&dateTo=2999-12-31`)).toEqual([target.orderId]);
    expect(await search(`${q}&dateTo=2000-01-01`)).toEqual([]);
    // service alone filters the list
    const express = await search('service=express');
    expect(express).toContain(target.orderId);
    expect(express).not.toContain(other.orderId);
  });

  it('pages through many matches with the cursor, newest first, without duplicates or gaps', async () => {
    const seeded = await getSql()<{ id: string }[]>`
      insert into orders (organization_id, provider, status, shipment_type, receiver_name, internal_reference, pickup_address,
        delivery_address, package_weight, package_length, package_width, package_height, total_cost_centavos, created_at, status_updated_at)
      select ${client.org.id}, 'sandbox', 'created', 'standard', 'Gómez Serie ' || i, 'SERIE-' || i,
        '{"contactName":"A","contactPhone":"5512345678","street":"C","exteriorNumber":"1","neighborhood":"N","city":"Puebla","state":"Puebla","postalCode":"72000"}'::jsonb,
        '{"contactName":"B","contactPhone":"5512345678","street":"C","exteriorNumber":"1","neighborhood":"N","city":"Puebla","state":"Puebla","postalCode":"72000"}'::jsonb,
        1, 10, 10, 10, 10000, now() - (i / 2) * interval '1 second', now()
      from generate_series(1, 7) i
      returning id`;
    const seen: string[] = [];
    let cursor: string | null = null as string | null;
    let pages = 0;
    do {
      const res: { status: number; body: any } = await client.api('GET', `/orders?q=gomez&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(
        ...res.body.data.map((o: { id: string; receiver_name: string }) => (expect(o.receiver_name).toMatch(/^Gómez Serie /), o.id)),
      );
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual(seeded.map((r) => r.id).sort());
  });
});

describe('GET /orders?q= beyond the newest thousand orders', () => {
  it('finds old matches behind 1,200 newer orders, in order, whichever road answers', async () => {
    const address =
      '{"contactName":"B","contactPhone":"5512345678","street":"C","exteriorNumber":"1","neighborhood":"N","city":"Puebla","state":"Puebla","postalCode":"72000"}';
    // 1,200 newer orders (three of them "Ximena"), then two older "Ximena" orders behind them: a walk of the
    // newest 1,000 (lib/orders/list-orders.ts SEARCH_WALK_ROWS) sees at most the three and must hand over to the index.
    const rows = await getSql()<{ id: string; receiver_name: string }[]>`
      insert into orders (organization_id, provider, status, shipment_type, receiver_name, internal_reference, pickup_address,
        delivery_address, package_weight, package_length, package_width, package_height, total_cost_centavos, created_at, status_updated_at)
      select ${client.org.id}, 'sandbox', 'created', 'standard',
        case when i in (5, 600, 1100, 1250, 1300) then 'Ximena Lote ' || i else 'Relleno ' || i end, 'LOTE-' || i,
        ${address}::text::jsonb, ${address}::text::jsonb, 1, 10, 10, 10, 10000,
        now() - interval '1 day' - i * interval '1 second', now()
      from generate_series(1, 1300) i
      returning id, receiver_name`;
    const expected = ['Ximena Lote 5', 'Ximena Lote 600', 'Ximena Lote 1100', 'Ximena Lote 1250', 'Ximena Lote 1300'];
    const byName = new Map(rows.map((r) => [r.receiver_name, r.id]));
    const res = await client.api('GET', '/orders?q=ximena%20lote&limit=10');
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { receiver_name: string }) => o.receiver_name)).toEqual(expected);
    expect(res.body.data.map((o: { id: string }) => o.id)).toEqual(expected.map((n) => byName.get(n)));
    expect(res.body.nextCursor).toBeNull();

    // a common word: pages of 100 from the newest orders, newest first, no gaps, across the walk's boundary
    const seen: string[] = [];
    let cursor: string | null = null as string | null;
    do {
      const page: { status: number; body: any } = await client.api(
        'GET',
        `/orders?q=relleno&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((o: { receiver_name: string }) => o.receiver_name));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(1295);
    expect(seen.slice(0, 3)).toEqual(['Relleno 1', 'Relleno 2', 'Relleno 3']);
    expect(seen[seen.length - 1]).toBe('Relleno 1299');
  });

  it("chooses the road from PostgreSQL's statistics of the search words once the table is analysed", async () => {
    // the 1,300 orders above: "relleno" and the postal code 72000 are in nearly all of them, "ximena" in five
    await getSql()`analyze orders`;
    const stats = await loadSearchWordStats(getDb());
    expect(stats).not.toBeNull();
    const walks = (q: string) => walksFirst(textSearch(searchWords(q), stats), stats);
    expect(walks('relleno')).toBe(true);
    expect(walks('72000')).toBe(true); // a postal code in every order: without statistics it went straight to the index
    expect(walks('ximena')).toBe(false); // without statistics it walked the newest thousand orders first
    expect(walks('1250')).toBe(false);
    expect(walks('xim')).toBe(true); // three characters: always the walk
    // either road, the same answer
    const res = await client.api('GET', '/orders?q=ximena&limit=10');
    expect(res.body.data.map((o: { receiver_name: string }) => o.receiver_name)).toEqual([
      'Ximena Lote 5',
      'Ximena Lote 600',
      'Ximena Lote 1100',
      'Ximena Lote 1250',
      'Ximena Lote 1300',
    ]);
    const postal = await client.api('GET', '/orders?q=72000&limit=3');
    const newest = await getSql()<{ id: string }[]>`
      select id from orders where organization_id = ${client.org.id} and delivery_address->>'postalCode' = '72000'
      order by created_at desc, id desc limit 3`;
    expect(postal.body.data.map((o: { id: string }) => o.id)).toEqual(newest.map((r) => r.id));
  });
});

describe('GET /orders?q= bad input', () => {
  it.each([
    ['q=ab', /q.*al menos 3 caracteres/],
    [`q=${'x'.repeat(101)}`, /q.*como máximo 100 caracteres/],
    ['q=%20%20a%20%20', /q.*al menos 3 caracteres/],
    [`q=${encodeURIComponent('abc\u0001')}`, /q.*caracteres de control/],
    ['service=economy', /service/],
    ['q=abc&cursor=no-es-un-cursor', /cursor no es válido/],
  ])('%s answers a Spanish 400', async (query, message) => {
    const res = await client.api('GET', `/orders?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(res.body.error).not.toMatch(/Invalid|Expected|must be/);
  });
});

describe('search plan', () => {
  it("a word search can use the GIN index of the orders' search words", async () => {
    const [index] = await getSql()<{ indexdef: string }[]>`select indexdef from pg_indexes where indexname = 'orders_search_tokens_idx'`;
    expect(index.indexdef).toMatch(/USING gin \(search_tokens\)/);
    // on this small table the planner rightly prefers the organization's index; without seq scans the word
    // condition alone must be an index lookup (the bench shows the plan on 100,000 orders)
    const plan = await getSql().begin(async (tx) => {
      await tx.unsafe('set local enable_seqscan = off');
      return tx.unsafe(`explain select id from orders where search_tokens @@ '''penaloza'':*'::tsquery`);
    });
    expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain('orders_search_tokens_idx');
  });

  it('new orders go straight into the search index, never into a pending list every search would read', async () => {
    // migration 0026: fastupdate off (docs/performance.md, "The search index's pending list")
    const [index] = await getSql()<
      { options: string[] | null }[]
    >`select reloptions as options from pg_class where relname = 'orders_search_tokens_idx'`;
    expect(index.options).toContain('fastupdate=off');
    await getSql()`create extension if not exists pgstattuple`;
    await createOrderViaApi(client.api, { receiverName: 'Pendiente De Índice' });
    const [gin] = await getSql()<{ pending_tuples: number }[]>`select pending_tuples from pgstatginindex('orders_search_tokens_idx')`;
    expect(Number(gin.pending_tuples)).toBe(0);
    expect(await search('q=pendiente%20indice')).toHaveLength(1);
  });

  it('the generated words of an order are those the migration promises, accents folded', async () => {
    const [row] = await getSql()<
      { words: string[] }[]
    >`select tsvector_to_array(search_tokens) as words from orders where id = ${target.orderId}`;
    expect(row.words).toEqual(
      expect.arrayContaining([
        'inigo',
        'penaloza',
        'ruiz',
        'correo',
        'test',
        '64000',
        '8122334455',
        '~5544332218',
        target.guideNumber.toLowerCase(),
        target.trackingNumber.toLowerCase(),
      ]),
    );
    expect(row.words).not.toContain('íñigo');
  });
});
