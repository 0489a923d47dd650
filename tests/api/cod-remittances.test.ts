// POST /api/v1/cod/remittances (issue 35, docs/cod.md "Remittances") over real HTTP: each line outcome, the payout of
// matched lines through the ledger, the same reference twice, the caller (operator key only), and GET of a report.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codCollections, codRemittanceLines, codRemittances, ledgerEntries } from '@/db/schema';
import { revokeOperatorKey } from '@/lib/cod/operator-keys';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestOperatorKey, insertCodOrders, newReference, pesos, postRemittance, remittanceCsv } from '../helpers/cod-remittances';
import { createTestKey, createTestOrg } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';
import { insertOrderRow } from '../helpers/order-rows';

let server: TestServer;
let operatorKey: string;
beforeAll(async () => {
  server = await startAppServer();
  operatorKey = await createTestOperatorKey();
});
afterAll(() => server?.close());

const collectionOf = async (orderId: string) => (await getDb().select().from(codCollections).where(eq(codCollections.orderId, orderId)))[0];
const codPayouts = async (organizationId: string) =>
  getDb()
    .select()
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.organizationId} = ${organizationId} and ${ledgerEntries.kind} = 'cod_payout'`);

describe('line outcomes', () => {
  it('matches, pays out through the ledger, and reports every other outcome without moving money', async () => {
    const org = await createTestOrg({ balance: 100 });
    const before = await moneyOf(org.id);
    const [matched] = await insertCodOrders(org.id, 125_050);
    const [lost] = await insertCodOrders(org.id, 40_000, { status: 'lost' });
    const [differs] = await insertCodOrders(org.id, 90_000, { collectedCentavos: 95_000 });
    const [refused] = await insertCodOrders(org.id, 30_000, { status: 'refused' });
    const [remitted] = await insertCodOrders(org.id, 20_000, { status: 'remitted' });
    const pending = await insertOrderRow(org.id, { isCod: true, codAmountCentavos: 10_000 });
    const notCod = await insertOrderRow(org.id);
    const reference = newReference();
    const csv = remittanceCsv(reference, [
      [matched.trackingNumber, '1250.50'],
      [lost.trackingNumber, '400'],
      [differs.trackingNumber, '900.00'],
      ['SBX-NO-EXISTE-1', '10.00'],
      [refused.trackingNumber, '300.00'],
      [pending.providerTrackingNumber!, '100.00'],
      [notCod.providerTrackingNumber!, '50.00'],
      [remitted.trackingNumber, '200.00'],
      [matched.trackingNumber, '1250.50'],
    ]);
    const res = await postRemittance(server.url, operatorKey, csv);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      reference,
      duplicate: false,
      source: 'api',
      lineCount: 9,
      matchedCount: 2,
      matchedTotal: 1650.5,
      outcomes: { matched: 2, amount_differs: 1, unknown_guide: 1, not_collected: 3, already_remitted: 2 },
      nextAfterLine: null,
    });
    const outcomes = res.body.lines.map((l: { lineNumber: number; outcome: string }) => [l.lineNumber, l.outcome]);
    expect(outcomes).toEqual([
      [2, 'matched'],
      [3, 'matched'],
      [4, 'amount_differs'],
      [5, 'unknown_guide'],
      [6, 'not_collected'],
      [7, 'not_collected'],
      [8, 'not_collected'],
      [9, 'already_remitted'],
      [10, 'already_remitted'],
    ]);
    const messages = res.body.lines.map((l: { message: string | null }) => l.message);
    expect(messages[2]).toBe('La remesa trae $900.00 MXN y el cobro registrado es de $950.00 MXN; no se movió dinero.');
    expect(messages[3]).toBe('No hay un pedido con la guía SBX-NO-EXISTE-1.');
    expect(messages[4]).toBe('El cobro no está registrado: el destinatario no pagó (cobro rechazado).');
    expect(messages[6]).toBe('El pedido no es contra entrega.');
    expect(messages[8]).toBe('La guía se repite: ya viene en la línea 2 de esta remesa; esta línea no se paga.');

    // matched: paid out to the balance, once per order, through the ledger
    for (const order of [matched, lost]) {
      const collection = await collectionOf(order.orderId);
      expect(collection).toMatchObject({ status: 'paid_out', remittedCentavos: order.centavos, paidOutCentavos: order.centavos });
      expect(collection.remittanceLineId).not.toBeNull();
    }
    const payouts = await codPayouts(org.id);
    expect(payouts.map((p) => p.amountCentavos).sort()).toEqual([125_050, 40_000].sort());
    const after = await moneyOf(org.id);
    expect(after.balance).toBe(before.balance + 165_050);
    expect(after.ledgerSum).toBe(after.balance);
    // the others did not move
    expect((await collectionOf(differs.orderId)).status).toBe('collected');
    expect((await collectionOf(refused.orderId)).status).toBe('refused');
    expect((await collectionOf(remitted.orderId)).status).toBe('remitted');
    expect(await collectionOf(pending.id)).toBeUndefined();
  });
});

describe('the same remittance again', () => {
  it('answers 200 with the first report (duplicate: true) and pays nothing twice', async () => {
    const org = await createTestOrg({ balance: 0 });
    const orders = await insertCodOrders(org.id, 50_000, { count: 3 });
    const csv = remittanceCsv(
      newReference(),
      orders.map((o) => [o.trackingNumber, pesos(o.centavos)]),
    );
    const first = await postRemittance(server.url, operatorKey, csv);
    expect(first.status, first.text).toBe(201);
    const again = await postRemittance(server.url, operatorKey, csv);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({ ...first.body, duplicate: true });
    expect(await codPayouts(org.id)).toHaveLength(3);
    const money = await moneyOf(org.id);
    expect(money.balance).toBe(150_000);
    expect(money.ledgerSum).toBe(money.balance);
  });
});

describe('what the file may look like', () => {
  it('reads a BOM, ; separators and comma decimals (1.234,50), and takes the reference from a form field', async () => {
    const org = await createTestOrg({ balance: 0 });
    const [big, small] = [...(await insertCodOrders(org.id, 123_450)), ...(await insertCodOrders(org.id, 9_950))];
    const reference = newReference();
    const text = `\uFEFFGuía;Monto;Fecha de cobro\n${big.trackingNumber};1.234,50;27/11/2026\n${small.trackingNumber};"99,50";27/11/2026\n`;
    const form = new FormData();
    form.set('file', new Blob([text], { type: 'text/csv' }), 'remesa.csv');
    form.set('reference', reference);
    const res = await postRemittance(server.url, operatorKey, form, { contentType: '' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ reference, fileName: 'remesa.csv', matchedCount: 2, total: 1334 });
    expect(res.body.lines.map((l: { collectedOn: string }) => l.collectedOn)).toEqual(['2026-11-27', '2026-11-27']);
    expect((await moneyOf(org.id)).balance).toBe(133_400);
  });

  const refusals: Array<[string, (tracking: string, reference: string) => string, RegExp]> = [
    ['a NUL byte', (t, r) => `guia,monto,referencia_remesa\n${t},10.00,${r}\nX\u0000Y,1.00,${r}\n`, /carácter nulo \(línea 3\)/],
    ['a negative amount', (t, r) => `guia,monto,referencia_remesa\n${t},10.00,${r}\nSBX9,-5.00,${r}\n`, /línea 3: el monto es negativo/],
    ['an unreadable amount', (t, r) => `guia,monto,referencia_remesa\n${t},diez,${r}\n`, /línea 2: el monto «diez» no es una cantidad/],
    ['an unknown header', (t, r) => `guia,monto,banco,referencia_remesa\n${t},10.00,X,${r}\n`, /columnas desconocidas: banco/],
    ['no header', (t, r) => `${t},10.00,${r}\n`, /columnas desconocidas/],
    ['two references', (t, r) => `guia,monto,referencia_remesa\n${t},10.00,${r}\nSBX9,1.00,OTRA\n`, /una sola referencia/],
    ['no reference', (t) => `guia,monto\n${t},10.00\n`, /Falta la referencia de la remesa/],
    ['an empty file', () => '', /vacío/],
    ['a header only', () => 'guia,monto,referencia_remesa\n', /no tiene líneas/],
    [
      '100,001 lines',
      (t, r) =>
        `guia,monto,referencia_remesa\n${t},10.00,${r}\n${Array.from({ length: 100_000 }, (_, i) => `SBX${i},1.00,${r}`).join('\n')}\n`,
      /100,001 líneas; el máximo por remesa es 100,000/,
    ],
  ];
  it.each(refusals)('refuses the whole file with a Spanish 400 for %s, changing nothing', async (_, file, message) => {
    const org = await createTestOrg({ balance: 0 });
    const [order] = await insertCodOrders(org.id, 1_000);
    const reference = newReference();
    const res = await postRemittance(server.url, operatorKey, file(order.trackingNumber, reference));
    expect({ status: res.status, code: res.code }).toEqual({ status: 400, code: 'invalid_remittance' });
    expect(res.body.error).toMatch(message);
    expect(res.body.error).toMatch(/^[A-ZÁÉÍÓÚÑ].*\.$/);
    expect((await collectionOf(order.orderId)).status).toBe('collected');
    expect(await getDb().select().from(codRemittances).where(eq(codRemittances.reference, reference))).toEqual([]);
    expect((await moneyOf(org.id)).balance).toBe(0);
  });
});

describe('who may import', () => {
  const csv = () => remittanceCsv(newReference(), [['SBX-NADA', '1.00']]);

  it('refuses an organization key with every scope (403), no key (401) and a revoked operator key (401)', async () => {
    const org = await createTestOrg();
    const { key } = await createTestKey(org.id, ['*']);
    const asOrg = await postRemittance(server.url, key, csv());
    expect({ status: asOrg.status, code: asOrg.code }).toEqual({ status: 403, code: 'operator_key_required' });
    expect(asOrg.body.error).toBe('Esta operación es de la plataforma: solo acepta la clave de un operador, no la de una organización.');
    const none = await postRemittance(server.url, null, csv());
    expect({ status: none.status, code: none.code }).toEqual({ status: 401, code: 'missing_api_key' });
    const revokedKey = await createTestOperatorKey();
    const [row] = await getDb().execute<{ id: string }>(sql`select id from operator_keys order by created_at desc limit 1`);
    await revokeOperatorKey(getDb(), { id: row.id });
    const revoked = await postRemittance(server.url, revokedKey, csv());
    expect({ status: revoked.status, code: revoked.code }).toEqual({ status: 401, code: 'invalid_api_key' });
    const forged = await postRemittance(server.url, `emx_op_${'A'.repeat(43)}`, csv());
    expect(forged.status).toBe(401);
    expect(await getDb().select().from(codRemittanceLines).where(eq(codRemittanceLines.trackingNumber, 'SBX-NADA'))).toEqual([]);
  });

  it('GET /cod/remittances/{id} pages the lines for an operator and refuses an organization key', async () => {
    const org = await createTestOrg({ balance: 0 });
    const orders = await insertCodOrders(org.id, 1_000, { count: 5 });
    const created = await postRemittance(
      server.url,
      operatorKey,
      remittanceCsv(
        newReference(),
        orders.map((o) => [o.trackingNumber, '10.00']),
      ),
    );
    const get = (path: string, key: string) =>
      fetch(`${server.url}/api/v1/cod/remittances/${path}`, { headers: { Authorization: `Bearer ${key}` } });
    const page = await (await get(`${created.body.id}?limit=2&afterLine=2`, operatorKey)).json();
    expect(page.lines.map((l: { lineNumber: number }) => l.lineNumber)).toEqual([3, 4]);
    expect(page.nextAfterLine).toBe(4);
    expect(page.outcomes.matched).toBe(5);
    const { key } = await createTestKey(org.id, ['*']);
    expect((await get(created.body.id, key)).status).toBe(403);
    const missing = await get('00000000-0000-4000-8000-000000000000', operatorKey);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('La remesa no existe.');
  });
});

describe('how a matched line is paid', () => {
  it('to the balance net of a deducted fee, one ledger entry per order with its running balance, and order.cod_paid_out', async () => {
    const org = await createTestOrg({ balance: 10 });
    const orders = await insertCodOrders(org.id, 50_000, { count: 3 });
    await getDb().execute(
      sql`update orders set pricing = '{"codFeeDeducted": true, "breakdownCentavos": {"codFee": 2500}}'::jsonb where id = ${orders[0].orderId}::uuid`,
    );
    const res = await postRemittance(
      server.url,
      operatorKey,
      remittanceCsv(
        newReference(),
        orders.map((o) => [o.trackingNumber, pesos(o.centavos)]),
      ),
    );
    expect(res.status, res.text).toBe(201);
    expect(await collectionOf(orders[0].orderId)).toMatchObject({ status: 'paid_out', feeDeductedCentavos: 2500, paidOutCentavos: 47_500 });
    const entries = (await codPayouts(org.id)).sort((a, b) => a.balanceAfterCentavos - b.balanceAfterCentavos);
    expect(entries.map((e) => [e.amountCentavos, e.balanceAfterCentavos])).toEqual([
      [entries[0].amountCentavos, 1_000 + entries[0].amountCentavos],
      [entries[1].amountCentavos, 1_000 + entries[0].amountCentavos + entries[1].amountCentavos],
      [entries[2].amountCentavos, 1_000 + 147_500],
    ]);
    for (const order of orders) {
      const collection = await collectionOf(order.orderId);
      expect(entries.find((e) => e.id === collection.payoutLedgerEntryId)?.orderId).toBe(order.orderId);
    }
    const events = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from webhook_events where organization_id = ${org.id}::uuid and kind = 'order.cod_paid_out'`,
    );
    expect(events[0].n).toBe(3);
    const money = await moneyOf(org.id);
    expect(money).toMatchObject({ balance: 1_000 + 147_500, ledgerSum: 1_000 + 147_500 });
  });

  it('to the open bank payout batch when the organization set a CLABE: remitted, not paid to the balance', async () => {
    const org = await createTestOrg({ balance: 0 });
    await getDb().execute(
      sql`insert into cod_settings (organization_id, payout_clabe, payout_beneficiary) values (${org.id}::uuid, '032180000118359719', 'Tienda Ñandú')`,
    );
    const [order] = await insertCodOrders(org.id, 30_000);
    const res = await postRemittance(server.url, operatorKey, remittanceCsv(newReference(), [[order.trackingNumber, '300.00']]));
    expect(res.status, res.text).toBe(201);
    expect(res.body.outcomes.matched).toBe(1);
    const collection = await collectionOf(order.orderId);
    expect(collection.status).toBe('remitted');
    expect(collection.payoutBatchId).not.toBeNull();
    expect(await codPayouts(org.id)).toEqual([]);
  });
});
