// POST /quotes over real HTTP and the pricing/estimate functions behind it (docs/api/orders.md, quotes).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { estimateDeliveryAt, isBusinessDay, mexicanHolidays } from '@/lib/pricing/estimate-delivery';
import { applyRate, chargeableWeightKg, volumetricWeightKg } from '@/lib/pricing/price-shipment';
import { quoteResponseSchema } from '@/lib/pricing/schemas';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { apiClient, createTestClient, createTestKey, createTestOrg } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { startAppServer, type TestServer } from '../helpers/app-server';

let server: TestServer;
let api: Awaited<ReturnType<typeof createTestClient>>['api'];
beforeAll(async () => {
  server = await startAppServer();
  api = (await createTestClient(server.url)).api;
});
afterAll(async () => {
  await server.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  originPostalCode: '06600',
  destinationPostalCode: '06610',
  package: { weight: 1 },
  ...overrides,
});

async function quote(body: unknown) {
  const res = await api('POST', '/quotes', body);
  expect(res.status, res.text).toBe(200);
  quoteResponseSchema.strict().parse(res.body);
  return res.body as {
    currency: string;
    chargeableWeight: number;
    volumetricWeight: number;
    quotes: { shipmentType: string; totalCost: number; estimatedDeliveryAt: string; breakdown: Record<string, number> }[];
  };
}
const totals = (q: Awaited<ReturnType<typeof quote>>) => Object.fromEntries(q.quotes.map((o) => [o.shipmentType, o.totalCost]));

describe('POST /quotes: common route checks', () => {
  runCommonRouteChecks(() => server.url, {
    method: 'POST',
    path: '/quotes',
    scope: 'orders:read',
    otherScopes: ['orders:write'],
    body: request(),
  });
});

describe('POST /quotes', () => {
  it('quotes every available type with the default tariffs (same three postal digits: same_day offered)', async () => {
    const q = await quote(request());
    expect(q.currency).toBe('MXN');
    expect(q.chargeableWeight).toBe(1);
    expect(q.volumetricWeight).toBe(0.2);
    expect(totals(q)).toEqual({ standard: 120, express: 190, same_day: 260 });
    expect(q.quotes.find((o) => o.shipmentType === 'standard')!.breakdown).toEqual({
      base: 120,
      extraWeight: 0,
      interRegionSurcharge: 0,
      codFee: 0,
      insurance: 0,
    });
  });

  it('omits same_day when the first three postal digits differ, and refuses it when asked for', async () => {
    const q = await quote(request({ destinationPostalCode: '06700' }));
    expect(q.quotes.map((o) => o.shipmentType)).toEqual(['standard', 'express']);
    const res = await api('POST', '/quotes', request({ destinationPostalCode: '06700', shipmentType: 'same_day' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('x-error-code')).toBe('validation_error');
    expect(res.body.error).toMatch(/El campo shipmentType no admite same_day.*primeros 3 dígitos/);
  });

  it('returns only the requested type', async () => {
    const q = await quote(request({ shipmentType: 'express' }));
    expect(q.quotes.map((o) => o.shipmentType)).toEqual(['express']);
  });

  it('charges every whole kg after the first, rounding up, with a minimum of 1 kg', async () => {
    expect(totals(await quote(request({ package: { weight: 0.1 } }))).standard).toBe(120);
    expect(totals(await quote(request({ package: { weight: 1.01 } }))).standard).toBe(138);
    const q = await quote(request({ package: { weight: 2.3 } }));
    expect(q.chargeableWeight).toBe(3);
    expect(totals(q)).toEqual({ standard: 156, express: 240, same_day: 330 });
    expect(totals(await quote(request({ package: { weight: 70 } }))).standard).toBe(120 + 69 * 18);
  });

  it('uses the volumetric weight when greater: 50 x 50 x 50 cm at 1 kg is 25 kg', async () => {
    const q = await quote(request({ package: { weight: 1, dimensions: { length: 50, width: 50, height: 50 } } }));
    expect(q.volumetricWeight).toBe(25);
    expect(q.chargeableWeight).toBe(25);
    expect(totals(q).standard).toBe(120 + 24 * 18);
    expect(q.quotes[0].breakdown.extraWeight).toBe(432);
    // and the real weight when that is greater
    const heavy = await quote(request({ package: { weight: 30, dimensions: { length: 50, width: 50, height: 50 } } }));
    expect(heavy.chargeableWeight).toBe(30);
    // default dimensions are 10 x 10 x 10 (0.2 kg)
    expect((await quote(request({ package: { weight: 0.5, dimensions: { length: 20 } } }))).volumetricWeight).toBe(0.4);
  });

  it('multiplies shipping by 1.25 when the first two postal digits differ (the surcharge line shows the difference)', async () => {
    const q = await quote(request({ destinationPostalCode: '44100', package: { weight: 5 } }));
    expect(totals(q)).toEqual({ standard: (120 + 4 * 18) * 1.25, express: (190 + 4 * 25) * 1.25 });
    expect(q.quotes[1].breakdown).toEqual({ base: 190, extraWeight: 100, interRegionSurcharge: 72.5, codFee: 0, insurance: 0 });
  });

  it('adds the COD fee (3%, at least 25 MXN) and the insurance (1% of the declared value), on top of the surcharge', async () => {
    const small = await quote(request({ isCod: true, codAmount: 500 }));
    expect(small.quotes[0].breakdown.codFee).toBe(25);
    const large = await quote(request({ isCod: true, codAmount: 2000 }));
    expect(large.quotes[0].breakdown.codFee).toBe(60);
    const insured = await quote(
      request({ destinationPostalCode: '44100', package: { weight: 1, declaredValue: 1234.56 }, isCod: true, codAmount: 999.99 }),
    );
    const standard = insured.quotes[0];
    // insurance 12.3456 -> 12.35; COD 29.9997 -> 30.00; shipping 120 x 1.25 = 150
    expect(standard.breakdown).toEqual({ base: 120, extraWeight: 0, interRegionSurcharge: 30, codFee: 30, insurance: 12.35 });
    expect(standard.totalCost).toBe(192.35);
  });

  it('line items always add up to the total, in centavos', async () => {
    for (const weight of [0.1, 1.5, 3.33, 12.7, 44.4, 70]) {
      for (const destination of ['06610', '44100']) {
        const q = await quote(
          request({ destinationPostalCode: destination, package: { weight, declaredValue: 777.77 }, isCod: true, codAmount: 1234.5 }),
        );
        for (const option of q.quotes) {
          const sum = Object.values(option.breakdown).reduce((a, b) => a + Math.round(b * 100), 0);
          expect(sum).toBe(Math.round(option.totalCost * 100));
          expect(Math.round(option.totalCost * 100)).toBeCloseTo(option.totalCost * 100, 6);
        }
      }
    }
  });

  it('uses the organization’s own tariff rows over the defaults, for quotes and for the orders that follow', async () => {
    const { api: own, org } = await createTestClient(server.url);
    await getDb().execute(sql`
      insert into tariffs (organization_id, shipment_type, base_centavos, per_extra_kg_centavos, transit_business_days, rules)
      values (${org.id}, 'standard', 10001, 999, 5, ${JSON.stringify({ interRegionMultiplier: 1.5, codFeeRate: 0.02, codFeeMinimumCentavos: 1000, insuranceRate: 0.005 })}::jsonb)`);
    const res = await own('POST', '/quotes', request({ destinationPostalCode: '44100', package: { weight: 2 } }));
    // (100.01 + 9.99) x 1.5 = 165.00; express keeps the default: (190 + 25) x 1.25 = 268.75
    expect(
      Object.fromEntries(res.body.quotes.map((o: { shipmentType: string; totalCost: number }) => [o.shipmentType, o.totalCost])),
    ).toEqual({ standard: 165, express: 268.75 });
    expect(totals(await quote(request({ destinationPostalCode: '44100', package: { weight: 2 } }))).standard).toBe(172.5);
    const created = await createOrderViaApi(own, { package: { weight: 2, dimensions: undefined, declaredValue: undefined } });
    expect((await own('GET', `/orders/${created.orderId}`)).body.total_cost).toBe(165);
  });

  it('estimates delivery in business days per tariff, as an end-of-day UTC timestamp', async () => {
    const q = await quote(request());
    const byType = Object.fromEntries(q.quotes.map((o) => [o.shipmentType, o.estimatedDeliveryAt]));
    const now = new Date();
    expect(byType.standard).toBe(estimateDeliveryAt(now, 3).toISOString());
    expect(byType.express).toBe(estimateDeliveryAt(now, 1).toISOString());
    expect(byType.same_day).toBe(estimateDeliveryAt(now, 0).toISOString());
    expect(Date.parse(byType.same_day)).toBeGreaterThan(now.getTime());
  });

  it('accepts orders:read and orders:write keys, refuses tracking:read', async () => {
    const org = await createTestOrg();
    for (const [scope, status] of [
      ['orders:read', 200],
      ['orders:write', 200],
      ['tracking:read', 403],
      ['webhooks:manage', 403],
    ] as const) {
      const client = apiClient(server.url, (await createTestKey(org.id, [scope])).key);
      expect((await client('POST', '/quotes', request())).status, scope).toBe(status);
    }
  });

  it.each([
    [{ ...request(), originPostalCode: undefined }, /El campo originPostalCode es obligatorio/],
    [request({ destinationPostalCode: '4410' }), /El campo destinationPostalCode debe tener exactamente 5 dígitos/],
    [request({ originPostalCode: 6600 }), /El campo originPostalCode debe ser un texto/],
    [request({ package: {} }), /El campo package\.weight es obligatorio/],
    [request({ package: { weight: 71 } }), /El campo package\.weight debe estar entre 0\.1 y 70/],
    [request({ package: { weight: 1, dimensions: { length: 301 } } }), /El campo package\.dimensions\.length debe estar entre 1 y 300/],
    [request({ package: { weight: 1, declaredValue: -3 } }), /El campo package\.declaredValue debe estar entre 0 y 1000000/],
    [request({ shipmentType: 'rapido' }), /El campo shipmentType debe ser uno de: standard, express, same_day/],
    [request({ isCod: true }), /El campo codAmount es obligatorio cuando isCod es true/],
    [request({ codAmount: 10 }), /El campo codAmount solo se permite cuando isCod es true/],
    [request({ origin: '06600' }), /contiene campos no permitidos: origin/],
  ])('400 for invalid input %#', async (body, message) => {
    const res = await api('POST', '/quotes', body);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-error-code')).toBe('validation_error');
    expect(res.body.error).toMatch(message);
  });
});

describe('pricing arithmetic', () => {
  it('volumetric and chargeable weight', () => {
    expect(volumetricWeightKg({ length: 50, width: 50, height: 50 })).toBe(25);
    expect(chargeableWeightKg(1, 25)).toBe(25);
    expect(chargeableWeightKg(0.1, 0.2)).toBe(1);
    expect(chargeableWeightKg(2.0000000000001, 0)).toBe(2);
    expect(chargeableWeightKg(2.01, 0)).toBe(3);
    // 10.1^3 / 5000 is not exact in binary; still 1 kg
    expect(chargeableWeightKg(0.1, volumetricWeightKg({ length: 10.1, width: 10.1, height: 10.1 }))).toBe(1);
  });
  it('applyRate rounds half up to the centavo in integer arithmetic', () => {
    expect(applyRate(13800, 1.25)).toBe(17250);
    expect(applyRate(12345, 1.25)).toBe(15431); // 15431.25
    expect(applyRate(12346, 1.25)).toBe(15433); // 15432.5 -> up
    expect(applyRate(123456, 0.01)).toBe(1235); // 1234.56
    expect(applyRate(99999, 0.03)).toBe(3000); // 2999.97
    expect(applyRate(50, 0.01)).toBe(1); // 0.5 -> up
  });
});

describe('delivery estimates', () => {
  const at = (iso: string) => new Date(iso);
  it('counts Monday to Friday on the Mexico City calendar and ends at 23:59:59 local (05:59:59Z)', () => {
    // Tuesday 2026-11-03 10:00 in Mexico City (16:00Z)
    expect(estimateDeliveryAt(at('2026-11-03T16:00:00Z'), 1).toISOString()).toBe('2026-11-05T05:59:59.000Z');
    expect(estimateDeliveryAt(at('2026-11-03T16:00:00Z'), 3).toISOString()).toBe('2026-11-07T05:59:59.000Z');
    // Friday -> express arrives Monday
    expect(estimateDeliveryAt(at('2026-11-06T16:00:00Z'), 1).toISOString()).toBe('2026-11-10T05:59:59.000Z');
    // Saturday -> standard: Mon, Tue, Wed
    expect(estimateDeliveryAt(at('2026-11-07T16:00:00Z'), 3).toISOString()).toBe('2026-11-12T05:59:59.000Z');
  });
  it('uses the local date: 23:30 in Mexico City is still that day although UTC is the next one', () => {
    // Friday 2026-11-06 23:30 local = Saturday 05:30Z; same_day stays Friday
    expect(estimateDeliveryAt(at('2026-11-07T05:30:00Z'), 0).toISOString()).toBe('2026-11-07T05:59:59.000Z');
    expect(estimateDeliveryAt(at('2026-11-07T05:30:00Z'), 1).toISOString()).toBe('2026-11-10T05:59:59.000Z');
  });
  it('same_day is the creation date, even on a weekend or holiday', () => {
    expect(estimateDeliveryAt(at('2026-11-08T18:00:00Z'), 0).toISOString()).toBe('2026-11-09T05:59:59.000Z');
  });
  it('skips the statutory holidays', () => {
    // Friday 2026-11-13 -> Monday 16 is Revolution Day (third Monday of November) -> Tuesday 17
    expect(estimateDeliveryAt(at('2026-11-13T16:00:00Z'), 1).toISOString()).toBe('2026-11-18T05:59:59.000Z');
    // Thursday 2026-12-24 -> 25 is Christmas -> Monday 28
    expect(estimateDeliveryAt(at('2026-12-24T16:00:00Z'), 1).toISOString()).toBe('2026-12-29T05:59:59.000Z');
    expect([...mexicanHolidays(2026)].sort()).toEqual(['01-01', '02-02', '03-16', '05-01', '09-16', '11-16', '12-25']);
    expect(mexicanHolidays(2027).has('02-01')).toBe(true);
    expect(mexicanHolidays(2030).has('10-01')).toBe(true);
    expect(mexicanHolidays(2029).has('10-01')).toBe(false);
    expect(isBusinessDay(at('2026-09-16T00:00:00Z'))).toBe(false);
    expect(isBusinessDay(at('2026-09-17T00:00:00Z'))).toBe(true);
  });
});
