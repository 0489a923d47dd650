// The daily close over real HTTP (POST/GET /api/v1/manifests): one manifest per order, a second close gets only
// the new orders, the day in Mexico City, one origin per manifest, tenancy, idempotency, concurrency, and the
// printed manifest read back with pdftotext.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, manifestOrders, manifests, orders, organizations } from '@/db/schema';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { manifestSchema } from '@/lib/manifests/schemas';
import { pickupDayLabel } from '@/lib/pickups/pickup-window';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient } from '../helpers/fixtures';
import { insertOrderRow } from '../helpers/order-rows';
import { moveClockTo, plusDays } from '../helpers/mexico-clock';
import { createOrderViaApi } from '../helpers/orders';
import { pdfInfo, pdfLayoutText, pdfText } from '../helpers/pdf';
import { decodeAllCode128 } from '../helpers/pdf-barcodes';

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

const ZERO = '00000000-0000-4000-8000-000000000000';
/** Midnight starting `day` in Mexico City (UTC-6 all year since 2022). */
const mexicoMidnight = (day: string) => new Date(`${day}T06:00:00Z`);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** The database's refusal of a statement (drizzle wraps the driver's error as its cause), or null if it went through. */
async function refusal(statement: PromiseLike<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
}
const otherOrigin = {
  street: 'Calz. Independencia',
  exteriorNumber: '10',
  neighborhood: 'Centro',
  city: 'Guadalajara',
  state: 'Jalisco',
  postalCode: '44100',
  contactName: 'Bodega GDL',
  contactPhone: '3312345678',
};

describe('daily close (manifests)', () => {
  runCommonRouteChecks(() => server.url, { method: 'POST', path: '/manifests', scope: 'orders:write', body: {} });
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/manifests', scope: 'orders:read', otherScopes: ['orders:write'] });
  runCommonRouteChecks(() => server.url, {
    method: 'GET',
    path: `/manifests/${ZERO}`,
    scope: 'orders:read',
    otherScopes: ['orders:write'],
  });

  it('puts every created, unmanifested order on one manifest; a second close takes only the new ones', async () => {
    const { org, api } = await createTestClient(server.url);
    const first = [await createOrderViaApi(api), await createOrderViaApi(api)];
    const inserted = await insertOrderRow(org.id);
    // Not created any more, or never: left out.
    await insertOrderRow(org.id, { status: 'picked_up' });
    await insertOrderRow(org.id, { status: 'cancelled' });

    const res = await api('POST', '/manifests', {});
    expect(res.status, res.text).toBe(201);
    const manifest = manifestSchema.parse(res.body);
    expect(manifest.date).toBe(mexicoCityDay());
    expect(manifest.orderCount).toBe(3);
    expect(manifest.orders.map((o) => o.orderId).sort()).toEqual([...first.map((o) => o.orderId), inserted.id].sort());
    expect(manifest.orders.find((o) => o.orderId === first[0].orderId)).toMatchObject({
      guideNumber: first[0].guideNumber,
      destinationCity: 'Guadalajara',
      destinationState: 'Jalisco',
      weight: 1.5,
    });
    expect(manifest.totalWeight).toBe(4.5);
    expect(manifest.pickupAddress).toMatchObject({ postalCode: '06600', street: 'Av. Paseo de la Reforma' });
    expect(manifest.pdfUrl).toMatch(new RegExp(`^https?://[^/]+/api/v1/manifests/${manifest.id}$`));

    // Nothing left: 409 with a Spanish reason.
    const again = await api('POST', '/manifests');
    expect(again.status).toBe(409);
    expect(again.headers.get('x-error-code')).toBe('conflict');
    expect(again.body.error).toContain('No hay envíos creados sin manifiesto');

    const late = await createOrderViaApi(api);
    const second = await api('POST', '/manifests', {});
    expect(second.status).toBe(201);
    expect(second.body.orders.map((o: { orderId: string }) => o.orderId)).toEqual([late.orderId]);

    const rows = await getDb()
      .select()
      .from(manifestOrders)
      .where(sql`${manifestOrders.manifestId} in (${manifest.id}::uuid, ${second.body.id}::uuid)`);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(4);

    const audit = await getDb().select().from(auditLogs).where(eq(auditLogs.organizationId, org.id));
    expect(
      audit
        .filter((a) => a.action === 'manifest.created')
        .map((a) => a.targetId)
        .sort(),
    ).toEqual([manifest.id, second.body.id].sort());
    expect(audit.find((a) => a.targetId === manifest.id)).toMatchObject({
      actorType: 'api_key',
      summary: { after: { orders: 3, date: manifest.date } },
    });

    // GET answers the same manifest; the list has both, newest first.
    const got = await api('GET', `/manifests/${manifest.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(manifest);
    const list = await api('GET', '/manifests?limit=1');
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual([second.body.id]);
    const next = await api('GET', `/manifests?limit=1&cursor=${encodeURIComponent(list.body.nextCursor)}`);
    expect(next.body).toMatchObject({ data: [{ id: manifest.id }], nextCursor: null });
  });

  it('a manifest never changes: the database refuses to update it or its lines', async () => {
    const { org, api } = await createTestClient(server.url);
    await insertOrderRow(org.id);
    const { body } = await api('POST', '/manifests', {});
    await expect(getDb().update(manifests).set({ orderCount: 5 }).where(eq(manifests.id, body.id))).rejects.toThrow();
    await expect(getDb().update(manifestOrders).set({ position: 9 }).where(eq(manifestOrders.manifestId, body.id))).rejects.toThrow();
    // And an order on it cannot be put on another, even by a manifest written in the same transaction.
    const unique = await refusal(
      getDb().transaction(async (tx) => {
        const [other] = await tx
          .insert(manifests)
          .values({
            organizationId: org.id,
            manifestDate: mexicoCityDay(),
            pickupAddress: body.pickupAddress,
            orderCount: 1,
            totalWeightKg: 1,
          })
          .returning();
        await tx.insert(manifestOrders).values({ manifestId: other.id, orderId: body.orders[0].orderId, position: 1 });
      }),
    );
    expect(unique).toMatch(/manifest_orders_order_uq/);
  });

  it('a manifest never loses a line, nor gains one after the transaction that made it (migration 0022)', async () => {
    const { org, api } = await createTestClient(server.url);
    const [first, second] = [await insertOrderRow(org.id), await insertOrderRow(org.id)];
    const { body } = await api('POST', '/manifests', {});
    expect(body.orderCount).toBe(2);
    // Deleting a line, the manifest, or an order on it (orders -> manifest_orders cascades) is refused.
    expect(await refusal(getDb().delete(manifestOrders).where(eq(manifestOrders.orderId, first.id)))).toMatch(/never changes/);
    expect(await refusal(getDb().delete(manifests).where(eq(manifests.id, body.id)))).toMatch(/never changes/);
    expect(await refusal(getDb().delete(orders).where(eq(orders.id, second.id)))).toMatch(/never changes/);
    // A line added later to the existing manifest, by an order on no manifest yet.
    const late = await insertOrderRow(org.id);
    expect(await refusal(getDb().insert(manifestOrders).values({ manifestId: body.id, orderId: late.id, position: 3 }))).toMatch(
      /never changes/,
    );
    // Also from inside another transaction's savepoint (what createManifest runs as under the idempotent API).
    expect(
      await refusal(
        getDb().transaction((tx) =>
          tx.transaction((inner) =>
            inner
              .insert(manifestOrders)
              .values({ manifestId: body.id, orderId: late.id, position: 3 })
              .then(() => undefined),
          ),
        ),
      ),
    ).toMatch(/never changes/);
    const lines = await getDb().select().from(manifestOrders).where(eq(manifestOrders.manifestId, body.id));
    expect(lines.map((l) => l.orderId).sort()).toEqual([first.id, second.id].sort());
    expect((await api('GET', `/manifests/${body.id}`)).body.orders).toHaveLength(2);

    // Deleting the organization still takes its manifests, their lines and its orders with it.
    await getDb().delete(organizations).where(eq(organizations.id, org.id));
    expect(await getDb().select().from(manifests).where(eq(manifests.id, body.id))).toEqual([]);
    expect(await getDb().select().from(manifestOrders).where(eq(manifestOrders.manifestId, body.id))).toEqual([]);
    expect(await getDb().select().from(orders).where(eq(orders.organizationId, org.id))).toEqual([]);
  });

  it('uses the day in Mexico City: orders up to the end of that day, today by default', async () => {
    const { org, api } = await createTestClient(server.url);
    const today = mexicoCityDay();
    const yesterday = previousDay(today);
    // One minute after midnight in Mexico City (still "yesterday" in UTC terms until 06:00 UTC) and one minute before it.
    const justToday = await insertOrderRow(org.id, { createdAt: new Date(mexicoMidnight(today).getTime() + 60_000) });
    const lateYesterday = await insertOrderRow(org.id, { createdAt: new Date(mexicoMidnight(today).getTime() - 60_000) });

    const closeYesterday = await api('POST', '/manifests', { date: yesterday });
    expect(closeYesterday.status, closeYesterday.text).toBe(201);
    expect(closeYesterday.body).toMatchObject({ date: yesterday, orderCount: 1, orders: [{ orderId: lateYesterday.id }] });

    const closeToday = await api('POST', '/manifests');
    expect(closeToday.status).toBe(201);
    expect(closeToday.body).toMatchObject({ date: today, orderCount: 1, orders: [{ orderId: justToday.id }] });

    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await api('POST', '/manifests', { date: tomorrow });
    expect(future.status).toBe(400);
    expect(future.body.error).toContain('date');
    expect(future.body.error).toContain('posterior a hoy');
    const bad = await api('POST', '/manifests', { date: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('AAAA-MM-DD');
  });

  it('closes one pickup address at a time: several origins need pickupAddress, which selects them', async () => {
    const { org, api } = await createTestClient(server.url);
    const cdmx = await insertOrderRow(org.id);
    const gdl = await insertOrderRow(org.id, { pickupAddress: otherOrigin });

    const ambiguous = await api('POST', '/manifests', {});
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.headers.get('x-error-code')).toBe('validation_error');
    expect(ambiguous.body.error).toContain('pickupAddress');
    expect(ambiguous.body.error).toContain('2 direcciones de recolección');

    const onlyGdl = await api('POST', '/manifests', {
      pickupAddress: { postalCode: '44100', street: ' calz. independencia ', exteriorNumber: '10' },
    });
    expect(onlyGdl.status, onlyGdl.text).toBe(201);
    expect(onlyGdl.body).toMatchObject({
      orderCount: 1,
      orders: [{ orderId: gdl.id }],
      pickupAddress: { postalCode: '44100', city: 'Guadalajara' },
    });

    const none = await api('POST', '/manifests', { pickupAddress: { postalCode: '44100' } });
    expect(none.status).toBe(409);
    expect(none.body.error).toContain('dirección de recolección');
    const rest = await api('POST', '/manifests', {});
    expect(rest.body.orders.map((o: { orderId: string }) => o.orderId)).toEqual([cdmx.id]);

    const badMatch = await api('POST', '/manifests', { pickupAddress: { postalCode: '441' } });
    expect(badMatch.status).toBe(400);
    expect(badMatch.body.error).toContain('pickupAddress.postalCode');
  });

  it("never gathers or shows another organization's orders and manifests (the same 404 as an unknown id)", async () => {
    const a = await createTestClient(server.url);
    const b = await createTestClient(server.url);
    await insertOrderRow(a.org.id);
    const bOrder = await insertOrderRow(b.org.id);
    const made = await a.api('POST', '/manifests', {});
    expect(made.body.orders.map((o: { orderId: string }) => o.orderId)).not.toContain(bOrder.id);
    const foreign = await b.api('GET', `/manifests/${made.body.id}`);
    const unknown = await b.api('GET', `/manifests/${ZERO}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body.error).toBe('El manifiesto no existe.');
    const foreignPdf = await fetch(`${server.url}/api/v1/manifests/${made.body.id}`, {
      headers: { Authorization: `Bearer ${b.key}`, Accept: 'application/pdf' },
    });
    expect(foreignPdf.status).toBe(404);
    expect((await b.api('GET', '/manifests')).body.data).toEqual([]);
    expect((await b.api('GET', '/manifests/not-a-uuid')).status).toBe(404);
  });

  it('replays a repeated Idempotency-Key, and two closes at once never share an order', async () => {
    const { org, api } = await createTestClient(server.url);
    for (let i = 0; i < 4; i++) await insertOrderRow(org.id);
    const key = { 'Idempotency-Key': `close-${Date.now()}` };
    const first = await api('POST', '/manifests', {}, key);
    const replay = await api('POST', '/manifests', {}, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);

    for (let i = 0; i < 6; i++) await insertOrderRow(org.id);
    const racing = await Promise.all([api('POST', '/manifests', {}), api('POST', '/manifests', {}), api('POST', '/manifests', {})]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(racing.find((r) => r.status === 201)!.body.orderCount).toBe(6);
    const [{ n }] = (await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from manifests where organization_id = ${org.id}::uuid`,
    )) as unknown as { n: number }[];
    expect(n).toBe(2);
  });

  it('prints the manifest: organization, date, pickup address, one line per parcel, totals and signature lines', async () => {
    const { org, api, key } = await createTestClient(server.url);
    const created = [await createOrderViaApi(api), await createOrderViaApi(api, { package: { weight: 2.25 } })];
    const { body } = await api('POST', '/manifests', {});
    const res = await fetch(body.pdfUrl.replace(/^https?:\/\/[^/]+/, server.url), {
      headers: { Authorization: `Bearer ${key}`, Accept: 'application/pdf' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="manifiesto-${body.date}-${body.id.slice(0, 8)}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect((await pdfInfo(pdf)).pages).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain(`Cierre del día ${body.date}`);
    expect(text).toContain(org.name);
    expect(text).toContain('Av. Paseo de la Reforma 222');
    for (const c of created) expect(text).toContain(c.guideNumber);
    expect(text).toContain('Guadalajara, Jalisco');
    expect(text).toContain('Total: 2 paquetes · 3.75 kg');
    expect(text).toContain('Entrega (nombre y firma)');
    expect(text).toContain('Recibe el transportista');
  });

  it('prints what the courier needs: the pickup (confirmation, day, window), the cash-on-delivery count and total, and a barcode per guide that scans', async () => {
    // A Wednesday at 09:00 in Mexico City (the pickup's window is checked against the clock; tests/helpers/mexico-clock.ts).
    moveClockTo('miércoles', '09:00');
    const { api, key } = await createTestClient(server.url);
    const created = [
      await createOrderViaApi(api, { isCod: true, codAmount: 1250.5 }),
      await createOrderViaApi(api),
      await createOrderViaApi(api, { isCod: true, codAmount: 499 }),
    ];
    const { body } = await api('POST', '/manifests', {});
    const print = async () => {
      const res = await fetch(`${server.url}/api/v1/manifests/${body.id}`, {
        headers: { Authorization: `Bearer ${key}`, Accept: 'application/pdf' },
      });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const flat = (text: string) => text.replace(/\s+/g, ' ');

    const before = flat(await pdfText(await print()));
    expect(before).toContain('Recolección: sin solicitar (solicítala en Cierres del día o con POST /pickups)');
    expect(before).toContain('Total: 3 paquetes · 4.5 kg');
    expect(before).toContain('Cobro contra entrega: 2 paquetes · $1,749.50 MXN');
    // each parcel's amount on its line, in the column "Cobro contra entrega (MXN)"; a dash without one
    expect(before).toContain('Cobro contra entrega (MXN)');
    // (one table row a line: in reading order pdftotext may take a row's city after the amounts)
    const rows = (await pdfLayoutText(await print())).split('\n').map(flat);
    for (const [order, amount] of [
      [created[0], '\\$1,250\\.50'],
      [created[1], '—'],
      [created[2], '\\$499\\.00'],
    ] as const) {
      const line = rows.find((row) => row.includes(order.guideNumber)) ?? '';
      // the reference's column may touch the city's in the text (a wide random reference): no space required there
      expect(line).toMatch(new RegExp(`${order.guideNumber} PED-[A-Z0-9]+ ?Guadalajara, Jalisco ${amount} 1\\.5`));
    }

    const tomorrow = plusDays(mexicoCityDay(), 1);
    const pickup = await api('POST', '/pickups', { manifestId: body.id, date: tomorrow, timeWindow: { start: '10:00', end: '14:00' } });
    expect(pickup.status, pickup.text).toBe(201);
    const pdf = await print();
    expect((await pdfInfo(pdf)).pages).toBe(1);
    const after = flat(await pdfText(pdf));
    expect(after).toContain(
      `Recolección: ${pickupDayLabel(tomorrow)}, de 10:00 a 14:00 (Programada) · Número de confirmación: ${pickup.body.confirmationNumber}`,
    );
    expect(after).not.toContain('sin solicitar');
    // One barcode per guide, each decoding to its guide number (a scanner passing over each line of the page).
    const scanned = await decodeAllCode128(pdf);
    expect(scanned.map((b) => b.text).sort()).toEqual(created.map((c) => c.guideNumber).sort());
  });

  it('a manifest without cash-on-delivery parcels says so', async () => {
    const { api, key } = await createTestClient(server.url);
    await createOrderViaApi(api);
    const { body } = await api('POST', '/manifests', {});
    const res = await fetch(`${server.url}/api/v1/manifests/${body.id}`, {
      headers: { Authorization: `Bearer ${key}`, Accept: 'application/pdf' },
    });
    expect((await pdfText(Buffer.from(await res.arrayBuffer()))).replace(/\s+/g, ' ')).toContain('Cobro contra entrega: ninguno');
  });
});
