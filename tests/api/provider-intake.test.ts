// POST /api/provider/events over real HTTP: signature, validation, the state machine, duplicates,
// out-of-order reports, concurrency and the outbox rows every change writes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { orders, webhookDeliveries, webhooks, type Order } from '@/db/schema';
import { resetConfigCache } from '@/lib/platform/config';
import { providerReportResponseSchema } from '@/lib/provider-intake/schemas';
import { signProviderBody } from '@/lib/provider-intake/signature';
import { changeOrderStatus, lockOrder } from '@/lib/orders/change-status';
import { orderStatuses, orderTransitions, type OrderStatus } from '@/lib/orders/order-states';
import { eventKindsForStatusChange } from '@/lib/webhooks/event-kinds';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient, createTestOrg } from '../helpers/fixtures';
import { withHttpStatus } from '../helpers/http-status';
import { insertOrderRow, orderSnapshot } from '../helpers/order-rows';
import { nextReportTime, providerReport, sendProviderReport } from '../helpers/provider';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const send = (body: unknown, options?: Parameters<typeof sendProviderReport>[2]) => sendProviderReport(server.url, body, options);

async function orderIn(status: OrderStatus, overrides: Parameters<typeof insertOrderRow>[1] = {}): Promise<Order> {
  const org = await createTestOrg();
  return insertOrderRow(org.id, {
    status,
    ...(status === 'return_approved' || status === 'returned'
      ? { returnGuideNumber: `SBR${Date.now()}${Math.random()}`, returnTrackingNumber: `MXR${Date.now()}${Math.random()}` }
      : {}),
    ...overrides,
  });
}

function expectError(res: { status: number; headers: Headers; body: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('x-error-code')).toBe(code);
  expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  expect(Object.keys(res.body as object)).toEqual(['error']);
  expect(typeof (res.body as { error: unknown }).error).toBe('string');
}

describe('X-Provider-Signature', () => {
  it('accepts a report signed with PROVIDER_WEBHOOK_SECRET over the exact body bytes', async () => {
    const order = await orderIn('created');
    const res = await send(providerReport(order.providerTrackingNumber!, 'picked_up'));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    expect(providerReportResponseSchema.parse(res.body)).toEqual({
      received: true,
      orderId: order.id,
      trackingNumber: order.providerTrackingNumber,
      status: 'picked_up',
      applied: true,
      outcome: 'applied',
    });
  });

  it('refuses a missing, wrong, other-secret or one-byte-altered signature with 401 and changes nothing', async () => {
    const order = await orderIn('created');
    const before = await orderSnapshot(order.id);
    const body = JSON.stringify(providerReport(order.providerTrackingNumber!, 'picked_up'));
    const good = signProviderBody(process.env.PROVIDER_WEBHOOK_SECRET!, body);
    // One byte of the body changed after signing: a different location letter.
    const altered = body.replace('Guadalajara', 'Guadalajare');
    expect(altered).not.toBe(body);
    const attempts: Array<[string, string, string | null]> = [
      ['missing', body, null],
      ['empty', body, ''],
      ['garbage', body, 'not-a-signature'],
      ['wrong digest', body, 'a'.repeat(64)],
      ['other secret', body, signProviderBody('another-secret-0123456789abcdef', body)],
      ['altered body', altered, good],
      ['truncated', body, good.slice(0, 63)],
      ['sha256= prefix', body, `sha256=${good}`],
    ];
    for (const [label, raw, signature] of attempts) {
      const res = await send(raw, { signature });
      expect(res.status, label).toBe(401);
      expectError(res, 401, 'invalid_signature');
    }
    expect(await orderSnapshot(order.id)).toEqual(before);
    // The untouched body with its own signature still goes through (so the refusals above were about the signature).
    expect((await send(body, { signature: good })).status).toBe(200);
  });

  it('checks the signature before reading the JSON: an unsigned malformed body is 401, a signed one 400', async () => {
    expectError(await send('{"value":', { signature: null }), 401, 'invalid_signature');
    expectError(await send('{"value":'), 400, 'invalid_json');
  });

  it('answers 503 while no provider secret is configured', async () => {
    const saved = process.env.PROVIDER_WEBHOOK_SECRET;
    delete process.env.PROVIDER_WEBHOOK_SECRET;
    resetConfigCache();
    try {
      const res = await send(providerReport('MX000', 'picked_up'), { secret: saved });
      expectError(res, 503, 'service_unavailable');
    } finally {
      process.env.PROVIDER_WEBHOOK_SECRET = saved;
      resetConfigCache();
    }
  });
});

describe('report validation', () => {
  it('400 with Spanish field messages for a malformed report', async () => {
    const res = await send({ value: 'MX1', StatusObj: {}, dateTimeISO: 'ayer', location: 5 });
    expectError(res, 400, 'validation_error');
    expect(res.body.error).toContain('El campo dateTimeISO debe ser una fecha ISO 8601 válida');
    expect(res.body.error).toContain('El campo StatusObj.code es obligatorio');
    expect(res.body.error).toContain('El campo location debe ser un texto');
    const noOffset = await send(providerReport('MX1', 'picked_up', { dateTimeISO: '2026-01-01T10:00:00' }));
    expectError(noOffset, 400, 'validation_error');
  });

  it('404 for a tracking number no order has', async () => {
    const res = await send(providerReport('MX0000000000000000', 'picked_up'));
    expectError(res, 404, 'not_found');
  });

  it('400 unknown_status_code for a code the provider adapter does not map, and nothing changes', async () => {
    const order = await orderIn('created');
    const before = await orderSnapshot(order.id);
    const res = await send(providerReport(order.providerTrackingNumber!, 'lost_in_space'));
    expectError(res, 400, 'unknown_status_code');
    expect(res.body.error).toContain('lost_in_space');
    expect(await orderSnapshot(order.id)).toEqual(before);
  });

  it('400 for a report dated more than five minutes in the future', async () => {
    const order = await orderIn('created');
    const res = await send(
      providerReport(order.providerTrackingNumber!, 'picked_up', { dateTimeISO: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    expectError(res, 400, 'validation_error');
    expect(res.body.error).toContain('dateTimeISO');
  });

  it('fills omitted optional fields with empty strings and keeps unknown extra fields in the stored report', async () => {
    const order = await orderIn('created');
    const at = nextReportTime();
    const raw = { value: order.providerTrackingNumber, dateTimeISO: at, StatusObj: { code: 'picked_up' }, hub: 'MEX-02' };
    expect((await send(raw)).status).toBe(200);
    const { events, outbox } = await orderSnapshot(order.id);
    expect(events[0].providerData).toEqual(raw);
    expect(events[0].description).toBe('Recolectada');
    expect(JSON.parse(outbox[0].body).data.providerData).toEqual({
      value: order.providerTrackingNumber,
      location: '',
      latitud: '',
      longitud: '',
      observations: '',
      dateTimeISO: at,
      StatusObj: { code: 'picked_up', description: '' },
    });
  });

  it('logs every rejected report with its reason, never the signature or the secret', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'warn';
    try {
      const order = await orderIn('delivered');
      const report = providerReport(order.providerTrackingNumber!, 'in_transit');
      const forged = 'f'.repeat(64);
      await send(report, { signature: forged });
      await send(report);
      await send(providerReport('MX-NO-EXISTE', 'picked_up'));
    } finally {
      process.env.LOG_LEVEL = level;
      spy.mockRestore();
    }
    const rejected = lines.map((l) => JSON.parse(l)).filter((l) => l.message === 'provider report rejected');
    expect(rejected.map((l) => l.reason)).toEqual(['invalid_signature', 'invalid_transition', 'not_found']);
    expect(rejected[1]).toMatchObject({ code: 'in_transit', detail: expect.stringContaining('Entregada') });
    const all = lines.join('\n');
    expect(all).not.toContain(process.env.PROVIDER_WEBHOOK_SECRET!);
    expect(all).not.toContain('f'.repeat(64));
  });
});

describe('the state machine', () => {
  const providerEdges = orderTransitions.filter((t) => t.by === 'provider');

  it.each(providerEdges.map((t) => [t.from, t.to] as const))(
    'a provider report moves %s -> %s with its tracking event and outbox rows',
    async (from, to) => {
      const order = await orderIn(from);
      const trackingNumber = to === 'returned' ? order.returnTrackingNumber! : order.providerTrackingNumber!;
      const report = providerReport(trackingNumber, to, { location: 'Zapopan, Jalisco', observations: 'Recibió: portería' });
      const res = await send(report);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ orderId: order.id, status: to, applied: true, outcome: 'applied' });

      const { order: after, events, outbox } = await orderSnapshot(order.id);
      expect(after.status).toBe(to);
      expect(after.statusUpdatedAt.getTime()).toBeGreaterThan(order.statusUpdatedAt.getTime());
      expect(after.lastProviderEventAt?.toISOString()).toBe(report.dateTimeISO);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        status: to,
        description: `Reporte ${to}: Recibió: portería`,
        location: 'Zapopan, Jalisco',
        source: 'provider',
        appliedToStatus: true,
        providerData: report,
      });
      expect(events[0].occurredAt.toISOString()).toBe(report.dateTimeISO);
      expect(outbox.map((e) => e.kind).sort()).toEqual([...eventKindsForStatusChange(to)].sort());
      for (const row of outbox) {
        const body = JSON.parse(row.body);
        expect(body).toMatchObject({ id: row.id, event: row.kind, data: { orderId: order.id, status: to, providerData: report } });
        expect(row.id).toMatch(/^evt_[0-9a-f-]{36}$/);
      }
    },
  );

  it('the return guide tracking number and the original one both reach an order awaiting its return', async () => {
    const order = await orderIn('return_approved');
    const res = await send(providerReport(order.providerTrackingNumber!, 'returned'));
    expect(res.body).toMatchObject({ orderId: order.id, status: 'returned', applied: true });
  });

  const forbidden: Array<[OrderStatus, string]> = [
    ['created', 'in_transit'],
    ['created', 'delivered'],
    ['created', 'returned'],
    ['picked_up', 'created'],
    ['picked_up', 'out_for_delivery'],
    ['in_transit', 'picked_up'],
    ['in_transit', 'failed'],
    ['out_for_delivery', 'in_transit'],
    ['delivered', 'in_transit'],
    ['delivered', 'failed'],
    ['delivered', 'return_requested'],
    ['delivered', 'returned'],
    ['failed', 'delivered'],
    ['failed', 'out_for_delivery'],
    ['cancelled', 'picked_up'],
    ['created', 'cancelled'],
    ['return_requested', 'returned'],
    ['return_requested', 'return_approved'],
    ['returned', 'in_transit'],
    ['created', 'pending'],
  ];

  it.each(forbidden)('refuses %s -> %s with 409 invalid_transition; order, events and outbox untouched', async (from, code) => {
    const order = await orderIn(from);
    const before = await orderSnapshot(order.id);
    const res = await send(providerReport(order.providerTrackingNumber!, code));
    expectError(res, 409, 'invalid_transition');
    expect(await orderSnapshot(order.id)).toEqual(before);
  });

  it('every edge of the transition table is taken by its own actor only (the status-change path of every caller)', async () => {
    const org = await createTestOrg();
    for (const edge of orderTransitions) {
      const order = await insertOrderRow(org.id, { status: edge.from });
      const actors = ['provider', 'guide', 'api_cancel', 'return_request', 'return_approval'] as const;
      for (const by of actors.filter((a) => a !== edge.by)) {
        const attempt = getDb().transaction(async (tx) =>
          changeOrderStatus(tx, await lockOrder(tx, { orderId: order.id, organizationId: org.id }), { to: edge.to, by, source: 'api' }),
        );
        await expect(withHttpStatus(attempt), `${edge.from} -> ${edge.to} by ${by}`).rejects.toMatchObject({
          code: 'invalid_transition',
          status: 409,
        });
      }
      const snapshotBefore = await orderSnapshot(order.id);
      expect(snapshotBefore.events).toHaveLength(0);
      const updated = await getDb().transaction(async (tx) =>
        changeOrderStatus(tx, await lockOrder(tx, { orderId: order.id, organizationId: org.id }), {
          to: edge.to,
          by: edge.by,
          source: edge.by === 'provider' ? 'provider' : 'api',
          observations: 'motivo',
        }),
      );
      expect(updated.status, `${edge.from} -> ${edge.to}`).toBe(edge.to);
      const { events, outbox } = await orderSnapshot(order.id);
      expect(events.map((e) => e.status)).toEqual([edge.to]);
      expect(outbox.map((e) => e.kind).sort()).toEqual([...eventKindsForStatusChange(edge.to)].sort());
      // Changes that did not come from the provider carry synthesized providerData (docs/api/webhooks.md).
      expect(JSON.parse(outbox[0].body).data.providerData).toMatchObject({
        value: order.providerTrackingNumber,
        observations: 'motivo',
        StatusObj: { code: edge.to },
      });
    }
    // No state outside the table can be reached by anyone, from any state.
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        if (orderTransitions.some((t) => t.from === from && t.to === to)) continue;
        const order = await insertOrderRow(org.id, { status: from });
        const attempt = getDb().transaction(async (tx) =>
          changeOrderStatus(tx, await lockOrder(tx, { orderId: order.id, organizationId: org.id }), {
            to,
            by: 'provider',
            source: 'provider',
          }),
        );
        await expect(attempt, `${from} -> ${to}`).rejects.toMatchObject({ code: 'invalid_transition' });
        expect((await orderSnapshot(order.id)).events).toHaveLength(0);
      }
    }
  });
});

describe('duplicates', () => {
  it('the same report twice is 200 and changes nothing the second time', async () => {
    const order = await orderIn('created');
    const report = providerReport(order.providerTrackingNumber!, 'picked_up');
    expect((await send(report)).body).toMatchObject({ applied: true, outcome: 'applied' });
    const after = await orderSnapshot(order.id);
    const again = await send(report);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ received: true, status: 'picked_up', applied: false, outcome: 'duplicate' });
    expect(await orderSnapshot(order.id)).toEqual(after);
  });

  it('recognises the same instant written with another offset or precision, and other field values', async () => {
    const order = await orderIn('created');
    const report = providerReport(order.providerTrackingNumber!, 'picked_up', { dateTimeISO: '2026-01-10T16:00:00Z' });
    await send(report);
    const after = await orderSnapshot(order.id);
    const sameInstant = { ...report, dateTimeISO: '2026-01-10T10:00:00.000-06:00', location: 'otra', observations: 'reenvío' };
    expect((await send(sameInstant)).body).toMatchObject({ outcome: 'duplicate' });
    expect(await orderSnapshot(order.id)).toEqual(after);
  });

  it('a late copy of a report already applied is acknowledged, not refused, after the order moved on', async () => {
    const order = await orderIn('created');
    const pickedUp = providerReport(order.providerTrackingNumber!, 'picked_up');
    await send(pickedUp);
    await send(providerReport(order.providerTrackingNumber!, 'in_transit'));
    const after = await orderSnapshot(order.id);
    const res = await send(pickedUp);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'in_transit', outcome: 'duplicate' });
    expect(await orderSnapshot(order.id)).toEqual(after);
  });

  it('the same report sent 12 times at once is applied exactly once', async () => {
    const order = await orderIn('out_for_delivery');
    const report = providerReport(order.providerTrackingNumber!, 'delivered');
    const results = await Promise.all(Array.from({ length: 12 }, () => send(report)));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(results.filter((r) => r.body.outcome === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.body.outcome === 'duplicate')).toHaveLength(11);
    const { order: after, events, outbox } = await orderSnapshot(order.id);
    expect(after.status).toBe('delivered');
    expect(events).toHaveLength(1);
    expect(outbox.map((e) => e.kind).sort()).toEqual(['order.delivered', 'order.status_changed']);
  });
});

describe('out-of-order and repeated-state reports', () => {
  it('a report older than the newest applied one is kept as a tracking event and never moves the status back', async () => {
    const order = await orderIn('created');
    const tn = order.providerTrackingNumber!;
    await send(providerReport(tn, 'picked_up', { dateTimeISO: '2026-02-01T10:00:00Z' }));
    await send(providerReport(tn, 'in_transit', { dateTimeISO: '2026-02-01T14:00:00Z' }));
    const before = await orderSnapshot(order.id);

    const late = providerReport(tn, 'picked_up', { dateTimeISO: '2026-02-01T12:00:00Z', location: 'Hub Querétaro' });
    const res = await send(late);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'in_transit', applied: false, outcome: 'stale' });
    // Even a forward-looking report is history when it is older than the newest one.
    const lateForward = await send(providerReport(tn, 'delivered', { dateTimeISO: '2026-02-01T13:00:00Z' }));
    expect(lateForward.body).toMatchObject({ status: 'in_transit', outcome: 'stale' });

    const after = await orderSnapshot(order.id);
    expect(after.order).toEqual(before.order);
    expect(after.outbox).toEqual(before.outbox);
    expect(after.events.map((e) => [e.status, e.occurredAt.toISOString(), e.appliedToStatus])).toEqual([
      ['picked_up', '2026-02-01T10:00:00.000Z', true],
      ['picked_up', '2026-02-01T12:00:00.000Z', false],
      ['delivered', '2026-02-01T13:00:00.000Z', false],
      ['in_transit', '2026-02-01T14:00:00.000Z', true],
    ]);
    // And a stale report sent again is a duplicate.
    expect((await send(late)).body).toMatchObject({ outcome: 'duplicate' });
    expect((await orderSnapshot(order.id)).events).toHaveLength(4);
  });

  it('a newer scan of the current state is recorded without a status change or webhook events', async () => {
    const order = await orderIn('picked_up');
    const tn = order.providerTrackingNumber!;
    await send(providerReport(tn, 'in_transit', { dateTimeISO: '2026-03-01T10:00:00Z', location: 'CDMX' }));
    const before = await orderSnapshot(order.id);
    const res = await send(providerReport(tn, 'in_transit', { dateTimeISO: '2026-03-01T18:00:00Z', location: 'León, Guanajuato' }));
    expect(res.body).toMatchObject({ status: 'in_transit', applied: false, outcome: 'same_status' });
    const after = await orderSnapshot(order.id);
    expect(after.order.status).toBe('in_transit');
    expect(after.order.statusUpdatedAt).toEqual(before.order.statusUpdatedAt);
    expect(after.order.lastProviderEventAt?.toISOString()).toBe('2026-03-01T18:00:00.000Z');
    expect(after.outbox).toEqual(before.outbox);
    expect(after.events.map((e) => e.location)).toEqual(['CDMX', 'León, Guanajuato']);
  });
});

describe('concurrent reports for one order', () => {
  it('ten different scans of the same move at once: one status change, ten tracking events, two outbox rows', async () => {
    const order = await orderIn('created');
    const base = Date.parse('2026-04-01T08:00:00Z');
    const reports = Array.from({ length: 10 }, (_, i) =>
      providerReport(order.providerTrackingNumber!, 'picked_up', {
        dateTimeISO: new Date(base + i * 60_000).toISOString(),
        location: `Hub ${i}`,
      }),
    );
    const results = await Promise.all(reports.map((r) => send(r)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.applied)).toHaveLength(1);
    expect(results.every((r) => r.body.status === 'picked_up')).toBe(true);
    const { order: after, events, outbox } = await orderSnapshot(order.id);
    expect(after.status).toBe('picked_up');
    expect(after.lastProviderEventAt?.toISOString()).toBe(reports[9].dateTimeISO);
    expect(events).toHaveLength(10);
    expect(events.filter((e) => e.appliedToStatus).length).toBeGreaterThanOrEqual(1);
    expect(outbox.map((e) => e.kind).sort()).toEqual(['order.picked_up', 'order.status_changed']);
  });

  it('delivered and failed reported at once: exactly one wins, the other is refused or kept as history', async () => {
    const org = await createTestOrg();
    for (let round = 0; round < 5; round++) {
      const order = await insertOrderRow(org.id, { status: 'out_for_delivery' });
      const tn = order.providerTrackingNumber!;
      const results = await Promise.all([
        send(providerReport(tn, 'delivered')),
        send(providerReport(tn, 'failed')),
        send(providerReport(tn, 'delivered')),
        send(providerReport(tn, 'failed')),
      ]);
      const { order: after, events, outbox } = await orderSnapshot(order.id);
      expect(['delivered', 'failed']).toContain(after.status);
      const applied = results.filter((r) => r.status === 200 && r.body.applied);
      expect(applied).toHaveLength(1);
      expect(applied[0].body.status).toBe(after.status);
      for (const r of results.filter((x) => !(x.status === 200 && x.body.applied))) {
        expect(r.status === 409 || (r.status === 200 && ['stale', 'same_status'].includes(r.body.outcome))).toBe(true);
      }
      expect(events.filter((e) => e.appliedToStatus && e.status !== after.status)).toHaveLength(0);
      expect(outbox.map((e) => e.kind).sort()).toEqual([...eventKindsForStatusChange(after.status)].sort());
    }
  });
});

describe('webhook deliveries', () => {
  it('each change enqueues one delivery per subscribed active webhook of the organization', async () => {
    const { org } = await createTestClient(server.url);
    const [all, deliveredOnly, inactive] = await getDb()
      .insert(webhooks)
      .values([
        { organizationId: org.id, name: 'todo', url: 'http://127.0.0.1:9/a', events: ['order.status_changed'], secret: 's1' },
        { organizationId: org.id, name: 'entregas', url: 'http://127.0.0.1:9/b', events: ['order.delivered'], secret: 's2' },
        {
          organizationId: org.id,
          name: 'apagado',
          url: 'http://127.0.0.1:9/c',
          events: ['order.status_changed'],
          secret: 's3',
          active: false,
        },
      ])
      .returning();
    const order = await insertOrderRow(org.id);
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      expect((await send(providerReport(order.providerTrackingNumber!, code))).status).toBe(200);
    }
    const deliveries = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.organizationId, org.id));
    expect(deliveries.filter((d) => d.webhookId === all.id)).toHaveLength(4);
    expect(deliveries.filter((d) => d.webhookId === deliveredOnly.id)).toHaveLength(1);
    expect(deliveries.filter((d) => d.webhookId === inactive.id)).toHaveLength(0);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('delivered');
  });
});
