// The largest COD amount per service (issue 35, docs/cod.md "Limits and label"): quote and order create (single,
// batch rows, rate shopping) refuse a COD amount over the service's maximum with 400 cod_amount_over_limit and a
// Spanish message naming the maximum; cod_limits rows (set by the CLI's cod:set-limit) beat COD_MAX_AMOUNT_MXN
// (20,000 by default), a service's own row beats its carrier's default; nothing is charged when refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { setCodLimit } from '@/lib/cod/limits';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { csvText, postBatch, sampleCsvRow } from '../helpers/batch-files';
import { runCli } from '../helpers/cli';
import { createTestClient } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';
import { validOrderBody } from '../helpers/orders';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const quoteBody = (codAmount: number, extra: Record<string, unknown> = {}) => ({
  originPostalCode: '06600',
  destinationPostalCode: '44100',
  package: { weight: 1.5, dimensions: { length: 30, width: 20, height: 15 } },
  isCod: true,
  codAmount,
  ...extra,
});

describe('COD_MAX_AMOUNT_MXN when no row applies', () => {
  it('quote and POST /orders over 20,000: 400 naming the maximum, nothing charged; at 20,000 it is bought', async () => {
    const client = await createTestClient(server.url);
    const quote = await client.api('POST', '/quotes', quoteBody(20_000.01));
    expect(quote.status, quote.text).toBe(400);
    expect(quote.headers.get('x-error-code')).toBe('cod_amount_over_limit');
    expect(quote.body.error).toBe(
      'El monto a cobrar contra entrega ($20,000.01 MXN) supera el máximo de $20,000.00 MXN de los servicios disponibles para este envío. Reduce el monto o elige otro servicio.',
    );
    const before = await moneyOf(client.org.id);
    const order = await client.api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 25_000 }));
    expect(order.status).toBe(400);
    expect(order.body.error).toMatch(/supera el máximo de \$20,000\.00 MXN del servicio Estándar de Sandbox/);
    expect(await moneyOf(client.org.id)).toEqual(before);
    const cheapest = await client.api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 25_000, preference: 'cheapest' }));
    expect(cheapest.status).toBe(400);
    expect(cheapest.headers.get('x-error-code')).toBe('cod_amount_over_limit');
    const atMax = await client.api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 20_000 }));
    expect(atMax.status, atMax.text).toBe(201);
    // a quote that is not COD never asks the limits
    expect((await client.api('POST', '/quotes', { ...quoteBody(0), isCod: false, codAmount: undefined })).status).toBe(200);
  });
});

describe('cod_limits rows', () => {
  it('the CLI sets a service maximum: the quote leaves that service out, buying it answers 400, the others stay', async () => {
    const set = await runCli(['cod:set-limit', '--carrier', 'sandbox', '--service', 'express', '--max', '5000', '--json']);
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ carrier: 'sandbox', service: 'express', maxCentavos: 500_000 });
    const bad = await runCli(['cod:set-limit', '--carrier', 'sandbox', '--service', 'express', '--max', '-3']);
    expect(bad.code).not.toBe(0);

    const client = await createTestClient(server.url);
    const quote = await client.api('POST', '/quotes', quoteBody(6_000));
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.quotes.map((q: { shipmentType: string }) => q.shipmentType)).not.toContain('express');
    expect(quote.body.quotes.map((q: { shipmentType: string }) => q.shipmentType)).toContain('standard');
    expect(quote.body.options.map((o: { service: string }) => o.service)).not.toContain('express');
    expect(quote.body.options.filter((o: { cheapest: boolean }) => o.cheapest)).toHaveLength(1);
    const only = await client.api('POST', '/quotes', quoteBody(6_000, { shipmentType: 'express' }));
    expect(only.status).toBe(400);
    expect(only.body.error).toMatch(/supera el máximo de \$5,000\.00 MXN del servicio Exprés de Sandbox/);
    const express = await client.api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 6_000, shipmentType: 'express' }));
    expect(express.status).toBe(400);
    expect(express.body.error).toMatch(/\$5,000\.00 MXN/);
    const viaCarrier = await client.api(
      'POST',
      '/orders',
      validOrderBody({ isCod: true, codAmount: 6_000, carrier: 'sandbox', service: 'express' }),
    );
    expect(viaCarrier.status).toBe(400);
    expect(viaCarrier.headers.get('x-error-code')).toBe('cod_amount_over_limit');
    const standard = await client.api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 6_000 }));
    expect(standard.status, standard.text).toBe(201);
  });

  it("a carrier's default applies to its services without a row of their own; the service's row wins", async () => {
    await setCodLimit(getDb(), { carrier: 'sandbox', service: null, maxCentavos: 300_000 });
    const client = await createTestClient(server.url);
    const standard = await client.api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 3_500 }));
    expect(standard.status).toBe(400);
    expect(standard.body.error).toMatch(/supera el máximo de \$3,000\.00 MXN del servicio Estándar/);
    // express keeps its own 5,000
    const express = await client.api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 3_500, shipmentType: 'express' }));
    expect(express.status, express.text).toBe(201);
  });

  it('a batch row over the maximum is invalid on its cobro_contra_entrega column', async () => {
    const client = await createTestClient(server.url);
    const csv = csvText([sampleCsvRow(1, { cobro_contra_entrega: '4000' }), sampleCsvRow(2, { cobro_contra_entrega: '100' })]);
    const res = await postBatch(server.url, client.key, csv);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ valid: 1, invalid: 1 });
    expect(res.body.errors).toEqual([
      {
        row: 1,
        field: 'cobro_contra_entrega',
        message: expect.stringMatching(/El monto a cobrar contra entrega \(\$4,000\.00 MXN\) supera el máximo de \$3,000\.00 MXN/),
      },
    ]);
  });
});
