// The organization's COD reads over real HTTP (issue 35 point 4, docs/cod.md): GET /api/v1/cod/summary (the counters),
// GET /api/v1/cod/orders (collection state, filters, keyset paging) and GET /api/v1/cod/orders/export (the CSV);
// another organization's COD orders never show, and a key needs billing:read.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { codOrderBodySchema } from '@/lib/cod/cod-order-body';
import { config } from '@/lib/platform/config';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { codOrder, collect, setCollection } from '../helpers/cod-rows';
import { createTestClient, createTestKey, apiClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 86_400_000;
const ids = (res: { body: { data: { orderId: string }[] } }) => res.body.data.map((o) => o.orderId);

/** One organization with a COD order in each state (and a plain order, and a cancelled COD order). */
async function codBook() {
  const client = await createTestClient(server.url);
  const pending = await codOrder(client.api, 500);
  const cancelled = await codOrder(client.api, 300);
  expect((await client.api('POST', `/orders/${cancelled.id}/cancel`, { reason: 'Prueba' })).status).toBe(200);
  await createOrderViaApi(client.api, { isCod: false });
  const collected = await codOrder(client.api, 850);
  await collect(collected, 85_000);
  const short = await codOrder(client.api, 1000);
  await collect(short, 95_000);
  const overdue = await codOrder(client.api, 700);
  await setCollection(overdue, { status: 'collected', collectedAt: new Date(Date.now() - (config().COD_LOST_AFTER_DAYS + 1) * DAY) });
  const remitted = await codOrder(client.api, 400);
  await setCollection(remitted, { status: 'remitted', remittedCentavos: 40_000, remittedAt: new Date() });
  const paid = await codOrder(client.api, 1200);
  await setCollection(paid, {
    status: 'paid_out',
    remittedCentavos: 120_000,
    remittedAt: new Date(),
    feeDeductedCentavos: 3_500,
    paidOutCentavos: 116_500,
    paidOutAt: new Date(),
  });
  const refused = await codOrder(client.api, 650);
  await setCollection(refused, { status: 'refused', refusedAt: new Date(), refusedReason: 'El destinatario no pagó' });
  const lost = await codOrder(client.api, 900);
  await setCollection(lost, { status: 'lost', lostAt: new Date() });
  return { client, pending, cancelled, collected, short, overdue, remitted, paid, refused, lost };
}

describe('GET /cod/summary', () => {
  it('counts each state with its amount, the open discrepancies and the collections waiting past COD_LOST_AFTER_DAYS', async () => {
    const book = await codBook();
    // another organization's COD orders count for it alone
    const other = await createTestClient(server.url);
    await setCollection(await codOrder(other.api, 999), { status: 'collected', collectedCentavos: 1 });

    const res = await book.client.api('GET', '/cod/summary');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      pending: { count: 1, amount: 500 },
      collected: { count: 3, amount: 850 + 950 + 700 },
      remitted: { count: 1, amount: 400 },
      paidOut: { count: 1, amount: 1165 },
      refused: { count: 1, amount: 650 },
      lost: { count: 1, amount: 900 },
      discrepancies: { count: 1, amount: -50 },
      overdue: { count: 1, amount: 700 },
      overdueAfterDays: config().COD_LOST_AFTER_DAYS,
    });
    const empty = await createTestClient(server.url);
    const none = await empty.api('GET', '/cod/summary');
    expect(none.body.pending).toEqual({ count: 0, amount: 0 });
    expect(none.body.discrepancies).toEqual({ count: 0, amount: 0 });
  });
});

describe('GET /cod/orders', () => {
  it('lists the COD orders newest first with their collection, filtered by state, discrepancy, guide and dates, paged by cursor', async () => {
    const book = await codBook();
    const other = await createTestClient(server.url);
    const foreign = await codOrder(other.api, 850);

    const all = await book.client.api('GET', '/cod/orders');
    expect(all.status, all.text).toBe(200);
    const every = [
      book.pending,
      book.cancelled,
      book.collected,
      book.short,
      book.overdue,
      book.remitted,
      book.paid,
      book.refused,
      book.lost,
    ];
    expect(ids(all)).toEqual(every.map((o) => o.id).reverse());
    expect(ids(all)).not.toContain(foreign.id);
    for (const row of all.body.data) codOrderBodySchema.parse(row);
    const short = all.body.data.find((o: { orderId: string }) => o.orderId === book.short.id);
    expect(short).toMatchObject({
      codStatus: 'collected',
      expectedAmount: 1000,
      collectedAmount: 950,
      discrepancy: -50,
      discrepancyStatus: 'open',
      guideNumber: book.short.guideNumber,
      trackingNumber: book.short.providerTrackingNumber,
    });
    expect(all.body.data.find((o: { orderId: string }) => o.orderId === book.pending.id)).toMatchObject({
      codStatus: 'pending',
      expectedAmount: 500,
      collectedAmount: null,
    });
    expect(all.body.data.find((o: { orderId: string }) => o.orderId === book.paid.id)).toMatchObject({
      codStatus: 'paid_out',
      remittedAmount: 1200,
      feeDeducted: 35,
      paidOutAmount: 1165,
    });

    // pending leaves the cancelled order out, as the counter does
    expect(ids(await book.client.api('GET', '/cod/orders?status=pending'))).toEqual([book.pending.id]);
    expect(ids(await book.client.api('GET', '/cod/orders?status=collected'))).toEqual([book.overdue.id, book.short.id, book.collected.id]);
    expect(ids(await book.client.api('GET', '/cod/orders?status=lost'))).toEqual([book.lost.id]);
    expect(ids(await book.client.api('GET', '/cod/orders?discrepancy=open'))).toEqual([book.short.id]);
    await setCollection(book.collected, { status: 'collected', collectedCentavos: 90_000, discrepancyStatus: 'accepted' });
    expect(ids(await book.client.api('GET', '/cod/orders?discrepancy=any'))).toEqual([book.short.id, book.collected.id]);
    expect(ids(await book.client.api('GET', '/cod/orders?discrepancy=open'))).toEqual([book.short.id]);

    // search: the guide, the tracking number (any case) or the reference, whole
    expect(ids(await book.client.api('GET', `/cod/orders?q=${book.remitted.guideNumber}`))).toEqual([book.remitted.id]);
    const tracking = book.refused.providerTrackingNumber!.toLowerCase();
    expect(ids(await book.client.api('GET', `/cod/orders?q=${tracking}`))).toEqual([book.refused.id]);
    expect(ids(await book.client.api('GET', `/cod/orders?q=${book.lost.internalReference!.toLowerCase()}`))).toEqual([book.lost.id]);
    expect(ids(await book.client.api('GET', `/cod/orders?q=${foreign.guideNumber}`))).toEqual([]);

    // dates: the order's creation
    await getDb()
      .update(orders)
      .set({ createdAt: new Date('2026-01-15T12:00:00Z') })
      .where(eq(orders.id, book.paid.id));
    expect(ids(await book.client.api('GET', '/cod/orders?dateFrom=2026-01-01&dateTo=2026-01-31'))).toEqual([book.paid.id]);
    expect(ids(await book.client.api('GET', '/cod/orders?dateTo=2026-01-31&status=paid_out'))).toEqual([book.paid.id]);

    // paging
    const first = await book.client.api('GET', '/cod/orders?limit=4');
    expect(first.body.data).toHaveLength(4);
    const second = await book.client.api('GET', `/cod/orders?limit=4&cursor=${first.body.nextCursor}`);
    const third = await book.client.api('GET', `/cod/orders?limit=4&cursor=${second.body.nextCursor}`);
    expect(third.body.nextCursor).toBeNull();
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(ids(await book.client.api('GET', '/cod/orders')));
  });

  it('refuses bad filters with a Spanish 400, and a key without billing:read with a 403', async () => {
    const client = await createTestClient(server.url);
    for (const query of [
      'status=cobrado',
      'discrepancy=si',
      'q=ab',
      'dateFrom=ayer',
      'dateFrom=2026-02-01&dateTo=2026-01-01',
      'cursor=abc',
      'limit=0',
    ]) {
      const res = await client.api('GET', `/cod/orders?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatch(/[a-záéíóúñ]/);
    }
    const { key } = await createTestKey(client.org.id, ['orders:read', 'orders:write']);
    for (const path of ['/cod/orders', '/cod/summary', '/cod/orders/export']) {
      const res = await apiClient(server.url, key)('GET', path);
      expect(res.status, path).toBe(403);
      expect(res.body.error).toBe('La clave de API no tiene el permiso necesario (billing:read) para esta operación.');
    }
    const { key: billing } = await createTestKey(client.org.id, ['billing:read']);
    expect((await apiClient(server.url, billing)('GET', '/cod/orders')).status).toBe(200);
  });
});

describe('GET /cod/orders/export', () => {
  it('streams the filtered COD orders as CSV with a BOM and Spanish headers', async () => {
    const book = await codBook();
    const res = await fetch(`${server.url}/api/v1/cod/orders/export?status=collected`, {
      headers: { Authorization: `Bearer ${book.client.key}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contra-entrega-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: Record<string, string>[] = parse(Buffer.from(bytes).toString('utf8'), { bom: true, columns: true });
    expect(rows.map((r) => r['ID del pedido'])).toEqual([book.overdue.id, book.short.id, book.collected.id]);
    expect(rows[1]).toMatchObject({
      Referencia: book.short.internalReference,
      Guía: book.short.guideNumber,
      'Estado del cobro': 'Cobrado',
      'Monto a cobrar (MXN)': '1000',
      'Monto cobrado (MXN)': '950',
      'Diferencia (MXN)': '-50',
      'Estado de la diferencia': 'Por resolver',
    });
    const bad = await fetch(`${server.url}/api/v1/cod/orders/export?status=x`, { headers: { Authorization: `Bearer ${book.client.key}` } });
    expect(bad.status).toBe(400);
  });
});
