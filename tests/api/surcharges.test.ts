// Surcharges before purchase (issue 34.1, docs/billing.md): the zones file loaded by the real command line, each
// surcharge code in POST /quotes over real HTTP, fuel validity by Mexico City date, an order costing exactly its quote
// with its surcharges, the delivery-days warning, the in-memory tables dropped when a rule changes in another process.
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { priceShipment } from '@/lib/pricing/price-shipment';
import { quoteResponseSchema } from '@/lib/pricing/schemas';
import { surchargeCache } from '@/lib/pricing/surcharge-tables';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { csvText, postBatch, sampleCsvRow } from '../helpers/batch-files';
import { runCli } from '../helpers/cli';
import { createTestClient } from '../helpers/fixtures';
import { validOrderBody } from '../helpers/orders';

// Each test runs the command line (a node process) a few times: seconds each on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let client: Awaited<ReturnType<typeof createTestClient>>;
let dir: string;
beforeAll(async () => {
  server = await startAppServer();
  client = await createTestClient(server.url, { balance: 50_000 });
  dir = await mkdtemp(path.join(tmpdir(), 'zonas-'));
});
afterAll(async () => {
  await server.close();
});

type Surcharge = { code: string; amount: number; description: string };
type QuoteOption = {
  shipmentType: string;
  totalCost: number;
  estimatedDeliveryAt: string;
  breakdown: Record<string, number>;
  surcharges: Surcharge[];
  deliveryDays: string[] | null;
  warning: string | null;
};

const cli = (...args: string[]) => runCli([...args, '--json']);
/** A change made by another process (the command line) reaches this one by NOTIFY, within milliseconds unless loaded. */
const POLL = { timeout: 15_000 };
async function zonesFile(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}
const zoneCount = async () => Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from surcharge_zones`))[0].n);

async function quote(destinationPostalCode: string, pkg: Record<string, unknown> = { weight: 1 }): Promise<Record<string, QuoteOption>> {
  const res = await client.api('POST', '/quotes', { originPostalCode: '06600', destinationPostalCode, package: pkg });
  expect(res.status, res.text).toBe(200);
  quoteResponseSchema.strict().parse(res.body);
  const byType: Record<string, QuoteOption> = {};
  for (const option of res.body.quotes as QuoteOption[]) {
    // the breakdown and the surcharges add up to the total, to the centavo
    const sum = [...Object.values(option.breakdown), ...option.surcharges.map((s) => s.amount)].reduce(
      (a, b) => a + Math.round(b * 100),
      0,
    );
    expect(sum, option.shipmentType).toBe(Math.round(option.totalCost * 100));
    byType[option.shipmentType] = option;
  }
  // rate shopping's sandbox options carry the same surcharges as the quotes
  for (const option of res.body.options as QuoteOption[]) expect(option.surcharges).toEqual(byType[option.shipmentType].surcharges);
  return byType;
}

describe('zones:import', () => {
  it('loads the sample file of docs/examples, and a quote to one of its postal codes carries the extended-zone surcharge', async () => {
    const before = await quote('23000');
    expect(before.standard.surcharges).toEqual([]);
    const loaded = await cli('zones:import', 'docs/examples/zonas-extendidas.csv');
    expect(loaded.code, loaded.stderr).toBe(0);
    expect(JSON.parse(loaded.stdout)).toMatchObject({ carrier: 'sandbox', service: null, imported: 245, replaced: 0 });
    expect(await zoneCount()).toBe(245);
    // the command line is another process: this one drops its tables when the NOTIFY arrives
    await expect
      .poll(async () => (await quote('23005')).standard.surcharges, POLL)
      .toEqual([{ code: 'extended_zone', amount: 95, description: 'Zona extendida (CP 23005)' }]);
    const q = await quote('23005');
    expect(q.standard.totalCost).toBe(before.standard.totalCost + 95);
    // one extra transit day: the estimate moves one business day later (or to the next day the zone is served)
    expect(Date.parse(q.standard.estimatedDeliveryAt)).toBeGreaterThan(Date.parse(before.standard.estimatedDeliveryAt));
    expect(q.standard.deliveryDays).toBeNull();
    expect(q.standard.warning).toBeNull();
    // a code outside every range, and the last code of a range, by binary search
    expect((await quote('23999')).standard.surcharges[0]).toMatchObject({ code: 'extended_zone', description: 'Zona remota (CP 23999)' });
    expect((await quote('44100')).standard.surcharges).toEqual([]);
  });

  it('refuses a file with bad lines naming each line, and imports nothing of it', async () => {
    const before = await zoneCount();
    const file = await zonesFile(
      'malo.csv',
      [
        'codigo_postal,tipo,recargo,dias_entrega,dias_extra',
        '10000,extendida,50,,0',
        '1234,extendida,50,,0',
        '10100,lejana,50,,0',
        '10200,remota,cincuenta,,0',
        '10300,remota,50,lun;funday,0',
        '10400-10399,remota,50,,0',
        '10500,remota,50,,-1',
        '10000-10010,remota,50,,0',
      ].join('\n'),
    );
    const result = await cli('zones:import', file);
    expect(result.code).toBe(2);
    const { error } = JSON.parse(result.stderr) as { error: string };
    expect(error).toContain('No se cargó ninguna zona');
    expect(error).toContain('Línea 3: el código postal «1234» debe tener 5 dígitos');
    expect(error).toContain('Línea 4: el tipo «lejana» no es válido (usa extendida o remota)');
    expect(error).toContain('Línea 5: el recargo «cincuenta» debe ser un monto en pesos');
    expect(error).toContain('Línea 6: el día «funday» no es un día de la semana');
    expect(error).toContain('Línea 7: el rango 10400-10399 termina antes de empezar');
    expect(error).toContain('Línea 8: los días extra «-1» deben ser un número entero');
    expect(error).toContain('Línea 9: el rango 10000-10010 se cruza con el de la línea 2 (10000)');
    expect(await zoneCount()).toBe(before);
  });

  it('refuses a range crossing a stored one unless --replace, which swaps that carrier and service whole', async () => {
    const file = await zonesFile('cruce.csv', '23050-23149,remota,$300.00,"lun, mié, vie",2\n');
    const crossed = await cli('zones:import', file);
    expect(crossed.code).toBe(2);
    expect(JSON.parse(crossed.stderr).error).toMatch(
      /Línea 1: el rango 23050-23149 se cruza con una zona ya cargada \(23050-23059\).*--replace/,
    );
    expect(await zoneCount()).toBe(245);

    const replaced = await cli('zones:import', file, '--replace');
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(JSON.parse(replaced.stdout)).toMatchObject({ imported: 1, replaced: 245 });
    expect(await zoneCount()).toBe(1);
    await expect.poll(async () => (await quote('23005')).standard.surcharges, POLL).toEqual([]);
    const q = await quote('23100');
    expect(q.standard.surcharges).toEqual([{ code: 'extended_zone', amount: 300, description: 'Zona remota (CP 23100)' }]);
    expect(q.standard.deliveryDays).toEqual(['lunes', 'miércoles', 'viernes']);
    expect(q.standard.warning).toBe(
      'Este código postal recibe entregas solo lunes, miércoles y viernes: la entrega estimada ya cuenta el siguiente día de reparto.',
    );
    // the sandbox option's transit days count the zone's two extra days (standard: 3 + 2)
    const shopped = await client.api('POST', '/quotes', {
      originPostalCode: '06600',
      destinationPostalCode: '23100',
      package: { weight: 1 },
    });
    const standardOption = (shopped.body.options as { carrier: string; service: string; transitDays: number }[]).find(
      (o) => o.carrier === 'sandbox' && o.service === 'standard',
    );
    expect(standardOption?.transitDays).toBe(5);
    // the estimate lands on a Monday, Wednesday or Friday of Mexico City
    const local = new Date(Date.parse(q.standard.estimatedDeliveryAt) - 6 * 3600_000);
    expect([1, 3, 5]).toContain(local.getUTCDay());
  });

  it('a service of its own wins over the rows of every service', async () => {
    const file = await zonesFile('express.csv', 'cp;tipo;recargo;dias;extra\n23100-23199;extendida;40;;0\n');
    const loaded = await cli('zones:import', file, '--service', 'express');
    expect(loaded.code, loaded.stderr).toBe(0);
    await expect.poll(async () => (await quote('23100')).express.surcharges.map((s) => s.amount), POLL).toEqual([40]);
    const q = await quote('23100');
    expect(q.standard.surcharges.map((s) => s.amount)).toEqual([300]);
    expect(q.express.deliveryDays).toBeNull();
    const unknown = await cli('zones:import', file, '--service', 'overnight');
    expect(JSON.parse(unknown.stderr).error).toBe('El servicio overnight no existe en sandbox (usa uno de: standard, express, same_day).');
  });
});

describe('oversize, overweight and fuel', () => {
  it('oversize by the longest side or by girth, overweight per started kg over the service maximum', async () => {
    const set = await cli(
      'surcharges:set-rule',
      ...['--max-side', '100', '--max-girth', '250', '--oversize', '150.50', '--max-weight', '20', '--overweight-per-kg', '30'],
    );
    expect(set.code, set.stderr).toBe(0);
    const long = { weight: 1, dimensions: { length: 110, width: 10, height: 10 } };
    await expect
      .poll(async () => (await quote('44100', long)).standard.surcharges, POLL)
      .toEqual([{ code: 'oversize', amount: 150.5, description: 'Sobredimensión (lado más largo 110 cm; máximo 100 cm)' }]);
    // 90 + 2 x (50 + 40) = 270 cm of girth, no side over 100
    const wide = await quote('44100', { weight: 1, dimensions: { length: 90, width: 50, height: 40 } });
    expect(wide.standard.surcharges.map((s) => [s.code, s.description])).toContainEqual([
      'oversize',
      'Sobredimensión (largo más contorno 270 cm; máximo 250 cm)',
    ]);
    // 22.3 kg: chargeable 23, 3 started kg over 20
    const heavy = await quote('44100', { weight: 22.3 });
    expect(heavy.standard.surcharges).toEqual([
      { code: 'overweight', amount: 90, description: 'Sobrepeso (3 kg sobre el máximo de 20 kg)' },
    ]);
    expect((await quote('44100', { weight: 20 })).standard.surcharges).toEqual([]);
  });

  it('fuel applies from its first Mexico City day (inclusive) to its last (exclusive), on base and extra weight', async () => {
    const set = await cli('surcharges:set-fuel', '--percent', '8.5', '--from', '2026-12-01', '--to', '2027-01-01');
    expect(set.code, set.stderr).toBe(0);
    const price = (now: Date) =>
      priceShipment(getDb(), {
        organizationId: client.org.id,
        shipmentType: 'standard',
        now,
        params: {
          originPostalCode: '06600',
          destinationPostalCode: '44100',
          weightKg: 3,
          dimensionsCm: { length: 10, width: 10, height: 10 },
          declaredValueCentavos: null,
          isCod: false,
          codAmountCentavos: null,
        },
      });
    const fuelOf = async (iso: string) => (await price(new Date(iso))).surcharges.find((s) => s.code === 'fuel') ?? null;
    await expect.poll(() => fuelOf('2026-12-01T00:00:00-06:00'), POLL).not.toBeNull();
    const first = await price(new Date('2026-12-01T00:00:00-06:00'));
    const { base, extraWeight } = first.breakdownCentavos;
    expect(first.surcharges).toEqual([
      {
        code: 'fuel',
        amountCentavos: Math.floor(((base + extraWeight) * 850 + 5000) / 10_000),
        description: 'Recargo por combustible 8.5 %',
      },
    ]);
    expect(await fuelOf('2026-11-30T23:59:59-06:00')).toBeNull();
    expect(await fuelOf('2026-12-31T23:59:59-06:00')).not.toBeNull();
    expect(await fuelOf('2027-01-01T00:00:00-06:00')).toBeNull();
    // a newer period for one service wins on its days
    await cli('surcharges:set-fuel', '--percent', '12', '--from', '2026-12-15', '--service', 'standard');
    await expect.poll(async () => (await fuelOf('2026-12-20T12:00:00-06:00'))?.description, POLL).toBe('Recargo por combustible 12 %');
    const refused = await cli('surcharges:set-fuel', '--percent', '5', '--from', '2026-12-10', '--to', '2026-12-01');
    expect(JSON.parse(refused.stderr).error).toBe('La fecha final (2026-12-01) debe ser posterior a la inicial (2026-12-10).');
  });
});

describe('the order costs exactly its quote, surcharges included', () => {
  it('POST /orders answers the surcharges of the quote, debits its total and keeps them in the order', async () => {
    const today = new Date(Date.now() - 6 * 3600_000).toISOString().slice(0, 10);
    const zones = await zonesFile('pedido.csv', '23100-23199,remota,300,"lun,mié,vie",2\n');
    for (const args of [
      ['zones:import', zones, '--replace'],
      ['surcharges:set-rule', '--max-side', '100', '--oversize', '150.50', '--max-weight', '20', '--overweight-per-kg', '30'],
      ['surcharges:set-fuel', '--percent', '9', '--from', today, '--service', 'express'],
    ]) {
      const done = await cli(...args);
      expect(done.code, done.stderr).toBe(0);
    }
    const pkg = { weight: 22.3, dimensions: { length: 110, width: 10, height: 10 } };
    await expect
      .poll(async () => (await quote('23100', pkg)).express.surcharges.map((s) => s.code), POLL)
      .toEqual(['extended_zone', 'oversize', 'overweight', 'fuel']);
    const body = validOrderBody({ shipmentType: 'express', deliveryAddress: { postalCode: '23100' }, package: pkg });
    const { contentDescription: _, ...quotedPackage } = body.package as typeof body.package & { contentDescription?: string };
    const quoted = (await quote('23100', quotedPackage)).express;
    const res = await client.api('POST', '/orders', body);
    expect(res.status, res.text).toBe(201);
    expect(res.body.surcharges).toEqual(quoted.surcharges);
    expect(res.body.deliveryDays).toBeNull();
    expect(res.body.warning).toBeNull();
    const [order] = await getDb().execute<{ total: string; pricing: { surcharges: unknown[] }; debit: string; eta: string }>(sql`
      select o.total_cost_centavos as total, o.pricing, o.estimated_delivery_at::text as eta,
        (select -amount_centavos from ledger_entries where order_id = o.id) as debit
      from orders o where o.id = ${res.body.orderId}::uuid`);
    expect(Number(order.total)).toBe(Math.round(quoted.totalCost * 100));
    expect(Number(order.debit)).toBe(Math.round(quoted.totalCost * 100));
    expect(order.pricing.surcharges).toEqual(
      quoted.surcharges.map((s) => ({ code: s.code, amountCentavos: Math.round(s.amount * 100), description: s.description })),
    );
    expect(Date.parse(order.eta)).toBe(Date.parse(quoted.estimatedDeliveryAt));

    // a zone served some days: the order answers the days and the warning as the quote did
    const standard = await client.api('POST', '/orders', validOrderBody({ deliveryAddress: { postalCode: '23100' } }));
    expect(standard.status, standard.text).toBe(201);
    expect(standard.body.deliveryDays).toEqual(['lunes', 'miércoles', 'viernes']);
    expect(standard.body.warning).toMatch(/^Este código postal recibe entregas solo lunes, miércoles y viernes/);
  });
});

describe('batch import', () => {
  it('notes the surcharges and delivery days of each row before purchase, already in its quoted cost', async () => {
    const csv = csvText([sampleCsvRow(1, { destino_cp: '23100' }), sampleCsvRow(2)]);
    const res = await postBatch(server.url, client.key, csv);
    expect(res.status, res.text).toBe(201);
    const rows = await client.api('GET', `/batches/${res.body.id}/rows`);
    const [remote, plain] = rows.body.data as { quote: number; warnings: { field: string; message: string }[] }[];
    expect(remote.warnings).toEqual([
      {
        field: 'destino_cp',
        message: `Incluye recargos: Zona remota (CP 23100) $300.00 (total $${remote.quote.toFixed(2)}). Este código postal recibe entregas solo lunes, miércoles y viernes: la entrega estimada ya cuenta el siguiente día de reparto.`,
      },
    ]);
    expect(plain.warnings).toEqual([]);
    expect(remote.quote - plain.quote).toBeGreaterThanOrEqual(300);
  });
});

describe('the in-memory tables', () => {
  it('serve quotes from memory and are dropped when a rule changes, in this process or another', async () => {
    const first = await cli('surcharges:set-rule', '--max-side', '100', '--oversize', '150.50');
    expect(first.code, first.stderr).toBe(0);
    // a fresh entry, so its one-minute expiry cannot pass for a notification below
    surchargeCache.clear();
    await quote('44100');
    expect(surchargeCache.has('all')).toBe(true);
    // a change no writer announced is not seen: the tables are not read again on every quote
    await getDb().execute(sql`update service_surcharge_rules set oversize_centavos = 99900 where carrier = 'sandbox' and service is null`);
    const long = { weight: 1, dimensions: { length: 110, width: 10, height: 10 } };
    expect((await quote('44100', long)).standard.surcharges[0].amount).toBe(150.5);
    // the command line (another process) NOTIFYs in its transaction: this process drops its copy at commit
    const set = await cli('surcharges:set-rule', '--max-side', '100', '--oversize', '75');
    expect(set.code, set.stderr).toBe(0);
    await expect.poll(async () => (await quote('44100', long)).standard.surcharges[0]?.amount, POLL).toBe(75);
  });
});
