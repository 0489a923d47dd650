// GET /tracking/:trackingNumber and GET /orders/:id/tracking over real HTTP: shape, order of events, tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingResponseSchema } from '@/lib/tracking/schemas';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient } from '../helpers/fixtures';
import { insertOrderRow } from '../helpers/order-rows';
import { providerReport, sendProviderReport } from '../helpers/provider';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

describe('tracking endpoints', () => {
  runCommonRouteChecks(() => server.url, { method: 'GET', path: '/tracking/MX0000000000000000', scope: 'tracking:read' });
  runCommonRouteChecks(() => server.url, {
    method: 'GET',
    path: '/orders/00000000-0000-4000-8000-000000000000/tracking',
    scope: 'tracking:read',
  });

  it('returns the status with its Spanish label and every event in chronological order, by order id or tracking number', async () => {
    const { org, api } = await createTestClient(server.url, { scopes: ['tracking:read'] });
    const order = await insertOrderRow(org.id, { estimatedDeliveryAt: new Date('2026-05-08T00:00:00Z') });
    const tn = order.providerTrackingNumber!;
    const send = (code: string, dateTimeISO: string, location: string, description = '') =>
      sendProviderReport(server.url, providerReport(tn, code, { dateTimeISO, location, StatusObj: { code, description } }));
    await send('picked_up', '2026-05-05T09:00:00Z', 'Ciudad de México, CDMX', 'Paquete recolectado');
    await send('out_for_delivery', '2026-05-05T10:00:00Z', 'Guadalajara'); // refused: picked_up -> out_for_delivery
    await send('in_transit', '2026-05-05T20:00:00-06:00', 'León, Guanajuato');
    // Arrives after the in_transit scan but happened before it: listed in its place, status untouched.
    await send('in_transit', '2026-05-05T18:30:00Z', 'Querétaro, Querétaro', 'Salida de centro de distribución');

    const res = await api('GET', `/orders/${order.id}/tracking`);
    expect(res.status).toBe(200);
    const body = trackingResponseSchema.parse(res.body);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(body).sort());
    expect(body).toEqual({
      order_id: order.id,
      tracking_number: tn,
      return_tracking_number: null,
      status: 'in_transit',
      status_label: 'En Transito',
      status_updated_at: expect.stringMatching(/Z$/),
      estimated_delivery_at: '2026-05-08T00:00:00.000Z',
      events: [
        {
          status: 'picked_up',
          status_label: 'Recolectada',
          description: 'Paquete recolectado',
          occurred_at: '2026-05-05T09:00:00.000Z',
          location: 'Ciudad de México, CDMX',
        },
        {
          status: 'in_transit',
          status_label: 'En Transito',
          description: 'Salida de centro de distribución',
          occurred_at: '2026-05-05T18:30:00.000Z',
          location: 'Querétaro, Querétaro',
        },
        {
          status: 'in_transit',
          status_label: 'En Transito',
          description: 'En tránsito',
          occurred_at: '2026-05-06T02:00:00.000Z',
          location: 'León, Guanajuato',
        },
      ],
    });
    const byNumber = await api('GET', `/tracking/${tn}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toEqual(res.body);
  });

  it('finds an order by its return guide tracking number too', async () => {
    const { org, api } = await createTestClient(server.url, { scopes: ['tracking:read'] });
    const order = await insertOrderRow(org.id, {
      status: 'return_approved',
      returnGuideNumber: `SBR-${Date.now()}`,
      returnTrackingNumber: `MXR-${Date.now()}`,
    });
    const res = await api('GET', `/tracking/${order.returnTrackingNumber}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      order_id: order.id,
      tracking_number: order.providerTrackingNumber,
      return_tracking_number: order.returnTrackingNumber,
      status: 'return_approved',
      status_label: 'Devolucion Aprobada',
      events: [],
    });
  });

  it('finds an order by the guide numbers printed on its labels too, outbound and return (issue 32, 13)', async () => {
    const { org, api } = await createTestClient(server.url, { scopes: ['tracking:read'] });
    const order = await insertOrderRow(org.id, {
      status: 'return_approved',
      returnGuideNumber: `SBR${Date.now()}`,
      returnTrackingNumber: `MXG${Date.now()}`,
    });
    for (const number of [order.guideNumber!, order.returnGuideNumber!]) {
      const res = await api('GET', `/tracking/${number}`);
      expect(res.status, number).toBe(200);
      expect(res.body).toMatchObject({
        order_id: order.id,
        tracking_number: order.providerTrackingNumber,
        return_tracking_number: order.returnTrackingNumber,
      });
    }
    const stranger = await createTestClient(server.url, { scopes: ['tracking:read'] });
    expect((await stranger.api('GET', `/tracking/${order.guideNumber}`)).status).toBe(404);
  });

  it('answers 404 for another organization’s order, an unknown number and a malformed id', async () => {
    const owner = await createTestClient(server.url);
    const other = await createTestClient(server.url, { scopes: ['tracking:read'] });
    const order = await insertOrderRow(owner.org.id);
    for (const path of [
      `/orders/${order.id}/tracking`,
      `/tracking/${order.providerTrackingNumber}`,
      '/tracking/MX9999999999999999',
      '/orders/00000000-0000-4000-8000-000000000000/tracking',
      '/orders/not-a-uuid/tracking',
      `/tracking/${encodeURIComponent("' or 1=1 --")}`,
    ]) {
      const res = await other.api('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('x-error-code')).toBe('not_found');
      expect(Object.keys(res.body)).toEqual(['error']);
    }
    expect((await owner.api('GET', `/orders/${order.id}/tracking`)).status).toBe(200);
  });
});
