// The sandbox simulator's cash on delivery (issue 35, docs/modes.md "Scenario values"): delivering a COD order also
// reports the collection of the whole codAmount through the COD intake; "sandbox:cod_refused" goes out_for_delivery ->
// failed with the payment refused; a prepaid order's delivery reports nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { webhookEvents } from '@/db/schema';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { codRowOf, createCodOrder } from '../helpers/cod';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

type Api = Awaited<ReturnType<typeof createTestClient>>['api'];

async function advance(api: Api, orderId: string, times: number) {
  let last: { status: number; body: any; text: string } | undefined;
  for (let i = 0; i < times; i++) {
    last = await api('POST', `/sandbox/orders/${orderId}/advance`, {});
    expect(last.status, last.text).toBe(200);
  }
  return last!;
}

const codEvents = async (orderId: string) =>
  (await getDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId)))
    .map((e) => e.kind)
    .filter((k) => k.startsWith('order.cod_'));

describe('the simulator collects a COD order as it delivers it', () => {
  it('delivered: collected for the whole codAmount, order.cod_collected, the answer carries cod', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createCodOrder(api, 850.5);
    const before = await advance(api, order.id, 3);
    expect(before.body.status).toBe('out_for_delivery');
    expect(before.body.cod).toBeUndefined();
    expect(await codRowOf(order.id)).toBeUndefined();
    const delivered = await advance(api, order.id, 1);
    expect(delivered.body).toMatchObject({
      status: 'delivered',
      cod: {
        status: 'collected',
        expectedAmount: 850.5,
        collectedAmount: 850.5,
        discrepancy: null,
        courierReference: `SBX-COD-${order.id}`,
      },
    });
    expect(await codRowOf(order.id)).toMatchObject({ status: 'collected', collectedCentavos: 85_050 });
    expect(await codEvents(order.id)).toEqual(['order.cod_collected']);
    expect((await api('GET', `/orders/${order.id}`)).body.cod_status).toBe('collected');
  });

  it('sandbox:cod_refused: out_for_delivery -> failed with the payment refused, order.cod_refused', async () => {
    const { api } = await createTestClient(server.url);
    const order = await createCodOrder(api, 300, { internalReference: 'sandbox:cod_refused-1' });
    await advance(api, order.id, 3);
    const failed = await advance(api, order.id, 1);
    expect(failed.body).toMatchObject({ status: 'failed', cod: { status: 'refused' } });
    expect(failed.body.cod.refusedReason).toMatch(/El destinatario no pagó el cobro contra entrega/);
    expect(await codRowOf(order.id)).toMatchObject({ status: 'refused', collectedCentavos: null });
    expect(await codEvents(order.id)).toEqual(['order.cod_refused']);
  });

  it('a prepaid order delivered, or a cod_refused reference without COD, reports no collection', async () => {
    const { api } = await createTestClient(server.url);
    const plain = await createOrderViaApi(api, { internalReference: 'sandbox:cod_refused-2' });
    const delivered = await advance(api, plain.orderId, 4);
    expect(delivered.body.status).toBe('delivered');
    expect(delivered.body.cod).toBeUndefined();
    expect(await codRowOf(plain.orderId)).toBeUndefined();
  });
});
