// CSV exports over real HTTP (issue 17.2): GET /api/v1/orders/export with GET /orders's filters and
// GET /api/v1/billing/ledger/export, parsed back (csv-parse) and compared with the database: the same rows in
// the same order (newest first), Spanish headers, a BOM, formula cells neutralised, across several of the
// 500-row batches the export reads. The dashboard endpoints call the same functions (lib/exports) behind a
// session; the e2e spec downloads them in Chromium.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { ledgerEntries, orders } from '@/db/schema';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient, createTestKey } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { forgetLedgerAfterTest } from '../helpers/ledger';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => server.close());

const address = {
  contactName: 'Ana',
  contactPhone: '5512345678',
  street: 'Reforma',
  exteriorNumber: '1',
  neighborhood: 'Centro',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  postalCode: '06000',
};
const statuses = ['created', 'in_transit', 'delivered', 'cancelled'] as const;
const services = ['standard', 'express', 'same_day'] as const;

/** `count` orders spread over 30 days (one every ~15 minutes), statuses and services in rotation. */
async function seedOrders(organizationId: string, count: number) {
  const start = Date.parse('2026-10-01T12:00:00Z');
  const rows = Array.from({ length: count }, (_, i) => ({
    organizationId,
    provider: 'sandbox',
    guideNumber: `SBX${String(i).padStart(10, '0')}${randomUUID().slice(0, 4)}`,
    providerTrackingNumber: `MX${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
    internalReference: i === 7 ? '=HYPERLINK("http://malo")' : `PED-${i}`,
    status: statuses[i % statuses.length],
    shipmentType: services[i % services.length],
    // every tenth order from the fourth on names no receiver: the export shows the delivery contact (Ana) instead
    receiverName: i % 10 === 0 ? 'Íñigo Núñez' : i % 10 === 3 ? null : `Cliente ${i}`,
    receiverPhone: i % 10 === 3 ? null : '+52 55 1234 5678',
    pickupAddress: address,
    deliveryAddress: { ...address, email: `c${i}@ejemplo.mx`, postalCode: String(10_000 + (i % 90_000)).padStart(5, '0') },
    packageWeight: 1.5,
    packageLength: 10,
    packageWidth: 10,
    packageHeight: 10,
    totalCostCentavos: 10_000 + i,
    isCod: i % 5 === 0,
    codAmountCentavos: i % 5 === 0 ? 50_000 : null,
    createdAt: new Date(start + i * 15 * 60_000),
    statusUpdatedAt: new Date(start + i * 15 * 60_000 + 60_000),
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await getDb()
      .insert(orders)
      .values(rows.slice(i, i + 1000));
}

/** GET with the key; the body decoded keeping the BOM (Response#text() would drop the BOM this test checks). */
async function download(api: { key: string }, path: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, { headers: { Authorization: `Bearer ${api.key}` } });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

function csvRows(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('\r\n');
  return parse(text.slice(1));
}

describe('GET /api/v1/orders/export', () => {
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/orders/export', scope: 'orders:read' });

  it('exports ~3,000 orders, the filters of GET /orders, as the same rows the database holds', async () => {
    const { org, key } = await createTestClient(server.url, { scopes: ['orders:read'] });
    const api = { key } as never;
    await seedOrders(org.id, 3_001);

    const all = await download(api, '/orders/export');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toMatch(/^attachment; filename="envios-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvRows(all.text);
    expect(rows[0]).toEqual([
      'ID del pedido',
      'Referencia',
      'Guía',
      'Número de rastreo',
      'Estado',
      'Servicio',
      'Destinatario',
      'Teléfono',
      'Correo',
      'Código postal destino',
      'Ciudad destino',
      'Estado destino',
      'Peso (kg)',
      'Costo total (MXN)',
      'Contra entrega',
      'Monto a cobrar (MXN)',
      'Creado (Ciudad de México)',
      'Último cambio de estado (Ciudad de México)',
    ]);
    const body = rows.slice(1);
    expect(body).toHaveLength(3_001);
    const expected = await getDb().execute<{ id: string; guide_number: string; total: string }>(sql`
      select id, guide_number, (total_cost_centavos / 100.0)::text as total from orders
      where organization_id = ${org.id} order by created_at desc, id desc`);
    expect(body.map((r) => r[0])).toEqual(expected.map((r) => r.id));
    expect(body.map((r) => r[2])).toEqual(expected.map((r) => r.guide_number));
    expect(body.map((r) => Number(r[13]))).toEqual(expected.map((r) => Number(r.total)));

    // The newest order is #3000: 3000 % 4 = 0 -> created; 3000 % 3 = 0 -> standard; COD (3000 % 5 = 0). Phones and
    // postal codes are text cells (="…"): no stray apostrophe, no leading zero lost (lib/platform/csv/stream-csv.ts).
    expect(body[0]).toMatchObject({
      1: 'PED-3000',
      4: 'Creada',
      5: 'Estándar',
      6: 'Íñigo Núñez',
      7: '="+52 55 1234 5678"',
      14: 'Sí',
      15: '500',
      16: '2026-11-01 12:00:00',
    });
    expect(body.find((r) => r[1] === 'PED-2993')).toMatchObject({ 6: 'Ana', 7: '="5512345678"' });
    // A formula in the reference is written with a leading apostrophe.
    expect(body.find((r) => r[1].includes('HYPERLINK'))?.[1]).toBe(`'=HYPERLINK("http://malo")`);

    const filtered = csvRows(
      (await download(api, '/orders/export?status=in_transit&service=express&dateFrom=2026-10-10&dateTo=2026-10-20')).text,
    ).slice(1);
    const expectedFiltered = await getDb().execute<{ id: string }>(sql`
      select id from orders where organization_id = ${org.id} and status = 'in_transit' and shipment_type = 'express'
        and created_at >= '2026-10-10T00:00:00Z' and created_at <= '2026-10-20T23:59:59.999Z' order by created_at desc, id desc`);
    expect(filtered.length).toBeGreaterThan(10);
    expect(filtered.map((r) => r[0])).toEqual(expectedFiltered.map((r) => r.id));
    expect(new Set(filtered.map((r) => `${r[4]}/${r[5]}`))).toEqual(new Set(['En tránsito/Exprés']));

    const searched = csvRows((await download(api, `/orders/export?q=${encodeURIComponent('inigo nunez')}`)).text).slice(1);
    expect(searched).toHaveLength(301);
    expect(searched.every((r) => r[6] === 'Íñigo Núñez')).toBe(true);
  });

  it("refuses bad filters with the list's Spanish 400 and only exports its own organization", async () => {
    const { org, key } = await createTestClient(server.url, { scopes: ['orders:read'] });
    const api = { key } as never;
    const bad = await download(api, '/orders/export?dateFrom=ayer');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/dateFrom/);
    const reversed = await download(api, '/orders/export?dateFrom=2026-11-02&dateTo=2026-10-01');
    expect(reversed.status).toBe(400);
    const other = await createTestClient(server.url);
    await seedOrders(other.org.id, 3);
    const mine = csvRows((await download(api, '/orders/export')).text);
    expect(mine).toHaveLength(1); // headers only
    expect(org.id).not.toBe(other.org.id);
  });
});

describe('phones and postal codes in a spreadsheet (issue 32.15)', () => {
  it('writes postal codes and phones as text cells and no apostrophe on a phone, while every + cell elsewhere stays guarded', async () => {
    const { org, key } = await createTestClient(server.url, { scopes: ['orders:read'] });
    const references = [
      '+5215512345678',
      '+52 (55) 1234-5678',
      '+SUM(A1)',
      '+1',
      '-2+3',
      '=1+1',
      '@x',
      '\tx',
      '+52 55 1234 5678 x',
      '+52-55-1234-5678',
      '+12345678-9',
    ];
    await getDb()
      .insert(orders)
      .values(
        references.map((reference, i) => ({
          organizationId: org.id,
          provider: 'sandbox',
          guideNumber: `SBXCP${i}${randomUUID().slice(0, 8)}`,
          providerTrackingNumber: `MX${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
          internalReference: reference,
          status: 'created' as const,
          shipmentType: 'standard' as const,
          receiverName: 'Ana',
          receiverPhone: i === 0 ? '+5215512345678' : i === 1 ? '=HYPERLINK("x")' : i === 9 ? '+52-55-1234-5678' : '55 1234 5678',
          pickupAddress: address,
          deliveryAddress: { ...address, postalCode: i === 2 ? '=1+1' : '06600' },
          packageWeight: 1,
          packageLength: 10,
          packageWidth: 10,
          packageHeight: 10,
          totalCostCentavos: 100,
          isCod: false,
          codAmountCentavos: null,
          createdAt: new Date(Date.parse('2026-11-01T12:00:00Z') - i * 60_000),
          statusUpdatedAt: new Date(Date.parse('2026-11-01T12:00:00Z') - i * 60_000),
        })),
      );
    const rows = csvRows((await download({ key }, '/orders/export')).text).slice(1);
    const byReference = new Map(rows.map((r) => [r[1].replace(/^'/, ''), r]));
    // Outside a text column a + cell is guarded even when it looks like a phone: Excel computes +52-55-1234-5678 as
    // -6915 and shows +5215512345678 as 5.21552E+12.
    expect(rows.map((r) => r[1])).toEqual([
      "'+5215512345678",
      "'+52 (55) 1234-5678",
      "'+SUM(A1)",
      "'+1",
      "'-2+3",
      "'=1+1",
      "'@x",
      "'\tx",
      "'+52 55 1234 5678 x",
      "'+52-55-1234-5678",
      "'+12345678-9",
    ]);
    // The phone column is a text cell: the whole phone with its +, no apostrophe.
    expect(byReference.get('+5215512345678')).toMatchObject({ 7: '="+5215512345678"', 9: '="06600"' });
    expect(byReference.get('+52-55-1234-5678')![7]).toBe('="+52-55-1234-5678"');
    // A value of a text column that is not digits goes through the guard as any other cell.
    expect(byReference.get('+52 (55) 1234-5678')![7]).toBe(`'=HYPERLINK("x")`);
    expect(byReference.get('+SUM(A1)')![9]).toBe("'=1+1");
    expect(byReference.get('+1')![7]).toBe('="55 1234 5678"');
  });
});

describe('GET /api/v1/billing/ledger/export', () => {
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/billing/ledger/export', scope: 'billing:read' });

  it('exports every movement (more than one batch) newest first, with the order reference, amounts in signed pesos', async () => {
    const { org } = await createTestClient(server.url);
    const { key } = await createTestKey(org.id, ['billing:read']);
    const api = { key } as never;
    forgetLedgerAfterTest(org.id); // made-up balances after
    const [order] = await getDb()
      .insert(orders)
      .values({
        organizationId: org.id,
        provider: 'sandbox',
        guideNumber: 'SBX-LIBRO-1',
        internalReference: 'PED-LIBRO',
        status: 'created',
        pickupAddress: address,
        deliveryAddress: address,
        packageWeight: 1,
        packageLength: 1,
        packageWidth: 1,
        packageHeight: 1,
        totalCostCentavos: 18_950,
      })
      .returning();
    const start = Date.parse('2026-11-01T18:00:00Z');
    await getDb()
      .insert(ledgerEntries)
      .values(
        Array.from({ length: 1_200 }, (_, i) => ({
          organizationId: org.id,
          kind: i % 3 === 0 ? ('manual_credit' as const) : ('label' as const),
          amountCentavos: i % 3 === 0 ? 100_000 : -18_950,
          balanceAfterCentavos: 1_000_000 + i,
          orderId: i % 3 === 0 ? null : order.id,
          description: i === 5 ? '-1+1 fórmula' : i % 3 === 0 ? 'Abono de saldo' : 'Envío estándar',
          createdAt: new Date(start + i * 60_000),
        })),
      );

    const res = await download(api, '/billing/ledger/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="movimientos-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(res.text);
    expect(rows[0]).toEqual([
      'Fecha (Ciudad de México)',
      'Tipo',
      'Descripción',
      'Monto (MXN)',
      'Saldo después (MXN)',
      'ID del pedido',
      'Referencia del pedido',
      'Guía',
      'ID del movimiento',
    ]);
    const all = await getDb().execute<{ id: string }>(
      sql`select id from ledger_entries where organization_id = ${org.id} order by created_at desc, id desc`,
    );
    expect(rows.slice(1).map((r) => r[8])).toEqual(all.map((r) => r.id));
    const newestDebit = rows.find((r) => r[1] === 'Guía')!;
    expect(newestDebit.slice(1, 8)).toEqual(['Guía', 'Envío estándar', '-189.5', expect.any(String), order.id, 'PED-LIBRO', 'SBX-LIBRO-1']);
    expect(rows.find((r) => r[2].includes('fórmula'))?.[2]).toBe(`'-1+1 fórmula`);

    // 2026-11-01 in UTC: entries from 18:00 to 23:59 are 360.
    const day = csvRows((await download(api, '/billing/ledger/export?dateFrom=2026-11-01&dateTo=2026-11-01')).text);
    expect(day).toHaveLength(1 + 360);
    expect((await download(api, '/billing/ledger/export?dateTo=mañana')).status).toBe(400);
  });

  it('names the service of a charge in Spanish: new charges are written so, older ones ("Envío standard") are shown so', async () => {
    const { org, api, key } = await createTestClient(server.url);
    const created = await createOrderViaApi(api, { shipmentType: 'standard' });
    forgetLedgerAfterTest(org.id); // an old entry without its balance
    const [charge] = await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, created.orderId));
    expect(charge.description).toBe(`Envío Estándar, guía ${created.guideNumber}`);
    // A charge written before the display map was used for it (lib/orders/create-order.ts) keeps its stored text.
    const [old] = await getDb()
      .insert(ledgerEntries)
      .values({
        organizationId: org.id,
        kind: 'label',
        amountCentavos: -100,
        balanceAfterCentavos: 0,
        description: 'Envío same_day, guía SBX-ANTIGUA-1',
        createdAt: new Date('2026-01-02T12:00:00Z'),
      })
      .returning();
    const rows = csvRows((await download({ key }, '/billing/ledger/export')).text);
    expect(rows.find((r) => r[8] === charge.id)?.[2]).toBe(`Envío Estándar, guía ${created.guideNumber}`);
    expect(rows.find((r) => r[8] === old.id)?.[2]).toBe('Envío Mismo día, guía SBX-ANTIGUA-1');
    const [stored] = await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.id, old.id));
    expect(stored.description).toBe('Envío same_day, guía SBX-ANTIGUA-1');
  });
});
