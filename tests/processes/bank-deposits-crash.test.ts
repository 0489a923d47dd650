// Crash safety of a SPEI deposit (issue 41, "Bad input and failure"): a real intake process
// (tests/helpers/bank-deposit-server-child.ts) is killed with SIGKILL after the deposit's transaction committed (the row,
// the topup credit and the receipt email) but before the bank got its answer. The bank simulator, having no answer,
// sends the same transfer again (to a healthy server): it is answered confirmar and credits nothing more, and the balance
// is still the sum of the ledger.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { ensureOrganizationClabe } from '@/lib/payments/clabe';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { depositCount, depositOf, topupCount, withBankSimulator } from '../helpers/bank';
import { killChildServers, startChildServer } from '../helpers/child-server';
import { createTestOrg } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';

const bank = withBankSimulator({ retryDelaysMs: [100, 300, 1000] });
let server: TestServer;

beforeAll(async () => {
  server = await startAppServer();
});
afterEach(killChildServers);
afterAll(async () => {
  await server?.close();
});

it('killed after the commit, before the answer: the bank sends it again and nothing more is credited', async () => {
  const org = await createTestOrg({ balance: 0 });
  const { clabe } = await ensureOrganizationClabe(getDb(), { organizationId: org.id });
  const crashing = await startChildServer('tests/helpers/bank-deposit-server-child.ts', { CRASH_AT: 'after_commit' });
  bank.simulator.setCallbackUrl(`${crashing.url}/api/bank/deposits`);

  const inFlight = bank.simulator.sendAbono({ clabe, monto: 777.77 });
  await crashing.said('committed');
  // the credit is there, the bank has no answer yet
  const committed = await moneyOf(org.id);
  expect(committed).toMatchObject({ balance: 77_777, ledgerSum: 77_777 });
  // the bank's next attempt reaches a healthy server
  bank.simulator.setCallbackUrl(`${server.url}/api/bank/deposits`);
  await crashing.kill();

  const sent = await inFlight;
  expect(sent.attempts.length).toBeGreaterThanOrEqual(2);
  expect(sent.attempts[0].status).toBeNull();
  expect(sent.attempts.at(-1)).toMatchObject({ status: 200 });
  expect(sent.answer).toEqual({ mensaje: 'confirmar' });
  const key = sent.abono.claveRastreo as string;
  expect(await depositCount(key)).toBe(1);
  expect(await depositOf(key)).toMatchObject({ status: 'credited', organizationId: org.id, amountCentavos: 77_777 });
  expect(await topupCount(org.id)).toBe(1);
  expect(await moneyOf(org.id)).toEqual(committed);
});
