// POST /sandbox/orders/:id/advance over real HTTP: the simulator plays the provider through the same intake path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAdvanceResponseSchema } from '@/lib/provider-intake/schemas';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient } from '../helpers/fixtures';
import { insertOrderRow, orderSnapshot } from '../helpers/order-rows';
import { createOrderViaApi } from '../helpers/orders';
import { providerReport, sendProviderReport } from '../helpers/provider';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

describe('sandbox simulator', () => {
  runCommonRouteChecks(() => server.url, {
    method: 'POST',
    path: '/sandbox/orders/00000000-0000-4000-8000-000000000000/advance',
    scope: 'orders:write',
    body: {},
  });

  it('moves an order along the happy path one report at a time, exactly as signed provider reports would', async () => {
    const { org, api } = await createTestClient(server.url, { scopes: ['orders:write'] });
    const order = await insertOrderRow(org.id);
    const path = [
      ['created', 'picked_up', 'Recolectada', 'Ciudad de México, Ciudad de México'],
      ['picked_up', 'in_transit', 'En Transito', 'Centro de distribución Ciudad de México, Ciudad de México'],
      ['in_transit', 'out_for_delivery', 'En Reparto', 'Guadalajara, Jalisco'],
      ['out_for_delivery', 'delivered', 'Entregada', 'Guadalajara, Jalisco'],
    ];
    for (const [from, to, label, location] of path) {
      // Without a body at all, and with an empty one: both mean "the next state".
      const res =
        from === 'created'
          ? await api('POST', `/sandbox/orders/${order.id}/advance`)
          : await api('POST', `/sandbox/orders/${order.id}/advance`, {});
      expect(res.status, `${from} -> ${to}: ${res.text}`).toBe(200);
      const body = sandboxAdvanceResponseSchema.parse(res.body);
      expect(body).toMatchObject({
        order_id: order.id,
        previous_status: from,
        status: to,
        status_label: label,
        applied: true,
        outcome: 'applied',
      });
      expect(body.provider_data).toMatchObject({
        value: order.providerTrackingNumber,
        location,
        StatusObj: { code: to, description: label },
      });
    }
    const { order: after, events, outbox } = await orderSnapshot(order.id);
    expect(after.status).toBe('delivered');
    expect(after.lastProviderEventAt).not.toBeNull();
    expect(events.map((e) => [e.status, e.source, e.appliedToStatus])).toEqual(path.map(([, to]) => [to, 'provider', true]));
    expect(events.every((e) => e.dedupeKey?.startsWith(`provider:${order.providerTrackingNumber}:`))).toBe(true);
    expect(outbox.map((e) => e.kind).filter((k) => k !== 'order.status_changed')).toEqual([
      'order.picked_up',
      'order.in_transit',
      'order.out_for_delivery',
      'order.delivered',
    ]);
    expect(outbox.filter((e) => e.kind === 'order.status_changed')).toHaveLength(4);
    // The webhook payload carries the simulated report as providerData.
    const delivered = JSON.parse(outbox.find((e) => e.kind === 'order.delivered')!.body);
    expect(delivered.data.providerData).toEqual(events[3].providerData);

    // Delivered has no next state the provider reports.
    const end = await api('POST', `/sandbox/orders/${order.id}/advance`);
    expect(end.status).toBe(409);
    expect(end.headers.get('x-error-code')).toBe('invalid_transition');
    expect(end.body.error).toContain('Entregada');
  });

  it('drives an order created through POST /orders to delivered, then through its return', async () => {
    const { api } = await createTestClient(server.url);
    const { orderId } = await createOrderViaApi(api);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) seen.push((await api('POST', `/sandbox/orders/${orderId}/advance`)).body.status);
    expect(seen).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    await api('POST', `/orders/${orderId}/return`, { reason: 'Dañado' });
    const { body: approved } = await api('POST', `/orders/${orderId}/return/approve`);
    const returned = await api('POST', `/sandbox/orders/${orderId}/advance`);
    expect(returned.body).toMatchObject({ status: 'returned', provider_data: { value: approved.return_tracking_number } });
  });

  it('reports a chosen state (failed), a repeated scan of the current one, and refuses an impossible one', async () => {
    const { org, api } = await createTestClient(server.url);
    const order = await insertOrderRow(org.id, { status: 'out_for_delivery' });
    const scan = await api('POST', `/sandbox/orders/${order.id}/advance`, { status: 'out_for_delivery', location: 'Zapopan, Jalisco' });
    expect(scan.body).toMatchObject({ status: 'out_for_delivery', applied: false, outcome: 'same_status' });
    const failed = await api('POST', `/sandbox/orders/${order.id}/advance`, { status: 'failed', observations: 'Domicilio cerrado' });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      previous_status: 'out_for_delivery',
      status: 'failed',
      status_label: 'Fallida',
      provider_data: { observations: 'Domicilio cerrado' },
    });
    const { events, outbox } = await orderSnapshot(order.id);
    // the report's StatusObj is the SPEC's label (forwarded as is in the webhooks); the event reads the display label
    expect(events.map((e) => e.description)).toEqual(['En reparto: Reporte simulado (sandbox)', 'Entrega fallida: Domicilio cerrado']);
    expect(outbox.map((e) => e.kind).sort()).toEqual(['order.failed', 'order.status_changed']);

    const before = await orderSnapshot(order.id);
    const impossible = await api('POST', `/sandbox/orders/${order.id}/advance`, { status: 'delivered' });
    expect(impossible.status).toBe(409);
    expect(impossible.headers.get('x-error-code')).toBe('invalid_transition');
    const notReportable = await api('POST', `/sandbox/orders/${order.id}/advance`, { status: 'cancelled' });
    expect(notReportable.status).toBe(400);
    expect(notReportable.body.error).toContain(
      'El campo status debe ser uno de: picked_up, in_transit, out_for_delivery, delivered, failed, returned',
    );
    const unknownField = await api('POST', `/sandbox/orders/${order.id}/advance`, { estado: 'failed' });
    expect(unknownField.status).toBe(400);
    expect(await orderSnapshot(order.id)).toEqual(before);
  });

  it('completes a return on the return guide’s tracking number', async () => {
    const { org, api } = await createTestClient(server.url);
    const order = await insertOrderRow(org.id, {
      status: 'return_approved',
      returnGuideNumber: `SBR-${Date.now()}`,
      returnTrackingNumber: `MXR-${Date.now()}`,
    });
    const res = await api('POST', `/sandbox/orders/${order.id}/advance`);
    expect(res.body).toMatchObject({
      previous_status: 'return_approved',
      status: 'returned',
      status_label: 'Retorno Completado',
      provider_data: { value: order.returnTrackingNumber, location: 'Ciudad de México, Ciudad de México' },
    });
    const { outbox } = await orderSnapshot(order.id);
    expect(outbox.map((e) => e.kind)).toEqual(['order.status_changed']);
  });

  it('never produces a report older than the newest real one (it would be kept as history only)', async () => {
    const { org, api } = await createTestClient(server.url);
    const order = await insertOrderRow(org.id);
    // A provider clock two minutes ahead of ours (within the accepted skew).
    const ahead = new Date(Date.now() + 120_000).toISOString();
    await sendProviderReport(server.url, providerReport(order.providerTrackingNumber!, 'picked_up', { dateTimeISO: ahead }));
    const res = await api('POST', `/sandbox/orders/${order.id}/advance`);
    expect(res.body).toMatchObject({ status: 'in_transit', applied: true });
    expect(Date.parse(res.body.provider_data.dateTimeISO)).toBeGreaterThan(Date.parse(ahead));
  });

  it('404 for an order of another organization, of a real provider, or a malformed id; 409 before the guide exists', async () => {
    const owner = await createTestClient(server.url);
    const other = await createTestClient(server.url);
    const order = await insertOrderRow(owner.org.id);
    const real = await insertOrderRow(owner.org.id, { provider: 'estafeta' });
    const pending = await insertOrderRow(owner.org.id, { status: 'pending', guideNumber: null, providerTrackingNumber: null });
    expect((await other.api('POST', `/sandbox/orders/${order.id}/advance`, {})).status).toBe(404);
    expect((await other.api('POST', '/sandbox/orders/nope/advance', {})).status).toBe(404);
    const notSandbox = await owner.api('POST', `/sandbox/orders/${real.id}/advance`, {});
    expect(notSandbox.status).toBe(404);
    expect(notSandbox.body.error).toContain('sandbox');
    const noGuide = await owner.api('POST', `/sandbox/orders/${pending.id}/advance`, { status: 'picked_up' });
    expect(noGuide.status).toBe(409);
    expect((await owner.api('POST', `/sandbox/orders/${pending.id}/advance`)).status).toBe(409);
    for (const id of [order.id, real.id, pending.id]) expect((await orderSnapshot(id)).events).toHaveLength(0);
  });
});
