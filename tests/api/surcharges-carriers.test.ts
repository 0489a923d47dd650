// Surcharges of carrier options (issue 34.1, docs/billing.md): DHL Express and FedEx price their own surcharges; the
// ones our codes name (fuel, remote area) are listed in `surcharges` with our margin, the rest stays in
// breakdown.carrierSurcharges, and our own tables apply only to the sandbox. Against the local simulators (simulators/).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { importZones } from '@/lib/pricing/surcharge-admin';
import { quoteResponseSchema } from '@/lib/pricing/schemas';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { createTestClient } from '../helpers/fixtures';
import { validOrderBody } from '../helpers/orders';

const carriers = withCarrierSimulators();
let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

type Option = {
  carrier: string;
  service: string;
  totalCost: number;
  breakdown: Record<string, number>;
  surcharges: { code: string; amount: number; description: string }[];
};

async function merchant() {
  const client = await createTestClient(server.url, { balance: 20_000 });
  const actor = { type: 'system' as const, label: 'Pruebas' };
  for (const [carrier, credentials] of [
    ['dhl_express', carriers.dhl.credentials],
    ['fedex', carriers.fedex.credentials],
  ] as const) {
    await saveCarrierAccount(getDb(), { organizationId: client.org.id, carrier, credentials, actor });
  }
  return client;
}

const cents = (n: number) => Math.round(n * 100);

describe('carrier options with surcharges', () => {
  it('lists DHL Express and FedEx fuel and remote-area charges with our codes; our zones apply to the sandbox only', async () => {
    await importZones(getDb(), {
      carrier: 'sandbox',
      service: null,
      replace: false,
      rows: [
        {
          line: 1,
          postalCodeFrom: '23000',
          postalCodeTo: '23099',
          kind: 'extended',
          surchargeCentavos: 95_00,
          deliveryWeekdays: null,
          extraTransitDays: 1,
        },
      ],
    });
    const { api } = await merchant();
    const body = {
      originPostalCode: '06600',
      destinationPostalCode: '23000',
      package: { weight: 2, dimensions: { length: 30, width: 20, height: 15 } },
    };
    const res = await api('POST', '/quotes', body);
    expect(res.status, res.text).toBe(200);
    quoteResponseSchema.strict().parse(res.body);
    const options = res.body.options as Option[];
    for (const o of options) {
      const sum = [...Object.values(o.breakdown), ...o.surcharges.map((s) => s.amount)].reduce((a, b) => a + cents(b), 0);
      expect(sum, `${o.carrier} ${o.service}`).toBe(cents(o.totalCost));
    }
    const dhl = options.filter((o) => o.carrier === 'dhl_express');
    const fedex = options.filter((o) => o.carrier === 'fedex');
    expect(dhl.length).toBeGreaterThan(0);
    expect(fedex.length).toBeGreaterThan(0);
    for (const o of dhl) {
      expect(o.surcharges.map((s) => [s.code, s.description])).toEqual([
        ['fuel', 'Recargo por combustible (DHL Express)'],
        ['extended_zone', 'Zona extendida (DHL Express, CP 23000)'],
      ]);
      // DHL's surcharges are all fuel and remote area: nothing left without a code
      expect(o.breakdown.carrierSurcharges).toBe(0);
    }
    for (const o of fedex) {
      expect(o.surcharges.map((s) => [s.code, s.description])).toEqual([
        ['fuel', 'Recargo por combustible (FedEx)'],
        ['extended_zone', 'Zona extendida (FedEx, CP 23000)'],
      ]);
      expect(o.surcharges.every((s) => s.amount > 0)).toBe(true);
    }
    // our zone is the sandbox's: 95 pesos there, none of it on the carriers
    for (const o of options.filter((x) => x.carrier === 'sandbox')) {
      expect(o.surcharges).toEqual([{ code: 'extended_zone', amount: 95, description: 'Zona extendida (CP 23000)' }]);
    }

    // buying the DHL option answers its surcharges and costs exactly the option
    const chosen = dhl[0];
    const order = await api(
      'POST',
      '/orders',
      validOrderBody({
        carrier: 'dhl_express',
        service: chosen.service,
        deliveryAddress: { postalCode: '23000', city: 'La Paz', state: 'Baja California Sur' },
        package: { weight: 2, dimensions: { length: 30, width: 20, height: 15 }, declaredValue: undefined },
      }),
    );
    expect(order.status, order.text).toBe(201);
    expect(order.body.surcharges).toEqual(chosen.surcharges);
  });
});
