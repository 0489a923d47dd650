// Remittances imported at the same time (issue 35, "Bad input and failure"): parallel POSTs over real HTTP. The same
// file at once pays once (one 201, the others the first report with duplicate: true); two different remittances
// naming the same orders pay each order once (the second finds it already remitted) and never deadlock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestOperatorKey, insertCodOrders, newReference, pesos, postRemittance, remittanceCsv } from '../helpers/cod-remittances';
import { createTestOrg } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';

let server: TestServer;
let operatorKey: string;
beforeAll(async () => {
  server = await startAppServer();
  operatorKey = await createTestOperatorKey();
});
afterAll(() => server?.close());

const payoutCount = async (organizationId: string) =>
  (
    await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where organization_id = ${organizationId}::uuid and kind = 'cod_payout'`,
    )
  )[0].n;

describe('imports at the same time', () => {
  it('the same file four times at once: one import, three duplicates, every order paid once', async () => {
    const org = await createTestOrg({ balance: 0 });
    const orders = await insertCodOrders(org.id, 25_000, { count: 40 });
    const csv = remittanceCsv(
      newReference(),
      orders.map((o) => [o.trackingNumber, pesos(o.centavos)]),
    );
    const answers = await Promise.all(Array.from({ length: 4 }, () => postRemittance(server.url, operatorKey, csv)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    const created = answers.find((a) => a.status === 201)!;
    for (const answer of answers) expect(answer.body).toEqual({ ...created.body, duplicate: answer.status === 200 });
    expect(await payoutCount(org.id)).toBe(40);
    const money = await moneyOf(org.id);
    expect(money.balance).toBe(40 * 25_000);
    expect(money.ledgerSum).toBe(money.balance);
  });

  it('two remittances naming the same orders at once: each order is paid by one of them only', async () => {
    const org = await createTestOrg({ balance: 0 });
    const orders = await insertCodOrders(org.id, 10_000, { count: 30 });
    const lines = orders.map((o): [string, string] => [o.trackingNumber, pesos(o.centavos)]);
    const [a, b] = await Promise.all([
      postRemittance(server.url, operatorKey, remittanceCsv(newReference(), lines)),
      postRemittance(server.url, operatorKey, remittanceCsv(newReference(), [...lines].reverse())),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.outcomes.matched + b.body.outcomes.matched).toBe(30);
    expect(a.body.outcomes.already_remitted + b.body.outcomes.already_remitted).toBe(30);
    expect(await payoutCount(org.id)).toBe(30);
    const money = await moneyOf(org.id);
    expect(money.balance).toBe(30 * 10_000);
    expect(money.ledgerSum).toBe(money.balance);
  });
});
