// GET /api/v1/billing/ledger and GET /api/v1/billing/statements/{month} over real HTTP on the real database: one
// organization's ledger spread over July to October 2026 (every kind, a balance that goes below zero, and an entry
// whose transaction started before midnight but committed after the next month's first entry), read back as JSON,
// CSV (csv-parse) and PDF (pdftotext); filters, paging, tenancy and scope.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { applyBalanceChange, type BalanceChange } from '@/lib/billing/ledger';
import { verifyLedgers } from '@/lib/billing/verify-ledger';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient, createTestKey } from '../helpers/fixtures';
import { pdfText } from '../helpers/pdf';
import { validOrderBody } from '../helpers/orders';

let server: TestServer;
const orderId = randomUUID();
const batchId = randomUUID();
const lighter = randomUUID();
const heavier = randomUUID();

/** [kind, centavos, created_at, links], applied in this order (the commit order). */
const movements: [BalanceChange['kind'], number, string, Partial<BalanceChange>][] = [
  ['topup', 100_000, '2026-07-01T06:00:00.000Z', {}], // 1 Jul 00:00 in Mexico City: July
  ['label', -18_950, '2026-07-05T18:00:00.000Z', { orderId }],
  ['refund', 18_950, '2026-07-06T18:00:00.000Z', { orderId }],
  ['label', -30_000, '2026-07-10T18:00:00.000Z', { batchId }],
  ['cod_fee', -2_000, '2026-07-15T18:00:00.000Z', { orderId }],
  ['adjustment', 1_200, '2026-07-20T18:00:00.000Z', { adjustmentId: lighter }],
  ['label', -65_000, '2026-08-01T06:00:00.100Z', { orderId }], // 1 Aug 00:00:00.1: August, committed first
  ['manual_credit', 500, '2026-08-01T05:59:59.900Z', {}], // 31 Jul 23:59:59.9: July, committed after the line above
  ['adjustment', -8_200, '2026-08-20T18:00:00.000Z', { orderId, adjustmentId: heavier }], // balance -35.00
  ['topup', 10_000, '2026-10-02T18:00:00.000Z', {}],
  ['dispute_refund', 8_200, '2026-10-03T18:00:00.000Z', { orderId, adjustmentId: heavier }],
];

let client: Awaited<ReturnType<typeof createTestClient>>;
const ids: string[] = [];

beforeAll(async () => {
  server = await startAppServer();
  client = await createTestClient(server.url, { balance: 0, scopes: ['billing:read'] });
  for (const [kind, amountCentavos, at, links] of movements) {
    const { ledgerEntryId } = await applyBalanceChange(getDb(), {
      organizationId: client.org.id,
      kind,
      amountCentavos,
      description: `Movimiento ${kind}`,
      ...links,
    });
    await getDb().execute(sql`update ledger_entries set created_at = ${at}::timestamptz where id = ${ledgerEntryId}::uuid`);
    ids.push(ledgerEntryId);
  }
});
afterAll(async () => server.close());

/** The entry ids newest first (created_at desc): movement indexes. */
const newestFirst = [10, 9, 8, 6, 7, 5, 4, 3, 2, 1, 0];

describe('GET /api/v1/billing/ledger', () => {
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/billing/ledger', scope: 'billing:read' });

  it('lists every movement newest first, in pesos, with its kind, links and the balance after it (negative too)', async () => {
    const res = await client.api('GET', '/billing/ledger');
    expect(res.status, res.text).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.data.map((e: { id: string }) => e.id)).toEqual(newestFirst.map((i) => ids[i]));
    expect(res.body.data.find((e: { id: string }) => e.id === ids[8])).toEqual({
      id: ids[8],
      kind: 'adjustment',
      kindLabel: 'Ajuste de peso',
      amount: -82,
      balanceAfter: -35,
      orderId,
      batchId: null,
      adjustmentId: heavier,
      description: 'Movimiento adjustment',
      createdAt: '2026-08-20T18:00:00.000Z',
    });
    expect(res.body.data.find((e: { id: string }) => e.id === ids[3])).toMatchObject({
      kind: 'label',
      kindLabel: 'Guía',
      batchId,
      amount: -300,
    });
  });

  it('filters by one or several kinds and by dates, like the CSV export', async () => {
    const weight = await client.api('GET', '/billing/ledger?kind=adjustment,dispute_refund');
    expect(weight.body.data.map((e: { id: string }) => e.id)).toEqual([ids[10], ids[8], ids[5]]);
    const topups = await client.api('GET', '/billing/ledger?kind=topup');
    expect(topups.body.data.map((e: { amount: number }) => e.amount)).toEqual([100, 1000]);
    const august = await client.api('GET', '/billing/ledger?dateFrom=2026-08-01&dateTo=2026-08-31');
    expect(august.body.data.map((e: { id: string }) => e.id)).toEqual([ids[8], ids[6], ids[7]]);
    const both = await client.api('GET', '/billing/ledger?kind=label&dateFrom=2026-08-01T00:00:00-06:00&dateTo=2026-12-31');
    expect(both.body.data.map((e: { id: string }) => e.id)).toEqual([ids[6]]);
  });

  it('refuses an unknown kind, a bad date, a bad limit and an edited cursor with a Spanish 400', async () => {
    for (const [query, field] of [
      ['kind=label,credit', 'kind'],
      ['kind=', 'kind'],
      ['dateFrom=ayer', 'dateFrom'],
      ['dateFrom=2026-09-01&dateTo=2026-08-01', 'dateFrom'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
    ]) {
      const res = await client.api('GET', `/billing/ledger?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toContain(field);
    }
    const cursor = await client.api('GET', '/billing/ledger?cursor=no-es-un-cursor');
    expect(cursor.status).toBe(400);
    expect(cursor.body.error).toMatch(/cursor no es válido/);
  });

  it('pages with nextCursor until the last page, without repeating or skipping a movement', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { body: { data: { id: string }[]; nextCursor: string | null } } = await client.api(
        'GET',
        `/billing/ledger?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.body.data.length).toBeLessThanOrEqual(4);
      seen.push(...res.body.data.map((e) => e.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst.map((i) => ids[i]));
    const filtered = await client.api('GET', '/billing/ledger?kind=label&limit=2');
    const next = await client.api('GET', `/billing/ledger?kind=label&limit=2&cursor=${filtered.body.nextCursor}`);
    expect([...filtered.body.data, ...next.body.data].map((e: { id: string }) => e.id)).toEqual([ids[6], ids[3], ids[1]]);
    expect(next.body.nextCursor).toBeNull();
  });

  it("another organization's key sees only its own movements", async () => {
    const other = await createTestClient(server.url, { balance: 25, scopes: ['billing:read'] });
    const res = await other.api('GET', '/billing/ledger');
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ kind: 'manual_credit', amount: 25, balanceAfter: 25 });
    const statement = await other.api('GET', '/billing/statements/2026-07');
    expect(statement.body).toMatchObject({ organization: { id: other.org.id }, openingBalance: 0, closingBalance: 0, entryCount: 0 });
  });
});

describe('GET /api/v1/billing/statements/{month}', () => {
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/billing/statements/2026-07', scope: 'billing:read' });

  it('sums a month of every kind: opening, totals by kind, closing, count; the late-committed entry stays in its own month', async () => {
    const res = await client.api('GET', '/billing/statements/2026-07');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      month: '2026-07',
      from: '2026-07-01T00:00:00-06:00',
      to: '2026-08-01T00:00:00-06:00',
      organization: { id: client.org.id, name: client.org.name },
      openingBalance: 0,
      totalsByKind: [
        { kind: 'topup', kindLabel: 'Recarga', total: 1000, count: 1 },
        { kind: 'manual_credit', kindLabel: 'Abono', total: 5, count: 1 },
        { kind: 'label', kindLabel: 'Guía', total: -489.5, count: 2 },
        { kind: 'refund', kindLabel: 'Reembolso', total: 189.5, count: 1 },
        { kind: 'adjustment', kindLabel: 'Ajuste de peso', total: 12, count: 1 },
        { kind: 'cod_fee', kindLabel: 'Comisión por cobro contra entrega', total: -20, count: 1 },
      ],
      closingBalance: 697,
      entryCount: 7,
      reconciled: true,
    });
    // The entry created last before August (31 Jul 23:59:59.9) left 47.00: it committed after August's first charge.
    // The opening of August is the sum before it, 697.00, so opening + totals = closing.
    const august = await client.api('GET', '/billing/statements/2026-08');
    expect(august.body).toMatchObject({
      openingBalance: 697,
      totalsByKind: [
        { kind: 'label', total: -650, count: 1 },
        { kind: 'adjustment', total: -82, count: 1 },
      ],
      closingBalance: -35,
      entryCount: 2,
      reconciled: true,
    });
  });

  it('a month without entries opens and closes at the balance the earlier entries left (0 before the first, -35.00 after August)', async () => {
    const june = await client.api('GET', '/billing/statements/2026-06');
    expect(june.body).toMatchObject({ openingBalance: 0, totalsByKind: [], closingBalance: 0, entryCount: 0, reconciled: true });
    const september = await client.api('GET', '/billing/statements/2026-09');
    expect(september.body).toMatchObject({ openingBalance: -35, totalsByKind: [], closingBalance: -35, entryCount: 0, reconciled: true });
    const october = await client.api('GET', '/billing/statements/2026-10');
    expect(october.body).toMatchObject({
      openingBalance: -35,
      totalsByKind: [
        { kind: 'topup', total: 100, count: 1 },
        { kind: 'dispute_refund', kindLabel: 'Reembolso por disputa', total: 82, count: 1 },
      ],
      closingBalance: 147,
      entryCount: 2,
    });
  });

  it('as CSV: the summary, then every entry of the month oldest first, in signed pesos', async () => {
    const res = await fetch(`${server.url}/api/v1/billing/statements/2026-08?format=csv`, {
      headers: { Authorization: `Bearer ${client.key}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="estado-de-cuenta-2026-08.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: Excel in Spanish reads the accents
    const rows: string[][] = parse(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      'Sección',
      'Fecha (Ciudad de México)',
      'Tipo',
      'Descripción',
      'Monto (MXN)',
      'Saldo después (MXN)',
      'ID del pedido',
      'ID del lote',
      'ID del ajuste',
      'ID del movimiento',
    ]);
    const summary = rows.filter((r) => r[0] === 'Resumen').map((r) => [r[2], r[4]]);
    expect(summary).toEqual([
      ['Saldo inicial', '697'],
      ['Total: Guía', '-650'],
      ['Total: Ajuste de peso', '-82'],
      ['Saldo final', '-35'],
      ['Movimientos del mes', ''],
    ]);
    const entries = rows.filter((r) => r[0] === 'Movimiento');
    expect(entries.map((r) => r[9])).toEqual([ids[6], ids[8]]);
    expect(entries[0].slice(1, 9)).toEqual(['2026-08-01 00:00:00', 'Guía', 'Movimiento label', '-650', '42', orderId, '', '']);
    expect(entries[1].slice(2, 9)).toEqual(['Ajuste de peso', 'Movimiento adjustment', '-82', '-35', orderId, '', heavier]);
  });

  it('as PDF: in Spanish with the organization, the month, the summary, the entries and the negative balance', async () => {
    const res = await fetch(`${server.url}/api/v1/billing/statements/2026-08?format=pdf`, {
      headers: { Authorization: `Bearer ${client.key}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="estado-de-cuenta-2026-08.pdf"');
    const text = (await pdfText(Buffer.from(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Estado de cuenta de agosto de 2026');
    expect(text).toContain(`Organización: ${client.org.name}`);
    expect(text).toMatch(/Saldo inicial \$697\.00 MXN/);
    expect(text).toMatch(/Guía \(1\) -\$650\.00 MXN/);
    expect(text).toMatch(/Ajuste de peso \(1\) -\$82\.00 MXN/);
    expect(text).toMatch(/Saldo final -\$35\.00 MXN/);
    expect(text).toMatch(/Movimientos del mes 2/);
    expect(text).toContain('El saldo final es negativo');
    expect(text).toMatch(/01\/08\/2026 00:00 Guía Movimiento label -\$650\.00 MXN \$42\.00 MXN/);
    expect(text).toMatch(/20\/08\/2026 12:00 Ajuste de peso Movimiento adjustment -\$82\.00 MXN -\$35\.00 MXN/);

    const july = await fetch(`${server.url}/api/v1/billing/statements/2026-07?format=pdf`, {
      headers: { Authorization: `Bearer ${client.key}` },
    });
    const julyText = (await pdfText(Buffer.from(await july.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(julyText).toMatch(/Reembolso \(1\) \+\$189\.50 MXN/);
    expect(julyText).toMatch(/Saldo final \$697\.00 MXN/);
    expect(julyText).not.toContain('negativo');
    const empty = await fetch(`${server.url}/api/v1/billing/statements/2026-09?format=pdf`, {
      headers: { Authorization: `Bearer ${client.key}` },
    });
    const emptyText = (await pdfText(Buffer.from(await empty.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(emptyText).toMatch(/Saldo inicial -\$35\.00 MXN Saldo final -\$35\.00 MXN Movimientos del mes 0/);
    expect(emptyText).toContain('Sin movimientos en este mes.');
  });

  it('a PDF of a month past 1,000 entries lists the first 1,000 and says the CSV has them all (review finding)', async () => {
    const busy = await createTestClient(server.url, { balance: 0, scopes: ['billing:read'] });
    // 1,005 credits of one centavo in May 2026, the balance kept equal to them (ledger:verify runs after the suite)
    await getDb().execute(sql`
      insert into ledger_entries (organization_id, kind, amount_centavos, balance_after_centavos, description, created_at)
      select ${busy.org.id}::uuid, 'manual_credit', 1, n, 'Abono ' || n, '2026-05-10T18:00:00Z'::timestamptz + n * interval '1 second'
      from generate_series(1, 1005) n`);
    await getDb().execute(sql`update organizations set balance_centavos = 1005 where id = ${busy.org.id}::uuid`);
    const get = (format: string) =>
      fetch(`${server.url}/api/v1/billing/statements/2026-05?format=${format}`, { headers: { Authorization: `Bearer ${busy.key}` } });
    const text = (await pdfText(Buffer.from(await (await get('pdf')).arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toMatch(/Movimientos del mes 1005/);
    expect(text).toContain('Este PDF muestra los primeros 1,000 movimientos de 1,005; el estado de cuenta en CSV los trae todos.');
    expect(text).toContain('Abono 1000');
    expect(text).not.toContain('Abono 1001');
    const csv = await (await get('csv')).text();
    expect(csv).toContain('Abono 1005');
  });

  it('refuses a month that is not YYYY-MM, a month not yet begun and an unknown format with a Spanish 400', async () => {
    for (const month of ['2026-13', '2026-7', 'julio', '1999-12', '2999-01']) {
      const res = await client.api('GET', `/billing/statements/${month}`);
      expect(res.status, month).toBe(400);
      expect(res.body.error, month).toMatch(/mes/i);
    }
    const format = await client.api('GET', '/billing/statements/2026-07?format=xml');
    expect(format.status).toBe(400);
    expect(format.body.error).toContain('format');
  });

  it('a key without billing:read gets 403; the statements add up to the ledger that ledger:verify checks', async () => {
    const { key } = await createTestKey(client.org.id, ['orders:read']);
    const res = await fetch(`${server.url}/api/v1/billing/statements/2026-07`, { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(403);
    const result = await verifyLedgers(getDb());
    expect(result.differences).toEqual([]);
  });
});

describe('a balance below zero', () => {
  it('blocks every purchase with a 402 that says the balance is negative, and a top-up that covers it unblocks them', async () => {
    const buyer = await createTestClient(server.url, { balance: 50 });
    await applyBalanceChange(getDb(), { organizationId: buyer.org.id, kind: 'adjustment', amountCentavos: -8_500, description: 'Ajuste' });
    const refused = await buyer.api('POST', '/orders', validOrderBody());
    expect(refused.status, refused.text).toBe(402);
    expect(refused.body.error).toMatch(
      /tu saldo es negativo, -\$35\.00 MXN \(un ajuste de peso lo dejó debajo de cero\)\. Las compras quedan bloqueadas hasta que una recarga lo cubra\.$/,
    );
    const account = await buyer.api('GET', '/account');
    expect(JSON.stringify(account.body)).toContain('-35');
    await applyBalanceChange(getDb(), { organizationId: buyer.org.id, kind: 'topup', amountCentavos: 100_000, description: 'Recarga' });
    const bought = await buyer.api('POST', '/orders', validOrderBody());
    expect(bought.status, bought.text).toBe(201);
  });
});
