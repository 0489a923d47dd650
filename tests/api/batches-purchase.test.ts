// The purchase of a batch over real HTTP with the real runner (lib/batches/purchase-job.ts on lib/platform/jobs/job-runner.ts): each valid row
// becomes exactly one order with one charge and one order.created event, asking again creates nothing, a balance
// that runs out fails the remaining rows with the single order's 402 message; then every row's result (JSON and
// CSV), all labels in one PDF (read back with poppler) or ZPL, the manifest, and the Inngest variant.
import { InngestTestEngine } from '@inngest/test';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { getDb } from '@/db/client';
import { batchRows, ledgerEntries, orders, organizations, webhookEvents } from '@/db/schema';
import { batchPurchaseJob } from '@/lib/batches/purchase-job';
import { inngestFunctionOf } from '@/lib/platform/jobs/inngest';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { startBatchPurchase } from '@/lib/batches/start-purchase';
import { systemActor } from '@/lib/audit/record-audit';
import { codLimitsCache, setCodLimit } from '@/lib/cod/limits';
import { errorMessages } from '@/lib/platform/errors/codes';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { apiClient, createTestClient, createTestKey } from '../helpers/fixtures';
import { csvText, getBatchFile, postBatch, sampleCsv, sampleCsvRow } from '../helpers/batch-files';
import { pdfInfo, pdfText } from '../helpers/pdf';
import { eventually } from '../helpers/webhook-events';
import { setTestBalance } from '../helpers/ledger';

let server: TestServer;
const purchaseBatchRowFunction = inngestFunctionOf(batchPurchaseJob);
const BATCH_ROW_REQUESTED_EVENT = batchPurchaseJob.inngest.event;
let runner: RunnerOf<typeof batchPurchaseJob>;
beforeAll(async () => {
  server = await startAppServer();
  runner = await new JobRunner(batchPurchaseJob, { pollIntervalMs: 100 }).start();
});
afterAll(async () => {
  await runner.stop();
  await server.close();
});

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function uploadAndBuy(api: Awaited<ReturnType<typeof createTestClient>>['api'], key: string, csv: string) {
  const created = await postBatch(server.url, key, csv);
  expect(created.status, created.text).toBe(201);
  const started = await api('POST', `/batches/${created.body.id}/purchase`);
  expect(started.status, started.text).toBe(202);
  const done = await eventually(async () => {
    const res = await api('GET', `/batches/${created.body.id}`);
    return res.body.status === 'completed' ? res.body : null;
  }, 60_000);
  return { id: created.body.id as string, created: created.body, done };
}

async function ledgerSum(organizationId: string) {
  const [row] = await getDb()
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCentavos}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.organizationId, organizationId));
  const [org] = await getDb()
    .select({ balance: organizations.balanceCentavos })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return { sum: Number(row.sum), balance: org.balance };
}

describe('purchase', () => {
  it('creates one order per valid row (charge, event), skips invalid rows, and asking again creates nothing', async () => {
    const { org, api, key } = await createTestClient(server.url, { balance: 10_000 });
    const csv = csvText([
      sampleCsvRow(1),
      sampleCsvRow(2, { destino_cp: 'x' }),
      sampleCsvRow(3, { destino_nombre: 'Begoña Ibáñez' }),
      sampleCsvRow(4),
    ]);
    const { id, created, done } = await uploadAndBuy(api, key, csv);
    expect(done).toMatchObject({ status: 'completed', total: 4, valid: 3, invalid: 1, created: 3, failed: 0, pending: 0 });
    expect(done.totalCharged).toBe(created.quotedTotal);
    expect(done.completedAt).not.toBeNull();

    const rows = await getDb().select().from(batchRows).where(eq(batchRows.batchId, id)).orderBy(asc(batchRows.rowNumber));
    expect(rows.map((r) => r.state)).toEqual(['created', 'invalid', 'created', 'created']);
    const orderIds = rows.filter((r) => r.orderId).map((r) => r.orderId!);
    const made = await getDb().select().from(orders).where(eq(orders.organizationId, org.id));
    expect(made.map((o) => o.id).sort()).toEqual([...orderIds].sort());
    expect(made.find((o) => o.id === rows[2].orderId)!.deliveryAddress.contactName).toBe('Begoña Ibáñez');
    const debits = await getDb()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.organizationId, org.id), eq(ledgerEntries.kind, 'label')));
    expect(debits.map((d) => d.orderId).sort()).toEqual([...orderIds].sort());
    const events = await getDb()
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.organizationId, org.id), inArray(webhookEvents.orderId, orderIds)));
    expect(events.filter((e) => e.kind === 'order.created')).toHaveLength(3);
    const { sum, balance } = await ledgerSum(org.id);
    expect(balance).toBe(sum);
    expect(balance).toBe(1_000_000 - Math.round(done.totalCharged * 100));

    const again = await api('POST', `/batches/${id}/purchase`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ status: 'completed', created: 3 });
    const after = await getDb().select().from(orders).where(eq(orders.organizationId, org.id));
    expect(after).toHaveLength(3);
  });

  it('when the balance runs out, the remaining rows fail with the single order 402 message and the batch completes', async () => {
    const { org, api, key } = await createTestClient(server.url, { balance: 0 });
    const { id, created } = await (async () => {
      const res = await postBatch(server.url, key, sampleCsv(5));
      return { id: res.body.id as string, created: res.body };
    })();
    const each = created.quotedTotal / 5;
    // Enough for two orders and a bit, not three.
    await setTestBalance(org.id, Math.round(each * 100) * 2 + 1);
    await api('POST', `/batches/${id}/purchase`);
    const done = await eventually(async () => {
      const res = await api('GET', `/batches/${id}`);
      return res.body.status === 'completed' ? res.body : null;
    }, 60_000);
    expect(done).toMatchObject({ created: 2, failed: 3, pending: 0 });
    const rows = await api('GET', `/batches/${id}/rows`);
    const failed = rows.body.data.filter((r: any) => r.status === 'failed');
    expect(failed).toHaveLength(3);
    for (const row of failed) {
      // The order's 402 named the balance at that moment; the rows (orders:read) say only that it did not cover them.
      expect(row.error).toBe(errorMessages.insufficient_balance);
      expect(row.orderId).toBeNull();
    }

    const { sum, balance } = await ledgerSum(org.id);
    expect(balance).toBe(sum);
    expect(balance).toBe(1);

    // ?status=failed lists only those, with the reason; the rows to fix come as a CSV with it that uploads again as is.
    const onlyFailed = await api('GET', `/batches/${id}/rows?status=failed`);
    expect(onlyFailed.body.data.map((r: any) => r.row)).toEqual(failed.map((r: any) => r.row));
    const toFix = await getBatchFile(server.url, key, `/batches/${id}/rows?columns=upload`);
    expect(toFix.status).toBe(200);
    const lines = parse(toFix.body.toString('utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(lines.map((l) => l.referencia)).toEqual(failed.map((r: any) => r.internalReference));
    for (const line of lines) expect(line.error).toMatch(/^Saldo insuficiente/);
    const again = await postBatch(server.url, key, toFix.body);
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ total: 3, valid: 3, invalid: 0 });
  });

  it('a balance that runs out is one failure line with how much is missing, whatever each row cost (issue 32.16)', async () => {
    const { org, api, key } = await createTestClient(server.url, { balance: 0 });
    // Six rows of three different weights: each 402 names its own price, so grouping by message gave three lines.
    // Only the first row is the lightest, so it is the one the balance buys, whatever order the runner takes.
    const weights = ['1', '4', '9', '4', '9', '4'];
    const created = await postBatch(server.url, key, csvText(weights.map((w, i) => sampleCsvRow(i + 1, { peso_kg: w }))));
    expect(created.status, created.text).toBe(201);
    const rowsBefore = await getDb()
      .select()
      .from(batchRows)
      .where(eq(batchRows.batchId, created.body.id))
      .orderBy(asc(batchRows.rowNumber));
    const quotes = rowsBefore.map((r) => r.quoteCentavos!);
    expect(new Set(quotes).size).toBe(3);
    const balance = quotes[0] + 1; // enough for the first row only
    await setTestBalance(org.id, balance);
    await api('POST', `/batches/${created.body.id}/purchase`);
    const done = await eventually(async () => {
      const res = await api('GET', `/batches/${created.body.id}`);
      return res.body.status === 'completed' ? res.body : null;
    }, 60_000);
    expect(done).toMatchObject({ created: 1, failed: 5 });
    const missingCentavos = quotes.slice(1).reduce((a, b) => a + b, 0) - 1;
    const money = `$${(missingCentavos / 100).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;
    expect(done.failures).toEqual([
      {
        code: 'insufficient_balance',
        rows: 5,
        rowNumbers: [2, 3, 4, 5, 6],
        missing: missingCentavos / 100,
        message: `5 filas sin saldo: faltan ${money}. Para abonar saldo, contacta a soporte o a tu administrador de la plataforma; luego sube las filas por corregir en un lote nuevo.`,
      },
    ]);
    // the figure is what is missing today: once the balance covers them, the line says so
    await setTestBalance(org.id, missingCentavos + 10_000);
    const later = await api('GET', `/batches/${created.body.id}`);
    expect(later.body.failures[0]).toMatchObject({
      rows: 5,
      missing: 0,
      message: '5 filas sin saldo: tu saldo de hoy ya alcanza para comprarlas; súbelas en un lote nuevo con las filas por corregir.',
    });
  });

  it('the balance and what is missing only for a key with billing:read: without it the line has no amount (the quotes are known, so missing gives the balance away)', async () => {
    const { org, key } = await createTestClient(server.url, { balance: 0 });
    const created = await postBatch(server.url, key, csvText([sampleCsvRow(1), sampleCsvRow(2, { peso_kg: '4' })]));
    expect(created.status, created.text).toBe(201);
    const balance = 1234;
    await setTestBalance(org.id, balance);
    const path = `/batches/${created.body.id}`;
    const withBilling = apiClient(server.url, (await createTestKey(org.id, ['orders:read', 'orders:write', 'billing:read'])).key);
    const ordersOnly = apiClient(server.url, (await createTestKey(org.id, ['orders:read'])).key);
    expect((await withBilling('POST', `${path}/purchase`)).status).toBe(202);
    const done = await eventually(async () => {
      const res = await withBilling('GET', path);
      return res.body.status === 'completed' ? res.body : null;
    }, 60_000);
    expect(done).toMatchObject({ created: 0, failed: 2, balance: balance / 100 });
    const missing = Number(created.body.quotedTotal) * 100 - balance;
    expect(done.failures).toEqual([
      expect.objectContaining({
        code: 'insufficient_balance',
        rows: 2,
        missing: missing / 100,
        message: expect.stringMatching(/^2 filas sin saldo: faltan \$[\d,.]+ MXN\. Para abonar saldo/),
      }),
    ]);

    const hidden = await ordersOnly('GET', path);
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body).toMatchObject({ created: 0, failed: 2 });
    expect(hidden.body).not.toHaveProperty('balance');
    expect(hidden.body.failures).toEqual([
      {
        code: 'insufficient_balance',
        rows: 2,
        rowNumbers: [1, 2],
        message:
          '2 filas sin saldo. Para abonar saldo, contacta a soporte o a tu administrador de la plataforma; luego sube las filas por corregir en un lote nuevo.',
      },
    ]);
    expect(hidden.text).not.toContain('$');
    // Each row's 402 named the balance at that moment ("tu saldo disponible es $12.34 MXN"): the rows, their CSV and
    // the rows to fix (orders:read) say only that the balance did not cover the row.
    const stored = await getDb()
      .select({ message: batchRows.failureMessage })
      .from(batchRows)
      .where(and(eq(batchRows.batchId, created.body.id), eq(batchRows.state, 'failed')));
    expect(stored.map((r) => r.message)).toEqual([
      expect.stringContaining('tu saldo disponible es $12.34 MXN'),
      expect.stringContaining('tu saldo disponible es $12.34 MXN'),
    ]);
    const rows = await ordersOnly('GET', `${path}/rows`);
    expect(rows.body.data.map((r: { error: string }) => r.error)).toEqual([
      errorMessages.insufficient_balance,
      errorMessages.insufficient_balance,
    ]);
    const keyOnly = (await createTestKey(org.id, ['orders:read'])).key;
    for (const file of [
      await getBatchFile(server.url, keyOnly, `${path}/rows`, { Accept: 'text/csv' }),
      await getBatchFile(server.url, keyOnly, `${path}/rows?columns=upload`),
    ]) {
      expect(file.status).toBe(200);
      expect(file.body.toString('utf8')).toContain(errorMessages.insufficient_balance);
      expect(file.body.toString('utf8')).not.toContain('12.34');
    }
  });

  it('an unbought batch can be discarded (then never bought); a bought one cannot; asking again answers the same (issue 32.7)', async () => {
    const { org, api, key } = await createTestClient(server.url, { balance: 10_000 });
    const first = await postBatch(server.url, key, sampleCsv(2));
    expect(first.body.warnings).toEqual([]);
    const fresh = await api('GET', `/batches/${first.body.id}`);
    expect(fresh.body).toMatchObject({ status: 'validated', discardedAt: null });
    expect(Date.parse(fresh.body.expiresAt) - Date.parse(fresh.body.createdAt)).toBe(7 * 24 * 3600 * 1000);

    const discarded = await api('POST', `/batches/${first.body.id}/discard`);
    expect(discarded.status, discarded.text).toBe(200);
    expect(discarded.body).toMatchObject({ status: 'discarded', expiresAt: null, created: 0 });
    expect(discarded.body.discardedAt).not.toBeNull();
    const again = await api('POST', `/batches/${first.body.id}/discard`);
    expect(again.status).toBe(200);
    expect(again.body.discardedAt).toBe(discarded.body.discardedAt);
    const buy = await api('POST', `/batches/${first.body.id}/purchase`);
    expect(buy.status).toBe(409);
    expect(buy.headers.get('x-error-code')).toBe('conflict');
    expect(buy.body.error).toBe('El lote se descartó: ya no se puede comprar. Sube el archivo de nuevo si quieres comprarlo.');
    expect(await getDb().select().from(orders).where(eq(orders.organizationId, org.id))).toHaveLength(0);
    const audit = await getDb().execute<{ action: string }>(
      sql`select action from audit_logs where organization_id = ${org.id} and target_id = ${first.body.id}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['batch.discarded']);

    // the same file bought: the list shows both, the bought one cannot be discarded
    const { id } = await uploadAndBuy(api, key, sampleCsv(2));
    const refused = await api('POST', `/batches/${id}/discard`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('El lote ya se compró: no se puede descartar.');
    const list = await api('GET', '/batches');
    expect(list.body.data.map((b: any) => b.status)).toEqual(['completed', 'discarded']);
    // and the second upload of the same rows now warns that they were bought
    const third = await postBatch(server.url, key, sampleCsv(2));
    expect(third.body.warnings.map((w: any) => w.row)).toEqual([1, 2]);
    expect((await api('POST', '/batches/00000000-0000-4000-8000-000000000000/discard')).status).toBe(404);
  });

  it('an unbought batch expires after 7 days: it reads expired and cannot be bought (issue 32.7)', async () => {
    const { org, api, key } = await createTestClient(server.url, { balance: 10_000 });
    const created = await postBatch(server.url, key, sampleCsv(1));
    await getDb().execute(sql`update batches set created_at = now() - interval '7 days 1 minute' where id = ${created.body.id}::uuid`);
    const read = await api('GET', `/batches/${created.body.id}`);
    expect(read.body.status).toBe('expired');
    expect(Date.parse(read.body.expiresAt)).toBeLessThan(Date.now());
    expect((await api('GET', '/batches')).body.data[0].status).toBe('expired');
    const buy = await api('POST', `/batches/${created.body.id}/purchase`);
    expect(buy.status).toBe(409);
    expect(buy.body.error).toBe(
      'El lote venció: pasaron más de 7 días sin comprarlo. Sube el archivo de nuevo para cotizarlo con las tarifas de hoy.',
    );
    expect(await getDb().select().from(orders).where(eq(orders.organizationId, org.id))).toHaveLength(0);
    // the domain function refuses it too (the dashboard's button calls it)
    await expect(startBatchPurchase(getDb(), { organizationId: org.id, batchId: created.body.id, actor: systemActor })).rejects.toThrow(
      'El lote venció',
    );
    // one day short of its expiry it is still bought
    const younger = await postBatch(server.url, key, sampleCsv(1));
    await getDb().execute(sql`update batches set created_at = now() - interval '6 days' where id = ${younger.body.id}::uuid`);
    expect((await api('POST', `/batches/${younger.body.id}/purchase`)).status).toBe(202);
    // an expired batch can still be discarded (recorded)
    const discarded = await api('POST', `/batches/${created.body.id}/discard`);
    expect(discarded.body.status).toBe('discarded');
  });

  it('the manifest of a batch shipped from two addresses prints each address with its own parcels', async () => {
    const { api, key } = await createTestClient(server.url, { balance: 10_000 });
    const gdl = {
      origen_nombre: 'Bodega GDL',
      origen_calle: 'Calz. Independencia',
      origen_numero_exterior: '10',
      origen_numero_interior: '',
      origen_colonia: 'Centro',
      origen_ciudad: 'Guadalajara',
      origen_estado: 'Jalisco',
      origen_cp: '44100',
    };
    const csv = csvText([
      sampleCsvRow(1),
      sampleCsvRow(2, { ...gdl, peso_kg: '2' }),
      sampleCsvRow(3, { destino_ciudad: 'Zapopan' }),
      sampleCsvRow(4, { ...gdl, origen_calle: 'CALZ. INDEPENDENCIA ', peso_kg: '3' }),
    ]);
    const { id, done } = await uploadAndBuy(api, key, csv);
    expect(done).toMatchObject({ created: 4, failed: 0 });
    const res = await getBatchFile(server.url, key, `/batches/${id}/manifest`);
    expect(res.status).toBe(200);
    expect((await pdfInfo(res.body)).pages).toBe(2);
    const text = flat(await pdfText(res.body));
    const rows = (await api('GET', `/batches/${id}/rows`)).body.data;
    const at = (s: string) => text.indexOf(s);
    // The first address (rows 1 and 3), then the second (rows 2 and 4; case and spaces of the street ignored).
    expect(at('Dirección de recolección 1: Almacén Central')).toBeGreaterThan(-1);
    expect(at('Dirección de recolección 2: Bodega GDL')).toBeGreaterThan(at(rows[2].guideNumber));
    expect(at(rows[0].guideNumber)).toBeLessThan(at('Dirección de recolección 2'));
    expect(at(rows[1].guideNumber)).toBeGreaterThan(at('Dirección de recolección 2'));
    expect(at(rows[3].guideNumber)).toBeGreaterThan(at('Dirección de recolección 2'));
    expect(text).toContain('Calz. Independencia 10, Col. Centro, Guadalajara, Jalisco, C.P. 44100');
    expect(text).toContain('Subtotal de esta dirección: 2 paquetes · 3 kg');
    expect(text).toContain('Subtotal de esta dirección: 2 paquetes · 5 kg');
    expect(text).toContain('Total del manifiesto: 4 paquetes · 8 kg en 2 direcciones');
    expect(text.match(/Entrega \(nombre y firma\)/g)).toHaveLength(2);
  });

  it('a batch with no valid rows completes at once', async () => {
    const { api, key } = await createTestClient(server.url);
    const res = await postBatch(server.url, key, csvText([sampleCsvRow(1, { peso_kg: '900' })]));
    const started = await api('POST', `/batches/${res.body.id}/purchase`);
    expect(started.body).toMatchObject({ status: 'completed', created: 0, failed: 0, valid: 0 });
    const labels = await api('GET', `/batches/${res.body.id}/labels`);
    expect(labels.status).toBe(409);
  });

  it('a row over a COD maximum lowered after the upload fails at once with the Spanish limit message, nothing charged', async () => {
    const { org, api, key } = await createTestClient(server.url, { balance: 10_000 });
    const res = await postBatch(
      server.url,
      key,
      csvText([sampleCsvRow(1, { cobro_contra_entrega: '3000' }), sampleCsvRow(2, { cobro_contra_entrega: '500' })]),
    );
    expect(res.body).toMatchObject({ valid: 2, invalid: 0 });
    // the maximum drops between the upload (which checked it) and the purchase
    await setCodLimit(getDb(), { carrier: 'sandbox', service: 'standard', maxCentavos: 100_000 });
    onTestFinished(async () => {
      await getDb().execute(sql`delete from cod_limits where carrier = 'sandbox' and service = 'standard'`);
      await codLimitsCache.invalidate('all');
    });
    const started = Date.now();
    await api('POST', `/batches/${res.body.id}/purchase`);
    // a final refusal: no retry with backoff (six attempts took more than a minute)
    const done = await eventually(async () => {
      const batch = await api('GET', `/batches/${res.body.id}`);
      return batch.body.status === 'completed' ? batch.body : null;
    }, 15_000);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(done).toMatchObject({ created: 1, failed: 1 });
    const [row] = await getDb()
      .select()
      .from(batchRows)
      .where(and(eq(batchRows.batchId, res.body.id), eq(batchRows.rowNumber, 1)));
    expect(row).toMatchObject({ state: 'failed', failureCode: 'cod_amount_over_limit', attempts: 1 });
    const expected =
      'El monto a cobrar contra entrega ($3,000.00 MXN) supera el máximo de $1,000.00 MXN del servicio Estándar de Sandbox. Reduce el monto o elige otro servicio.';
    expect(row.failureMessage).toBe(expected);
    const rows = await api('GET', `/batches/${res.body.id}/rows?status=failed`);
    expect(rows.body.data.map((r: any) => r.error)).toEqual([expected]);
    const { sum, balance } = await ledgerSum(org.id);
    expect(balance).toBe(sum);
    expect(balance).toBe(1_000_000 - Math.round(done.totalCharged * 100));
  });

  it('two purchases at once queue the rows once', async () => {
    const { org, key } = await createTestClient(server.url);
    const res = await postBatch(server.url, key, sampleCsv(3));
    const [a, b] = await Promise.all([
      startBatchPurchase(getDb(), { organizationId: org.id, batchId: res.body.id, actor: systemActor }),
      startBatchPurchase(getDb(), { organizationId: org.id, batchId: res.body.id, actor: systemActor }),
    ]);
    expect([a.status, b.status].every((s) => s === 'processing' || s === 'completed')).toBe(true);
    await eventually(
      async () => (await getDb().select().from(orders).where(eq(orders.organizationId, org.id))).length === 3 || null,
      30_000,
    );
    const [audit] = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from audit_logs where organization_id = ${org.id} and action = 'batch.purchased'`,
    );
    expect(audit.n).toBe(1);
  });
});

describe('results and files', () => {
  let client: Awaited<ReturnType<typeof createTestClient>>;
  let batch: { id: string; done: any };
  beforeAll(async () => {
    client = await createTestClient(server.url, { balance: 10_000 });
    const csv = csvText([
      sampleCsvRow(1),
      sampleCsvRow(2, { destino_cp: '1' }),
      ...Array.from({ length: 10 }, (_, i) => sampleCsvRow(i + 3, { destino_ciudad: `Zapopan ${i + 3}` })),
    ]);
    batch = await uploadAndBuy(client.api, client.key, csv);
  }, 90_000);

  it('GET /rows lists every row in order with its order or its error', async () => {
    const res = await client.api('GET', `/batches/${batch.id}/rows`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(12);
    expect(res.body.data.map((r: any) => r.row)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(res.body.data[0]).toMatchObject({ row: 1, status: 'created', internalReference: 'LOTE-00001', error: null });
    expect(res.body.data[0].guideNumber).toMatch(/\S/);
    expect(res.body.data[1]).toMatchObject({
      row: 2,
      status: 'invalid',
      orderId: null,
      error: 'La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, "06600")',
    });
  });

  it('GET /rows with Accept: text/csv streams a Spanish CSV with a BOM', async () => {
    const res = await getBatchFile(server.url, client.key, `/batches/${batch.id}/rows`, { Accept: 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Fila,Estado,Referencia,Pedido,Guía,Rastreo,Costo (MXN),Error');
    expect(lines).toHaveLength(13);
    expect(lines[2]).toMatch(/^2,Inválida,LOTE-00002,,,,,"?La columna destino_cp/);
  });

  it('GET /labels: one 4x6 page per created order, in row order, every guide number readable', async () => {
    const res = await getBatchFile(server.url, client.key, `/batches/${batch.id}/labels`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="guias-lote-[0-9a-f]{8}\.pdf"$/);
    const info = await pdfInfo(res.body);
    expect(info.pages).toBe(11);
    expect([info.widthPt, info.heightPt]).toEqual([288, 432]);
    expect(info.title).toMatch(/^Guías del lote [0-9a-f]{8}$/);
    const rows = (await client.api('GET', `/batches/${batch.id}/rows`)).body.data.filter((r: any) => r.status === 'created');
    const text = flat(await pdfText(res.body));
    let at = -1;
    for (const row of rows) {
      const position = text.indexOf(`GUÍA ${row.guideNumber}`);
      expect(position, row.guideNumber).toBeGreaterThan(at);
      at = position;
    }
    expect(text).toContain('Zapopan 12');
  });

  it('GET /labels?format=zpl: one label per created order', async () => {
    const res = await getBatchFile(server.url, client.key, `/batches/${batch.id}/labels?format=zpl`);
    expect(res.status).toBe(200);
    const zpl = res.body.toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(11);
    expect(zpl.match(/\^XZ/g)).toHaveLength(11);
    const rows = (await client.api('GET', `/batches/${batch.id}/rows`)).body.data.filter((r: any) => r.status === 'created');
    for (const row of rows) expect(zpl).toContain(row.guideNumber);
    expect((await client.api('GET', `/batches/${batch.id}/labels?format=png`)).status).toBe(400);
  });

  it('GET /manifest: organization, date, pickup address, one line per parcel, totals, signatures', async () => {
    const res = await getBatchFile(server.url, client.key, `/batches/${batch.id}/manifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = flat(await pdfText(res.body));
    expect(text).toContain(client.org.name);
    expect(text).toMatch(/Fecha: \d{1,2} de [a-z]+ de \d{4}/);
    expect(text).toContain('Dirección de recolección: Almacén Central');
    // the street line as the label prints it (lib/orders/address-line.ts)
    expect(text).toContain('Av. Paseo de la Reforma 222 Int. Piso 3, Col. Juárez');
    const rows = (await client.api('GET', `/batches/${batch.id}/rows`)).body.data.filter((r: any) => r.status === 'created');
    for (const row of rows) expect(text).toContain(row.guideNumber);
    expect(text).toContain('Zapopan 7, Jalisco');
    expect(text).toContain('Total: 11 paquetes · 16.5 kg');
    expect(text).toContain('Entrega (nombre y firma)');
    expect(text).toContain('Recibe el transportista');
  });

  runCommonRouteChecks(() => server.url, {
    method: 'GET',
    path: () => `/batches/${batch.id}/labels`,
    scope: 'orders:read',
    otherScopes: ['orders:write'],
  });
  runCommonRouteChecks(() => server.url, { method: 'POST', path: () => `/batches/${batch.id}/purchase`, scope: 'orders:write' });
});

describe('the Inngest variant', () => {
  it('the function buys a queued row with the same derived key: run twice, one order', async () => {
    await runner.stop();
    try {
      const { org, key } = await createTestClient(server.url);
      const res = await postBatch(server.url, key, sampleCsv(1));
      await startBatchPurchase(getDb(), { organizationId: org.id, batchId: res.body.id, actor: systemActor });
      const run = () =>
        new InngestTestEngine({
          function: purchaseBatchRowFunction,
          events: [{ name: BATCH_ROW_REQUESTED_EVENT, data: { batchId: res.body.id, rowNumber: 1 } }],
        }).execute();
      const first = await run();
      expect(first.result).toEqual({ outcome: 'created' });
      const second = await run();
      expect(second.result).toEqual({ outcome: 'settled-elsewhere' });
      const made = await getDb().select().from(orders).where(eq(orders.organizationId, org.id));
      expect(made).toHaveLength(1);

      // In relay mode the runner hands the claimed rows on instead of buying them.
      const other = await createTestClient(server.url);
      const batch = await postBatch(server.url, other.key, sampleCsv(3));
      const relayed: { batchId: string; rowNumber: number }[] = [];
      const relay = await new JobRunner(batchPurchaseJob, {
        pollIntervalMs: 50,
        relay: async (rows) => void relayed.push(...rows),
      }).start();
      try {
        await startBatchPurchase(getDb(), { organizationId: other.org.id, batchId: batch.body.id, actor: systemActor });
        await eventually(async () => relayed.length === 3 || null, 15_000);
      } finally {
        await relay.stop();
      }
      expect(relayed.map((r) => r.rowNumber).sort()).toEqual([1, 2, 3]);
      expect(relayed.every((r) => r.batchId === batch.body.id)).toBe(true);
      expect(await getDb().select().from(orders).where(eq(orders.organizationId, other.org.id))).toHaveLength(0);
    } finally {
      runner = await new JobRunner(batchPurchaseJob, { pollIntervalMs: 100 }).start();
    }
  });
});
